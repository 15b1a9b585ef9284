import { DPMSR_TEXTS, type Tenant } from '@aml/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { SectionCard } from '../../../components/field-list';
import type { ReportingTenant } from '../use-reporting-tenant';
import { ReportingPersonDetails } from './reporting-person-details';

/** Spec 3 §2 'Personal Information': the tenant as reporting person, read-only, collapsible. */
export function DpmsrTenantSection({ reporting }: { reporting: ReportingTenant }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggle = (
    <Button
      variant="subtle"
      size="xs"
      aria-expanded={open}
      aria-controls={bodyId}
      rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      onClick={() => setOpen((value) => !value)}
    >
      {open ? 'Collapse' : 'Expand'}
    </Button>
  );
  return (
    <SectionCard title="Personal Information" action={toggle}>
      {reporting.isError ? <TenantFailed reporting={reporting} /> : null}
      {!open && reporting.tenant ? <TenantSummary tenant={reporting.tenant} /> : null}
      <Stack id={bodyId} gap="sm" hidden={!open}>
        {open ? <TenantBody reporting={reporting} /> : null}
      </Stack>
    </SectionCard>
  );
}

/** Collapsed, the section still says who reports: the reporting person and the reporting entity. */
function TenantSummary({ tenant }: { tenant: Tenant }) {
  const person = [tenant.firstName, tenant.lastName].filter(Boolean).join(' ');
  return (
    <Text size="sm" c="dimmed">
      {person || 'Reporting person not set'} · Reporting Entity ID {tenant.rentityId || '—'}
    </Text>
  );
}

function TenantBody({ reporting }: { reporting: ReportingTenant }) {
  if (reporting.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Loading tenant details...</Text>
      </Group>
    );
  }
  if (reporting.isError) return null;
  return <ReportingPersonDetails tenant={reporting.tenant} />;
}

/** Spec 3 §8: 'Failed to fetch tenant details. Please try again later.', shown open or collapsed. */
function TenantFailed({ reporting }: { reporting: ReportingTenant }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between">
        {DPMSR_TEXTS.tenantFailed}
        <Button size="xs" variant="light" onClick={reporting.refetch}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
