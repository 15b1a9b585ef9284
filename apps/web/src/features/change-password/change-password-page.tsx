import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordForm,
  changePasswordFormComplete,
  changePasswordFormSchema,
} from '@aml/contracts';
import { Alert, Button, Container, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { getAccessToken, useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { changePasswordErrorMessage, useChangePassword } from './api/change-password';
import { PasswordStrengthMeter } from './components/password-strength-meter';

/** Spec 1 §9: the form resets 2 seconds after a successful change. */
const RESET_AFTER_SUCCESS_MS = 2000;

const EMPTY_FORM: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec 1 §2.4: /dashboard/changePassword. */
export function ChangePasswordPage() {
  const session = useSession();
  const mutation = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [resetPending, setResetPending] = useState(false);
  const form = useForm<ChangePasswordForm>({
    mode: 'controlled',
    initialValues: EMPTY_FORM,
    validate: zod4Resolver(changePasswordFormSchema, { errorPriority: 'first' }),
    // 'Passwords do not match' shows while typing the confirmation, and follows later edits of the new one.
    validateInputOnChange: ['confirmPassword'],
    onValuesChange: (values, previous) => {
      if (values.newPassword !== previous.newPassword && values.confirmPassword) form.validateField('confirmPassword');
    },
  });

  useEffect(() => {
    if (!resetPending) return undefined;
    const timer = setTimeout(() => {
      form.reset();
      setResetPending(false);
    }, RESET_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [resetPending, form.reset]);

  const handleSubmit = form.onSubmit((values) => {
    setServerError(null);
    // Spec 1 §3: the email is the one in the token payload.
    if (!getAccessToken() || !session) {
      setServerError(CHANGE_PASSWORD_MESSAGES.noToken);
      return;
    }
    mutation.mutate(
      { email: session.claims.email, currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toastSuccess(CHANGE_PASSWORD_MESSAGES.success);
          setResetPending(true);
        },
        onError: (error) => setServerError(changePasswordErrorMessage(error)),
      },
    );
  });

  // Spec 1 §2.4: disabled until every rule holds (current password, new password rules, the match) or while
  // processing (the 2 s before the reset included, so the same change cannot be sent twice).
  const rulesHold = changePasswordFormComplete(form.values);
  const processing = mutation.isPending || resetPending;

  return (
    <Container size={480} px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Change Password
        </Title>
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              {serverError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {serverError}
                </Alert>
              )}
              <PasswordInput
                label="Current Password"
                autoComplete="current-password"
                withAsterisk
                key={form.key('currentPassword')}
                {...form.getInputProps('currentPassword')}
              />
              <PasswordInput
                label="New Password"
                autoComplete="new-password"
                withAsterisk
                key={form.key('newPassword')}
                {...form.getInputProps('newPassword')}
              />
              <PasswordStrengthMeter password={form.values.newPassword} />
              <PasswordInput
                label="Confirm New Password"
                autoComplete="new-password"
                withAsterisk
                key={form.key('confirmPassword')}
                {...form.getInputProps('confirmPassword')}
              />
              <Button type="submit" disabled={!rulesHold || processing} loading={mutation.isPending}>
                Change Password
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
