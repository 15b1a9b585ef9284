import {
  ADDRESS_TYPE_OPTIONS,
  COMMUNICATION_TYPE_OPTIONS,
  CONTACT_TYPE_OPTIONS,
  MAX_TENANT_ADDRESSES,
  TENANT_PROFILE_SCREEN_MESSAGES,
  type Tenant,
  type TenantAddress,
  type TenantProfileFormInput,
  tenantProfileFormSchema,
  tenantProfileToFormInput,
  todayDateOnly,
  toUpdateTenantDetailsRequest,
} from '@aml/contracts';
import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CountrySelect } from '../../../components/country-select';
import { applyServerIssues } from '../../../lib/form-errors';
import { useUpdateTenantDetails } from '../api/update-tenant-details';
import { countryCodeOf, countryNameOf } from '../profile-format';
import { failureText } from '../profile-messages';

/** Spec 1 §9: the dialog closes 1.5 seconds after a successful save. */
export const CLOSE_AFTER_SAVE_MS = 1500;

export interface EditTenantDetailsModalProps {
  opened: boolean;
  onClose: () => void;
  tenant: Tenant;
}

/** Spec 1 §2.5: the MLRO's Edit Tenant Details modal, with Cancel and Save Changes. */
export function EditTenantDetailsModal({ opened, onClose, tenant }: EditTenantDetailsModalProps) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Tenant Details" size="xl" fullScreen={narrow}>
      {/* Mounted per opening, so each starts from the saved values. */}
      {opened && <EditTenantDetailsForm tenant={tenant} onClose={onClose} />}
    </Modal>
  );
}

const schemaErrors = zod4Resolver(tenantProfileFormSchema, { errorPriority: 'first' });

const BLANK_ADDRESS: TenantAddress = { addressType: 'OFFIC', address: '', city: '', countryCode: '', state: '' };

/** The stored profile → the form; the country pickers hold the list's names (the schema stores codes). */
function initialValues(tenant: Tenant): TenantProfileFormInput {
  const input = tenantProfileToFormInput(tenant);
  return {
    ...input,
    passportCountry: countryNameOf(input.passportCountry),
    nationality: countryNameOf(input.nationality),
    addresses: input.addresses.map((address) => ({ ...address, countryCode: countryNameOf(address.countryCode) })),
  };
}

const selectData = (options: readonly { value: string; label: string }[]) =>
  options.map((option) => ({ value: option.value, label: option.label }));

function FormGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="fieldset" gap="sm" aria-labelledby={titleId} m={0} p={0} style={{ border: 0 }}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

