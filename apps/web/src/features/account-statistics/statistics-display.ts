import {
  STATISTICS_MESSAGES,
  STATISTICS_STATUSES,
  type StatisticsCard,
  type StatisticsFigure,
  type StatisticsRiskBand,
} from '@aml/contracts';
import type { MantineColor } from '@mantine/core';
import { ApiError } from '../../lib/api-client';

/** What a dialog lists: the card whose users it asks for, and its title. */
export interface StatisticsDialogTarget {
  card: StatisticsCard;
  title: string;
}

export const dialogTarget = (figure: StatisticsFigure): StatisticsDialogTarget => ({
  card: figure.card,
  title: figure.label,
});

/** Spec 1 §2.6: the Expiry Date column is added when the dialog title contains 'Expir'. */
export const showsExpiry = (title: string) => title.includes(STATISTICS_MESSAGES.expiryTitleMarker);

/** Spec 1 §2.6: percentages rounded to the whole percent (the server rounds; blank when it sends none). */
export const percentText = (percent: number | null) => (percent === null ? '' : `${Math.round(percent)}%`);

/** Spec 1 §8: the Error box shows the error's message, or 'Failed to fetch user data'. */
export function loadFailureMessage(error: unknown): string {
  // Only a 4xx carries a message meant for the user; a 5xx or an unreachable server says nothing useful.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return STATISTICS_MESSAGES.loadFailed;
}

/** Spec 1 §3: FalseMatchOnboarded is displayed False Match; other statuses as stored. */
export function statusLabel(status: string): string {
  return STATISTICS_STATUSES.find((entry) => entry.status === status)?.label ?? status;
}

/** The colours of the figures, in both colour schemes (Mantine's theme colours adapt to dark mode). */
export const RISK_BAND_COLORS: Record<StatisticsRiskBand, MantineColor> = {
  high: 'red.6',
  mediumHigh: 'orange.6',
  medium: 'yellow.6',
  low: 'green.6',
  unknown: 'gray.6',
};

export const USER_TYPE_COLORS: Partial<Record<StatisticsCard, MantineColor>> = {
  individual: 'blue.6',
  corporate: 'teal.6',
};

export const MONITORING_COLORS: Partial<Record<StatisticsCard, MantineColor>> = {
  ongoing: 'violet.6',
  regular: 'gray.6',
};

/**
 * Text in a figure's colour: the theme's light-variant text colour of its hue, which keeps AA contrast on the
 * page in both colour schemes (a plain yellow.6 on white does not).
 */
export const readableColor = (color: MantineColor) => `var(--mantine-color-${color.split('.')[0]}-light-color)`;

/** A chart's text for screen readers: every figure with its count (and share when there is one). */
export function chartSummary(title: string, figures: readonly StatisticsFigure[]): string {
  const parts = figures.map((figure) => {
    const share = figure.percent === null ? '' : ` (${percentText(figure.percent)})`;
    return `${figure.label}: ${figure.count}${share}`;
  });
  return `${title}. ${parts.join(', ')}`;
}
