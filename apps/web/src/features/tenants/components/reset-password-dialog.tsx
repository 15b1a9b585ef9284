import {
  type IssuedCredential,
  TENANT_MESSAGES,
  type Tenant,
  type TenantUser,
  tenantToFormInput,
  tenantUserFormSchema,
} from '@aml/contracts';
import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { applyServerIssues } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSaveTenant } from '../api/save-tenant';

export interface ResetPasswordDialogProps {
  tenant: Tenant;
  /** The user whose password is reset, or null when the dialog is closed. */
  user: TenantUser | null;
  onClose: () => void;
  onCredentialsIssued: (credentials: IssuedCredential[]) => void;
}

/**
 * Decision 090: the administrator's way back in for a user who forgot their password. Confirmed first,
 * because it ends all of the user's sessions; saved like every user action, as the tenant's whole users
 * list with this one row marked `resetPassword`. A generated password comes back in the answer and is
 * shown by the dialog's one-time credentials display.
 */
export function ResetPasswordDialog({ tenant, user, onClose, onCredentialsIssued }: ResetPasswordDialogProps) {
  const save = useSaveTenant();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const confirm = () => {
    if (!user) return;
    // The same rule as the server's (one schema), checked here so a typo does not cost a round trip.
    const checked = tenantUserFormSchema.shape.password.safeParse(password);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    const saved = tenantToFormInput(tenant).users ?? [];
    const index = saved.findIndex((u) => u.id === user.id);
    if (index < 0) {
      toastError(TENANT_MESSAGES.userNotFound);
      return;
    }
    const users = saved.map((u) => (u.id === user.id ? { ...u, resetPassword: true, password } : u));
    save.mutate(
      { body: { ...tenantToFormInput(tenant), users }, failureMessage: TENANT_MESSAGES.passwordResetFailed },
      {
        onSuccess: (result) => {
          toastSuccess(TENANT_MESSAGES.passwordReset);
          if (result.issuedCredentials.length > 0) onCredentialsIssued(result.issuedCredentials);
          close();
        },
        onError: (failure) =>
          applyServerIssues(
            failure,
            (_path, message) => setError(message),
            (path) => (path === `users.${index}.password` ? 'password' : null),
          ),
      },
    );
  };

  return (
    <ConfirmDialog
      opened={user !== null}
      title="Reset Password"
      message={
        <>
          Reset the password of <strong>{user?.name}</strong>? They will be signed out everywhere and must use the new
          password.
        </>
      }
      confirmLabel="Reset Password"
      loading={save.isPending}
      onClose={close}
      onConfirm={confirm}
    >
      <PasswordInput
        label="New password"
        description="Leave blank to generate one; it is shown once after resetting."
        autoComplete="new-password"
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setError(null);
        }}
      />
    </ConfirmDialog>
  );
}
