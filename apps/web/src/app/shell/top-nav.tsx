import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { NavGroupMenuItems } from './nav-group-menu-items';
import { NavIcon } from './nav-icon';
import { isEntryActive, type NavEntry } from './navigation';
import classes from './top-nav.module.css';

/** The top navigation layout: a bar under the header; groups open as menus. */
export function TopNav({ entries }: { entries: readonly NavEntry[] }) {
  const { pathname } = useLocation();
  return (
    <nav className={classes.bar} aria-label="Main navigation">
      {entries.map((entry) => {
        const active = isEntryActive(entry, pathname);
        const look = { variant: active ? 'light' : 'subtle', color: active ? undefined : 'gray' } as const;
        if (entry.kind === 'link') {
          return (
            <Button
              key={entry.to}
              component={Link}
              to={entry.to}
              {...look}
              className={classes.item}
              leftSection={<NavIcon name={entry.icon} size={16} />}
              aria-current={active ? 'page' : undefined}
            >
              {entry.label}
            </Button>
          );
        }
        return (
          <Menu key={entry.label} position="bottom-start">
            <Menu.Target>
              <Button
                {...look}
                className={classes.item}
                leftSection={<NavIcon name={entry.icon} size={16} />}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              >
                {entry.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <NavGroupMenuItems entries={entry.children} pathname={pathname} />
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </nav>
  );
}
