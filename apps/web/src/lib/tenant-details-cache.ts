import { type CachedTenantDetails, cachedTenantDetailsSchema, type Tenant } from '@aml/contracts';
import { base64ToUtf8, utf8ToBase64 } from './base64';

/** Spec 1 §3: the browser keeps only these tenant fields, base64-encoded JSON under STORAGE_KEYS.tenantDetails. */
export function toCachedTenantDetails(tenant: Tenant): CachedTenantDetails {
  return {
    id: tenant.id,
    clientName: tenant.clientName,
    ongoingMonitoringEnabled: tenant.ongoingMonitoringEnabled,
    ongoingMonitoringCount: tenant.ongoingMonitoringCount,
    ongoingMonitoringUsed: tenant.ongoingMonitoringUsed,
  };
}

export function encodeTenantDetails(details: CachedTenantDetails): string {
  return utf8ToBase64(JSON.stringify(details));
}

/** A missing or tampered value reads as "no tenant details", never as a crash of the shell. */
export function decodeTenantDetails(encoded: string | null): CachedTenantDetails | null {
  if (!encoded) return null;
  try {
    const parsed = cachedTenantDetailsSchema.safeParse(JSON.parse(base64ToUtf8(encoded)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
