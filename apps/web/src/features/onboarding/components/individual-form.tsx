import {
  emptyIndividualForm,
  type IndividualCustomer,
  type IndividualFormInput,
  individualFormSchema,
  individualToFormInput,
  ONBOARDING_TOASTS,
  toIndividualRegistration,
} from '@aml/contracts';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { applyServerIssues } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRegisterIndividual } from '../api/register-individual';
import { useUpdateIndividual } from '../api/update-individual';
import { isSavedAsPending, showScreeningShortfall, useRefreshTenantDetails } from '../submit-outcome';
import { DocumentsField } from './documents-field';
import { FormSection } from './form-section';
import { focusFirstInvalid, readFiles } from './form-submit';
import { FuzzinessField } from './fuzziness-field';
import {
  AddressSection,
  ContactSection,
  FinancialSection,
  GenderPepSection,
  IdentificationSection,
  NationalitySection,
  OccupationSection,
  PersonalSection,
  TransactionsSection,
} from './individual-form-sections';
import { MonitoringField } from './monitoring-field';

export type IndividualFormProps = { mode: 'new' } | { mode: 'edit'; customer: IndividualCustomer };

/** Spec 2 §5.1 and §9.1: remarks take at most 500 characters. */
const REMARKS_MAX = 500;
const validate = zod4Resolver(individualFormSchema, { errorPriority: 'first' });

/**
 * Spec 2 §2.2: the full individual form, for a new registration or for editing a saved customer. The
 * form's schema is the server's (decision 070), so a 400 lands on the same fields.
 */
export function IndividualForm(props: IndividualFormProps) {
  const editing = props.mode === 'edit' ? props.customer : null;
  // The record as last saved: an edit answers with it, and the form then shows it (spec 2 §4.4).
  const [saved, setSaved] = useState<IndividualCustomer | null>(editing);
  const [files, setFiles] = useState<File[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const register = useRegisterIndividual();
  const update = useUpdateIndividual();
  const refreshTenantDetails = useRefreshTenantDetails();
  const form = useForm<IndividualFormInput>({
    mode: 'controlled',
    initialValues: editing ? individualToFormInput(editing) : emptyIndividualForm(),
    validate,
  });
  const busy = preparing || register.isPending || update.isPending;

  const clearAfterRegistration = () => {
    form.reset();
    setFiles([]);
    setDeleted([]);
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const showSaved = (customer: IndividualCustomer) => {
    setSaved(customer);
    form.setValues(individualToFormInput(customer));
    form.resetDirty(individualToFormInput(customer));
    setFiles([]);
    setDeleted([]);
  };

  const handleSubmit = form.onSubmit(
    async (values) => {
      const parsed = individualFormSchema.safeParse(values);
      if (!parsed.success) return;
      setPreparing(true);
      const newFiles = await readFiles(files);
      setPreparing(false);
      // A picked file that can no longer be read (moved or deleted since): nothing is sent.
      if (!newFiles) {
        toastError(ONBOARDING_TOASTS.failed);
        return;
      }
      const body = toIndividualRegistration(parsed.data, {
        userId: saved?.userId,
        files: newFiles,
        deletedFiles: deleted,
      });
      const onError = (error: Error) => {
        if (isSavedAsPending(error)) {
          // The server kept the new customer as Pending: the registration is done (spec 2 §4.4).
          showScreeningShortfall(error);
          clearAfterRegistration();
          void refreshTenantDetails();
          return;
        }
        applyServerIssues(error, form.setFieldError);
      };
      if (saved) {
        update.mutate(
          { id: saved.userId, body },
          {
            onSuccess: (customer) => {
              toastSuccess(ONBOARDING_TOASTS.individualUpdated);
              showSaved(customer);
              void refreshTenantDetails();
            },
            onError,
          },
        );
      } else {
        register.mutate(body, {
          onSuccess: () => {
            toastSuccess(ONBOARDING_TOASTS.submitted);
            clearAfterRegistration();
            void refreshTenantDetails();
          },
          onError,
        });
      }
    },
    // A long form: the first field that needs attention is brought into view.
    () => requestAnimationFrame(() => focusFirstInvalid(topRef.current)),
  );

  const title = saved ? `Editing: ${saved.firstName} ${saved.lastName}` : 'New Individual Registration';
  const submitLabel = saved
    ? busy
      ? 'Submitting Changes...'
      : 'Submit Changes'
    : busy
      ? 'Submitting...'
      : 'Submit Registration';

  return (
    <Stack gap="lg" ref={topRef} style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={saved ? 1 : 2} size="h2">
          {title}
        </Title>
        {saved && (
          <Button
            component={Link}
            to="/dashboard/customers"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Back to Customers
          </Button>
        )}
      </Group>
      <form onSubmit={handleSubmit} noValidate aria-label={title}>
        <Stack gap="lg">
          <PersonalSection form={form} />
          <AddressSection form={form} />
          <ContactSection form={form} />
          <NationalitySection form={form} />
          <GenderPepSection form={form} />
          <OccupationSection form={form} />
          <FinancialSection form={form} />
          <TransactionsSection form={form} />
          <IdentificationSection form={form} />
          <FormSection title="Upload Documents">
            <DocumentsField
              existing={saved?.files ?? []}
              deleted={deleted}
              onDeletedChange={(names) => {
                form.clearFieldError('files');
                setDeleted(names);
              }}
              files={files}
              onFilesChange={(next) => {
                form.clearFieldError('files');
                setFiles(next);
              }}
              error={typeof form.errors.files === 'string' ? form.errors.files : undefined}
            />
          </FormSection>
          <FormSection title="Additional Information">
            <FuzzinessField key={form.key('fuzzyLevel')} {...form.getInputProps('fuzzyLevel')} />
            <MonitoringField
              customerType="individual"
              customerId={saved?.userId}
              savedValue={saved?.needsOnGoingScreening ?? false}
              checked={form.values.needsOnGoingScreening ?? false}
              onChange={(checked) => form.setFieldValue('needsOnGoingScreening', checked)}
            />
            <Textarea
              label="Remarks"
              autosize
              minRows={3}
              description={`${(form.values.remarks ?? '').length}/${REMARKS_MAX} characters`}
              key={form.key('remarks')}
              {...form.getInputProps('remarks')}
            />
          </FormSection>
          <Group justify="flex-end">
            <Button type="submit" size="md" disabled={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
