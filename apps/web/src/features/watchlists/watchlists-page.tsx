import '@mantine/dropzone/styles.css';
import { WATCHLIST_MESSAGES, WATCHLIST_UPLOAD, type WatchlistImport, type WatchlistOrigin } from '@aml/contracts';
import { Alert, Button, Card, Group, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useConfirmHeldImport } from './api/confirm-held-import';
import { useWatchlists } from './api/get-watchlists';
import { isHeldUpload, uploadErrorMessage, useUploadWatchlist } from './api/upload-watchlist';

/** Spec 1 §9: list dates show 'MMM dd, yyyy' plus 'HH:mm', in local time. */
const when = (iso: string | null) => (iso ? dayjs(iso).format('MMM DD, YYYY HH:mm') : '—');
const day = (published: string | null) => (published ? dayjs(published).format('MMM DD, YYYY') : 'Not dated');
const age = (days: number) => (days === 1 ? '1 day' : `${days} days`);

const ORIGIN_LABEL: Record<WatchlistOrigin, string> = {
  upload: 'Upload',
  folder: 'Folder (WATCHLIST_DIR)',
  download: 'Daily download',
  demo: 'Demo list',
  baseline: 'Shipped with the product',
};

const STATUS_LABEL: Record<WatchlistImport['status'], string> = {
  imported: 'Imported',
  unchanged: 'Unchanged',
  rejected: 'Rejected',
  held: 'Held',
  confirmed: 'Confirmed',
};

/** What the upload or a confirmation came to: imported, held for confirmation (issue 10), or refused. */
type Outcome = { kind: 'imported' | 'held' | 'refused'; message: string };

const OUTCOME_ALERT = {
  imported: { color: 'green', title: 'List imported', role: 'status' },
  held: { color: 'orange', title: 'Import held', role: 'alert' },
  refused: { color: 'red', title: 'File refused', role: 'alert' },
} as const;

