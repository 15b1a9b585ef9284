import type { IssuedCredential } from '@aml/contracts';
import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';

/**
 * A generated password, of a new user or of a reset (decision 090), shown once (the server keeps only
 * its hash): the administrator copies it now and hands it over; the user can change it after signing in.
 */
export function IssuedCredentials({
  credentials,
  onDismiss,
}: {
  credentials: IssuedCredential[];
  onDismiss: () => void;
}) {
  if (credentials.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconKey size={18} />}
      title="Password to hand over"
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel="Dismiss"
      // The yellow alert's own title colour is 2.7:1 on its background (axe, WCAG AA); body text colour passes.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">Copy it now: it is shown only once.</Text>
        {credentials.map((credential) => (
          <Group key={credential.userId} gap="xs" wrap="nowrap">
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {credential.email}
            </Text>
            <Code data-testid="issued-password">{credential.password}</Code>
            <CopyButton value={credential.password}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy password'}>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={`Copy password for ${credential.email}`}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
