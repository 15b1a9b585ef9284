import {
  type IssuedCredential,
  TENANT_MESSAGES,
  TENANT_ROLES,
  type Tenant,
  type TenantUser,
  type TenantUserFormInput,
  tenantToFormInput,
  tenantUserFormSchema,
} from '@aml/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { fromSmallTablet } from '../../../components/responsive-columns';
import { RowAction } from '../../../components/row-action';
import { applyServerIssues } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSaveTenant } from '../api/save-tenant';
import { ResetPasswordDialog } from './reset-password-dialog';

/** Spec 1 §8: the add-user loading toast is dismissed after 6 seconds at the latest. */
const ADD_USER_TOAST_MS = 6000;

const EMPTY_USER: TenantUserFormInput = { id: '', name: '', email: '', roleId: '', isActive: true, password: '' };

export interface TenantUsersSectionProps {
  tenant: Tenant;
  onCredentialsIssued: (credentials: IssuedCredential[]) => void;
}

/**
 * Spec 1 §2.8: the edit dialog's Users sub-table and its Add New User card. Each action (add, edit,
 * activate/deactivate, reset password) saves at once with the tenant as saved and its whole users list
 * (spec 1 §7); a new user has an empty id.
 */
export function TenantUsersSection({ tenant, onCredentialsIssued }: TenantUsersSectionProps) {
  const save = useSaveTenant();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [resetting, setResetting] = useState<TenantUser | null>(null);
  const form = useForm<TenantUserFormInput>({
    mode: 'controlled',
    initialValues: EMPTY_USER,
    validate: zod4Resolver(tenantUserFormSchema, { errorPriority: 'first' }),
  });

  const savedUsers = () => tenantToFormInput(tenant).users ?? [];

  const toggleActive = (user: TenantUser) => {
    setTogglingId(user.id);
    const users = savedUsers().map((u) => (u.id === user.id ? { ...u, isActive: !user.isActive } : u));
    save.mutate(
      { body: { ...tenantToFormInput(tenant), users }, failureMessage: TENANT_MESSAGES.userStatusFailed },
      { onSuccess: () => toastSuccess(TENANT_MESSAGES.userStatusUpdated), onSettled: () => setTogglingId(null) },
    );
  };

  const startEdit = (user: TenantUser) => {
    setEditingId(user.id);
    form.setValues({
      id: user.id,
      name: user.name,
      email: user.email,
      roleId: user.roleId,
      isActive: user.isActive,
      password: '',
    });
    form.resetDirty();
  };

  const resetCard = () => {
    setEditingId(null);
    form.setValues(EMPTY_USER);
    form.clearErrors();
  };

  const handleSubmit = form.onSubmit(
    (values) => {
      const saved = savedUsers();
      const adding = !editingId;
      if (!adding && !saved.some((u) => u.id === editingId)) {
        toastError(TENANT_MESSAGES.userNotFound);
        return;
      }
      const users = adding
        ? [...saved, { ...values, id: '' }]
        : saved.map((u) => (u.id === editingId ? { ...values, id: editingId, password: '' } : u));
      const index = adding ? users.length - 1 : users.findIndex((u) => u.id === editingId);
      const toastId = adding
        ? notifications.show({
            loading: true,
            message: 'Adding user...',
            autoClose: ADD_USER_TOAST_MS,
            withCloseButton: false,
          })
        : null;
      save.mutate(
        {
          body: { ...tenantToFormInput(tenant), users },
          failureMessage: adding ? TENANT_MESSAGES.userAddFailed : TENANT_MESSAGES.userUpdateFailed,
        },
        {
          onSuccess: (result) => {
            toastSuccess(adding ? TENANT_MESSAGES.userAdded : TENANT_MESSAGES.userUpdated);
            if (result.issuedCredentials.length > 0) onCredentialsIssued(result.issuedCredentials);
            resetCard();
          },
          // The server answers at users.<index>.<field>; the card shows the fields of its own row.
          onError: (error) =>
            applyServerIssues(error, form.setFieldError, (path) => {
              const prefix = `users.${index}.`;
              return path.startsWith(prefix) ? path.slice(prefix.length) : null;
            }),
          onSettled: () => {
            if (toastId) notifications.hide(toastId);
          },
        },
      );
    },
    // Spec 1 §5: name, email and role are required, otherwise 'Please fill in all required fields.'
    (errors) => {
      if (Object.values(errors).includes(TENANT_MESSAGES.userFields)) toastError(TENANT_MESSAGES.userFields);
    },
  );

  return (
    <Stack gap="md">
      <DataTable<TenantUser>
        withTableBorder
        pinLastColumn
        borderRadius="sm"
        minHeight={tenant.users.length === 0 ? 120 : undefined}
        records={tenant.users}
        idAccessor="id"
        noRecordsText="No users yet."
        aria-label="Users"
        columns={[
          {
            accessor: 'name',
            title: 'Name',
            render: (user) => (
              <Stack gap={0}>
                <Text size="sm">{user.name}</Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {user.email} · {user.roleId}
                </Text>
                <Group hiddenFrom="sm" mt={2}>
                  <UserStatusBadge active={user.isActive} />
                </Group>
              </Stack>
            ),
          },
          { accessor: 'email', title: 'Email', visibleMediaQuery: fromSmallTablet },
          { accessor: 'roleId', title: 'Role', visibleMediaQuery: fromSmallTablet },
          {
            accessor: 'isActive',
            title: 'Status',
            visibleMediaQuery: fromSmallTablet,
            render: (user) => <UserStatusBadge active={user.isActive} />,
          },
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (user) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <RowAction
                  tooltip="Edit user"
                  label={`Edit user ${user.email}`}
                  icon={IconPencil}
                  onClick={() => startEdit(user)}
                />
                <RowAction
                  tooltip="Reset password"
                  label={`Reset password of ${user.email}`}
                  icon={IconKey}
                  color="orange"
                  disabled={save.isPending}
                  onClick={() => setResetting(user)}
                />
                <Button
                  size="compact-xs"
                  variant="light"
                  color={user.isActive ? 'red' : 'green'}
                  leftSection={user.isActive ? <IconUserOff size={14} /> : <IconUserCheck size={14} />}
                  loading={togglingId === user.id}
                  disabled={save.isPending && togglingId !== user.id}
                  onClick={() => toggleActive(user)}
                  aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.email}`}
                >
                  {user.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <ResetPasswordDialog
        tenant={tenant}
        user={resetting}
        onClose={() => setResetting(null)}
        onCredentialsIssued={onCredentialsIssued}
      />
      <Card withBorder padding="md" radius="md" component="section" aria-labelledby="tenant-user-card-title">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <Title order={3} size="h5" id="tenant-user-card-title">
              {editingId ? 'Edit User' : 'Add New User'}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label="User Name" withAsterisk key={form.key('name')} {...form.getInputProps('name')} />
              <TextInput
                label="User Email"
                type="email"
                withAsterisk
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <Select
                label="Role"
                withAsterisk
                data={[...TENANT_ROLES]}
                allowDeselect={false}
                key={form.key('roleId')}
                {...form.getInputProps('roleId')}
              />
            </SimpleGrid>
            {!editingId && (
              <PasswordInput
                label="Password"
                description="Leave blank to generate one; it is shown once after saving."
                autoComplete="new-password"
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
            )}
            {editingId && (
              <Text size="xs" c="dimmed">
                To give this user a new password, use Reset password in the table above.
              </Text>
            )}
            <Group justify="flex-end">
              {editingId && (
                <Button variant="default" onClick={resetCard}>
                  Cancel
                </Button>
              )}
              <Button type="submit" loading={save.isPending && togglingId === null}>
                {editingId ? 'Update User' : 'Add User'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

/** A dot badge: the light variant's green text on green is 3.8:1 at badge size (axe, WCAG AA). */
function UserStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot" styles={{ label: { overflow: 'visible' } }}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
