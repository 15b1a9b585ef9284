import { DPMSR_TEXTS, type DpmsrReportInput, type DpmsrReportRecord } from '@aml/contracts';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { applyServerIssues } from '../../lib/form-errors';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDpmsrReport } from './api/get-dpmsr-report';
import { useUpdateDpmsrReport } from './api/save-dpmsr-report';
import { DpmsrForm } from './components/dpmsr-form';
import { DpmsrNotEligibleDialog } from './components/dpmsr-form-dialogs';
import { DPMSR_FORM_FIELDS, reportToFormValues, saveFailureMessage, useDpmsrForm } from './components/dpmsr-form-state';
import { BackToReportsButton, DPMSR_LIST_PATH, DpmsrError, DpmsrLoading } from './components/dpmsr-page-state';
import { ProfileIncompleteAlert } from './components/profile-incomplete-alert';
import { useReportingTenant } from './use-reporting-tenant';

const TITLE = 'Edit DPMSR Report';

/** Spec 3 §2 Edit DPMSR report (/dashboard/dpmsr/edit/{id}). */
export function DpmsrEditPage() {
  const { id = '' } = useParams();
  const report = useDpmsrReport(id);
  const reporting = useReportingTenant();

  let body: ReactNode;
  if (report.isPending) body = <DpmsrLoading label="Loading report..." />;
  else if (report.isError)
    body = <DpmsrError message={DPMSR_TEXTS.reportFailed} onRetry={() => void report.refetch()} />;
  else if (!report.data)
    body = (
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="alert">
          {DPMSR_TEXTS.notFound}
        </Alert>
        <Group>
          <BackToReportsButton />
        </Group>
      </Stack>
    );
  // Keyed by the report, so another report's form starts from its own values.
  else body = <EditForm key={report.data.id} report={report.data} />;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {TITLE}
      </Title>
      {reporting.missing.length > 0 ? <ProfileIncompleteAlert /> : null}
      {body}
    </Stack>
  );
}

function EditForm({ report }: { report: DpmsrReportRecord }) {
  const reporting = useReportingTenant();
  const form = useDpmsrForm(reportToFormValues(report));
  const update = useUpdateDpmsrReport();
  const navigate = useNavigate();
  const [notEligible, setNotEligible] = useState(false);
  const noReportingPerson = reporting.missing.length > 0 || !reporting.tenant;

  const onValid = (values: DpmsrReportInput) => {
    update.mutate(
      { id: report.id, body: { ...values, TenantId: reporting.tenant?.id ?? null } },
      {
        onSuccess: () => {
          toastSuccess(DPMSR_TEXTS.updated);
          void navigate(DPMSR_LIST_PATH);
        },
        onError: (error) => {
          const placed = applyServerIssues(error, form.setFieldError, (path) =>
            DPMSR_FORM_FIELDS.has(path) ? path : null,
          );
          if (placed) return;
          const message = saveFailureMessage(error, DPMSR_TEXTS.updateFailed);
          if (message) toastError(message);
        },
      },
    );
  };

  return (
    <>
      <DpmsrForm
        form={form}
        label={TITLE}
        reporting={reporting}
        embeddedCustomer={{ individual: report.individualUser, corporate: report.corporateUser }}
        onValid={onValid}
        onNotEligible={() => setNotEligible(true)}
        actions={
          <Group justify="flex-end">
            <Button component={Link} to={DPMSR_LIST_PATH} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={noReportingPerson}>
              Update Report
            </Button>
          </Group>
        }
      />
      <DpmsrNotEligibleDialog opened={notEligible} onClose={() => setNotEligible(false)} />
    </>
  );
}
