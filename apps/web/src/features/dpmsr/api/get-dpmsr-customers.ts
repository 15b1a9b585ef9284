import {
  DPMSR_PATHS,
  type DpmsrCorporateCustomer,
  type DpmsrIndividualCustomer,
  dpmsrCorporateCustomersSchema,
  dpmsrIndividualCustomersSchema,
} from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { dpmsrQueryKey } from './get-dpmsr-reports';

/** Spec 3 §7: "404 means none". Quiet: the form shows 'Failed to fetch … customers. Please try again.' itself. */
async function customersOrNone<T>(path: string, schema: ZodType<T[]>, signal?: AbortSignal): Promise<T[]> {
  try {
    return await apiRequest(path, { schema, quiet: true, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** GET /api/IndividualUser/tenant-onboarded-users-simple: individual customers to report on. */
export function getDpmsrIndividuals(signal?: AbortSignal): Promise<DpmsrIndividualCustomer[]> {
  return customersOrNone(DPMSR_PATHS.individuals, dpmsrIndividualCustomersSchema, signal);
}

/** GET /api/CorporateUser/tenant-corporate-users-simple: corporate customers to report on. */
export function getDpmsrCorporates(signal?: AbortSignal): Promise<DpmsrCorporateCustomer[]> {
  return customersOrNone(DPMSR_PATHS.corporates, dpmsrCorporateCustomersSchema, signal);
}

export const dpmsrIndividualsQueryOptions = () =>
  queryOptions({ queryKey: [...dpmsrQueryKey, 'individuals'], queryFn: ({ signal }) => getDpmsrIndividuals(signal) });

export const dpmsrCorporatesQueryOptions = () =>
  queryOptions({ queryKey: [...dpmsrQueryKey, 'corporates'], queryFn: ({ signal }) => getDpmsrCorporates(signal) });

export function useDpmsrIndividuals() {
  return useQuery(dpmsrIndividualsQueryOptions());
}

export function useDpmsrCorporates() {
  return useQuery(dpmsrCorporatesQueryOptions());
}
