import { ActionIcon, AppShell, Group, ScrollArea, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { NavRail } from './nav-rail';
import { NavTree } from './nav-tree';
import type { NavEntry } from './navigation';

interface SidebarProps {
  entries: readonly NavEntry[];
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}

/** Spec 1 §2.2: the 260 px sidebar layout; collapsing leaves an icon rail so every page stays one click away. */
export function Sidebar({ entries, collapsed, onCollapsedChange }: SidebarProps) {
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <AppShell.Navbar component="nav" aria-label="Main navigation" p="xs">
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
        {collapsed ? <NavRail entries={entries} /> : <NavTree entries={entries} />}
      </AppShell.Section>
      <AppShell.Section pt="xs">
        <Group justify={collapsed ? 'center' : 'flex-end'}>
          <Tooltip label={toggleLabel} position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => onCollapsedChange(!collapsed)}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
            >
              {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
