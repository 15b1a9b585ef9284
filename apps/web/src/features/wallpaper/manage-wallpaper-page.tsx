import 'mantine-datatable/styles.layer.css';
import {
  FIXED_PAGE_SIZE,
  formatMegabytes,
  WALLPAPER_LIST_MESSAGES,
  WALLPAPER_STATUS_OPTIONS,
  type Wallpaper,
} from '@aml/contracts';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateCell } from '../../components/date-cell';
import { ListPager } from '../../components/list-pager';
import { fromSmallTablet } from '../../components/responsive-columns';
import { RowAction } from '../../components/row-action';
import { toastSuccess } from '../../lib/toast';
import { useDeleteWallpaper } from './api/delete-wallpaper';
import { useWallpapers } from './api/get-wallpapers';
import { WallpaperDialog } from './components/wallpaper-dialog';
import { WallpaperThumbnail } from './components/wallpaper-thumbnail';

/** Spec 1 §2.10: /dashboard/manage-wallpaper. */
export function ManageWallpaperPage() {
  const [page, setPage] = useState(1);
  const wallpapers = useWallpapers(page);
  const remove = useDeleteWallpaper();
  const [dialog, setDialog] = useState<{ wallpaper: Wallpaper | null } | null>(null);
  const [deleting, setDeleting] = useState<Wallpaper | null>(null);
  const total = wallpapers.data?.totalCount ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Wallpaper Management
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ wallpaper: null })}>
          Add Wallpaper
        </Button>
      </Group>
      <DataTable<Wallpaper>
        withTableBorder
        pinLastColumn
        borderRadius="md"
        minHeight={total === 0 ? 180 : undefined}
        fetching={wallpapers.isFetching}
        records={wallpapers.data?.wallpapers ?? []}
        idAccessor="wallpaperId"
        aria-label="Wallpapers"
        noRecordsText={wallpapers.isError ? WALLPAPER_LIST_MESSAGES.fetchFailed : WALLPAPER_LIST_MESSAGES.empty}
        columns={[
          {
            accessor: 'filePath',
            title: 'Image',
            render: (w) => (
              <Group gap="sm" wrap="nowrap">
                <WallpaperThumbnail filePath={w.filePath} alt={w.fileName} />
                <Stack gap={0}>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {w.fileName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatMegabytes(w.fileSize)}
                  </Text>
                </Stack>
              </Group>
            ),
          },
          {
            accessor: 'status',
            title: 'Status',
            render: (w) => (
              <Badge
                color={w.status === 0 ? 'green' : 'gray'}
                variant="light"
                styles={{ label: { overflow: 'visible' } }}
              >
                {WALLPAPER_STATUS_OPTIONS.find((o) => o.value === w.status)?.label ?? w.status}
              </Badge>
            ),
          },
          {
            accessor: 'createdDate',
            title: 'Date',
            visibleMediaQuery: fromSmallTablet,
            render: (w) => <DateCell value={w.createdDate} />,
          },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (w) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <RowAction
                  tooltip="Edit"
                  label={`Edit ${w.fileName}`}
                  icon={IconPencil}
                  onClick={() => setDialog({ wallpaper: w })}
                />
                <RowAction
                  tooltip="Delete"
                  label={`Delete ${w.fileName}`}
                  icon={IconTrash}
                  color="red"
                  onClick={() => setDeleting(w)}
                />
              </Group>
            ),
          },
        ]}
      />
      {total > 0 && <ListPager page={page} pageSize={FIXED_PAGE_SIZE} total={total} onPageChange={setPage} />}
      <WallpaperDialog opened={dialog !== null} wallpaper={dialog?.wallpaper ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Wallpaper"
        message={WALLPAPER_LIST_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.wallpaperId, {
            onSuccess: () => {
              toastSuccess(WALLPAPER_LIST_MESSAGES.deleted);
              setDeleting(null);
              if ((wallpapers.data?.wallpapers.length ?? 0) === 1 && page > 1) setPage(page - 1);
            },
          });
        }}
      />
    </Stack>
  );
}
