import { formatDateTime, splitColonList, toDateOnly } from '@aml/contracts';

/** Date-only fields (birth, issue, expiry) are midnight UTC: shown DD-MM-YYYY without a zone shift. */
export function formatDay(value: string | null | undefined): string {
  const day = toDateOnly(value, { timeZone: 'UTC' });
  return day ? day.split('-').reverse().join('-') : '';
}

/** Moments (created, screened, decided) in local time, DD-MM-YYYY HH:mm (spec 2 §2.10). */
export const formatMoment = (value: string | null | undefined) => formatDateTime(value);

export const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

/** Colon-joined stored lists (spec 2 §9.1) shown as a comma list. */
export const colonList = (value: string | null | undefined) => splitColonList(value).join(', ');

/** 'Others' (or 'Other') with what the officer specified; the form sends 'N/A' beside any other choice. */
export const withOther = (value: string, other: string) =>
  value.startsWith('Other') && other && other !== 'N/A' ? `${value} (${other})` : value;