/** Issue 3: the super user's Watchlists screen (/dashboard/watchlists). */
export function WatchlistsPage() {
  const overview = useWatchlists();
  const upload = useUploadWatchlist();
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const confirmImport = useConfirmHeldImport();
  const [confirming, setConfirming] = useState<WatchlistImport | null>(null);
  const [confirmOutcome, setConfirmOutcome] = useState<Outcome | null>(null);

  const submit = () => {
    setOutcome(null);
    upload.mutate(files, {
      onSuccess: (result) => {
        setOutcome({ kind: 'imported', message: result.message });
        setFiles([]);
      },
      onError: (error) => {
        const message = uploadErrorMessage(error);
        if (message) setOutcome({ kind: isHeldUpload(error) ? 'held' : 'refused', message });
        // A held file is kept by the server: confirming it below needs no second upload.
        if (isHeldUpload(error)) setFiles([]);
      },
    });
  };

  const confirmHeld = () => {
    if (!confirming) return;
    setConfirmOutcome(null);
    confirmImport.mutate(confirming.id, {
      onSuccess: (result) => setConfirmOutcome({ kind: 'imported', message: result.message }),
      onError: (error) => {
        const message = uploadErrorMessage(error);
        if (message) setConfirmOutcome({ kind: 'refused', message });
      },
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <Stack gap="lg">
      <Title order={2}>Watchlists</Title>

      {overview.isPending && <Loader aria-label="Loading watchlists" />}
      {overview.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Error">
          Failed to fetch watchlists
        </Alert>
      )}

      {overview.data && (
        <>
          {overview.data.lists.length === 0 && (
            <Alert color="orange" icon={<IconAlertCircle />} title="No list loaded">
              {WATCHLIST_MESSAGES.noList}
            </Alert>
          )}

          <Card withBorder>
            <Title order={3} size="h4" mb="sm">
              Lists in force
            </Title>
            {overview.data.lists.length > 0 && (
              // On a phone the source, date and import move under the list name instead of scrolling sideways.
              <Table.ScrollContainer minWidth={0}>
                <Table striped aria-label="Lists in force">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>List</Table.Th>
                      <Table.Th visibleFrom="sm">Source</Table.Th>
                      <Table.Th>Version</Table.Th>
                      <Table.Th visibleFrom="sm">Publication date</Table.Th>
                      <Table.Th>Age</Table.Th>
                      <Table.Th visibleFrom="sm">Entries</Table.Th>
                      <Table.Th visibleFrom="sm">Imported</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {overview.data.lists.map((list) => (
                      <Table.Tr key={list.id}>
                        <Table.Td>
                          {list.listName}
                          <Text size="xs" c="dimmed" hiddenFrom="sm">
                            {list.source} · published {day(list.publishedAt)} · {list.entries.toLocaleString('en-US')}{' '}
                            entries · imported {when(list.importedAt)}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{list.source}</Table.Td>
                        <Table.Td>{list.version}</Table.Td>
                        <Table.Td visibleFrom="sm">{day(list.publishedAt)}</Table.Td>
                        <Table.Td>{age(list.ageDays)}</Table.Td>
                        <Table.Td visibleFrom="sm">{list.entries.toLocaleString('en-US')}</Table.Td>
                        <Table.Td visibleFrom="sm">
                          {when(list.importedAt)} · {ORIGIN_LABEL[list.origin]}
                          {list.importedBy ? ` · ${list.importedBy}` : ''}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>

          <Card withBorder>
            <Title order={3} size="h4" mb="sm">
              Sources
            </Title>
            <List spacing="xs">
              <List.Item>Upload on this screen: any supported format.</List.Item>
              <List.Item>
                Folder (WATCHLIST_DIR):{' '}
                {overview.data.sources.folder.enabled
                  ? 'set; its lists are imported at start and when its files change.'
                  : 'not set.'}
              </List.Item>
              <List.Item>
                Daily download from the publishers (WATCHLIST_AUTO_UPDATE):{' '}
                {overview.data.sources.download.enabled
                  ? `on; last successful download ${when(overview.data.sources.download.lastRunAt)}.`
                  : 'off.'}
              </List.Item>
            </List>
          </Card>
        </>
      )}

      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          Upload a list
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          OFAC SDN or Consolidated CSV (all files of the set together), UN Security Council XML, UK OFSI CSV, EU FSF XML
          or CSV, OpenSanctions FollowTheMoney or Senzing JSON lines, UAE Local Terrorist List (.xlsx). The file becomes
          the new version of its list; a malformed file is refused and the version in force stays.
        </Text>
        <Dropzone
          onDrop={(dropped) => {
            setFiles(dropped.slice(0, WATCHLIST_UPLOAD.maxFiles));
            setOutcome(null);
          }}
          maxSize={WATCHLIST_UPLOAD.maxBytes}
          maxFiles={WATCHLIST_UPLOAD.maxFiles}
          multiple
          inputProps={{ 'aria-label': 'List files' }}
        >
          <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: 'none' }}>
            <IconFileUpload size={36} stroke={1.4} aria-hidden="true" />
            <Text>Drag list files here or click to choose them</Text>
          </Group>
        </Dropzone>
        {files.length > 0 && (
          <List size="sm" mt="sm" aria-label="Chosen files">
            {files.map((file) => (
              <List.Item key={file.name}>
                {file.name} ({(file.size / 1024 / 1024).toFixed(2)} MB)
              </List.Item>
            ))}
          </List>
        )}
        <Group mt="md">
          <Button onClick={submit} disabled={files.length === 0} loading={upload.isPending}>
            Upload
          </Button>
        </Group>
        {outcome && <OutcomeAlert outcome={outcome} />}
      </Card>

      {overview.data && overview.data.imports.length > 0 && (
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Recent imports
          </Title>
          {confirmOutcome && <OutcomeAlert outcome={confirmOutcome} mb="md" />}
          <Table.ScrollContainer minWidth={0}>
            <Table aria-label="Recent imports">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th visibleFrom="sm">Source</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>List</Table.Th>
                  <Table.Th visibleFrom="sm">Files</Table.Th>
                  <Table.Th visibleFrom="sm">Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.data.imports.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{when(item.importedAt)}</Table.Td>
                    <Table.Td visibleFrom="sm">{ORIGIN_LABEL[item.origin]}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={item.status === 'rejected' || item.status === 'held' ? 700 : 400}>
                        {STATUS_LABEL[item.status]}
                      </Text>
                      {item.confirmable && (
                        <Button
                          size="compact-sm"
                          mt={4}
                          onClick={() => setConfirming(item)}
                          aria-label={`Confirm import of ${item.listName ?? 'this list'} (${item.fileNames.join(', ')})`}
                        >
                          Confirm import
                        </Button>
                      )}
                      {/* On a phone the files and the details (where a file broke) follow the result. */}
                      <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ wordBreak: 'break-word' }}>
                        {item.fileNames.join(', ')} · {importDetails(item)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.listName ? `${item.listName} ${item.version ?? ''}` : '—'}</Table.Td>
                    <Table.Td visibleFrom="sm">{item.fileNames.join(', ')}</Table.Td>
                    <Table.Td visibleFrom="sm">{importDetails(item)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}

      <ConfirmDialog
        opened={confirming !== null}
        title="Confirm import"
        message={
          <>
            {confirming?.message}
            <br />
            <br />
            Import it anyway as the version of {confirming?.listName ?? 'its list'} in force? Every screening will then
            run against it.
          </>
        }
        confirmLabel="Confirm import"
        onConfirm={confirmHeld}
        onClose={() => setConfirming(null)}
        loading={confirmImport.isPending}
      />
    </Stack>
  );
}

function OutcomeAlert({ outcome, mt = 'md', mb }: { outcome: Outcome; mt?: string; mb?: string }) {
  const look = OUTCOME_ALERT[outcome.kind];
  const icon =
    outcome.kind === 'imported' ? (
      <IconCircleCheck />
    ) : outcome.kind === 'held' ? (
      <IconAlertTriangle />
    ) : (
      <IconAlertCircle />
    );
  return (
    <Alert mt={mb ? undefined : mt} mb={mb} role={look.role} color={look.color} icon={icon} title={look.title}>
      {outcome.message}
    </Alert>
  );
}

/** What an import's row says beside its result: the reason a file was refused or held, who confirmed it, or the entries read. */
function importDetails(item: WatchlistImport): string {
  if (item.status === 'confirmed')
    return `${item.message ?? ''} Confirmed by ${item.confirmedBy ?? 'the super user'} on ${when(item.confirmedAt)}.`.trim();
  return item.message ?? (item.entries !== null ? `${item.entries} entries` : '');
}
