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

/**
 * Text of the light variant (status badges) in the light scheme: Mantine's shade on its own tinted
 * background is 2.5–3.5:1 for green, orange, teal, yellow and cyan, under WCAG AA's 4.5:1; even shade 9
 * stays under for green and orange. These are shade 9 darkened to at least 5:1 on that background.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  green: '#257535',
  orange: '#b83d0d',
  red: '#bf2828',
  yellow: '#a15300',
  blue: '#1864ab',
  teal: '#077252',
  cyan: '#0b7285',
};

/**
 * The same colours in the dark scheme: Mantine draws them there in shade 0, near white, so a blue edit
 * pencil, an orange hide icon and a red delete bin all looked alike (issue 10). Shade 4 keeps each colour
 * recognisable at 6.5:1 or more on the dark body.
 */
const DARK_VARIANT_TEXT_SHADE = 4;

/** Mantine's dimmed text (gray 6 on white, 3.3:1) fails AA contrast; these shades pass in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    ...Object.fromEntries(
      Object.keys(LIGHT_VARIANT_TEXT).map((color) => [
        `--mantine-color-${color}-light-color`,
        `var(--mantine-color-${color}-${DARK_VARIANT_TEXT_SHADE})`,
      ]),
    ),
  },
});
