import { ActionIcon, type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import { IconKey, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LAYOUT_MODES, type LayoutMode, useLayoutMode } from '../../lib/preferences';

const THEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

const LAYOUT_LABELS: Record<LayoutMode, string> = { sidebar: 'Sidebar', top: 'Top Navigation' };

const isColorScheme = (value: string): value is MantineColorScheme => THEMES.some((theme) => theme.value === value);
const isLayoutMode = (value: string): value is LayoutMode => LAYOUT_MODES.some((mode) => mode === value);

/**
 * Spec 1 §2.2: theme Light, Dark, System; layout Sidebar, Top Navigation; Change Password. The choices are
 * radio items (role menuitemradio, aria-checked), so assistive technology hears which one is current.
 */
export function SettingsMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [layoutMode, setLayoutMode] = useLayoutMode();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Settings">
          <IconSettings size={18} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        <Menu.RadioGroup value={colorScheme} onChange={(value) => isColorScheme(value) && setColorScheme(value)}>
          {THEMES.map((theme) => (
            <Menu.RadioItem key={theme.value} value={theme.value} closeMenuOnClick>
              {theme.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Label>Layout</Menu.Label>
        <Menu.RadioGroup value={layoutMode} onChange={(value) => isLayoutMode(value) && setLayoutMode(value)}>
          {(['sidebar', 'top'] as const).map((mode) => (
            <Menu.RadioItem key={mode} value={mode} closeMenuOnClick>
              {LAYOUT_LABELS[mode]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard/changePassword" leftSection={<IconKey size={16} />}>
          Change Password
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
