import {
  type AccountStatistics,
  countOf,
  formatShortDate,
  formatTime,
  MONITORING_MESSAGES,
  MONITORING_RUN_STATUS_LABELS,
  type MonitoringRun,
  RISK_BAND_CARD,
  STATISTICS_CARD_TITLES,
  STATISTICS_MESSAGES,
  type StatisticsFigure,
  type StatisticsRiskBand,
  screeningTypeLabel,
} from '@aml/contracts';
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconActivityHeartbeat,
  IconAlertCircle,
  IconAlertTriangle,
  IconCalendarExclamation,
  IconCalendarX,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useAccountStatistics } from './api/get-account-statistics';
import { FigureRow, SummaryCard } from './components/figure-button';
import { DistributionChart, StatusBarChart } from './components/statistics-charts';
import { StatisticsUsersDialog } from './components/statistics-users-dialog';
import {
  dialogTarget,
  loadFailureMessage,
  MONITORING_COLORS,
  RISK_BAND_COLORS,
  type StatisticsDialogTarget,
  USER_TYPE_COLORS,
} from './statistics-display';

/** Spec 1 §2.6 section headings. */
const HEADINGS = {
  userTypes: 'User Type Distribution',
  riskLevels: 'Risk Level Distribution',
  statuses: 'Onboarding Status',
  riskAssessment: 'Risk Assessment',
  monitoring: 'Ongoing Monitoring Requirements',
} as const;

const riskColor = (figure: StatisticsFigure) => {
  const band = (Object.keys(RISK_BAND_CARD) as StatisticsRiskBand[]).find((key) => RISK_BAND_CARD[key] === figure.card);
  return band ? RISK_BAND_COLORS[band] : 'gray.6';
};

/**
 * Spec 1 §2.6: /dashboard/accountinfo. Every figure comes counted from the server (issue 15); every card,
 * segment and row opens the dialog of the users behind it.
 */
export function AccountStatisticsPage() {
  const statistics = useAccountStatistics();
  const [dialog, setDialog] = useState<StatisticsDialogTarget | null>(null);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {STATISTICS_MESSAGES.heading}
      </Title>
      {statistics.isPending ? (
        <Group gap="sm" role="status" py="xl" justify="center">
          <Loader size="sm" aria-hidden />
          <VisuallyHidden>Loading...</VisuallyHidden>
        </Group>
      ) : statistics.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title="Error" role="alert">
          {loadFailureMessage(statistics.error)}
        </Alert>
      ) : (
        <StatisticsBody statistics={statistics.data} onOpen={(figure) => setDialog(dialogTarget(figure))} />
      )}
      <StatisticsUsersDialog target={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}

function StatisticsBody({
  statistics,
  onOpen,
}: {
  statistics: AccountStatistics;
  onOpen: (figure: StatisticsFigure) => void;
}) {
  const { total, ongoingMonitoring, onboarded, highRisk } = statistics;
  const expiry = statistics.expiry.filter((figure) => figure.count > 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <SummaryCard
          title={STATISTICS_CARD_TITLES.total}
          figure={{ ...total, percent: null }}
          icon={<IconUsers size={28} />}
          color="blue"
          detail={statistics.userTypes.map((figure) => `${figure.label}: ${figure.count}`).join(' · ')}
          onOpen={() => onOpen(total)}
        />
        <SummaryCard
          title={STATISTICS_CARD_TITLES.ongoing}
          figure={ongoingMonitoring}
          icon={<IconActivityHeartbeat size={28} />}
          color="violet"
          onOpen={() => onOpen(ongoingMonitoring)}
        />
        <SummaryCard
          title={STATISTICS_CARD_TITLES.onboarded}
          figure={onboarded}
          icon={<IconShieldCheck size={28} />}
          color="green"
          onOpen={() => onOpen(onboarded)}
        />
        <SummaryCard
          title={STATISTICS_CARD_TITLES.highRisk}
          figure={highRisk}
          icon={<IconAlertTriangle size={28} />}
          color="red"
          onOpen={() => onOpen(highRisk)}
        />
      </SimpleGrid>

      {expiry.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {expiry.map((figure) => (
            <SummaryCard
              key={figure.card}
              title={figure.label}
              figure={figure}
              icon={figure.card === 'expired' ? <IconCalendarX size={28} /> : <IconCalendarExclamation size={28} />}
              color={figure.card === 'expired' ? 'red' : 'orange'}
              detail={
                figure.card === 'expiringSoon'
                  ? `${formatShortDate(statistics.today, { timeZone: 'UTC' })} – ${formatShortDate(statistics.expiringUntil, { timeZone: 'UTC' })}`
                  : undefined
              }
              onOpen={() => onOpen(figure)}
            />
          ))}
        </SimpleGrid>
      )}

      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        <DistributionChart
          title={HEADINGS.userTypes}
          figures={statistics.userTypes}
          colorOf={(figure) => USER_TYPE_COLORS[figure.card] ?? 'gray.6'}
          onOpen={onOpen}
        />
        <DistributionChart
          title={HEADINGS.riskLevels}
          figures={statistics.riskLevels}
          colorOf={riskColor}
          onOpen={onOpen}
        />
        <StatusBarChart title={HEADINGS.statuses} figures={statistics.statuses} onOpen={onOpen} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FigureListCard
          title={HEADINGS.riskAssessment}
          figures={statistics.riskLevels}
          colorOf={riskColor}
          onOpen={onOpen}
        />
        <FigureListCard
          title={HEADINGS.monitoring}
          figures={statistics.monitoring}
          colorOf={(figure) => MONITORING_COLORS[figure.card] ?? 'gray.6'}
          onOpen={onOpen}
        >
          <LastMonitoringRun run={statistics.lastMonitoringRun} />
        </FigureListCard>
      </SimpleGrid>
    </Stack>
  );
}

/** The Risk Assessment list and the Ongoing Monitoring Requirements card: each figure with its share. */
function FigureListCard({
  title,
  figures,
  colorOf,
  onOpen,
  children,
}: {
  title: string;
  figures: readonly StatisticsFigure[];
  colorOf: (figure: StatisticsFigure) => string;
  onOpen: (figure: StatisticsFigure) => void;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Stack gap={4}>
          {figures.map((figure) => (
            <FigureRow key={figure.card} figure={figure} color={colorOf(figure)} onOpen={() => onOpen(figure)} />
          ))}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Issue 17: what monitoring last did for the tenant, from the same run the Monitoring Runs screen lists first:
 * when the re-screen finished (or that it is under way), how many names it checked and the alerts it raised.
 */
function LastMonitoringRun({ run }: { run: MonitoringRun | null }) {
  if (!run) return null;
  const what = run.listName ? `${run.listName} ${run.listVersion ?? ''}`.trim() : MONITORING_MESSAGES.allLists;
  const when = run.finishedAt
    ? `finished ${formatShortDate(run.finishedAt)} ${formatTime(run.finishedAt)}`
    : MONITORING_RUN_STATUS_LABELS[run.status].toLowerCase();
  return (
    <Text size="sm" c="dimmed">
      {`Last re-screen (${screeningTypeLabel(run.trigger)}, ${what}): ${when}; `}
      {`${countOf(run.customersChecked, 'customer')} and ${countOf(run.partnersChecked, 'partner')} checked, `}
      {`${countOf(run.alertsRaised, 'alert')} raised.`}
    </Text>
  );
}
