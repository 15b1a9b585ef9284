import { beforeAll, describe, expect, it } from 'vitest';
import { readList } from '../scripts/shipped-lists';
import { parseList } from '../src/parsers/parse-list';
import type { ParsedList } from '../src/types';
import { noLists } from './lists-available';

describe.skipIf(noLists)('UK OFSI consolidated list 2018-04-13 (Windows-1252)', () => {
  let list: ParsedList;
  beforeAll(async () => {
    list = await readList('uk-ofsi-csv', ['uk/ofsi-conlist-2018-04-13.csv']);
  });

  it('groups the 9,487 name rows into 2,106 targets by Group ID', () => {
    expect(list.publishedAt).toBe('2018-04-13');
    expect(list.entries).toHaveLength(2106);
    expect(list.entries.filter((e) => e.entityType === 'Individual')).toHaveLength(1426);
    expect(list.entries.flatMap((e) => e.names)).toHaveLength(5546);
  });

  it('collects every DOB and nationality that the rows of one target spread out', () => {
    const e = list.entries.find((x) => x.listId === '13349');
    expect(e?.names[0]).toMatchObject({
      full: 'Nayef Salam Muhammad Ujaym AL-HABABI',
      type: 'primary',
      lastNames: ['AL-HABABI'],
    });
    expect(e?.names.map((n) => n.full)).toContain('Sheikh Farooq AL-QAHTANI');
    expect(e?.datesOfBirth).toEqual([
      { text: '00/00/1980', year: 1980 },
      { text: '00/00/1981', year: 1981 },
    ]);
    expect(e?.nationalities).toEqual(['Saudi Arabia', 'Qatar']);
    expect(e?.programs).toEqual(["The ISIL (Da'esh) and Al-Qaida organisations"]);
    expect(e?.listedOn).toBe('2016-04-01');
  });

  it('decodes Windows-1252 punctuation', () => {
    const text = list.entries.flatMap((e) => e.remarks).join(' ');
    expect(text).toContain('in particular in the ‘PK5’ (3rd district)');
    expect(text).not.toMatch(/[\u0080-\u009f\uFFFD]/);
  });
});

describe.skipIf(noLists)('UK OFSI 2020 sample', () => {
  it('reads a copy whose header has an extra leading column', async () => {
    const l = await readList('uk-ofsi-csv', ['uk/ofsi-conlist-sample-2020.csv']);
    expect(l.entries).toHaveLength(41);
    expect(l.entries.flatMap((e) => e.names)).toHaveLength(50);
    expect(l.publishedAt).toBeNull();
  });
});

describe('UK OFSI faults', () => {
  it('rejects a file without the header row', async () => {
    await expect(
      parseList('uk-ofsi-csv', 'Last Updated,13/04/2018\nfoo,bar\n', { fileName: 'conlist.csv' }),
    ).rejects.toThrow(/conlist\.csv, line 1: header row/);
  });

  it('names the line of a row with missing columns', async () => {
    const header = 'Name 6,Name 1,Alias Type,Group Type,Group ID';
    await expect(
      parseList('uk-ofsi-csv', `${header}\nSMITH,John,Prime Alias,Individual,1\nDOE,Jane,AKA\n`),
    ).rejects.toThrow('line 3: expected 5 columns, found 3');
  });
});
