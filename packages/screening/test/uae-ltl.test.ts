import { describe, expect, it } from 'vitest';
import { ListParseError } from '../src/errors';
import { parseList } from '../src/parsers/parse-list';
import { buildUaeWorkbook } from './uae-workbook';

describe('UAE Local Terrorist List workbook', () => {
  it('reads individuals and entities with Arabic and Latin names, skipping delisted sheets', async () => {
    const l = await parseList('auto', await buildUaeWorkbook(), {
      fileName: 'uae-local-terrorist-list-2025-11-01.xlsx',
    });
    expect(l.format).toBe('uae-ltl-xlsx');
    expect(l.source).toBe('UAE');
    expect(l.publishedAt).toBe('2025-11-01');
    expect(l.entries.map((e) => [e.listId, e.entityType])).toEqual([
      ['I-1', 'Individual'],
      ['I-2', 'Individual'],
      ['E-1', 'Entity'],
      ['E-2', 'Entity'],
    ]);
    expect(l.warnings.map((w) => w.code)).toEqual(['skipped-row']);
    const salem = l.entries[0];
    expect(salem?.names.map((n) => [n.full, n.type, n.script])).toEqual([
      ['Salem Ahmed Al Khayali', 'primary', 'Latin'],
      ['سالم أحمد الخيالي', 'original-script', 'Arabic'],
    ]);
    expect(salem).toMatchObject({
      datesOfBirth: [{ text: '14/03/1979', year: 1979, month: 3, day: 14 }],
      nationalities: ['اليمن'],
      placesOfBirth: ['صنعاء'],
      listedOn: '2021-09-28',
    });
    // The second row of the merged cells adds a second document to the same person.
    expect(salem?.identifiers.map((i) => i.number)).toEqual(['P0000001', 'U-0000002']);
    expect(l.entries[3]?.names[0]).toMatchObject({ full: 'جماعة السراب', script: 'Arabic' });
  });

  it('rejects a workbook without a header row', async () => {
    const err = await parseList('uae-ltl-xlsx', await buildUaeWorkbook({ omitHeader: true })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ListParseError);
    expect(err).toMatchObject({ element: 'sheet "الأفراد"' });
    expect((err as Error).message).toContain('sheet has rows but no header row starting with "#"');
  });

  it('rejects bytes that are not a workbook', async () => {
    const bad = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await expect(parseList('auto', bad, { fileName: 'list.xlsx' })).rejects.toThrow(
      /list\.xlsx, element workbook: not a readable \.xlsx workbook/,
    );
  });
});
