import 'mantine-datatable/styles.layer.css';
import {
  type DeletedTenant,
  formatMediumDate,
  TENANT_LIST_PAGE_SIZES,
  TENANT_MESSAGES,
  type Tenant,
} from '@aml/contracts';
import { Badge, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEyeOff, IconPencil, IconPlus, IconRestore, IconSearch, IconTrashX } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { fromSmallTablet } from '../../components/responsive-columns';
import { RowAction } from '../../components/row-action';
import { SortableTitle, useSortAnnouncement } from '../../components/sortable-header';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useDeleteTenant } from './api/delete-tenant';
import { useDeletedTenants } from './api/get-deleted-tenants';
import { useTenants } from './api/get-tenants';
import { useRestoreTenant } from './api/restore-tenant';
import { ArchivedTenantsSection } from './components/archived-tenants-section';
import { HardDeleteDialog } from './components/hard-delete-dialog';
import { TenantFormDialog } from './components/tenant-form-dialog';
import { sortTenants, type TenantSortKey, tenantMatches } from './tenant-list';

/** A row of the list: a live tenant, or a soft-deleted one while deleted tenants are shown. */
type TenantRow = Tenant & { deletedDate?: string };

const isDeleted = (row: TenantRow): row is DeletedTenant => row.deletedDate !== undefined;

