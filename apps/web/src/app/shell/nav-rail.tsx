import { ActionIcon, Menu, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { NavGroupMenuItems } from './nav-group-menu-items';
import { NavIcon } from './nav-icon';
import { isEntryActive, type NavEntry } from './navigation';

/** The collapsed sidebar: one icon per entry, groups open their pages in a menu beside the rail. */
export function NavRail({ entries }: { entries: readonly NavEntry[] }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={6} align="center">
      {entries.map((entry) => {
        const active = isEntryActive(entry, pathname);
        if (entry.kind === 'link') {
          return (
            <Tooltip key={entry.to} label={entry.label} position="right" withArrow>
              <ActionIcon
                component={Link}
                to={entry.to}
                size="xl"
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-label={entry.label}
                aria-current={active ? 'page' : undefined}
              >
                <NavIcon name={entry.icon} size={22} />
              </ActionIcon>
            </Tooltip>
          );
        }
        return (
          <Menu key={entry.label} position="right-start" withArrow>
            <Menu.Target>
              <ActionIcon
                size="xl"
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-label={entry.label}
              >
                <NavIcon name={entry.icon} size={22} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{entry.label}</Menu.Label>
              <NavGroupMenuItems entries={entry.children} pathname={pathname} />
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Stack>
  );
}
