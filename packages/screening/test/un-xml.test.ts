import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listsDir } from '../scripts/shipped-lists';
import { ListParseError } from '../src/errors';
import { parseList } from '../src/parsers/parse-list';
import type { ParsedList } from '../src/types';
import { noLists } from './lists-available';

describe.skipIf(noLists)('UN Security Council consolidated list 2026-02-27', () => {
  let list: ParsedList;
  let xml: string;
  beforeAll(async () => {
    xml = await readFile(path.join(listsDir, 'un/consolidated-2026-02-27.xml'), 'utf8');
    list = await parseList('auto', xml, { fileName: 'consolidated-2026-02-27.xml' });
  });

  it('reads 730 individuals and 273 entities with their aliases', () => {
    expect(list.format).toBe('un-xml');
    expect(list.publishedAt).toBe('2026-02-27T00:00:09.554Z');
    expect(list.entries.filter((e) => e.entityType === 'Individual')).toHaveLength(730);
    expect(list.entries.filter((e) => e.entityType === 'Entity')).toHaveLength(273);
    const names = list.entries.flatMap((e) => e.names);
    expect(names).toHaveLength(4116);
    expect(names.filter((n) => n.type === 'original-script')).toHaveLength(377);
    expect(names.filter((n) => n.weak)).toHaveLength(615);
  });

  it('keeps IQi.001 field by field, with the Arabic original-script name', () => {
    const e = list.entries.find((x) => x.listId === 'IQi.001');
    expect(e).toMatchObject({
      source: 'UN',
      entityType: 'Individual',
      datesOfBirth: [{ text: '1937-04-28', year: 1937, month: 4, day: 28 }],
      placesOfBirth: ['al-Awja, near Tikrit, Iraq'],
      nationalities: ['Iraq'],
      programs: ['Iraq'],
      listedOn: '2003-06-27',
    });
    expect(e?.names.map((n) => [n.full, n.type, n.script, n.weak])).toEqual([
      ['SADDAM HUSSEIN AL-TIKRITI', 'primary', 'Latin', false],
      ['Abu Ali', 'aka', 'Latin', true],
      ['صدام حسين التكريتي', 'original-script', 'Arabic', false],
    ]);
  });

  it('keeps titles, designations, gender and BETWEEN year ranges', () => {
    const aweys = list.entries.find((x) => x.listId === 'QDi.042');
    expect(aweys?.titles).toEqual(['Sheikh', 'Colonel']);
    expect(aweys?.names).toHaveLength(14);
    const between = list.entries.find((x) => x.datesOfBirth.some((d) => d.yearTo !== undefined));
    expect(between?.datesOfBirth.find((d) => d.yearTo)?.yearTo).toBeGreaterThan(
      between?.datesOfBirth.find((d) => d.yearTo)?.year ?? 0,
    );
    expect(list.entries.find((x) => x.listId === 'CDi.001')?.gender).toBe('male');
  });

  it('rejects a truncated file with the line where the XML breaks', async () => {
    const cut = xml.slice(0, 50_000);
    const err = await parseList('un-xml', cut, { fileName: 'un.xml' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ListParseError);
    expect(err).toMatchObject({
      line: 1274,
      element: 'CONSOLIDATED_LIST/INDIVIDUALS/INDIVIDUAL/INDIVIDUAL_DATE_OF_BIRTH/TYPE_OF_DATE',
    });
    expect((err as Error).message).toMatch(
      /^un\.xml, line 1274, element CONSOLIDATED_LIST\/.*: malformed XML: the document ends with elements still open/,
    );
  });
});

describe('UN XML faults', () => {
  it('names the line of a mismatched closing tag', async () => {
    const doc =
      '<CONSOLIDATED_LIST>\n<INDIVIDUALS>\n<INDIVIDUAL><FIRST_NAME>A</FIRST></INDIVIDUAL>\n</INDIVIDUALS></CONSOLIDATED_LIST>';
    await expect(parseList('un-xml', doc, { fileName: 'un.xml' })).rejects.toMatchObject({ line: 3, format: 'un-xml' });
  });

  it('names the entry that lacks its reference number', async () => {
    const doc =
      '<CONSOLIDATED_LIST dateGenerated="2026-01-01"><INDIVIDUALS><INDIVIDUAL><DATAID>1</DATAID><FIRST_NAME>A</FIRST_NAME><REFERENCE_NUMBER>QDi.1</REFERENCE_NUMBER></INDIVIDUAL><INDIVIDUAL><DATAID>77</DATAID><FIRST_NAME>B</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>';
    await expect(parseList('un-xml', doc)).rejects.toThrow(
      'element INDIVIDUAL[2] (DATAID 77)/REFERENCE_NUMBER: REFERENCE_NUMBER is missing',
    );
  });
});
