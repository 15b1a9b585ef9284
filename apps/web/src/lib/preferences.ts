import { STORAGE_KEYS } from '@aml/contracts';
import { useSyncExternalStore } from 'react';
import { readItem, subscribeStorage, writeItem } from './local-store';

// Spec 1 §4: preferences kept locally; theme light/dark/system (default light), layout top/sidebar
// (default top), and the sidebar's collapsed flag.
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const DEFAULT_THEME: ThemePreference = 'light';

export const LAYOUT_MODES = ['top', 'sidebar'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];
export const DEFAULT_LAYOUT_MODE: LayoutMode = 'top';

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

export function readThemePreference(): ThemePreference {
  return oneOf(THEME_PREFERENCES, readItem(STORAGE_KEYS.theme)) ?? DEFAULT_THEME;
}

export function writeThemePreference(theme: ThemePreference): void {
  writeItem(STORAGE_KEYS.theme, theme);
}

export function readLayoutMode(): LayoutMode {
  return oneOf(LAYOUT_MODES, readItem(STORAGE_KEYS.layoutMode)) ?? DEFAULT_LAYOUT_MODE;
}

export function writeLayoutMode(mode: LayoutMode): void {
  writeItem(STORAGE_KEYS.layoutMode, mode);
}

export function readSidebarCollapsed(): boolean {
  return readItem(STORAGE_KEYS.sidebarCollapsed) === 'true';
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  writeItem(STORAGE_KEYS.sidebarCollapsed, String(collapsed));
}

export function useLayoutMode(): [LayoutMode, (mode: LayoutMode) => void] {
  return [useSyncExternalStore(subscribeStorage, readLayoutMode), writeLayoutMode];
}

export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  return [useSyncExternalStore(subscribeStorage, readSidebarCollapsed), writeSidebarCollapsed];
}
