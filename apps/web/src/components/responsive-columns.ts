import type { MantineTheme } from '@mantine/core';

/**
 * `visibleMediaQuery` of a table column that a phone (under Mantine's `sm`, 48em) leaves out. Lists
 * keep their identifying column and their actions on a 390 px screen, with the actions column pinned,
 * instead of scrolling sideways to reach them; what a phone leaves out is repeated under the name where
 * an officer needs it.
 */
export const fromSmallTablet = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

/** For a list of many columns: shown from Mantine's `md` (62em), where the 260 px sidebar still leaves room. */
export const fromDesktop = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;
