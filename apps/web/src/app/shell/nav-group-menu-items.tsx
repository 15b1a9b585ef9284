import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { NavIcon } from './nav-icon';
import { isLinkActive, type NavLinkEntry } from './navigation';

/** The entries of a navigation group inside a dropdown (top bar and collapsed sidebar alike). */
export function NavGroupMenuItems({ entries, pathname }: { entries: readonly NavLinkEntry[]; pathname: string }) {
  return entries.map((child) => {
    const childActive = isLinkActive(child, pathname);
    return (
      <Menu.Item
        key={child.to}
        component={Link}
        to={child.to}
        leftSection={<NavIcon name={child.icon} />}
        aria-current={childActive ? 'page' : undefined}
        fw={childActive ? 700 : undefined}
      >
        {child.label}
      </Menu.Item>
    );
  });
}
