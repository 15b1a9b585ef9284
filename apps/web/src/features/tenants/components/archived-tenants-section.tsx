import { formatMediumDate, TENANT_LIST_PAGE_SIZES, TENANT_MESSAGES, type TenantArchiveSummary } from '@aml/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { DateCell } from '../../../components/date-cell';
import { fromSmallTablet } from '../../../components/responsive-columns';
import { RowAction } from '../../../components/row-action';
import { toastSuccess } from '../../../lib/toast';
import { useDownloadTenantArchive } from '../api/download-tenant-archive';
import { useTenantArchives } from '../api/get-tenant-archives';
import { archiveMatches } from '../tenant-list';

interface ArchivedTenantsSectionProps {
  /** The Tenants screen's search, applied here too. */
  search: string;
}

/**
 * Decision 102: the hard-deleted tenants, whose users are gone and whose tenant row, screening logs and
 * audit events are kept read-only until the retention purge removes them five years on. The super user
 * can only download an archive here: it cannot be restored or edited. Newest first, as the server lists.
 */
export function ArchivedTenantsSection({ search }: ArchivedTenantsSectionProps) {
  const archives = useTenantArchives(true);
  const download = useDownloadTenantArchive();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TENANT_LIST_PAGE_SIZES[0]);
  const filtered = useMemo(
    () => (archives.data ?? []).filter((archive) => archiveMatches(archive, search)),
    [archives.data, search],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const records = filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const downloading = download.isPending ? download.variables : null;

  return (
    <Stack gap="xs" component="section" aria-labelledby="archived-tenants-heading">
      <Title order={2} size="h4" id="archived-tenants-heading">
        Archived tenants
      </Title>
      <Text size="sm" c="dimmed">
        Permanently deleted tenants. Their users are gone; the tenant record, screening logs and audit events are kept
        read-only for five years, then purged.
      </Text>
      <DataTable<TenantArchiveSummary>
        withTableBorder
        pinLastColumn
        borderRadius="md"
        minHeight={filtered.length === 0 ? 180 : undefined}
        fetching={archives.isPending}
        records={records}
        idAccessor="id"
        aria-label="Archived tenants"
        noRecordsText={archives.isError ? TENANT_MESSAGES.archivesFetchFailed : 'No archived tenants found.'}
        totalRecords={filtered.length}
        page={currentPage}
        onPageChange={setPage}
        recordsPerPage={pageSize}
        recordsPerPageOptions={[...TENANT_LIST_PAGE_SIZES]}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        recordsPerPageLabel="Items per page"
        paginationText={({ from, to, totalRecords }) => `Showing ${from} to ${to} of ${totalRecords} archived tenants`}
        columns={[
          {
            accessor: 'clientName',
            title: 'Client Name',
            render: (archive) => (
              <Stack gap={0}>
                <Text size="sm">{archive.clientName}</Text>
                {archive.tradeLicenseNumber && (
                  <Text size="xs" c="dimmed">
                    Trade licence {archive.tradeLicenseNumber}
                  </Text>
                )}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {archive.email}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  Archived {formatMediumDate(archive.archivedAt)}, kept until {formatMediumDate(archive.retainedUntil)}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'email', title: 'Email', visibleMediaQuery: fromSmallTablet },
          {
            accessor: 'archivedAt',
            title: 'Archived',
            visibleMediaQuery: fromSmallTablet,
            render: (archive) => <DateCell value={archive.archivedAt} />,
          },
          {
            accessor: 'retainedUntil',
            title: 'Kept Until',
            visibleMediaQuery: fromSmallTablet,
            render: (archive) => formatMediumDate(archive.retainedUntil),
          },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (archive) => (
              <RowAction
                tooltip="Download archive"
                label={`Download archive of ${archive.clientName}`}
                icon={IconDownload}
                color="blue"
                loading={downloading === archive.id}
                onClick={() =>
                  download.mutate(archive.id, { onSuccess: () => toastSuccess(TENANT_MESSAGES.archiveDownloaded) })
                }
              />
            ),
          },
        ]}
      />
    </Stack>
  );
}
