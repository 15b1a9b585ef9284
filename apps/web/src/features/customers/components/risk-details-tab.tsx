import { CUSTOMER_LIST_MESSAGES, formatRiskScore } from '@aml/contracts';
import { Alert, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { parseRiskDetails, type RiskView } from '../risk-details';
import { RiskFactorRows } from './risk-factor-rows';

export const QUICK_ONBOARDED = 'Quick Onboarded';

interface RiskDetailsTabProps {
  status: string;
  riskDetails: string | null;
  /** Why the customer is still Pending (not screened), when it is. */
  pendingReason: string | null;
}

/**
 * Spec 2 §2.10 Risk tab: the score to 2 decimals, its label, and how it was reached — each factor with its
 * value and points (a country with the source of its score), the averaged parts, and the overrides to High
 * Risk with their reasons. Quick Onboarded customers have no risk assessment (§4.1).
 */
export function RiskDetailsTab({ status, riskDetails, pendingReason }: RiskDetailsTabProps) {
  if (status === QUICK_ONBOARDED) return <Text size="sm">{CUSTOMER_LIST_MESSAGES.quickOnboardedRisk}</Text>;
  const parsed = parseRiskDetails(riskDetails);
  if (parsed.state === 'none') return <NotAssessed pendingReason={pendingReason} />;
  if (parsed.state === 'error' || parsed.risk === null)
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {CUSTOMER_LIST_MESSAGES.riskParseError}
      </Alert>
    );
  return <RiskBreakdown risk={parsed.risk} />;
}

function NotAssessed({ pendingReason }: { pendingReason: string | null }) {
  return (
    <Stack gap="xs">
      <Text size="sm">No risk assessment yet: the customer has not been screened.</Text>
      {pendingReason && (
        <Text size="sm" c="dimmed">
          {pendingReason}
        </Text>
      )}
    </Stack>
  );
}

const LABEL_COLORS: Record<string, string> = {
  'High Risk': 'red',
  'Medium High Risk': 'orange',
  'Medium Risk': 'yellow',
  'Low Risk': 'green',
};

function RiskBreakdown({ risk }: { risk: RiskView }) {
  const overridden = risk.overrides.length > 0;
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="wrap" align="baseline">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Risk Score
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {formatRiskScore(risk.score)}
          </Text>
        </Stack>
        <Badge size="lg" variant="light" tt="none" color={LABEL_COLORS[risk.label] ?? 'gray'}>
          {risk.label}
        </Badge>
        <Text size="sm" c="dimmed">
          Average of the factors: {formatRiskScore(risk.baseScore)}
          {overridden ? ', raised to 4.00 (High Risk) by the overrides below' : ''}
        </Text>
      </Group>

      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing={6} aria-label="Risk factors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Factor</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th ta="right">Points</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {risk.factors.map((factor) => (
              <RiskFactorRows key={factor.key} factor={factor} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap={4}>
        <Title order={3} size="h6">
          Overrides to High Risk
        </Title>
        {overridden ? (
          <List size="sm" spacing={4}>
            {risk.overrides.map((override) => (
              <List.Item key={override.code}>{override.reason}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">None applied.</Text>
        )}
      </Stack>
      {risk.hits && (
        <Text size="sm" c="dimmed">
          Screening hits: {risk.hits.reported} reported, {risk.hits.counted} counted
          {risk.hits.reported > risk.hits.counted ? ' (false matches are not counted)' : ''}.
        </Text>
      )}
      {risk.ruleSetVersion && (
        <Text size="xs" c="dimmed">
          Rule set {risk.ruleSetVersion}
          {risk.countryTableAsOf ? `, country table of ${risk.countryTableAsOf}` : ''}.
        </Text>
      )}
    </Stack>
  );
}
