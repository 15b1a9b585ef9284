// @vitest-environment happy-dom
import { STORAGE_KEYS } from '@aml/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { themeColorSchemeManager } from '../app/color-scheme-manager';
import { subscribeStorage } from './local-store';
import {
  readLayoutMode,
  readSidebarCollapsed,
  readThemePreference,
  writeLayoutMode,
  writeSidebarCollapsed,
  writeThemePreference,
} from './preferences';

beforeEach(() => localStorage.clear());

describe('preferences (spec 1 §4, §9)', () => {
  it('defaults to the light theme, the top layout and an expanded sidebar', () => {
    expect(readThemePreference()).toBe('light');
    expect(readLayoutMode()).toBe('top');
    expect(readSidebarCollapsed()).toBe(false);
  });

  it('keeps each choice under its own key as a plain value, so it survives a reload', () => {
    writeThemePreference('system');
    writeLayoutMode('sidebar');
    writeSidebarCollapsed(true);

    expect({ ...localStorage }).toMatchObject({ theme: 'system', layoutMode: 'sidebar', sidebarCollapsed: 'true' });
    expect(readThemePreference()).toBe('system');
    expect(readLayoutMode()).toBe('sidebar');
    expect(readSidebarCollapsed()).toBe(true);
  });

  it('falls back to the defaults for a value it does not know', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    localStorage.setItem(STORAGE_KEYS.layoutMode, 'floating');
    expect(readThemePreference()).toBe('light');
    expect(readLayoutMode()).toBe('top');
  });

  it('tells subscribers about changes made here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(listener);
    writeLayoutMode('sidebar');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.layoutMode }));
    unsubscribe();
    writeLayoutMode('top');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('Mantine colour scheme on the theme key', () => {
  it("maps the spec's system to Mantine's auto and back", () => {
    const manager = themeColorSchemeManager();
    expect(manager.get('light')).toBe('light');

    manager.set('auto');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('system');
    expect(manager.get('light')).toBe('auto');

    manager.set('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(manager.get('light')).toBe('dark');
  });

  it('follows a theme chosen in another tab', () => {
    const manager = themeColorSchemeManager();
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    localStorage.setItem(STORAGE_KEYS.theme, 'system');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme, storageArea: localStorage }));
    manager.unsubscribe();
    expect(onUpdate).toHaveBeenCalledWith('auto');
  });
});
