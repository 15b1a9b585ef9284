import { CORPORATE_BATCH_ONBOARDING_MESSAGES, type CorporateBatchItem, PARTNER_BATCH_FIELDS } from '@aml/contracts';
import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { FieldList } from '../../../components/field-list';
import { HitsBadge } from '../../upload-batch/components/hits-badge';
import { partnerCells } from '../corporate-record-format';
import { type ItemOutcome, ItemState, OnboardingAccordion } from './onboarding-accordion';

const M = CORPORATE_BATCH_ONBOARDING_MESSAGES;

/** Where the company in progress stands: 'Processing {company} (n of total)...' (spec 2 §4.8). */
export interface InProgress {
  seq: number;
  n: number;
  total: number;
}

/** Spec 2 §8 corporate batch rows: the status label of a company. */
function statusLabel(item: CorporateBatchItem, outcome: ItemOutcome, inProgress: InProgress | null): string {
  const company = item.record.companyName;
  switch (outcome) {
    case 'failed':
      return item.error ?? M.failed;
    case 'processing':
      return inProgress ? M.progress(company, inProgress.n, inProgress.total) : 'Processing';
    case 'pending':
      return 'Pending';
    default:
      return item.result?.message ?? M.success(company);
  }
}

export interface CorporateBatchAccordionProps {
  items: CorporateBatchItem[];
  /** The company being onboarded now (the first pending one of a running batch), or null. */
  inProgress: InProgress | null;
}

/**
 * Spec 2 §2.9: one item per company with a status icon and label ('Successfully onboarded {company}', 'Duplicate
 * user for {company}', 'Failed to onboard user: …'), its details and its partners nested inside.
 */
export function CorporateBatchAccordion({ items, inProgress }: CorporateBatchAccordionProps) {
  return (
    <OnboardingAccordion
      items={items}
      inProgressSeq={inProgress?.seq ?? null}
      order={4}
      name={(item) => item.record.companyName}
      statusText={(item, outcome) => statusLabel(item, outcome, inProgress)}
      panel={(item) => <CompanyPanel item={item} />}
    />
  );
}

function CompanyPanel({ item }: { item: CorporateBatchItem }) {
  const { result } = item;
  return (
    <Stack gap="md">
      {result && (
        <FieldList
          cols={{ base: 1, xs: 2, md: 4 }}
          fields={[
            { label: 'Customer ID', value: result.customerId },
            { label: 'Customer Status', value: result.status },
            { label: 'Risk', value: result.riskLabel ?? '' },
            { label: 'Hits', value: result.totalHits },
          ]}
        />
      )}
      {/* Spec 2 §4.8: the first attempt failed and the one retry succeeded. */}
      {result?.retryCount === 1 && result.retryReason && (
        <Text size="sm" c="orange.9" style={{ overflowWrap: 'anywhere' }}>
          {result.retryReason}
        </Text>
      )}
      <ItemState item={item} error={item.error ?? M.failed} />
      <Stack gap="xs">
        <Title order={5} size="h6">
          Partners
        </Title>
        <PartnerAccordion item={item} />
      </Stack>
    </Stack>
  );
}

/**
 * The company's partners as submitted (name, role and their data inside), each with the status and hits of its
 * own screening once the company is registered (matched by name in the result).
 */
function PartnerAccordion({ item }: { item: CorporateBatchItem }) {
  const outcomes = new Map(item.result?.partners.map((partner) => [partner.name, partner]));
  return (
    <Accordion multiple variant="contained" radius="md" order={6} keepMounted={false}>
      {item.record.partners.map((partner, index) => {
        const outcome = outcomes.get(partner.name);
        const cells = partnerCells(partner);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the partners are the row's, in column order, never reordered
          <Accordion.Item key={index} value={String(index)}>
            <Accordion.Control>
              <Group gap="xs" wrap="wrap" align="center">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {partner.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {partner.role}
                </Text>
                {outcome && (
                  <>
                    <Badge variant="light" color={outcome.status === 'In Review' ? 'orange' : 'green'} tt="none">
                      {outcome.status}
                    </Badge>
                    <HitsBadge hits={outcome.hits} />
                  </>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <FieldList
                cols={{ base: 1, xs: 2, md: 3 }}
                fields={PARTNER_BATCH_FIELDS.map((field) => ({ label: field, value: cells[field] }))}
              />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
