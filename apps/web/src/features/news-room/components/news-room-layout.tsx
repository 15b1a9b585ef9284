import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useAppConfig } from '../../app-config/api/get-app-config';

/** The public News Room's frame: product, a way back to sign in, the theme toggle. */
export function NewsRoomLayout({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  return (
    <Box mih="100vh">
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="md">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/news" underline="never" c="inherit">
              <Group gap="xs" wrap="nowrap">
                <Logo size={32} />
                <Text fw={700}>{config.data?.productTitle ?? ''} News Room</Text>
              </Group>
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <Anchor component={Link} to="/login" size="sm">
                Sign In
              </Anchor>
              <ThemeToggle />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="md" py="xl" component="main">
        {children}
      </Container>
    </Box>
  );
}
