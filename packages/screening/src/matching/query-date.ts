export interface QueryDate {
  readonly day?: number;
  readonly month?: number;
  readonly year: number;
  readonly text: string;
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A calendar-valid partial date: month 0 and day 0 mean unknown; a known day must exist in a known month. */
function isValidPartial(year: number, month: number, day: number): boolean {
  if (year < 1000 || month > 12 || day > 31) return false;
  return month === 0 || day === 0 || day <= daysInMonth(year, month);
}

/**
 * Parse a query date of birth: dd/mm/yyyy (spec 3 §5, 00 for an unknown day or month), and also
 * yyyy-mm-dd or a bare year. Returns undefined for anything else.
 */
export function parseQueryDate(value: string | undefined): QueryDate | undefined {
  if (!value) return undefined;
  const text = value.trim();
  let m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (m) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    const year = Number(m[3]);
    if (!isValidPartial(year, month, day)) return undefined;
    return { text, year, ...(month > 0 ? { month } : {}), ...(day > 0 ? { day } : {}) };
  }
  m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (m) {
    const month = m[2] ? Number(m[2]) : 0;
    const day = m[3] ? Number(m[3]) : 0;
    if (!isValidPartial(Number(m[1]), month, day)) return undefined;
    return { text, year: Number(m[1]), ...(month > 0 ? { month } : {}), ...(day > 0 ? { day } : {}) };
  }
  return undefined;
}

/** Whether a value looks like a date the query accepts (used by request validation). */
export function isQueryDate(value: string): boolean {
  return parseQueryDate(value) !== undefined;
}
