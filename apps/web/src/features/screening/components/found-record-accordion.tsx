import type { FoundRecord } from '@aml/contracts';
import { Accordion, Anchor, Badge, Box, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MatchExplanation } from '../../../components/match-explanation';
import {
  clipText,
  DESCRIPTION_MAX,
  keyedByScore,
  LINK_TEXT_MAX,
  type RecordField,
  recordFields,
  scoreColor,
  webHref,
} from '../record-fields';

/**
 * The found records of a screening (spec 3 §2 results, §3 fields), strongest score first: the header names
 * the record, its score and where it is listed; the panel shows every field the list gives and why the
 * engine matched it. Used by the quick screening results and by each record of a batch's results.
 */
export function FoundRecordAccordion({ records }: { records: FoundRecord[] }) {
  return (
    <Accordion multiple variant="separated" radius="md" chevronPosition="right">
      {keyedByScore(records).map(({ key, record }, position) => (
        // The value becomes element ids (aria-controls), so it is a plain token, not the list's own words.
        <Accordion.Item key={key} value={`record-${position}`}>
          <Accordion.Control>
            <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {record.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {record.source_type} · ID {record.source_id}
                </Text>
              </Stack>
              <Badge variant="light" color={scoreColor(record.score)} tt="none">
                Score {record.score}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              <RecordFieldList fields={recordFields(record)} />
              <Stack gap={4}>
                <Text size="xs" c="dimmed" fw={500}>
                  Why it matched
                </Text>
                <MatchExplanation record={record} />
              </Stack>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function RecordFieldList({ fields }: { fields: RecordField[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <Box key={field.label} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {field.label}
          </Text>
          <Box component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            <FieldValues field={field} />
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function FieldValues({ field }: { field: RecordField }) {
  const render = (value: string) =>
    field.kind === 'description' ? (
      <ClippedText text={value} />
    ) : field.kind === 'links' ? (
      <LinkValue value={value} />
    ) : (
      value
    );
  const [only] = field.values;
  if (field.values.length === 1 && only !== undefined) {
    return <Text size="sm">{render(only)}</Text>;
  }
  return (
    <List size="sm" spacing={2}>
      {field.values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a record's values are fixed and may repeat
        <List.Item key={index}>{render(value)}</List.Item>
      ))}
    </List>
  );
}

/** Spec 3 §2: the link's text cut at 50 characters; the full address stays the target (and the tooltip). */
function LinkValue({ value }: { value: string }) {
  const href = webHref(value);
  const text = clipText(value, LINK_TEXT_MAX);
  if (!href) return text;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" title={value} size="sm">
      {text}
    </Anchor>
  );
}

/** Spec 3 §2: a long description clipped at 200 characters, with a control to read the rest. */
function ClippedText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= DESCRIPTION_MAX) return text;
  return (
    <>
      {open ? text : clipText(text, DESCRIPTION_MAX)}{' '}
      <Anchor component="button" type="button" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Show less' : 'Show more'}
      </Anchor>
    </>
  );
}
