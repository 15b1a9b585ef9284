import { type LoginRequest, loginRequestSchema } from '@aml/contracts';
import { Button, Loader, PasswordInput, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { signIn } from '../sign-in';

type SignInStatus = 'idle' | 'loading' | 'success' | 'error';

/** Spec 1 §2.1 and §4: the button's words in each state. */
const BUTTON_LABELS: Record<SignInStatus, string> = {
  idle: 'Sign In',
  loading: 'Signing in...',
  success: 'Success!',
  error: 'Sign in failed',
};

/** Spec 1 §9: success moves on after 1 second; the failure text stays 3 seconds. */
const SUCCESS_REDIRECT_MS = 1000;
const FAILURE_DISPLAY_MS = 3000;

const BUTTON_COLORS: Partial<Record<SignInStatus, string>> = { success: 'green.8', error: 'red.8' };

export function LoginForm() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<SignInStatus>('idle');
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    // 'first' shows 'Password is required' for an empty field rather than the length message.
    validate: zod4Resolver(loginRequestSchema, { errorPriority: 'first' }),
  });

  useEffect(() => {
    if (status === 'success') {
      const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), SUCCESS_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    if (status === 'error') {
      const timer = setTimeout(() => setStatus('idle'), FAILURE_DISPLAY_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [status, navigate]);

  const handleSubmit = form.onSubmit(async (values) => {
    setStatus('loading');
    try {
      await signIn(loginRequestSchema.parse(values));
      setStatus('success');
    } catch {
      // The api client has already toasted the reason (spec 1 §8); the button tells the rest.
      setStatus('error');
    }
  });

  const busy = status === 'loading' || status === 'success';
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          // Not type=email: a bare user name is valid, the server appends the mail domain (spec 1 §5).
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          mt="xs"
          color={BUTTON_COLORS[status]}
          disabled={busy}
          data-status={status}
          leftSection={status === 'loading' ? <Loader size={16} color="currentColor" aria-hidden="true" /> : null}
        >
          {BUTTON_LABELS[status]}
        </Button>
        <VisuallyHidden role="status">{status === 'idle' ? '' : BUTTON_LABELS[status]}</VisuallyHidden>
      </Stack>
    </form>
  );
}
