import {
  type CorporatePartner,
  CUSTOMER_LIST_MESSAGES,
  type FalseMatchReview,
  type FoundRecord,
  type RiskDetails,
} from '@aml/contracts';
import { Alert, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDay, formatMoment } from '../detail-format';
import { memoryOf } from '../false-match-memory';
import { parseRiskDetails } from '../risk-details';
import { FoundRecordCard } from './found-record-card';

const FALSE_MATCH = 'FalseMatchOnboarded';

interface SanctionDetailsTabProps {
  status: string;
  riskDetails: string | null;
  pendingReason: string | null;
  /** Corporates: their partners, whose own false-match status labels their hits. */
  partners?: readonly CorporatePartner[];
}

/**
 * Spec 2 §2.10 Sanction tab: when the names were screened and against which list versions, each found
 * record with why it matched, per person for a corporate customer; the no-match text when none; the
 * false-match label; and what the false-match memory recognised (decision 109).
 */
export function SanctionDetailsTab({ status, riskDetails, pendingReason, partners }: SanctionDetailsTabProps) {
  const parsed = parseRiskDetails(riskDetails);
  if (parsed.state === 'error')
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {CUSTOMER_LIST_MESSAGES.riskParseError}
      </Alert>
    );
  if (parsed.state === 'none')
    return (
      <Stack gap="xs">
        <Text size="sm">This customer has not been screened yet.</Text>
        {pendingReason && (
          <Text size="sm" c="dimmed">
            {pendingReason}
          </Text>
        )}
      </Stack>
    );
  const { details } = parsed;
  const persons = details.personWithHits ?? [];
  return (
    <Stack gap="md">
      <ScreeningSummary details={details} />
      {status === FALSE_MATCH && <FalseMatchLabel />}
      {persons.length === 0 ? (
        <Records
          records={details.found_records}
          subject={partners ? 'company' : 'customer'}
          review={details.falseMatchReview}
          empty={<NoMatch />}
        />
      ) : persons.every((person) => person.found_records.length === 0) ? (
        <>
          <NoMatch />
          <Text size="sm" c="dimmed">
            Names screened: {persons.map((person) => `${person.name} (${person.role})`).join(', ')}
          </Text>
        </>
      ) : (
        persons.map((person) => (
          <Stack key={person.id} gap="xs" component="section" aria-label={`Hits of ${person.name}`}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} size="h6">
                {person.name}
              </Title>
              <Text size="sm" c="dimmed">
                {person.role} · {person.hits === 1 ? '1 hit' : `${person.hits} hits`}
              </Text>
            </Group>
            {partners?.find((partner) => partner.corporatePartnerId === person.id)?.status === FALSE_MATCH &&
              person.found_records.length > 0 && <FalseMatchLabel />}
            <Records
              records={person.found_records}
              subject={person.id}
              review={details.falseMatchReview}
              empty={<Text size="sm">No match found for {person.name}.</Text>}
            />
          </Stack>
        ))
      )}
    </Stack>
  );
}

function ScreeningSummary({ details }: { details: RiskDetails }) {
  return (
    <Stack gap={6}>
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Screened on{' '}
          </Text>
          {formatMoment(details.timestamp)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Hits{' '}
          </Text>
          {details.total_hits}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Fuzziness{' '}
          </Text>
          {details.fuzzyLevel === '0' ? 'Off' : details.fuzzyLevel}
        </Text>
      </Group>
      {details.list_versions.length > 0 && (
        <div>
          <Text size="sm" c="dimmed">
            Lists screened against
          </Text>
          <List size="sm" spacing={2} withPadding>
            {details.list_versions.map((list) => (
              <List.Item key={`${list.source}-${list.version ?? ''}`}>
                {list.sourceType}
                {list.version ? ` ${list.version}` : ''} — {list.entries.toLocaleString('en-US')} entries
                {list.publishedAt ? `, published ${formatDay(list.publishedAt)}` : ''}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}

function Records({
  records,
  subject,
  review,
  empty,
}: {
  records: readonly FoundRecord[];
  subject: string;
  review: FalseMatchReview | undefined;
  empty: ReactNode;
}) {
  if (records.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm">
      {records.map((record) => (
        <FoundRecordCard
          key={`${record.source_type}:${record.source_id}`}
          record={record}
          memory={memoryOf(review, subject, record)}
        />
      ))}
    </Stack>
  );
}

function NoMatch() {
  return (
    <Alert color="green" variant="light" icon={<IconShieldCheck />}>
      {CUSTOMER_LIST_MESSAGES.noMatch}
    </Alert>
  );
}

function FalseMatchLabel() {
  return (
    <Text size="sm" fs="italic" c="var(--mantine-color-blue-light-color)" fw={500}>
      {CUSTOMER_LIST_MESSAGES.falseMatchLabel}
    </Text>
  );
}
