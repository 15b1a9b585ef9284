import { type IndividualCustomer, individualCustomerSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/IndividualUser/individual-user/{id}: one individual customer for editing (spec 2 §7, §2.11). */
export function getIndividualCustomer(id: string): Promise<IndividualCustomer> {
  return apiRequest(`/api/IndividualUser/individual-user/${encodeURIComponent(id)}`, {
    schema: individualCustomerSchema,
  });
}

/** The prefix of every individual customer query; a save invalidates it so lists and the record refetch. */
export const individualUserQueryKey = ['individual-user'] as const;
export const individualCustomerQueryKey = (id: string) => [...individualUserQueryKey, id] as const;

export const individualCustomerQueryOptions = (id: string) =>
  queryOptions({ queryKey: individualCustomerQueryKey(id), queryFn: () => getIndividualCustomer(id) });

export function useIndividualCustomer(id: string) {
  return useQuery(individualCustomerQueryOptions(id));
}
