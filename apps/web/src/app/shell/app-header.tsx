import { Box, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { NewsRoomButton } from '../../components/news-room-link';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import type { Session } from '../../lib/session';
import { TenantNameLink, UserLink } from './account-links';
import classes from './app-header.module.css';
import { NewsRoomIconLink } from './news-room-icon-link';
import { SettingsMenu } from './settings-menu';
import { WhatsAppIconLink } from './whatsapp-link';

interface AppHeaderProps {
  session: Session;
  mobileMenuOpened: boolean;
  onMobileMenuToggle: () => void;
  onLogout: () => void;
}

/** Spec 1 §2.2 header. Under 768 px the account items move into the mobile menu's drawer. */
export function AppHeader({ session, mobileMenuOpened, onMobileMenuToggle, onLogout }: AppHeaderProps) {
  const { data: config } = useAppConfig();
  return (
    <Group className={classes.header} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" className={classes.brandGroup}>
        <Burger
          hiddenFrom="sm"
          size="sm"
          opened={mobileMenuOpened}
          onClick={onMobileMenuToggle}
          aria-label={mobileMenuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileMenuOpened}
        />
        <UnstyledButton component={Link} to="/dashboard" className={classes.brand}>
          <Logo size={30} style={{ flexShrink: 0 }} />
          <Text component="span" fw={700} size="lg" truncate="end">
            {config?.productTitle}
          </Text>
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        <TenantNameLink session={session} />
        <UserLink session={session} />
        <WhatsAppIconLink />
        <Box visibleFrom="lg">
          <NewsRoomButton />
        </Box>
        <Box hiddenFrom="lg">
          <NewsRoomIconLink />
        </Box>
        <SettingsMenu />
        <Button variant="default" leftSection={<IconLogout size={16} stroke={1.6} />} onClick={onLogout}>
          Log out
        </Button>
      </Group>
      <Group hiddenFrom="sm">
        <SettingsMenu />
      </Group>
    </Group>
  );
}
