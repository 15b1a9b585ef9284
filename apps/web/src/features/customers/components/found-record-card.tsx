import type { FoundRecord } from '@aml/contracts';
import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { FieldList } from '../../../components/field-list';
import { MatchExplanation } from '../../../components/match-explanation';
import { formatMoment } from '../detail-format';
import type { RecordMemory } from '../false-match-memory';

const joined = (values: readonly string[]) => values.filter(Boolean).join(', ');

/** One listed person or entity a screening found (spec 2 §3.9), with why it matched and what was decided of it before. */
export function FoundRecordCard({ record, memory }: { record: FoundRecord; memory: RecordMemory }) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Found record ${record.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {record.name}
            </Text>
            <Text size="xs" c="dimmed">
              {record.source_type} · ID {record.source_id}
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={record.score >= 90 ? 'red' : record.score >= 75 ? 'orange' : 'yellow'}
            tt="none"
          >
            Score {record.score}
          </Badge>
        </Group>
        {memory.remembered && (
          <Alert color="blue" variant="light" icon={<IconHistory />} p="xs">
            Marked false match on {formatMoment(memory.remembered.decidedAt)}
            {memory.remembered.decidedBy ? ` by ${memory.remembered.decidedBy}` : ''}; unchanged since
          </Alert>
        )}
        {memory.changed && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />} p="xs">
            Changed since marked false match: {memory.changed.changes.join('; ')}
          </Alert>
        )}
        <FieldList
          cols={{ base: 1, xs: 2, md: 4 }}
          fields={[
            { label: 'Type', value: record.entity_type },
            { label: 'Date of Birth', value: joined(record.date_of_birth) },
            { label: 'Citizenship', value: joined(record.citizenship) },
            { label: 'Gender', value: record.gender ?? '' },
            ...(record.positions.length > 0 ? [{ label: 'Positions', value: joined(record.positions) }] : []),
            ...(record.sanction_details.length > 0
              ? [{ label: 'Sanction Details', value: joined(record.sanction_details) }]
              : []),
          ]}
        />
        <MatchExplanation record={record} />
      </Stack>
    </Paper>
  );
}
