import {
  DPMSR_TEXTS,
  type DpmsrCorporateCustomer,
  type DpmsrIndividualCustomer,
  type DpmsrReportRecord,
  formatDateTime,
  formatLongDate,
} from '@aml/contracts';
import { Alert, Button, Code, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconFileCode, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FieldList, SectionCard } from '../../components/field-list';
import { ApiError, SessionEndedError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { countryLabel } from '../profile/profile-format';
import { useDeleteDpmsrReport } from './api/delete-dpmsr-report';
import { useGenerateDpmsrXml, type XmlRefusal, xmlRefusalOf } from './api/generate-dpmsr-xml';
import { useDpmsrReport } from './api/get-dpmsr-report';
import { DpmsrIncompleteAlert, DpmsrNotEligibleDialog } from './components/dpmsr-form-dialogs';
import { BackToReportsButton, DPMSR_LIST_PATH, DpmsrError, DpmsrLoading } from './components/dpmsr-page-state';
import { ProfileIncompleteAlert } from './components/profile-incomplete-alert';
import { ReportingPersonDetails } from './components/reporting-person-details';
import { dpmsrEditPath, formatReportAmount } from './dpmsr-list-page';
import { type ReportingTenant, useReportingTenant } from './use-reporting-tenant';

/** The report's cards sit two to a row on wide screens, so each holds two columns of fields at most. */
const TWO_COLUMNS = { base: 1, xs: 2 };

/** Date-only fields are stored as midnight UTC: read in UTC so no zone shifts the day. */
const dateOnly = (value: string | null | undefined) => formatLongDate(value, { timeZone: 'UTC' });

/** Spec 3 §2: View DPMSR report at /dashboard/dpmsr/view/{id}. */
export function DpmsrViewPage() {
  const { id = '' } = useParams();
  const profile = useReportingTenant();
  const report = useDpmsrReport(id);

  let body: ReactNode;
  if (report.isPending) body = <DpmsrLoading label="Loading report..." />;
  else if (report.isError)
    body = <DpmsrError message={DPMSR_TEXTS.reportFailed} onRetry={() => void report.refetch()} />;
  else if (report.data === null) body = <ReportNotFound />;
  else body = <ReportView report={report.data} profile={profile} />;

  return (
    <Stack gap="lg">
      {profile.missing.length > 0 && <ProfileIncompleteAlert />}
      {body}
    </Stack>
  );
}

function ReportNotFound() {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="yellow" variant="light" role="alert" w="100%">
        {DPMSR_TEXTS.notFound}
      </Alert>
      <BackToReportsButton />
    </Stack>
  );
}

/** A failure the api client has not toasted: a 422 that names no refusal, or a failure after the call. */
function untoldFailure(error: unknown): boolean {
  if (error instanceof SessionEndedError) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof ApiError) return error.status === 422;
  return true;
}

