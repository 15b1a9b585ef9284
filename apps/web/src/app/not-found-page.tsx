import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Spec 1 §2.2: 404 'Page Not Found' with a Go Back Home link to /dashboard. */
export function NotFoundPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Text fz={72} fw={800} lh={1} c="dimmed" aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Button component={Link} to="/dashboard" mt="sm">
          Go Back Home
        </Button>
      </Stack>
    </Center>
  );
}
