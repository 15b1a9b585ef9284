import {
  emptyQuickOnboardForm,
  ONBOARDING_TOASTS,
  QUICK_FORM_FILE_RULES,
  type QuickOnboardFormInput,
  quickOnboardFormSchema,
  RESIDENTIAL_STATUS_OPTIONS,
  toQuickOnboardRequest,
} from '@aml/contracts';
import { Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useRef, useState } from 'react';
import { CountrySelect } from '../../../components/country-select';
import { applyServerIssues } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useQuickOnboardIndividual } from '../api/quick-onboard-individual';
import {
  applyPrefill,
  PREFILL_FIELDS,
  type PrefillField,
  type ScanPrefill,
  scanCheckFor,
  undoPrefill,
} from '../id-scan-prefill';
import { isSavedAsPending, showScreeningShortfall, useRefreshTenantDetails } from '../submit-outcome';
import { DialCodeSelect } from './dial-code-select';
import { DocumentsField } from './documents-field';
import { FormSection } from './form-section';
import { focusFirstInvalid, readFiles } from './form-submit';
import { FuzzinessField } from './fuzziness-field';
import { IdCardScanPanel, useIdCardScan } from './id-card-scan-panel';
import {
  ChoiceRadios,
  ContactNoInput,
  DateOnlyInput,
  FieldGrid,
  fillingDialCode,
  IdNumberInput,
  IdTypeSelect,
} from './individual-form-sections';

/** Spec 2 §8: the quick single submit's success message (not among the contracts' ONBOARDING_TOASTS yet). */
export const QUICK_ONBOARD_SUCCESS = 'User onboarded successfully!';

const TITLE = 'Individual Registration';
const validate = zod4Resolver(quickOnboardFormSchema, { errorPriority: 'first' });
/** Notes go under the input, so a marked field's input stays level with its neighbours. */
const NOTE_BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

/**
 * Spec 2 §2.5, §3.3, §5.2: the quick single entry — Personal Information, Identification Details, Upload
 * Documents (5 files of 5 MB) and Screening Settings, with an ID-card scan that fills what it reads
 * (§4.6). After a successful submit the form, the files and the scan start afresh.
 */
