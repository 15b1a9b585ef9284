import type { CustomerHistoryEntry, CustomerKind } from '@aml/contracts';
import { Group, List, Loader, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { useCustomerHistory } from '../api/get-customer-history';
import { formatMoment } from '../detail-format';
import { CustomerStatusBadge } from './customer-status-badge';

/**
 * The customer's History (issue 12): its audit events newest first — created, screened, scored, each
 * decision with actor, time and remarks, each edit with the fields changed.
 */
export function CustomerHistory({ kind, id }: { kind: CustomerKind; id: string }) {
  const history = useCustomerHistory(kind, id);
  return (
    <Stack gap="sm" component="section" aria-labelledby={`history-${id}`}>
      <Title order={3} size="h5" id={`history-${id}`}>
        History
      </Title>
      {history.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Loading history...</Text>
        </Group>
      ) : history.isError ? (
        <Text size="sm" c="var(--mantine-color-red-light-color)" role="alert">
          The history could not be loaded.
        </Text>
      ) : history.data.length === 0 ? (
        <Text size="sm">No events recorded.</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={-1}>
          {history.data.map((entry) => (
            <Timeline.Item key={entry.id} title={entry.title}>
              <HistoryEntry entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

function HistoryEntry({ entry }: { entry: CustomerHistoryEntry }) {
  return (
    <Stack gap={4} mt={2}>
      <Text size="xs" c="dimmed">
        {formatMoment(entry.at)}
        {entry.actorEmail ? ` · ${entry.actorEmail}` : ''}
      </Text>
      {entry.statusChange && (entry.statusChange.from || entry.statusChange.to) && (
        <Group gap={6} wrap="wrap">
          {entry.statusChange.from && <CustomerStatusBadge status={entry.statusChange.from} />}
          <Text span size="sm" aria-hidden>
            →
          </Text>
          <VisuallyHidden>changed to</VisuallyHidden>
          {entry.statusChange.to && <CustomerStatusBadge status={entry.statusChange.to} />}
        </Group>
      )}
      {entry.remarks && (
        <Text size="sm">
          <Text span size="sm" c="dimmed">
            Remarks:{' '}
          </Text>
          {entry.remarks}
        </Text>
      )}
      {entry.lines.length > 0 && (
        <List size="sm" spacing={2}>
          {entry.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one event never reorder
            <List.Item key={index}>{line}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
