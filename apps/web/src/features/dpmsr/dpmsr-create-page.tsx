import { DPMSR_TEXTS, type DpmsrXmlProblem } from '@aml/contracts';
import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileCode } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { applyServerIssues } from '../../lib/form-errors';
import { toastSuccess } from '../../lib/toast';
import { useGenerateDpmsrXml, xmlRefusalOf } from './api/generate-dpmsr-xml';
import { useSubmitDpmsrReport } from './api/save-dpmsr-report';
import { DpmsrForm, isFormEligible } from './components/dpmsr-form';
import { DpmsrIncompleteAlert, DpmsrNotEligibleDialog, problemFormField } from './components/dpmsr-form-dialogs';
import { DPMSR_FORM_FIELDS, saveFailureMessage, useDpmsrForm } from './components/dpmsr-form-state';
import { BackToReportsButton } from './components/dpmsr-page-state';
import { ProfileIncompleteAlert } from './components/profile-incomplete-alert';
import { useReportingTenant } from './use-reporting-tenant';

const TITLE = 'Create DPMSR Report';
/** Spec 3 §8: the submit failure is shown 5 seconds. */
const SUBMIT_FAILED_MS = 5000;

/** Spec 3 §2 Create DPMSR report (/dashboard/dpmsr/create). */
export function DpmsrCreatePage() {
  const reporting = useReportingTenant();
  const form = useDpmsrForm();
  const submit = useSubmitDpmsrReport();
  const generate = useGenerateDpmsrXml();
  const topRef = useRef<HTMLDivElement>(null);
  /** The id of the report this form submitted: the Submit button has become Generate XML. */
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const [notEligible, setNotEligible] = useState(false);
  const [problems, setProblems] = useState<DpmsrXmlProblem[] | null>(null);
  const profileIncomplete = reporting.missing.length > 0;
  // Without the tenant the report would have no reporting person (spec 3 §5).
  const noReportingPerson = profileIncomplete || !reporting.tenant;

  /**
   * Spec 3 §2: "Generating XML on the create screen reloads the page afterwards". Done by starting afresh in
   * place (form, submitted report and notices reset) rather than a browser reload, which would lose the
   * session's in-memory state and refetch everything for nothing.
   */
  const startAfresh = () => {
    form.reset();
    setSubmittedId(null);
    setProblems(null);
    generate.reset();
    submit.reset();
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const onValid = (body: Parameters<typeof submit.mutate>[0]) => {
    submit.mutate(body, {
      onSuccess: (result) => {
        toastSuccess(DPMSR_TEXTS.submitted);
        setSubmittedId(result.id);
      },
      onError: (error) => {
        const placed = applyServerIssues(error, form.setFieldError, (path) =>
          DPMSR_FORM_FIELDS.has(path) ? path : null,
        );
        if (placed) return;
        const message = saveFailureMessage(error, DPMSR_TEXTS.submitFailed);
        if (message) notifications.show({ color: 'red', message, autoClose: SUBMIT_FAILED_MS });
      },
    });
  };

  const generateXml = () => {
    if (!submittedId) return;
    // Spec 3 §5: XML generation is blocked below AED 55,000 as well.
    if (!isFormEligible(form.getValues())) {
      setNotEligible(true);
      return;
    }
    setProblems(null);
    generate.mutate(submittedId, {
      onSuccess: startAfresh,
      onError: (error) => {
        const refusal = xmlRefusalOf(error);
        if (refusal?.kind === 'not-eligible') setNotEligible(true);
        else if (refusal?.kind === 'incomplete') {
          setProblems(refusal.problems);
          for (const problem of refusal.problems) {
            const field = problemFormField(problem, DPMSR_FORM_FIELDS);
            if (field) form.setFieldError(field, problem.message);
          }
        }
      },
    });
  };

  const values = form.getValues();
  return (
    <Stack gap="lg" ref={topRef} style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <BackToReportsButton />
      </Group>
      {profileIncomplete ? <ProfileIncompleteAlert /> : null}
      <DpmsrForm
        form={form}
        label={TITLE}
        reporting={reporting}
        onValid={onValid}
        onNotEligible={() => setNotEligible(true)}
        notice={
          problems && submittedId ? (
            <DpmsrIncompleteAlert
              problems={problems}
              links={{
                reportId: submittedId,
                customerId: String(values.customerId ?? ''),
              }}
              onClose={() => setProblems(null)}
            />
          ) : null
        }
        actions={
          <Group justify="flex-end">
            {submittedId ? (
              <Button
                type="button"
                leftSection={<IconFileCode size={16} />}
                loading={generate.isPending}
                onClick={generateXml}
              >
                Generate XML
              </Button>
            ) : (
              <Button type="submit" loading={submit.isPending} disabled={noReportingPerson}>
                Submit
              </Button>
            )}
          </Group>
        }
      />
      <DpmsrNotEligibleDialog opened={notEligible} onClose={() => setNotEligible(false)} />
    </Stack>
  );
}
