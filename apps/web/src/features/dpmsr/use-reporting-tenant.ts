import { missingTenantProfileFields, type Tenant } from '@aml/contracts';
import { useTenantProfile } from '../profile/api/get-tenant-profile';

export interface ReportingTenant {
  /** The tenant as reporting person (spec 3 §3), null while loading, failed or empty. */
  tenant: Tenant | null;
  /** Spec 3 §5: the reporting-person fields still empty; none means the profile is complete. */
  missing: string[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The tenant profile every DPMSR screen reads (GET api/ClientDetails/tenant-user-details), with the fields the
 * goAML reporting person still lacks. An empty answer counts as every field missing.
 */
export function useReportingTenant(): ReportingTenant {
  const profile = useTenantProfile();
  const tenant = profile.data ?? null;
  return {
    tenant,
    missing: profile.isSuccess ? missingTenantProfileFields(tenant ?? {}) : [],
    isPending: profile.isPending,
    isError: profile.isError,
    refetch: () => void profile.refetch(),
  };
}
