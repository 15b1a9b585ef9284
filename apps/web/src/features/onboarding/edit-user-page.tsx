import { ONBOARDING_TOASTS } from '@aml/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useCorporateCustomer } from './api/get-corporate';
import { useIndividualCustomer } from './api/get-individual';
import { CorporateForm } from './components/corporate-form';
import { IndividualForm } from './components/individual-form';

/**
 * Spec 2 §2.11: /dashboard/edituser?type=individual|corporate&id=… opens the customer's form in edit
 * mode with the saved record.
 */
export function EditUserPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const id = params.get('id')?.trim();
  if (!id || (type !== 'individual' && type !== 'corporate')) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {ONBOARDING_TOASTS.missingParams}
      </Alert>
    );
  }
  // Keyed by id: another customer's record starts a fresh form.
  return type === 'individual' ? <EditIndividual key={id} id={id} /> : <EditCorporate key={id} id={id} />;
}

function EditIndividual({ id }: { id: string }) {
  const query = useIndividualCustomer(id);
  if (query.isPending) return <Loading />;
  if (query.isError) return <NotLoaded />;
  return <IndividualForm mode="edit" customer={query.data} />;
}

function EditCorporate({ id }: { id: string }) {
  const query = useCorporateCustomer(id);
  if (query.isPending) return <Loading />;
  if (query.isError) return <NotLoaded />;
  return <CorporateForm mode="edit" customer={query.data} />;
}

function Loading() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>Loading...</Text>
    </Group>
  );
}

function NotLoaded() {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        The customer could not be loaded.
      </Alert>
      <Button component={Link} to="/dashboard/customers" variant="default" leftSection={<IconArrowLeft size={16} />}>
        Back to Customers
      </Button>
    </Stack>
  );
}
