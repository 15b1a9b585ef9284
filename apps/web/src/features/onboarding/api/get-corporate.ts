import { type CorporateCustomer, corporateCustomerSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/CorporateUser/corporate-user/{id}: one corporate customer for editing (spec 2 §7, §2.11). */
export function getCorporateCustomer(id: string): Promise<CorporateCustomer> {
  return apiRequest(`/api/CorporateUser/corporate-user/${encodeURIComponent(id)}`, {
    schema: corporateCustomerSchema,
  });
}

/** The prefix of every corporate customer query; a save invalidates it so lists and the record refetch. */
export const corporateUserQueryKey = ['corporate-user'] as const;
export const corporateCustomerQueryKey = (id: string) => [...corporateUserQueryKey, id] as const;

export const corporateCustomerQueryOptions = (id: string) =>
  queryOptions({ queryKey: corporateCustomerQueryKey(id), queryFn: () => getCorporateCustomer(id) });

export function useCorporateCustomer(id: string) {
  return useQuery(corporateCustomerQueryOptions(id));
}
