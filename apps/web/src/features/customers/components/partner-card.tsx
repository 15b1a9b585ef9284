import { type CorporatePartner, DECIDABLE_STATUSES } from '@aml/contracts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { FieldList } from '../../../components/field-list';
import { formatDay, yesNo } from '../detail-format';
import { useReviewAction } from '../review-context';
import { CustomerStatusBadge } from './customer-status-badge';
import { ReviewButtons } from './review-buttons';

/** One partner of a corporate customer (spec 2 §3.6), with its decisions in the review context (§4.2). */
export function PartnerCard({ partner }: { partner: CorporatePartner }) {
  const decide = useReviewAction();
  const decidable = decide !== null && DECIDABLE_STATUSES.includes(partner.status);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Partner ${partner.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{partner.name}</Text>
            <CustomerStatusBadge status={partner.status} />
          </Group>
          <Text
            size="sm"
            c={partner.hits > 0 ? 'var(--mantine-color-red-light-color)' : 'dimmed'}
            fw={partner.hits > 0 ? 600 : 400}
          >
            {partner.hits === 1 ? '1 hit' : `${partner.hits} hits`}
          </Text>
        </Group>
        <FieldList
          cols={{ base: 1, xs: 2 }}
          fields={[
            { label: 'Type', value: partner.type },
            { label: 'Role', value: partner.role },
            { label: 'Nationality/Country of Incorporation', value: partner.nationalityOrCountryOfIncorporation },
            { label: 'Birthdate', value: formatDay(partner.birthdate) },
            { label: 'ID Type', value: partner.idType },
            { label: 'ID/License No', value: partner.idNoOrLicenseNo },
            { label: 'ID Expiry', value: formatDay(partner.idExpiry) },
            {
              label: 'Percentage of Share',
              value: partner.percentageOfShare === null ? '' : `${partner.percentageOfShare}%`,
            },
            { label: 'PEP', value: yesNo(partner.pep) },
          ]}
        />
        {decidable && decide && (
          <ReviewButtons
            subject={{ kind: 'partner', id: partner.corporatePartnerId, name: partner.name }}
            onDecide={decide}
          />
        )}
      </Stack>
    </Paper>
  );
}
