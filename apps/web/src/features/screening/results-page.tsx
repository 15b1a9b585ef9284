import { formatDateTime, type QuickScanReportRequest } from '@aml/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FoundRecordAccordion } from './components/found-record-accordion';
import { ListsSearched } from './components/lists-searched';
import { ScanReportButtons } from './components/scan-report-buttons';
import { ScreeningQuery } from './components/screening-query';
import { type LastScreening, readLastScreening } from './last-screening';
import { QUICK_SCREENING_PATH } from './quick-screening-form';

/** quickScanReportRequestSchema takes at most 500 results; the engine answers 50 by default. */
const REPORT_RESULTS_MAX = 500;

/** The quick screening's report (spec 3 §3 "Report generation request"): the answer and what was searched. */
function reportRequest({ search, response }: LastScreening, reportType: QuickScanReportRequest['reportType']) {
  return {
    reportType,
    name: search.names,
    searchData: search,
    results: response.found_records.slice(0, REPORT_RESULTS_MAX),
    totalHits: response.total_hits,
    timestamp: response.timestamp,
    list_versions: response.list_versions,
  } satisfies QuickScanReportRequest;
}

function NewSearchButton() {
  return (
    <Button component={Link} to={QUICK_SCREENING_PATH} variant="default" leftSection={<IconSearch size={18} />}>
      New Search
    </Button>
  );
}

/** Spec 3 §2: /dashboard/results — the last quick screening of this tab, kept across a reload. */
export function ScreeningResultsPage() {
  // Read once: the screen shows the screening it was opened for.
  const [screening] = useState(readLastScreening);
  if (!screening) return <NoScreening />;
  const { search, response } = screening;
  const shown = response.found_records.length;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {response.total_hits} Records Found
          </Title>
          <Text size="sm" c="dimmed">
            Search time: {formatDateTime(response.timestamp)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <ScanReportButtons requestFor={(reportType) => reportRequest(screening, reportType)} />
          <NewSearchButton />
        </Group>
      </Group>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="screening-query-heading">
        <Stack gap="sm">
          <Title order={2} size="h5" id="screening-query-heading">
            Search
          </Title>
          <ScreeningQuery search={search} />
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="lists-searched-heading">
        <Stack gap="sm">
          <Title order={2} size="h5" id="lists-searched-heading">
            Lists Searched
          </Title>
          <ListsSearched lists={response.list_versions} />
        </Stack>
      </Paper>

      {response.total_hits === 0 ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="No match">
          No listed person or entity matched this search in the lists above.
        </Alert>
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="found-records-heading">
          <Title order={2} size="h4" id="found-records-heading">
            Found Records
          </Title>
          {shown < response.total_hits && (
            <Text size="sm" c="dimmed">
              Showing the {shown} strongest of {response.total_hits} matches.
            </Text>
          )}
          <FoundRecordAccordion records={response.found_records} />
        </Stack>
      )}
    </Stack>
  );
}

function NoScreening() {
  return (
    <Stack gap="lg" align="flex-start">
      <Title order={1} size="h2">
        Screening Results
      </Title>
      <Text>No screening results to show. Screen a name on Quick Screening to see its results here.</Text>
      <Button component={Link} to={QUICK_SCREENING_PATH} leftSection={<IconSearch size={18} />}>
        Go to Quick Screening
      </Button>
    </Stack>
  );
}
