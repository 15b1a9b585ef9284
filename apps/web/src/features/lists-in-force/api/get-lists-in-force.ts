import { type ListsInForce, listsInForceSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Lists change at most a few times a day: the banner need not ask on every screen. */
const FRESH_MS = 15 * 60 * 1000;

/** GET /api/watchlists/in-force (tenant staff): the lists screenings run against and how old they are. */
export function getListsInForce(): Promise<ListsInForce> {
  return apiRequest('/api/watchlists/in-force', { schema: listsInForceSchema, quiet: true });
}

export const listsInForceQueryOptions = () =>
  queryOptions({ queryKey: ['lists-in-force'], queryFn: getListsInForce, staleTime: FRESH_MS });

export function useListsInForce(options: { enabled?: boolean } = {}) {
  return useQuery({ ...listsInForceQueryOptions(), enabled: options.enabled ?? true });
}
