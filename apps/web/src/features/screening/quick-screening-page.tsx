import { SCREENING_FUZZY_LEVEL_OPTIONS, todayDateOnly } from '@aml/contracts';
import { Alert, Badge, Button, Container, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { applyServerIssues } from '../../lib/form-errors';
import { useScreeningCount } from './api/get-screening-count';
import { useSearchScreening } from './api/search-screening';
import { SegmentedField } from './components/segmented-field';
import { saveLastScreening } from './last-screening';
import {
  EMPTY_QUICK_SCREENING,
  type QuickScreeningValues,
  RESULTS_PATH,
  toScreeningRequest,
  validateQuickScreening,
} from './quick-screening-form';

const CUSTOMER_TYPES = [
  { value: 'Individual', label: 'Individual' },
  { value: 'Entity', label: 'Entity' },
] as const;

/** Spec 3 §9: what each fuzzy level allows. */
const FUZZY_HELP = 'Off: exact match. Level I: one character different. Level II: up to two characters different.';

/**
 * Why a search was refused, for the form's alert: 402 (no screenings left) and 503 (no list loaded) in the
 * server's words; a 400 goes on the fields, and only a 400 that names no field is shown here.
 */
function refusalOf(error: unknown, setFieldError: (path: string, message: string) => void): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 402 || error.status === 503) return error.message;
  if (error.status === 400) return applyServerIssues(error, setFieldError) ? null : error.message;
  return null;
}

/** Spec 3 §2: /dashboard/screening (and /dashboard/search) — screen one name, then see the results. */
export function QuickScreeningPage() {
  const navigate = useNavigate();
  const search = useSearchScreening();
  const count = useScreeningCount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<QuickScreeningValues>({
    mode: 'controlled',
    initialValues: EMPTY_QUICK_SCREENING,
    validate: validateQuickScreening,
  });

  const handleSubmit = form.onSubmit((values) => {
    setRefusal(null);
    const body = toScreeningRequest(values);
    search.mutate(body, {
      onSuccess: (response) => {
        saveLastScreening({ search: body, response });
        navigate(RESULTS_PATH);
      },
      onError: (error) => setRefusal(refusalOf(error, form.setFieldError)),
    });
  });

  const balance = count.data?.maxScreeningCount;

  return (
    <Container size={640} px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            Quick Screening
          </Title>
          {balance !== undefined && (
            <Badge size="lg" variant="light" color={balance > 0 ? 'blue' : 'red'} tt="none">
              Balance Screening Count: {balance.toLocaleString('en-US')}
            </Badge>
          )}
        </Group>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <form onSubmit={handleSubmit} noValidate aria-label="Quick Screening">
            <Stack gap="md">
              {refusal && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {refusal}
                </Alert>
              )}
              <SegmentedField
                label="Customer Type"
                data={CUSTOMER_TYPES}
                value={form.values.entityType}
                onChange={(value) => form.setFieldValue('entityType', value)}
                error={form.errors.entityType}
              />
              <TextInput
                label="Name"
                withAsterisk
                autoComplete="off"
                key={form.key('names')}
                {...form.getInputProps('names')}
              />
              <TextInput
                label="Date of Birth"
                type="date"
                max={todayDateOnly()}
                key={form.key('dob')}
                {...form.getInputProps('dob')}
              />
              <TextInput label="Gender" autoComplete="off" key={form.key('gender')} {...form.getInputProps('gender')} />
              <SegmentedField
                label="Fuzzy Search Level"
                description={FUZZY_HELP}
                data={SCREENING_FUZZY_LEVEL_OPTIONS}
                value={form.values.fuzzyLevel}
                onChange={(value) => form.setFieldValue('fuzzyLevel', value)}
                error={form.errors.fuzzyLevel}
              />
              <Group justify="flex-end">
                <Button type="submit" leftSection={<IconSearch size={18} />} loading={search.isPending}>
                  Search
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
