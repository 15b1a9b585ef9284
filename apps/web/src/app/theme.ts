import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white button text above the WCAG AA ratio of 4.5:1 (shade 6 is 4.3:1 on indigo).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'inherit' },
  focusRing: 'auto',
  // Mantine's close buttons carry no accessible name of their own (axe: button-name). Plain objects, so
  // that the sign-in chunk does not pull in the Modal and Notification components.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/** Mantine's dimmed text (gray 6 on white, 3.3:1) fails AA contrast; these shades pass in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
