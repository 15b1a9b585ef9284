import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { API_MESSAGES } from '../lib/api-client';

/**
 * Shown when a screen fails to render or its code cannot be downloaded (for example after a deployment
 * replaced the chunks the open tab refers to); reloading fetches the current build.
 */
export function RouteErrorPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md">
        <Title order={1}>{API_MESSAGES.generic}</Title>
        <Text>Reload the page to try again.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