/** Spec 1 §2.8: /dashboard/tenants, the platform administrator's tenant list. */
export function TenantsPage() {
  const tenants = useTenants();
  // Decision 105: soft-deleted tenants can be shown beside the live ones and restored.
  const [showDeleted, setShowDeleted] = useState(false);
  const deletedTenants = useDeletedTenants(showDeleted);
  // Decision 102: hard-deleted tenants are kept as read-only archives, listed apart (download only).
  const [showArchived, setShowArchived] = useState(false);
  const softDelete = useDeleteTenant('soft');
  const hardDelete = useDeleteTenant('hard');
  const restore = useRestoreTenant();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 200);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TENANT_LIST_PAGE_SIZES[0]);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<TenantRow>>({
    columnAccessor: 'clientName',
    direction: 'asc',
  });
  // The dialog follows the list query, so a user change shows as soon as the list refetches.
  const [dialog, setDialog] = useState<{ tenantId: string | null } | null>(null);
  const [softDeleting, setSoftDeleting] = useState<Tenant | null>(null);
  const [hardDeleting, setHardDeleting] = useState<Tenant | null>(null);
  const [restoring, setRestoring] = useState<DeletedTenant | null>(null);
  const tableRef = useSortAnnouncement(sortStatus);
  // Spec 1 §2.8 and §6: the client-side superUser flag gates the Hard Delete action (the server decides).
  const superUser = useSession()?.superUser ?? false;

  const allRows = useMemo<TenantRow[]>(
    () => [...(tenants.data ?? []), ...(showDeleted ? (deletedTenants.data ?? []) : [])],
    [tenants.data, deletedTenants.data, showDeleted],
  );
  const filtered = useMemo(() => {
    const rows = allRows.filter((tenant) => tenantMatches(tenant, debouncedSearch));
    return sortTenants(rows, sortStatus.columnAccessor as TenantSortKey, sortStatus.direction);
  }, [allRows, debouncedSearch, sortStatus]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const records = filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const editing = dialog?.tenantId ? ((tenants.data ?? []).find((t) => t.id === dialog.tenantId) ?? null) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Tenant Management
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ tenantId: null })}>
          Add New Tenant
        </Button>
      </Group>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <TextInput
          aria-label="Search tenants"
          placeholder="Search tenants..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={360}
          maw="100%"
        />
        <Group gap="lg" wrap="wrap">
          <Switch
            label="Show deleted tenants"
            checked={showDeleted}
            onChange={(event) => {
              setShowDeleted(event.currentTarget.checked);
              setPage(1);
            }}
          />
          {superUser && (
            <Switch
              label="Show archived tenants"
              checked={showArchived}
              onChange={(event) => setShowArchived(event.currentTarget.checked)}
            />
          )}
        </Group>
      </Group>
      <DataTable<TenantRow>
        tableRef={tableRef}
        withTableBorder
        pinLastColumn
        borderRadius="md"
        minHeight={filtered.length === 0 ? 180 : undefined}
        fetching={tenants.isPending || (showDeleted && deletedTenants.isPending)}
        records={records}
        idAccessor="id"
        aria-label="Tenants"
        noRecordsText={tenants.isError ? TENANT_MESSAGES.fetchFailed : 'No tenants found.'}
        sortStatus={sortStatus}
        onSortStatusChange={(status) => {
          setSortStatus(status);
          setPage(1);
        }}
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
        paginationText={({ from, to, totalRecords }) => `Showing ${from} to ${to} of ${totalRecords} tenants`}
        columns={[
          {
            accessor: 'clientName',
            title: <SortableTitle>Client Name</SortableTitle>,
            sortable: true,
            render: (t) => (
              <Stack gap={0}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" c={isDeleted(t) ? 'dimmed' : undefined}>
                    {t.clientName}
                  </Text>
                  {isDeleted(t) && (
                    <Badge color="gray" variant="outline" size="sm" style={{ flexShrink: 0 }}>
                      Deleted
                    </Badge>
                  )}
                </Group>
                {isDeleted(t) && (
                  <Text size="xs" c="dimmed">
                    Deleted on {formatMediumDate(t.deletedDate)}
                  </Text>
                )}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {t.email}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'email',
            title: <SortableTitle>Email</SortableTitle>,
            sortable: true,
            visibleMediaQuery: fromSmallTablet,
          },
          {
            accessor: 'expiryDate',
            title: <SortableTitle>Expiry Date</SortableTitle>,
            sortable: true,
            visibleMediaQuery: fromSmallTablet,
            render: (t) => formatMediumDate(t.expiryDate),
          },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            // Issue 10: three actions that differ in icon and colour in both schemes: a blue pencil edits,
            // an orange crossed eye hides (soft delete, undone by Restore), a red bin on a tinted ground
            // deletes for good.
            render: (tenant) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {isDeleted(tenant) ? (
                  <RowAction
                    tooltip="Restore"
                    label={`Restore ${tenant.clientName}`}
                    icon={IconRestore}
                    color="teal"
                    onClick={() => setRestoring(tenant)}
                  />
                ) : (
                  <>
                    <RowAction
                      tooltip="Edit"
                      label={`Edit ${tenant.clientName}`}
                      icon={IconPencil}
                      color="blue"
                      onClick={() => setDialog({ tenantId: tenant.id })}
                    />
                    <RowAction
                      tooltip="Delete"
                      label={`Delete ${tenant.clientName}`}
                      icon={IconEyeOff}
                      color="orange"
                      onClick={() => setSoftDeleting(tenant)}
                    />
                  </>
                )}
                {superUser && (
                  <RowAction
                    tooltip="Hard Delete"
                    label={`Permanently delete ${tenant.clientName}`}
                    icon={IconTrashX}
                    color="red"
                    variant="light"
                    onClick={() => setHardDeleting(tenant)}
                  />
                )}
              </Group>
            ),
          },
        ]}
      />
      {superUser && showArchived && <ArchivedTenantsSection search={debouncedSearch} />}
      <TenantFormDialog
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        tenant={editing}
        knownTenants={[...(tenants.data ?? []), ...(deletedTenants.data ?? [])]}
      />
      <ConfirmDialog
        opened={restoring !== null}
        title="Restore Tenant"
        message={
          <>
            Restore <strong>{restoring?.clientName}</strong>? It returns to the tenant list and its active users can
            sign in again.
          </>
        }
        confirmLabel="Restore"
        confirmColor="teal.9"
        loading={restore.isPending}
        onClose={() => setRestoring(null)}
        onConfirm={() => {
          if (!restoring) return;
          restore.mutate(restoring.id, {
            onSuccess: () => {
              toastSuccess(TENANT_MESSAGES.restored);
              setRestoring(null);
            },
          });
        }}
      />
      <ConfirmDialog
        opened={softDeleting !== null}
        title="Delete Tenant"
        message={
          <>
            Are you sure you want to delete <strong>{softDeleting?.clientName}</strong>? Its users will be signed out
            and can no longer sign in; its records are kept.
          </>
        }
        confirmLabel="Delete"
        loading={softDelete.isPending}
        onClose={() => setSoftDeleting(null)}
        onConfirm={() => {
          if (!softDeleting) return;
          softDelete.mutate(softDeleting.id, {
            onSuccess: () => {
              toastSuccess(TENANT_MESSAGES.deleted);
              setSoftDeleting(null);
            },
          });
        }}
      />
      <HardDeleteDialog
        tenant={hardDeleting}
        loading={hardDelete.isPending}
        onClose={() => setHardDeleting(null)}
        onConfirm={(tenant) =>
          hardDelete.mutate(tenant.id, {
            onSuccess: () => {
              toastSuccess(TENANT_MESSAGES.hardDeleted);
              setHardDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}
