import { type CustomerHistoryEntry, type CustomerKind, customerHistoryEntrySchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { customersQueryKey } from './get-customer-list';

const historySchema = z.array(customerHistoryEntrySchema);

/** GET /api/customers/{kind}/{id}/history (issue 12): the customer's audit events, newest first. */
export function getCustomerHistory(kind: CustomerKind, id: string): Promise<CustomerHistoryEntry[]> {
  return apiRequest(`/api/customers/${kind}/${encodeURIComponent(id)}/history`, {
    schema: historySchema,
    // The panel says so in its History section; a toast would repeat it.
    quiet: true,
  });
}

export const customerHistoryQueryKey = (kind: CustomerKind, id: string) =>
  [...customersQueryKey, 'history', kind, id] as const;

export const customerHistoryQueryOptions = (kind: CustomerKind, id: string) =>
  queryOptions({ queryKey: customerHistoryQueryKey(kind, id), queryFn: () => getCustomerHistory(kind, id) });

export function useCustomerHistory(kind: CustomerKind, id: string) {
  return useQuery(customerHistoryQueryOptions(kind, id));
}