function EditTenantDetailsForm({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const save = useUpdateTenantDetails();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const today = todayDateOnly();
  const form = useForm<TenantProfileFormInput>({
    mode: 'controlled',
    initialValues: initialValues(tenant),
    validate: schemaErrors,
  });

  // Spec 1 §2.5: the success message stays in view, then the modal closes by itself. The refreshing
  // profile re-renders the page meanwhile; that must not restart the delay.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => close.current(), CLOSE_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const handleSubmit = form.onSubmit((values) => {
    const parsed = tenantProfileFormSchema.safeParse(values);
    if (!parsed.success) return;
    setFailure(null);
    // email and remarks go back as loaded; the server keeps them (decision 112).
    save.mutate(toUpdateTenantDetailsRequest(parsed.data, tenant), {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        applyServerIssues(error, form.setFieldError);
        setFailure(failureText(error, TENANT_PROFILE_SCREEN_MESSAGES.saveFailed));
      },
    });
  });

  const addresses = form.values.addresses ?? [];
  const busy = save.isPending || saved;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit tenant details">
      <Stack gap="lg">
        <FormGroup title="Personal Information">
          <FieldGrid>
            <TextInput
              label="Reporting Entity ID"
              withAsterisk
              key={form.key('rentityId')}
              {...form.getInputProps('rentityId')}
            />
            <TextInput
              label="First Name"
              withAsterisk
              autoComplete="given-name"
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last Name"
              withAsterisk
              autoComplete="family-name"
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label="Birthdate"
              type="date"
              max={today}
              withAsterisk
              key={form.key('birthdate')}
              {...form.getInputProps('birthdate')}
            />
            <TextInput label="ID Number" withAsterisk key={form.key('ssn')} {...form.getInputProps('ssn')} />
          </FieldGrid>
        </FormGroup>
        <FormGroup title="Passport Information">
          <FieldGrid>
            <TextInput
              label="Passport Number"
              withAsterisk
              key={form.key('passportNumber')}
              {...form.getInputProps('passportNumber')}
            />
            <CountrySelect
              label="Passport Country"
              withAsterisk
              key={form.key('passportCountry')}
              {...form.getInputProps('passportCountry')}
            />
            <CountrySelect
              label="Nationality"
              withAsterisk
              key={form.key('nationality')}
              {...form.getInputProps('nationality')}
            />
          </FieldGrid>
        </FormGroup>
        <FormGroup title="Contact Information">
          <FieldGrid>
            <Select
              label="Contact Type"
              withAsterisk
              data={selectData(CONTACT_TYPE_OPTIONS)}
              allowDeselect={false}
              key={form.key('tphContactType')}
              {...form.getInputProps('tphContactType')}
            />
            <Select
              label="Communication Type"
              withAsterisk
              data={selectData(COMMUNICATION_TYPE_OPTIONS)}
              allowDeselect={false}
              key={form.key('tphCommunicationType')}
              {...form.getInputProps('tphCommunicationType')}
            />
            <TextInput
              label="Phone Number"
              withAsterisk
              inputMode="numeric"
              autoComplete="tel"
              key={form.key('tphNumber')}
              {...form.getInputProps('tphNumber')}
            />
          </FieldGrid>
        </FormGroup>
        <FormGroup title="Address Information">
          {addresses.map((address, index) => {
            const path = `addresses.${index}`;
            const code = countryCodeOf(address.countryCode);
            const number = index + 1;
            return (
              // Blocks have no identity but their position, which is also how they are stored.
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the block's identity
              <Paper key={index} withBorder radius="md" p="sm" component="section" aria-label={`Address ${number}`}>
                <Stack gap="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm">{`Address ${number}`}</Text>
                    {/* Spec 1 §2.5: an address can be removed only while more than one exists. */}
                    {addresses.length > 1 && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        leftSection={<IconTrash size={14} />}
                        aria-label={`Remove address ${number}`}
                        onClick={() => form.removeListItem('addresses', index)}
                        disabled={busy}
                      >
                        Remove
                      </Button>
                    )}
                  </Group>
                  <FieldGrid>
                    <Select
                      label="Address Type"
                      withAsterisk
                      data={selectData(ADDRESS_TYPE_OPTIONS)}
                      allowDeselect={false}
                      {...form.getInputProps(`${path}.addressType`)}
                    />
                    <TextInput label="Address" withAsterisk {...form.getInputProps(`${path}.address`)} />
                    <TextInput label="City" withAsterisk {...form.getInputProps(`${path}.city`)} />
                    <TextInput label="State" withAsterisk {...form.getInputProps(`${path}.state`)} />
                    <CountrySelect
                      label="Country"
                      listLabel={`Countries for address ${number}`}
                      withAsterisk
                      description={code ? `Country code: ${code}` : undefined}
                      {...form.getInputProps(`${path}.countryCode`)}
                    />
                  </FieldGrid>
                </Stack>
              </Paper>
            );
          })}
          {form.errors.addresses && (
            <Text c="red" size="sm" role="alert">
              {form.errors.addresses}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('addresses', { ...BLANK_ADDRESS })}
              disabled={busy || addresses.length >= MAX_TENANT_ADDRESSES}
            >
              Add Address
            </Button>
          </Group>
        </FormGroup>
        {saved && (
          <Alert color="green" icon={<IconCircleCheck />} role="status">
            {TENANT_PROFILE_SCREEN_MESSAGES.saved}
          </Alert>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={saved}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
