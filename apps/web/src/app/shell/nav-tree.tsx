import { NavLink } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavIcon } from './nav-icon';
import { isEntryActive, isLinkActive, type NavEntry, type NavGroupEntry, type NavLinkEntry } from './navigation';

function TreeLink({ entry, pathname }: { entry: NavLinkEntry; pathname: string }) {
  const active = isLinkActive(entry, pathname);
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={entry.label}
      leftSection={<NavIcon name={entry.icon} />}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}

function TreeGroup({ entry, pathname }: { entry: NavGroupEntry; pathname: string }) {
  const containsActive = isEntryActive(entry, pathname);
  const [opened, setOpened] = useState(containsActive);
  const childrenId = useId();

  // Arriving on one of its pages by any route (header link, typed URL) unfolds the group.
  useEffect(() => {
    if (containsActive) setOpened(true);
  }, [containsActive]);

  return (
    <NavLink
      // A real button: Mantine renders an <a> without href here, which the keyboard cannot reach.
      component="button"
      type="button"
      label={entry.label}
      leftSection={<NavIcon name={entry.icon} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={childrenId}
      childrenOffset={28}
      // Kept in the DOM while folded so that aria-controls always points at an element.
      keepMounted
    >
      <div id={childrenId}>
        {entry.children.map((child) => (
          <TreeLink key={child.to} entry={child} pathname={pathname} />
        ))}
      </div>
    </NavLink>
  );
}

/** The vertical navigation of the expanded sidebar and of the mobile drawer; groups expand and collapse. */
export function NavTree({ entries }: { entries: readonly NavEntry[] }) {
  const { pathname } = useLocation();
  return (
    <>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <TreeLink key={entry.to} entry={entry} pathname={pathname} />
        ) : (
          <TreeGroup key={entry.label} entry={entry} pathname={pathname} />
        ),
      )}
    </>
  );
}