export function QuickOnboardForm() {
  const [files, setFiles] = useState<File[]>([]);
  const [preparing, setPreparing] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  // What the fields held before the scan's values went in, so that clearing the scan can put it back.
  const applied = useRef<{ before: QuickOnboardFormInput; prefill: ScanPrefill } | null>(null);
  const submit = useQuickOnboardIndividual();
  const refreshTenantDetails = useRefreshTenantDetails();
  const form = useForm<QuickOnboardFormInput>({
    mode: 'controlled',
    initialValues: emptyQuickOnboardForm(),
    validate,
  });

  const withoutScan = (): QuickOnboardFormInput => {
    const current = form.getValues();
    return applied.current ? undoPrefill(current, applied.current.before, applied.current.prefill) : current;
  };

  const scan = useIdCardScan({
    onRead: (prefill) => {
      // A second scan replaces the first: its values come out before the new ones go in.
      const before = withoutScan();
      applied.current = { before, prefill };
      form.setValues(applyPrefill(before, prefill));
      for (const field of PREFILL_FIELDS) form.clearFieldError(field);
    },
  });

  const clearScan = () => {
    form.setValues(withoutScan());
    applied.current = null;
    scan.reset();
  };

  const startAfresh = () => {
    form.reset();
    setFiles([]);
    applied.current = null;
    scan.reset();
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const busy = preparing || submit.isPending;
  const prefill = scan.state.status === 'success' ? scan.state.prefill : null;
  /** The scan's 'Check' note under a field it filled doubtfully, while the field still holds that value. */
  const checkNote = (field: PrefillField): ReactNode => {
    const note = scanCheckFor(field, form.values, prefill);
    return note ? <ScanCheckNote note={note} /> : undefined;
  };

  const handleSubmit = form.onSubmit(
    async (values) => {
      const parsed = quickOnboardFormSchema.safeParse(values);
      if (!parsed.success) return;
      setPreparing(true);
      const items = await readFiles(files);
      setPreparing(false);
      if (!items) {
        toastError(ONBOARDING_TOASTS.failed);
        return;
      }
      submit.mutate(toQuickOnboardRequest(parsed.data, items), {
        onSuccess: () => {
          toastSuccess(QUICK_ONBOARD_SUCCESS);
          startAfresh();
          void refreshTenantDetails();
        },
        onError: (error) => {
          if (isSavedAsPending(error)) {
            // The server kept the customer as Pending: the onboarding is done (spec 2 §4.4, §4.6).
            showScreeningShortfall(error);
            startAfresh();
            void refreshTenantDetails();
            return;
          }
          applyServerIssues(error, form.setFieldError);
        },
      });
    },
    () => requestAnimationFrame(() => focusFirstInvalid(topRef.current)),
  );

  const nationality = form.getInputProps('nationality');

  return (
    <Stack gap="lg" ref={topRef} style={{ scrollMarginTop: 80 }}>
      <Title order={2} size="h2">
        {TITLE}
      </Title>
      <IdCardScanPanel state={scan.state} onScan={scan.scan} onClear={clearScan} />
      <form onSubmit={handleSubmit} noValidate aria-label={TITLE}>
        <Stack gap="lg">
          <FormSection title="Personal Information">
            <FieldGrid>
              <TextInput
                label="First Name"
                withAsterisk
                description={checkNote('firstName')}
                inputWrapperOrder={NOTE_BELOW}
                key={form.key('firstName')}
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Last Name"
                withAsterisk
                description={checkNote('lastName')}
                inputWrapperOrder={NOTE_BELOW}
                key={form.key('lastName')}
                {...form.getInputProps('lastName')}
              />
              <DateOnlyInput
                label="Date of Birth"
                notAfterToday
                description={checkNote('dateOfBirth')}
                inputWrapperOrder={NOTE_BELOW}
                key={form.key('dateOfBirth')}
                {...form.getInputProps('dateOfBirth')}
              />
              <Radio.Group
                label="Residential Status"
                withAsterisk
                description={checkNote('residentialStatus')}
                key={form.key('residentialStatus')}
                {...form.getInputProps('residentialStatus')}
              >
                <ChoiceRadios options={RESIDENTIAL_STATUS_OPTIONS} />
              </Radio.Group>
              <TextInput label="Address" withAsterisk key={form.key('address')} {...form.getInputProps('address')} />
              <CountrySelect
                label="Nationality"
                withAsterisk
                description={checkNote('nationality')}
                key={form.key('nationality')}
                {...nationality}
                // Spec 2 §5.2: the nationality sets the country code.
                onChange={fillingDialCode(nationality.onChange, (code) => form.setFieldValue('countryCode', code))}
              />
              <DialCodeSelect
                label="Country Code"
                withAsterisk
                description={checkNote('countryCode')}
                inputWrapperOrder={NOTE_BELOW}
                key={form.key('countryCode')}
                {...form.getInputProps('countryCode')}
              />
              <ContactNoInput key={form.key('contactNo')} {...form.getInputProps('contactNo')} />
            </FieldGrid>
          </FormSection>
          <FormSection title="Identification Details">
            <FieldGrid>
              <IdTypeSelect form={form} description={checkNote('idType')} />
              <IdNumberInput form={form} description={checkNote('idNo')} />
              <DateOnlyInput
                label="ID Issued Date"
                notAfterToday
                description={checkNote('idIssuedDate')}
                inputWrapperOrder={NOTE_BELOW}
                key={form.key('idIssuedDate')}
                {...form.getInputProps('idIssuedDate')}
              />
              <DateOnlyInput
                label="ID Expiry Date"
                notBeforeToday
                description={checkNote('idExpiryDate')}
                inputWrapperOrder={NOTE_BELOW}
                key={form.key('idExpiryDate')}
                {...form.getInputProps('idExpiryDate')}
              />
            </FieldGrid>
          </FormSection>
          <FormSection title="Upload Documents">
            <DocumentsField
              rules={QUICK_FORM_FILE_RULES}
              files={files}
              onFilesChange={(next) => {
                form.clearFieldError('files');
                setFiles(next);
              }}
              error={typeof form.errors.files === 'string' ? form.errors.files : undefined}
            />
          </FormSection>
          <FormSection title="Screening Settings">
            <FuzzinessField key={form.key('fuzzyLevel')} {...form.getInputProps('fuzzyLevel')} />
          </FormSection>
          <Group justify="flex-end">
            <Button type="submit" size="md" disabled={busy}>
              {busy ? 'Submitting...' : 'Submit Quick Onboard'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * A value the scan flagged or read doubtfully: said in words ('Check: …') with an icon. A dark orange on the
 * light theme (Mantine's orange text colour is 3:1 on white, below the 4.5:1 small text needs), a light one on
 * the dark theme.
 */
function ScanCheckNote({ note }: { note: string }) {
  return (
    <Text span size="xs" fw={500} c="light-dark(#b54708, var(--mantine-color-orange-4))">
      <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: '-1px', marginRight: 4 }} />
      Check: {note}
    </Text>
  );
}
