import {
  emptyTenantForm,
  type IssuedCredential,
  TENANT_MESSAGES,
  type Tenant,
  type TenantFormInput,
  tenantFormSchema,
  tenantRuleIssues,
  tenantToFormInput,
  todayDateOnly,
} from '@aml/contracts';
import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { applyServerIssues } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useSaveTenant } from '../api/save-tenant';
import { IssuedCredentials } from './issued-credentials';
import { TenantUsersSection } from './tenant-users-section';

export interface TenantFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The tenant being edited (kept fresh from the list query), or null for Add New Tenant. */
  tenant: Tenant | null;
  /** The emails of every tenant the list knows, this one included (it is left out by id). */
  knownTenants: readonly Pick<Tenant, 'id' | 'email'>[];
}

/** Spec 1 §2.8: the Add New Tenant dialog, which doubles as the edit dialog with the users of the tenant. */
export function TenantFormDialog({ opened, onClose, tenant, knownTenants }: TenantFormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={tenant ? 'Edit Tenant' : 'Add New Tenant'} size="xl" centered>
      {/* Keyed so that each opening starts from the saved values. */}
      {opened && <TenantForm key={tenant?.id ?? 'new'} tenant={tenant} knownTenants={knownTenants} onClose={onClose} />}
    </Modal>
  );
}

const schemaErrors = zod4Resolver(tenantFormSchema, { errorPriority: 'first' });

interface TenantFormProps {
  tenant: Tenant | null;
  knownTenants: readonly Pick<Tenant, 'id' | 'email'>[];
  onClose: () => void;
}

function TenantForm({ tenant, knownTenants, onClose }: TenantFormProps) {
  const save = useSaveTenant();
  const [issued, setIssued] = useState<IssuedCredential[]>([]);
  const today = todayDateOnly();
  const form = useForm<TenantFormInput>({
    mode: 'controlled',
    initialValues: tenant ? tenantToFormInput(tenant) : emptyTenantForm(),
    // The schema's rules, then the ones that need the other tenants and the saved expiry (issue 10): the
    // server checks the same (tenant-rules.ts), this only says it before sending.
    validate: (values) => {
      const errors = schemaErrors(values);
      const issues = tenantRuleIssues(
        { email: values.email?.trim() ?? '', expiryDate: values.expiryDate ?? '' },
        {
          today,
          savedExpiryDate: tenant?.expiryDate ?? null,
          otherTenantEmails: knownTenants.filter((other) => other.id !== tenant?.id).map((other) => other.email),
        },
      );
      for (const issue of issues) errors[issue.path] ??= issue.message;
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    // The users list is the saved one: user changes are saved by their own actions below.
    const body: TenantFormInput = { ...values, users: tenant ? tenantToFormInput(tenant).users : [] };
    save.mutate(
      { body, failureMessage: TENANT_MESSAGES.saveFailed },
      {
        onSuccess: () => {
          toastSuccess(tenant ? TENANT_MESSAGES.updated : TENANT_MESSAGES.added);
          onClose();
        },
        onError: (error) =>
          applyServerIssues(error, form.setFieldError, (path) => (path.startsWith('users') ? null : path)),
      },
    );
  });

  return (
    <Stack gap="lg">
      <form onSubmit={handleSubmit} noValidate aria-label={tenant ? 'Edit tenant' : 'Add new tenant'}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Client Name"
              withAsterisk
              key={form.key('clientName')}
              {...form.getInputProps('clientName')}
            />
            <TextInput label="Name" key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput
              label="Client Code"
              withAsterisk
              key={form.key('wmsTenantCode')}
              {...form.getInputProps('wmsTenantCode')}
            />
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Expiry Date"
              type="date"
              min={today}
              withAsterisk
              key={form.key('expiryDate')}
              {...form.getInputProps('expiryDate')}
            />
            <TextInput
              label="Trade License Number"
              withAsterisk
              key={form.key('tradeLicenseNumber')}
              {...form.getInputProps('tradeLicenseNumber')}
            />
          </SimpleGrid>
          <TextInput label="Address" withAsterisk key={form.key('address')} {...form.getInputProps('address')} />
          <Textarea label="Remarks" autosize minRows={2} key={form.key('remarks')} {...form.getInputProps('remarks')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Balance Screening Count"
              description="Screenings the tenant has left"
              withAsterisk
              min={0}
              allowDecimal={false}
              key={form.key('maxScreeningCount')}
              {...form.getInputProps('maxScreeningCount')}
            />
            <NumberInput
              label="Given Screening Count"
              description="Total screenings given"
              min={0}
              allowDecimal={false}
              key={form.key('givenScreeningCount')}
              {...form.getInputProps('givenScreeningCount')}
            />
          </SimpleGrid>
          <Switch
            label="Ongoing Monitoring"
            key={form.key('ongoingMonitoringEnabled')}
            {...form.getInputProps('ongoingMonitoringEnabled', { type: 'checkbox' })}
          />
          {form.values.ongoingMonitoringEnabled && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput
                label="Ongoing Monitoring Count"
                withAsterisk
                min={0}
                allowDecimal={false}
                key={form.key('ongoingMonitoringCount')}
                {...form.getInputProps('ongoingMonitoringCount')}
              />
              {tenant && (
                // Counted by ongoing monitoring; never edited here (spec 1 §3 read-only).
                <NumberInput
                  label="Ongoing Monitoring Used"
                  value={tenant.ongoingMonitoringUsed}
                  readOnly
                  variant="filled"
                />
              )}
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {tenant ? 'Save Changes' : 'Add Tenant'}
            </Button>
          </Group>
        </Stack>
      </form>
      {tenant && (
        <>
          <Divider label="Users" labelPosition="left" />
          <IssuedCredentials credentials={issued} onDismiss={() => setIssued([])} />
          <TenantUsersSection tenant={tenant} onCredentialsIssued={setIssued} />
        </>
      )}
    </Stack>
  );
}
