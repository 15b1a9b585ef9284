import { beforeAll, describe, expect, it } from 'vitest';
import { readList } from '../scripts/shipped-lists';
import { ListParseError } from '../src/errors';
import { parseList } from '../src/parsers/parse-list';
import type { ParsedList, WatchlistEntry } from '../src/types';
import { noLists } from './lists-available';

const set2021 = ['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv'].map((f) => `ofac/sdn-2021-07-07/${f}`);
const byId = (l: ParsedList, id: string): WatchlistEntry => {
  const e = l.entries.find((x) => x.listId === id);
  if (!e) throw new Error(`entry ${id} not found`);
  return e;
};

describe.skipIf(noLists)('OFAC SDN CSV set 2021-07-07', () => {
  let list: ParsedList;
  beforeAll(async () => {
    list = await readList('ofac-csv', set2021);
  });

  it('reads every primary row and joins aliases, addresses and remarks by ent_num', () => {
    expect(list.source).toBe('OFAC');
    expect(list.sourceType).toBe('OFAC SDN');
    expect(list.publishedAt).toBe('2021-07-07');
    expect(list.entries).toHaveLength(8976);
    expect(list.entries.filter((e) => e.entityType === 'Individual')).toHaveLength(4620);
    const names = list.entries.flatMap((e) => e.names);
    expect(names).toHaveLength(23316);
    // 11,910 alt.csv rows become aliases; the rest are the weak a.k.a. printed in the remarks.
    expect(names.filter((n) => n.type !== 'primary' && !n.weak)).toHaveLength(11904);
    expect(names.filter((n) => n.weak)).toHaveLength(2436);
    expect(list.warnings).toEqual([]);
  });

  it('keeps an entity with its strong and weak aliases and its addresses', () => {
    const bnc = byId(list, '306');
    expect(bnc.entityType).toBe('Entity');
    expect(bnc.programs).toEqual(['CUBA']);
    expect(bnc.names.map((n) => [n.full, n.type, n.weak])).toEqual([
      ['BANCO NACIONAL DE CUBA', 'primary', false],
      ['NATIONAL BANK OF CUBA', 'aka', false],
      ['BNC', 'aka', true],
    ]);
    expect(bnc.addresses.map((a) => a.country)).toEqual(['Switzerland', 'Spain', 'Japan', 'Panama']);
  });

  it('splits "LAST, First" and reads DOB, citizenship and titles from the remarks', () => {
    const aweys = byId(list, '7006');
    expect(aweys.entityType).toBe('Individual');
    expect(aweys.names[0]).toMatchObject({
      full: 'AWEYS, Hassan Dahir',
      givenNames: ['Hassan Dahir'],
      lastNames: ['AWEYS'],
    });
    expect(aweys.datesOfBirth).toEqual([{ text: '1935', year: 1935 }]);
    expect(aweys.citizenships).toEqual(['Somalia']);
    const abbas = byId(list, '2674');
    expect(abbas.datesOfBirth).toEqual([{ text: '10 Dec 1948', year: 1948, month: 12, day: 10 }]);
    expect(abbas.positions).toEqual(['Director of PALESTINE LIBERATION FRONT - ABU ABBAS FACTION']);
  });

  it('appends sdn_comments.csv to the remarks it continues', () => {
    const e = byId(list, '12300');
    expect(e.links).toContain('PROMO RAIZ S.A.S.');
    expect(e.datesOfBirth.map((d) => d.year)).toEqual([1965, 1968, 1964]);
  });

  it('marks vessels and keeps their particulars', () => {
    const vessel = list.entries.find((e) => e.entitySubtype === 'vessel');
    expect(vessel?.entityType).toBe('Entity');
    expect(vessel?.remarks.some((r) => r.startsWith('Vessel Type'))).toBe(true);
  });
});

describe.skipIf(noLists)('later OFAC snapshots', () => {
  it('reads sdn-2022-11, an LF file that is sdn.csv and cons_prim.csv concatenated around a 0x1A', async () => {
    const l = await readList('ofac-csv', ['ofac/sdn-2022-11/sdn.csv']);
    expect(l.entries).toHaveLength(11567);
    expect(l.entries.some((e) => e.listId === '9639')).toBe(true);
  });

  it('joins the December 2025 aliases onto sdn-2024-05-03 and reports orphan rows instead of failing', async () => {
    const only = await readList('ofac-csv', ['ofac/sdn-2024-05-03/sdn.csv']);
    expect(only.entries).toHaveLength(14965);
    const joined = await readList('ofac-csv', [
      'ofac/sdn-2024-05-03/sdn.csv',
      'ofac/addalt-2025-12-24/add.csv',
      'ofac/addalt-2025-12-24/alt.csv',
      'ofac/addalt-2025-12-24/sdn_comments.csv',
    ]);
    expect(joined.entries).toHaveLength(14965);
    expect(joined.entries.flatMap((e) => e.names).length).toBe(36281);
    expect(joined.warnings.map((w) => w.code)).toEqual(['orphan-row', 'orphan-row', 'orphan-row']);
    expect(joined.warnings[1]?.message).toBe('1567 alias ent_num values have no primary row');
  });

  it('reads the Consolidated (non-SDN) set', async () => {
    const l = await readList(
      'ofac-csv',
      ['cons_prim.csv', 'cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'].map((f) => `ofac/cons-2025-12-19/${f}`),
    );
    expect(l.sourceType).toBe('OFAC Consolidated (non-SDN)');
    expect(l.entries).toHaveLength(442);
    const haniya = byId(l, '9639');
    expect(haniya.names.map((n) => n.full)).toContain('HANIYA, Ismail');
    expect(haniya.placesOfBirth).toEqual(['Shati']);
  });
});

describe('OFAC CSV faults', () => {
  const good = '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n';

  it('rejects a file cut inside a quoted field, naming the line', async () => {
    const cut = `${good}173,"ANGLO-CARIBBEAN CO., LTD.",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. 'ANGL`;
    await expect(parseList('ofac-csv', cut, { fileName: 'sdn.csv' })).rejects.toThrow(
      /sdn\.csv, line 2: quoted field is not closed/,
    );
  });

  it('rejects a row with the wrong number of columns', async () => {
    const short = `${good}173,"ANGLO-CARIBBEAN CO., LTD.",-0- ,"CUBA"\r\n`;
    const err = await parseList('ofac-csv', short, { fileName: 'sdn.csv' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ListParseError);
    expect(err).toMatchObject({ line: 2, format: 'ofac-csv' });
  });

  it('tolerates the trailing 0x1A and treats -0- as empty', async () => {
    const l = await parseList('ofac-csv', `${good}\u001a`, { fileName: 'sdn.csv' });
    expect(l.entries).toHaveLength(1);
    expect(l.entries[0]?.titles).toEqual([]);
    expect(l.entries[0]?.remarks).toEqual([]);
  });
});
