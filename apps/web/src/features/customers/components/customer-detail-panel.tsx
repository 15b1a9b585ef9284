import type { CorporateCustomer, CustomerListRow, IndividualCustomer } from '@aml/contracts';
import { Alert, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconPencil, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCorporateCustomer } from '../../onboarding/api/get-corporate';
import { useIndividualCustomer } from '../../onboarding/api/get-individual';
import { useDownloadCustomerReport } from '../api/download-customer-report';
import { CorporateDetails } from './corporate-details';
import { CustomerHistory } from './customer-history';
import { CustomerStatusBadge } from './customer-status-badge';
import { IndividualDetails } from './individual-details';
import { QUICK_ONBOARDED } from './risk-details-tab';

interface CustomerDetailPanelProps {
  row: CustomerListRow;
  onClose: () => void;
}

/**
 * Spec 2 §2.10: the panel a row click opens beneath the row — the whole customer in tabs, its History,
 * and Edit User, Download Details (not for Quick Onboarded customers) and Close.
 */
export function CustomerDetailPanel({ row, onClose }: CustomerDetailPanelProps) {
  return row.kind === 'individual' ? (
    <IndividualPanel row={row} onClose={onClose} />
  ) : (
    <CorporatePanel row={row} onClose={onClose} />
  );
}

function IndividualPanel({ row, onClose }: CustomerDetailPanelProps) {
  const query = useIndividualCustomer(row.id);
  return (
    <PanelFrame row={row} onClose={onClose} customer={query.data} isError={query.isError}>
      {query.data && <IndividualDetails customer={query.data} />}
    </PanelFrame>
  );
}

function CorporatePanel({ row, onClose }: CustomerDetailPanelProps) {
  const query = useCorporateCustomer(row.id);
  return (
    <PanelFrame row={row} onClose={onClose} customer={query.data} isError={query.isError}>
      {query.data && <CorporateDetails customer={query.data} />}
    </PanelFrame>
  );
}

interface PanelFrameProps extends CustomerDetailPanelProps {
  customer: IndividualCustomer | CorporateCustomer | undefined;
  isError: boolean;
  children: ReactNode;
}

function PanelFrame({ row, onClose, customer, isError, children }: PanelFrameProps) {
  const report = useDownloadCustomerReport();
  // The loaded record is newer than the row (a decision made in this panel shows at once).
  const status = customer?.status ?? row.status;
  const headingId = `customer-panel-${row.kind}-${row.id}`;
  return (
    // The accent at the start ties the panel to the row it opened under.
    <Paper
      p="md"
      radius={0}
      component="section"
      aria-labelledby={headingId}
      style={{ borderInlineStart: '3px solid var(--mantine-primary-color-filled)' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4" id={headingId}>
                {row.name}
              </Title>
              <CustomerStatusBadge status={status} />
            </Group>
            <Text size="xs" c="dimmed">
              {row.kind === 'individual' ? 'Individual' : 'Corporate'} · {row.customerId}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button
              component={Link}
              to={`/dashboard/edituser?type=${row.kind}&id=${encodeURIComponent(row.id)}`}
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} />}
            >
              Edit User
            </Button>
            {status !== QUICK_ONBOARDED && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} />}
                loading={report.isPending}
                onClick={() => report.mutate({ kind: row.kind, id: row.id, name: row.name })}
              >
                Download Details
              </Button>
            )}
            <Button variant="default" size="xs" leftSection={<IconX size={14} />} onClick={onClose}>
              Close
            </Button>
          </Group>
        </Group>
        {isError ? (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            The customer could not be loaded.
          </Alert>
        ) : customer ? (
          children
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Loading...</Text>
          </Group>
        )}
        <Divider />
        <CustomerHistory kind={row.kind} id={row.id} />
      </Stack>
    </Paper>
  );
}
