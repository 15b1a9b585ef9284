import { type CustomerListPage, type CustomerListQuery, customerListPageSchema } from '@aml/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerListParams, withParams } from '../customer-list-query';

/**
 * GET /api/customers (issue 12, decision 109): one page of the customer list, filtered, sorted and paged
 * on the server. The list shows its own 'Error fetching users' (spec 2 §2.10), so no toast repeats it.
 */
export function getCustomerList(query: CustomerListQuery, signal?: AbortSignal): Promise<CustomerListPage> {
  return apiRequest(withParams('/api/customers', customerListParams(query)), {
    schema: customerListPageSchema,
    quiet: true,
    signal,
  });
}

/** The prefix of every customer list, history and report query: a review decision invalidates it. */
export const customersQueryKey = ['customers'] as const;
export const customerListQueryKey = (query: CustomerListQuery) => [...customersQueryKey, 'list', query] as const;

export const customerListQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerListQueryKey(query),
    queryFn: ({ signal }) => getCustomerList(query, signal),
    // The page on screen stays while the next one loads: paging, sorting and typing do not flash the table.
    placeholderData: keepPreviousData,
  });

export function useCustomerList(query: CustomerListQuery) {
  return useQuery(customerListQueryOptions(query));
}
