import {
  type CustomerKind,
  MONITORING_MESSAGES,
  type MonitoringAlert,
  type MonitoringAlertKind,
  screeningTypeLabel,
} from '@aml/contracts';
import { Badge, Group, List, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMonitoringAlerts } from '../api/get-monitoring-alerts';
import { formatMoment } from '../detail-format';
import { CustomerStatusBadge } from './customer-status-badge';

const KIND_BADGES: Record<MonitoringAlertKind, { label: string; color: string }> = {
  'new-hit': { label: 'New hit', color: 'red' },
  'hit-removed': { label: 'Hit removed', color: 'blue' },
};

const newestFirst = (a: MonitoringAlert, b: MonitoringAlert) => Date.parse(b.raisedAt) - Date.parse(a.raisedAt);

/**
 * Issue 17: what ongoing monitoring found on this customer, newest first. A new hit and a hit that
 * disappeared are both shown (a delisting is noted, never silent), with the status they left behind and
 * the MLRO's decision once made.
 */
export function MonitoringAlertsTab({ kind, id }: { kind: CustomerKind; id: string }) {
  const alerts = useMonitoringAlerts(kind, id);
  if (alerts.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{MONITORING_MESSAGES.alertsLoading}</Text>
      </Group>
    );
  if (alerts.isError)
    return (
      <Text size="sm" c="var(--mantine-color-red-light-color)" role="alert">
        {MONITORING_MESSAGES.alertsError}
      </Text>
    );
  if (alerts.data.length === 0) return <Text size="sm">{MONITORING_MESSAGES.noAlerts}</Text>;
  return (
    <Stack gap="sm">
      {alerts.data.toSorted(newestFirst).map((alert) => (
        <AlertCard key={alert.id} alert={alert} />
      ))}
    </Stack>
  );
}

function AlertCard({ alert }: { alert: MonitoringAlert }) {
  const badge = KIND_BADGES[alert.kind];
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`${badge.label}: ${alert.subjectName}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge color={badge.color} variant="light" tt="none">
              {badge.label}
            </Badge>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {alert.subjectName}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatMoment(alert.raisedAt)} · {screeningTypeLabel(alert.trigger)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {alert.reason}
        </Text>
        {alert.changes.length > 0 && (
          <List size="sm" spacing={2} aria-label="What changed in the entry">
            {alert.changes.map((change) => (
              <List.Item key={change}>{change}</List.Item>
            ))}
          </List>
        )}
        <StatusChange before={alert.statusBefore} after={alert.statusAfter} />
        {alert.decision && (
          <Text size="sm">
            <Text span size="sm" c="dimmed">
              Decision:{' '}
            </Text>
            {alert.decision}
            {alert.decidedAt ? ` on ${formatMoment(alert.decidedAt)}` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The customer's status before the alert and after it; a removed hit leaves it as it was. */
function StatusChange({ before, after }: { before: string; after: string }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text span size="sm" c="dimmed">
        Status:
      </Text>
      <CustomerStatusBadge status={before} />
      {before === after ? (
        <Text span size="sm" c="dimmed">
          (unchanged)
        </Text>
      ) : (
        <>
          <Text span size="sm" aria-hidden>
            →
          </Text>
          <VisuallyHidden>changed to</VisuallyHidden>
          <CustomerStatusBadge status={after} />
        </>
      )}
    </Group>
  );
}
