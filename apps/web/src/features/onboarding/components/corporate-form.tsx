import {
  type CorporateCustomer,
  type CorporateRegistration,
  corporateFormSchema,
  ONBOARDING_TOASTS,
} from '@aml/contracts';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { applyServerIssues } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRegisterCorporate } from '../api/register-corporate';
import { useUpdateCorporate } from '../api/update-corporate';
import { isSavedAsPending, showScreeningShortfall, useRefreshTenantDetails } from '../submit-outcome';
import { corporateBody, isDocumentsPath } from './corporate-body';
import { CorporateBusinessSections } from './corporate-business-sections';
import { CorporateCompanySections } from './corporate-company-sections';
import { type CorporateFormState, corporateFormState, newCorporateFormState } from './corporate-form-state';
import { DocumentsField } from './documents-field';
import { FormSection } from './form-section';
import { FuzzinessField } from './fuzziness-field';
import { MonitoringField } from './monitoring-field';
import { PartnersSection } from './partners-section';

export type CorporateFormProps = { mode: 'new' } | { mode: 'edit'; customer: CorporateCustomer };

/** Spec 2 §2.3: the corporate registration form, new or editing a saved customer. */
export function CorporateForm(props: CorporateFormProps) {
  const customer = props.mode === 'edit' ? props.customer : null;
  // Keyed by the customer, so opening another one starts from its saved values.
  return <CorporateFormBody key={customer?.corporateUserId ?? 'new'} initial={customer} />;
}

const resolveSchema = zod4Resolver(corporateFormSchema, { errorPriority: 'first' });

/** Spec 2 §2.10: where 'Back to Customers' leads. */
const CUSTOMERS_PATH = '/dashboard/customers';

function CorporateFormBody({ initial }: { initial: CorporateCustomer | null }) {
  const editing = initial !== null;
  // The record as last saved: the answer of each edit replaces it (new partners get their ids, new
  // documents become stored ones), so a second submit does not add them twice.
  const [saved, setSaved] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [encoding, setEncoding] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const register = useRegisterCorporate();
  const update = useUpdateCorporate();
  const refreshTenantDetails = useRefreshTenantDetails();
  const busy = encoding || register.isPending || update.isPending;

  const form = useForm<CorporateFormState>({
    mode: 'controlled',
    initialValues: initial ? corporateFormState(initial) : newCorporateFormState(),
    validate: resolveSchema,
  });

  const startOver = (values: CorporateFormState) => {
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setFiles([]);
    setDeleted([]);
    setFilesError(undefined);
  };

  const placeIssues = (error: unknown) => {
    const placed = applyServerIssues(error, (path, message) => {
      if (isDocumentsPath(path)) setFilesError(message);
      else form.setFieldError(path, message);
    });
    if (placed) requestAnimationFrame(() => revealFirstError(formRef.current, form.errors));
  };

  const submit = async (input: CorporateFormState) => {
    // Validation has passed: the schema's output (trimmed, typed) is what the payload is built from.
    const values = corporateFormSchema.parse(input);
    setFilesError(undefined);
    setEncoding(true);
    let body: CorporateRegistration;
    try {
      body = await corporateBody(values, { files, existing: saved?.files ?? [], deleted });
    } catch {
      // A picked file the browser could no longer read (moved or deleted since it was chosen).
      toastError(ONBOARDING_TOASTS.failed);
      return;
    } finally {
      setEncoding(false);
    }
    try {
      if (saved) {
        const answer = await update.mutateAsync({ id: saved.corporateUserId, body });
        toastSuccess(ONBOARDING_TOASTS.corporateUpdated);
        setSaved(answer);
        startOver(corporateFormState(answer));
      } else {
        await register.mutateAsync(body);
        toastSuccess(ONBOARDING_TOASTS.submitted);
        startOver(newCorporateFormState());
        formRef.current?.scrollIntoView({ block: 'start' });
      }
      await refreshTenantDetails();
    } catch (error) {
      // The server kept the new customer as Pending unscreened: the registration is done (spec 2 §4.4)
      // and its words say what to do next. An edit refused the same way saved nothing and is toasted.
      if (isSavedAsPending(error)) {
        showScreeningShortfall(error);
        startOver(newCorporateFormState());
        formRef.current?.scrollIntoView({ block: 'start' });
        await refreshTenantDetails();
        return;
      }
      placeIssues(error);
    }
  };

  const handleSubmit = form.onSubmit(
    (values) => void submit(values),
    (errors) => revealFirstError(formRef.current, errors),
  );

  const title = saved ? `Editing: ${saved.companyName}` : 'New Corporate Registration';
  const submitLabel = editing
    ? busy
      ? 'Submitting Changes...'
      : 'Submit Changes'
    : busy
      ? 'Submitting...'
      : 'Submit Registration';

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={title} style={{ scrollMarginTop: 80 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          {/* The edit page has no other heading; on the onboarding page the form sits under 'Customer Onboarding'. */}
          <Title order={editing ? 1 : 2} size="h2">
            {title}
          </Title>
          {editing && (
            <Button
              component={Link}
              to={CUSTOMERS_PATH}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Back to Customers
            </Button>
          )}
        </Group>

        <CorporateCompanySections form={form} />
        <CorporateBusinessSections form={form} />

        <FormSection title="Partner/UBO/Authorized Person Details">
          <PartnersSection form={form} showStatus={editing} />
        </FormSection>

        <FormSection title="Upload Documents">
          <DocumentsField
            existing={saved?.files ?? []}
            deleted={deleted}
            onDeletedChange={setDeleted}
            files={files}
            onFilesChange={(next) => {
              setFiles(next);
              setFilesError(undefined);
            }}
            error={filesError}
          />
        </FormSection>

        <FormSection title="Additional Information">
          <FuzzinessField key={form.key('fuzzyLevel')} {...form.getInputProps('fuzzyLevel')} />
          <MonitoringField
            customerType="corporate"
            customerId={saved?.corporateUserId}
            savedValue={saved?.needsOnGoingScreening ?? false}
            checked={form.values.needsOnGoingScreening ?? false}
            onChange={(checked) => form.setFieldValue('needsOnGoingScreening', checked)}
          />
          <Textarea
            label="Remarks"
            autosize
            minRows={3}
            maxLength={500}
            description={`${(form.values.remarks ?? '').length}/500 characters`}
            key={form.key('remarks')}
            {...form.getInputProps('remarks')}
          />
        </FormSection>

        <Group justify="flex-end">
          <Button type="submit" disabled={busy} size="md">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Brings the first field with a message into view, in the order the form shows them (the schema reports
 * them in its own order), and puts the cursor in it.
 */
function revealFirstError(formElement: HTMLFormElement | null, errors: FormErrors): void {
  if (!formElement) return;
  const paths = new Set(Object.keys(errors).filter((path) => errors[path]));
  const nodes = Array.from(formElement.querySelectorAll<HTMLElement>('[data-path]'));
  const first = nodes.find((node) => paths.has(node.dataset.path ?? ''));
  const target = first ?? formElement.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}
