import { type CustomerKind, type MonitoringAlert, monitoringAlertsSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customersQueryKey } from './get-customer-list';

/** GET /api/monitoring/alerts/{kind}/{id} (issue 17): the alerts ongoing monitoring raised on one customer. */
export function getMonitoringAlerts(kind: CustomerKind, id: string, signal?: AbortSignal): Promise<MonitoringAlert[]> {
  return apiRequest(`/api/monitoring/alerts/${kind}/${encodeURIComponent(id)}`, {
    schema: monitoringAlertsSchema,
    // The Monitoring tab says so itself; a toast would repeat it.
    quiet: true,
    signal,
  });
}

/** Under the customers prefix: a review decision sets an alert's decision, and invalidates this with the lists. */
export const monitoringAlertsQueryKey = (kind: CustomerKind, id: string) =>
  [...customersQueryKey, 'monitoring-alerts', kind, id] as const;

export const monitoringAlertsQueryOptions = (kind: CustomerKind, id: string) =>
  queryOptions({
    queryKey: monitoringAlertsQueryKey(kind, id),
    queryFn: ({ signal }) => getMonitoringAlerts(kind, id, signal),
  });

export function useMonitoringAlerts(kind: CustomerKind, id: string) {
  return useQuery(monitoringAlertsQueryOptions(kind, id));
}