function ReportView({ report, profile }: { report: DpmsrReportRecord; profile: ReportingTenant }) {
  const navigate = useNavigate();
  const xml = useGenerateDpmsrXml();
  const remove = useDeleteDpmsrReport();
  const [refusal, setRefusal] = useState<XmlRefusal | null>(null);
  const [confirming, setConfirming] = useState(false);

  const generate = () => {
    setRefusal(null);
    xml.mutate(report.id, {
      onSuccess: (fileName) => toastSuccess(`XML downloaded: ${fileName}`),
      onError: (error) => {
        const refused = xmlRefusalOf(error);
        if (refused) setRefusal(refused);
        else if (untoldFailure(error)) toastError(DPMSR_TEXTS.unexpected);
      },
    });
  };

  const confirmDelete = () =>
    remove.mutate(report.id, {
      onSuccess: () => {
        toastSuccess(DPMSR_TEXTS.deleted);
        setConfirming(false);
        navigate(DPMSR_LIST_PATH);
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={1} size="h2">
            DPMSR Report
          </Title>
          <Text size="sm" c="dimmed">
            Report ID:{' '}
            <Text span ff="monospace" c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
              {report.id}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            Created: {formatLongDate(report.createdDate)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <BackToReportsButton />
          <Button leftSection={<IconFileCode size={16} />} loading={xml.isPending} onClick={generate}>
            Generate XML
          </Button>
          <Button component={Link} to={dpmsrEditPath(report.id)} variant="default" leftSection={<IconEdit size={16} />}>
            Edit
          </Button>
          <Button color="red.8" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </Group>
      </Group>

      {refusal?.kind === 'incomplete' && (
        <DpmsrIncompleteAlert
          problems={refusal.problems}
          links={{ reportId: report.id, customerId: report.customerId }}
          onClose={() => setRefusal(null)}
        />
      )}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SectionCard title="Customer Information">
          {report.corporateUser ? (
            <CorporateInformation customer={report.corporateUser} />
          ) : report.individualUser ? (
            <IndividualInformation customer={report.individualUser} />
          ) : (
            <Text size="sm" c="dimmed">
              The customer of this report is no longer available.
            </Text>
          )}
        </SectionCard>
        <SectionCard title="Personal Information (Tenant Details)">
          {profile.isPending ? (
            <Loader size="sm" aria-label="Loading tenant details" />
          ) : profile.isError ? (
            <Alert color="red" variant="light" role="alert">
              {DPMSR_TEXTS.tenantFailed}
            </Alert>
          ) : (
            <ReportingPersonDetails tenant={profile.tenant} />
          )}
        </SectionCard>
      </SimpleGrid>
      <SectionCard title="Report Details">
        <ReportDetails report={report} />
      </SectionCard>

      <DpmsrNotEligibleDialog opened={refusal?.kind === 'not-eligible'} onClose={() => setRefusal(null)} />
      <ConfirmDialog
        opened={confirming}
        title="Confirm Deletion"
        message={`Are you sure you want to delete this DPMSR report? It will no longer be listed; the record is kept until ${formatLongDate(report.expiryDate)} as UAE AML law requires.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!remove.isPending) setConfirming(false);
        }}
      />
    </Stack>
  );
}

function IndividualInformation({ customer }: { customer: DpmsrIndividualCustomer }) {
  return (
    <FieldList
      cols={TWO_COLUMNS}
      fields={[
        { label: 'Customer Type', value: 'Individual' },
        { label: 'Name', value: `${customer.firstName} ${customer.lastName}`.trim() },
        { label: 'Customer Number', value: customer.customerId },
        { label: 'ID Type', value: customer.idType },
        { label: 'ID Number', value: customer.idNo },
        { label: 'Date of Birth', value: dateOnly(customer.dateOfBirth) },
        { label: 'Nationality', value: countryLabel(customer.nationality) },
        { label: 'Residential Status', value: customer.residentialStatus },
        { label: 'Contact Number', value: customer.contactNo },
        { label: 'Address', value: customer.address },
      ]}
    />
  );
}

function CorporateInformation({ customer }: { customer: DpmsrCorporateCustomer }) {
  return (
    <Stack gap="md">
      <FieldList
        cols={TWO_COLUMNS}
        fields={[
          { label: 'Customer Type', value: 'Corporate' },
          { label: 'Company Name', value: customer.companyName },
          { label: 'Customer Number', value: customer.customerId },
          { label: 'Trade License No', value: customer.tradeLicenseNo },
          { label: 'Trade License Issued Date', value: dateOnly(customer.tradeLicenseIssuedDate) },
          { label: 'Country of Incorporation', value: countryLabel(customer.countryOfIncorporation) },
          { label: 'Office Number', value: customer.contactOfficeNo },
          { label: 'Address', value: customer.companyAddress },
          { label: 'City', value: customer.city },
        ]}
      />
      <Text fw={600} size="sm">
        Partners
      </Text>
      {customer.partners.length === 0 ? (
        <Text size="sm" c="dimmed">
          No partners recorded.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder aria-label="Partners">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>ID Type</Table.Th>
                <Table.Th>ID Number</Table.Th>
                <Table.Th>Nationality</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {customer.partners.map((partner, index) => (
                // Partners have no id here; their position in the record is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: position is the partner's identity
                <Table.Tr key={index}>
                  <Table.Td>{partner.name}</Table.Td>
                  <Table.Td>{partner.role}</Table.Td>
                  <Table.Td>{partner.idType}</Table.Td>
                  <Table.Td>{partner.idNoOrLicenseNo}</Table.Td>
                  <Table.Td>{countryLabel(partner.nationalityOrCountryOfIncorporation)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function ReportDetails({ report }: { report: DpmsrReportRecord }) {
  const amount = (value: number) => formatReportAmount(value, report.currencyCode || report.currencyCodeLocal);
  return (
    <Stack gap="md">
      <FieldList
        cols={TWO_COLUMNS}
        fields={[
          { label: 'Entity Reference', value: report.entityReference },
          { label: 'Transaction Type', value: report.transactionType },
          { label: 'Item Type', value: report.itemType },
          { label: 'Item Make', value: report.itemMake },
          { label: 'Description', value: report.description },
          // Spec 3 §3: the labels are swapped relative to the field names.
          { label: 'Disposed Value', value: amount(report.estimatedValue) },
          { label: 'Estimated Value', value: amount(report.disposedValue) },
          { label: 'Currency', value: report.currencyCode },
          { label: 'Local Currency', value: report.currencyCodeLocal },
          { label: 'Reason', value: report.reason },
          { label: 'Comments', value: report.comments },
          { label: 'Status Comments', value: report.statusComments },
          { label: 'Registration Number', value: report.registrationNumber },
          { label: 'Identification Number', value: report.identificationNumber },
          { label: 'Created', value: formatDateTime(report.createdDate) },
          { label: 'Last Updated', value: formatDateTime(report.lastUpdated) },
          { label: 'Kept Until', value: formatLongDate(report.expiryDate) },
        ]}
      />
      {report.lastXml && (
        <Stack gap="xs" component="section" aria-label="Last generated XML">
          <Text fw={600} size="sm">
            Last Generated XML
          </Text>
          <FieldList
            cols={TWO_COLUMNS}
            fields={[
              { label: 'File Name', value: report.lastXml.fileName },
              { label: 'Generated At', value: formatDateTime(report.lastXml.generatedAt) },
              { label: 'Generated By', value: report.lastXml.generatedBy },
            ]}
          />
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              SHA-256
            </Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {report.lastXml.sha256}
            </Code>
            <Text size="xs" c="dimmed" mt={4}>
              This fingerprint identifies the exact file filed with the FIU: a file whose SHA-256 matches is the one
              generated here.
            </Text>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
