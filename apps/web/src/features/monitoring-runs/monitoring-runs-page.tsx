import { CUSTOMER_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE, MONITORING_MESSAGES } from '@aml/contracts';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileTypeCsv, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPager, PageSizeSelect } from '../../components/list-pager';
import { useExportMonitoringRunsCsv } from './api/export-monitoring-runs-csv';
import { useMonitoringRuns } from './api/get-monitoring-runs';
import { MonitoringRunsEmpty, MonitoringRunsError, MonitoringRunsLoading } from './components/monitoring-run-status';
import { MonitoringRunTable } from './components/monitoring-run-table';

/**
 * Issue 17: /dashboard/monitoring-runs (Review group, MLRO). Every run that re-screened this tenant's
 * monitored customers, newest first, paged on the server like the customer lists; Export CSV saves every
 * run. A run goes on in the background, so Refresh asks again for its progress.
 */
export function MonitoringRunsPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const runs = useMonitoringRuns({ page, pageSize });
  const download = useExportMonitoringRunsCsv();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await runs.refetch();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {MONITORING_MESSAGES.title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={refreshing} onClick={refresh}>
            Refresh
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={16} />}
            loading={download.isPending}
            disabled={!runs.data || runs.data.total === 0}
            onClick={() => download.mutate()}
          >
            {MONITORING_MESSAGES.exportCsv}
          </Button>
        </Group>
      </Group>
      <Group justify="flex-end">
        <PageSizeSelect
          sizes={CUSTOMER_LIST_PAGE_SIZES}
          pageSize={pageSize}
          onChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </Group>
      {runs.isPending ? (
        <MonitoringRunsLoading />
      ) : runs.isError ? (
        <MonitoringRunsError />
      ) : runs.data.total === 0 ? (
        <MonitoringRunsEmpty />
      ) : (
        <Stack gap="sm">
          <MonitoringRunTable
            rows={runs.data.items}
            fetching={runs.isFetching && (runs.isPlaceholderData || refreshing)}
          />
          <ListPager
            page={runs.data.page}
            pageSize={runs.data.pageSize}
            total={runs.data.total}
            onPageChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
