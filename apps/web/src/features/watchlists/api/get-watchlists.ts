import { type WatchlistOverview, watchlistOverviewSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/watchlists (super user): list versions in force, recent imports, and the list sources. */
export function getWatchlists(): Promise<WatchlistOverview> {
  return apiRequest('/api/watchlists', { schema: watchlistOverviewSchema });
}

export const watchlistsQueryOptions = () => queryOptions({ queryKey: ['watchlists'], queryFn: getWatchlists });

export function useWatchlists() {
  return useQuery(watchlistsQueryOptions());
}
