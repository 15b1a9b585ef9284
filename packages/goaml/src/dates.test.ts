import { describe, expect, it } from 'vitest';
import { toGoamlDate } from './dates';

describe("goAML dates (yyyy-MM-dd'T'HH:mm:ss, UAE time)", () => {
  it('writes a calendar date at midnight, whatever form it is stored in', () => {
    expect(toGoamlDate('1985-03-12', 'date')).toEqual({ ok: true, value: '1985-03-12T00:00:00' });
    expect(toGoamlDate('12/03/1985', 'date')).toEqual({ ok: true, value: '1985-03-12T00:00:00' });
    expect(toGoamlDate('1985-03-12T00:00:00', 'date')).toEqual({ ok: true, value: '1985-03-12T00:00:00' });
  });

  it('reads an instant in UAE time, so a date picked in Dubai keeps its day', () => {
    // Midnight of 1 January 1990 in Dubai is 20:00 UTC the day before.
    expect(toGoamlDate('1989-12-31T20:00:00.000Z', 'date')).toEqual({ ok: true, value: '1990-01-01T00:00:00' });
    expect(toGoamlDate(new Date('1989-12-31T20:00:00Z'), 'date')).toEqual({ ok: true, value: '1990-01-01T00:00:00' });
    expect(toGoamlDate('2026-06-02T08:30:15Z', 'dateTime')).toEqual({ ok: true, value: '2026-06-02T12:30:15' });
    expect(toGoamlDate('2026-06-02T23:30:00+0000', 'dateTime')).toEqual({ ok: true, value: '2026-06-03T03:30:00' });
    expect(toGoamlDate('2026-06-02T10:15:00+04:00', 'dateTime')).toEqual({ ok: true, value: '2026-06-02T10:15:00' });
  });

  it('keeps a date-time without zone as written, dropping fractions of a second', () => {
    expect(toGoamlDate('2026-06-02T12:00', 'dateTime')).toEqual({ ok: true, value: '2026-06-02T12:00:00' });
    expect(toGoamlDate('2026-06-02 12:00:59.999', 'dateTime')).toEqual({ ok: true, value: '2026-06-02T12:00:59' });
  });

  it('treats empty values and the stored empty date 0001-01-01 as missing', () => {
    for (const empty of [null, undefined, '', '   ', '0001-01-01', '0001-01-01T00:00:00', '0001-01-01T00:00:00Z']) {
      expect(toGoamlDate(empty, 'date')).toEqual({ ok: false, reason: 'missing' });
    }
  });

  it('refuses dates that do not exist or that the schema cannot hold', () => {
    for (const bad of [
      '2023-02-29',
      '31/04/2020',
      '00/00/1990',
      '1700-01-01',
      '2026-13-01',
      '2026-06-02T24:00:00',
      'yesterday',
      new Date('x'),
    ]) {
      expect(toGoamlDate(bad, 'date')).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(toGoamlDate('2024-02-29', 'date')).toEqual({ ok: true, value: '2024-02-29T00:00:00' });
  });
});
