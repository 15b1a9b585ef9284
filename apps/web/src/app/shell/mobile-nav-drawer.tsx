import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NewsRoomButton } from '../../components/news-room-link';
import type { Session } from '../../lib/session';
import { TenantNameLink, UserLink } from './account-links';
import { NavTree } from './nav-tree';
import type { NavEntry } from './navigation';
import { WhatsAppButtonLink } from './whatsapp-link';

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  entries: readonly NavEntry[];
  session: Session;
  onLogout: () => void;
}

/** The mobile menu (spec 1 §2.2): navigation plus the header items that do not fit a narrow screen. */
export function MobileNavDrawer({ opened, onClose, entries, session, onLogout }: MobileNavDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      size={300}
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <TenantNameLink session={session} />
          <UserLink session={session} />
        </Stack>
        <Divider />
        <nav aria-label="Main navigation">
          <NavTree entries={entries} />
        </nav>
        <Divider />
        <WhatsAppButtonLink />
        <NewsRoomButton />
        <Button variant="default" leftSection={<IconLogout size={16} stroke={1.6} />} onClick={onLogout}>
          Log out
        </Button>
      </Stack>
    </Drawer>
  );
}
