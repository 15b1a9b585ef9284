import { STORAGE_KEYS } from '@aml/contracts';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { readThemePreference, type ThemePreference, writeThemePreference } from '../lib/preferences';

// Spec 1 §9 names the key `theme` with the values light, dark and system; Mantine calls system "auto".
export function toColorScheme(theme: ThemePreference): MantineColorScheme {
  return theme === 'system' ? 'auto' : theme;
}

export function toThemePreference(scheme: MantineColorScheme): ThemePreference {
  return scheme === 'auto' ? 'system' : scheme;
}

/** Mantine's colour scheme persisted under the spec's `theme` key, following changes made in other tabs. */
export function themeColorSchemeManager(): MantineColorSchemeManager {
  let handleStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: () => toColorScheme(readThemePreference()),
    set: (scheme) => writeThemePreference(toThemePreference(scheme)),
    subscribe: (onUpdate) => {
      handleStorage = (event) => {
        if (event.storageArea === window.localStorage && event.key === STORAGE_KEYS.theme) {
          onUpdate(toColorScheme(readThemePreference()));
        }
      };
      window.addEventListener('storage', handleStorage);
    },
    unsubscribe: () => {
      if (handleStorage) window.removeEventListener('storage', handleStorage);
    },
    clear: () => writeThemePreference('light'),
  };
}
