import 'mantine-datatable/styles.layer.css';
import { formatMediumDate, TENANT_LIST_PAGE_SIZES, TENANT_MESSAGES, type Tenant } from '@aml/contracts';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconTrash, IconTrashX } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { fromSmallTablet } from '../../components/responsive-columns';
import { RowAction } from '../../components/row-action';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useDeleteTenant } from './api/delete-tenant';
import { useTenants } from './api/get-tenants';
import { HardDeleteDialog } from './components/hard-delete-dialog';
import { TenantFormDialog } from './components/tenant-form-dialog';
import { sortTenants, type TenantSortKey, tenantMatches } from './tenant-list';

/** Spec 1 §2.8: /dashboard/tenants, the platform administrator's tenant list. */
export function TenantsPage() {
  const tenants = useTenants();
  const softDelete = useDeleteTenant('soft');
  const hardDelete = useDeleteTenant('hard');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 200);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TENANT_LIST_PAGE_SIZES[0]);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Tenant>>({
    columnAccessor: 'clientName',
    direction: 'asc',
  });
  // The dialog follows the list query, so a user change shows as soon as the list refetches.
  const [dialog, setDialog] = useState<{ tenantId: string | null } | null>(null);
  const [softDeleting, setSoftDeleting] = useState<Tenant | null>(null);
  const [hardDeleting, setHardDeleting] = useState<Tenant | null>(null);
  // Spec 1 §2.8 and §6: the client-side superUser flag gates the Hard Delete action (the server decides).
  const superUser = useSession()?.superUser ?? false;

  const filtered = useMemo(() => {
    const rows = (tenants.data ?? []).filter((tenant) => tenantMatches(tenant, debouncedSearch));
    return sortTenants(rows, sortStatus.columnAccessor as TenantSortKey, sortStatus.direction);
  }, [tenants.data, debouncedSearch, sortStatus]);
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
      <TextInput
        aria-label="Search tenants"
        placeholder="Search tenants..."
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <DataTable<Tenant>
        withTableBorder
        pinLastColumn
        borderRadius="md"
        minHeight={filtered.length === 0 ? 180 : undefined}
        fetching={tenants.isPending}
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
            title: 'Client Name',
            sortable: true,
            render: (t) => (
              <Stack gap={0}>
                <Text size="sm">{t.clientName}</Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {t.email}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'email', title: 'Email', sortable: true, visibleMediaQuery: fromSmallTablet },
          {
            accessor: 'expiryDate',
            title: 'Expiry Date',
            sortable: true,
            visibleMediaQuery: fromSmallTablet,
            render: (t) => formatMediumDate(t.expiryDate),
          },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (tenant) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <RowAction
                  tooltip="Edit"
                  label={`Edit ${tenant.clientName}`}
                  icon={IconPencil}
                  onClick={() => setDialog({ tenantId: tenant.id })}
                />
                <RowAction
                  tooltip="Delete"
                  label={`Delete ${tenant.clientName}`}
                  icon={IconTrash}
                  color="orange"
                  onClick={() => setSoftDeleting(tenant)}
                />
                {superUser && (
                  <RowAction
                    tooltip="Hard Delete"
                    label={`Permanently delete ${tenant.clientName}`}
                    icon={IconTrashX}
                    color="red"
                    onClick={() => setHardDeleting(tenant)}
                  />
                )}
              </Group>
            ),
          },
        ]}
      />
      <TenantFormDialog opened={dialog !== null} onClose={() => setDialog(null)} tenant={editing} />
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
