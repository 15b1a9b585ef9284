import type { ListName, WatchlistEntry } from '@aml/screening';
import { parseList } from '@aml/screening';
import { describe, expect, it } from 'vitest';
import { readSharedList } from '../screening/test-support/lists';
import { listDelta } from './list-delta';
import { listEntry, listName } from './test-support/list-entries';

const name = listName;
const entry = listEntry;

const ids = (records: readonly { source_id: string }[]) => records.map((r) => r.source_id);

describe('listDelta on hand-made entries', () => {
  const khayali = entry('100', {
    names: [name('AL-KHAYALI, Mohammed Abdullah'), name('KHAYALI, Muhammad bin Abdulla', 'aka')],
    datesOfBirth: [{ text: '14 Mar 1975', year: 1975, month: 3, day: 14 }],
    nationalities: ['Utopia'],
    gender: 'male',
    remarks: ['Linked To: SOME FRONT'],
  });

  it('finds added and removed entries, by source and list id', () => {
    const delta = listDelta([entry('1'), entry('2')], [entry('2'), entry('3')]);
    expect(ids(delta.added)).toEqual(['3']);
    expect(ids(delta.removed)).toEqual(['1']);
    expect(delta.changed).toEqual([]);
    expect(delta.unchanged).toBe(1);
    expect(delta.added[0]).toMatchObject({ name: 'PERSON 3, Test', source_type: 'OFAC SDN', source_id: '3' });
    // The same identifier on another list is another entry.
    const other = listDelta([entry('1')], [entry('1', { source: 'UN', sourceType: 'UN List' })]);
    expect([ids(other.added), ids(other.removed), other.unchanged]).toEqual([['1'], ['1'], 0]);
  });

  it('reports a new alias, another date of birth and another nationality in the false-match memory’s words', () => {
    const next = entry('100', {
      ...khayali,
      names: [...khayali.names, name('ABU KHALED', 'aka')],
      datesOfBirth: [...khayali.datesOfBirth, { text: '1976', year: 1976 }],
      nationalities: ['Atlantis'],
    });
    const delta = listDelta([khayali], [next]);
    expect(delta.unchanged).toBe(0);
    expect(delta.changed).toHaveLength(1);
    expect(delta.changed[0]?.before.alias_names).toEqual(['KHAYALI, Muhammad bin Abdulla']);
    expect(delta.changed[0]?.after.alias_names).toEqual(['KHAYALI, Muhammad bin Abdulla', 'ABU KHALED']);
    expect(delta.changed[0]?.changes).toEqual([
      'new alias: ABU KHALED',
      'date of birth changed from 14/03/1975 to 00/00/1976, 14/03/1975',
      'nationality changed from Utopia to Atlantis',
    ]);
  });

  it('reports a changed date of birth alone', () => {
    const next = { ...khayali, datesOfBirth: [{ text: '15 Mar 1975', year: 1975, month: 3, day: 15 }] };
    expect(listDelta([khayali], [next]).changed.map((c) => c.changes)).toEqual([
      ['date of birth changed from 14/03/1975 to 15/03/1975'],
    ]);
  });

  it('counts an entry unchanged when only remarks, addresses, programmes or identifiers change', () => {
    const next = {
      ...khayali,
      remarks: ['Linked To: ANOTHER FRONT'],
      addresses: [{ full: 'Somewhere Street, Utopia City', country: 'Utopia' }],
      programs: ['SDGT', 'IRAN'],
      identifiers: [{ type: 'Passport', number: 'X123' }],
      listedOn: '2024-01-01',
    };
    expect(listDelta([khayali], [next])).toEqual({ added: [], removed: [], changed: [], unchanged: 1 });
    // The order of aliases or spelling whitespace is not a change either.
    const reordered = {
      ...khayali,
      names: [khayali.names[0] as ListName, name(' KHAYALI, Muhammad bin Abdulla ', 'aka')],
    };
    expect(listDelta([khayali], [reordered]).unchanged).toBe(1);
  });

  it('orders every part by source type, then list id (numerically), whatever the input order', () => {
    const un = (id: string) => entry(id, { source: 'UN', sourceType: 'UN Security Council Consolidated List' });
    const changedDob = (e: WatchlistEntry) => ({ ...e, datesOfBirth: [{ text: '1950', year: 1950 }] });
    const previous = [un('QDi.010'), entry('306'), entry('36'), un('QDi.002'), entry('9'), entry('1000'), entry('77')];
    const next = [
      entry('1000'),
      changedDob(entry('306')),
      un('QDi.001'),
      entry('4000'),
      changedDob(entry('36')),
      entry('12'),
    ];
    const delta = listDelta(previous, next);
    expect(ids(delta.added)).toEqual(['12', '4000', 'QDi.001']);
    expect(ids(delta.removed)).toEqual(['9', '77', 'QDi.002', 'QDi.010']);
    expect(delta.changed.map((c) => c.after.source_id)).toEqual(['36', '306']);
    expect(delta.unchanged).toBe(1);
    expect(listDelta([...previous].reverse(), [...next].reverse())).toEqual(delta);
  });

  it('keeps the last of two entries with the same id in one version, without failing', () => {
    const first = entry('5', { names: [name('FIRST, Spelling')] });
    const last = entry('5', { names: [name('LAST, Spelling')] });
    expect(listDelta([first, last], [last])).toEqual({ added: [], removed: [], changed: [], unchanged: 1 });
    const delta = listDelta([last], [last, first]);
    expect(delta.changed.map((c) => c.changes)).toEqual([["name changed from 'LAST, Spelling' to 'FIRST, Spelling'"]]);
  });
});

// The real OFAC SDN snapshots (../shared/data/README.md). sdn-2021-07-07 is a complete set (sdn, add, alt and
// comments); the later two are sdn.csv alone, and sdn-2022-11's sdn.csv has the Consolidated (non-SDN)
// cons_prim.csv appended, so its rows carry 449 non-SDN entries (58 ent_nums on both lists).
const parsed = new Map<string, Promise<readonly WatchlistEntry[]>>();
async function parseSnapshot(folder: string, files: readonly string[]): Promise<readonly WatchlistEntry[]> {
  const set = await Promise.all(
    files.map(async (f) => ({ fileName: f, data: new Uint8Array(await readSharedList(`ofac/${folder}/${f}`)) })),
  );
  return (await parseList('ofac-csv', { files: set })).entries;
}
/** Each snapshot is parsed once for the whole file. */
function snapshot(folder: string, files: readonly string[]): Promise<readonly WatchlistEntry[]> {
  const key = `${folder}/${files.join('+')}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  const list = parseSnapshot(folder, files);
  parsed.set(key, list);
  return list;
}
const sdn2021 = () => snapshot('sdn-2021-07-07', ['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv']);
const sdn2021NamesOnly = () => snapshot('sdn-2021-07-07', ['sdn.csv']);
const sdn2022 = () => snapshot('sdn-2022-11', ['sdn.csv']);
const sdn2024 = () => snapshot('sdn-2024-05-03', ['sdn.csv']);

const distinct = (entries: readonly WatchlistEntry[]) => new Set(entries.map((e) => `${e.source}/${e.listId}`)).size;
const counts = (d: ReturnType<typeof listDelta>) => ({
  added: d.added.length,
  removed: d.removed.length,
  changed: d.changed.length,
  unchanged: d.unchanged,
});
function expectBalanced(
  d: ReturnType<typeof listDelta>,
  previous: readonly WatchlistEntry[],
  next: readonly WatchlistEntry[],
) {
  expect(d.added.length + d.unchanged + d.changed.length).toBe(distinct(next));
  expect(d.removed.length + d.unchanged + d.changed.length).toBe(distinct(previous));
}
const changeOf = (d: ReturnType<typeof listDelta>, id: string) => d.changed.find((c) => c.after.source_id === id);

describe('listDelta on the real OFAC SDN snapshots', () => {
  it('2021-07-07 → 2022-11', async () => {
    const [previous, next] = await Promise.all([sdn2021(), sdn2022()]);
    expect([previous.length, distinct(previous), next.length, distinct(next)]).toEqual([8976, 8976, 11567, 11509]);
    const delta = listDelta(previous, next);
    expect(counts(delta)).toEqual({ added: 3008, removed: 475, changed: 4054, unchanged: 4447 });
    expectBalanced(delta, previous, next);
    // Most changes are aliases "removed" only because the 2022-11 snapshot has no alt.csv.
    const aliasesOnlyRemoved = delta.changed.filter((c) => c.changes.every((x) => /^alias(es)? removed: /.test(x)));
    expect(aliasesOnlyRemoved).toHaveLength(3956);
    expect(delta.removed.find((r) => r.source_id === '1572')?.name).toBe('NORIEGA, Manuel Antonio');
    // A Consolidated (non-SDN) entry, "added" because cons_prim.csv is appended to the 2022-11 sdn.csv.
    expect(delta.added.find((r) => r.source_id === '9639')?.name).toBe('HANIYA, Ismail Abdul Salah');
    expect(delta.added.find((r) => r.source_id === '35096')).toMatchObject({
      name: 'PUTIN, Vladimir Vladimirovich',
      date_of_birth: ['07/10/1952'],
    });
    expect(changeOf(delta, '4243')?.changes).toEqual([
      "name changed from 'SAND SWAN' to 'EBANO'",
      'new alias: SAND SWAN',
    ]);
  });

  it('2021-07-07 → 2022-11 compared like for like (sdn.csv alone on both sides)', async () => {
    const [previous, next] = await Promise.all([sdn2021NamesOnly(), sdn2022()]);
    const delta = listDelta(previous, next);
    expect(counts(delta)).toEqual({ added: 3008, removed: 475, changed: 101, unchanged: 8400 });
    expectBalanced(delta, previous, next);
    expect(changeOf(delta, '2677')?.changes).toEqual([
      "name changed from 'AL-ZUMAR, Abbud' to 'AL-ZOMOR, Abboud Abdul Latif Hassan'",
      'date of birth changed from none to 19/04/1947',
      'nationality changed from none to Egypt',
      'gender changed from none to Male',
    ]);
  });

  it('2022-11 → 2024-05-03', async () => {
    const [previous, next] = await Promise.all([sdn2022(), sdn2024()]);
    expect([next.length, distinct(next)]).toEqual([14965, 14965]);
    const delta = listDelta(previous, next);
    expect(counts(delta)).toEqual({ added: 4274, removed: 818, changed: 64, unchanged: 10627 });
    expectBalanced(delta, previous, next);
    expect(delta.added.find((r) => r.source_id === '27743')?.name).toBe('JON, Jin Yong');
    expect(delta.removed.find((r) => r.source_id === '2831')?.name).toBe('MIDCO FINANCE S.A.');
    // Gone only because the 2024-05-03 sdn.csv has no cons_prim.csv appended: the non-SDN entries "leave".
    expect(delta.removed.find((r) => r.source_id === '9639')?.name).toBe('HANIYA, Ismail Abdul Salah');
    expect(changeOf(delta, '7513')?.changes).toEqual([
      'new alias: CROCODILE',
      'date of birth changed from 15/09/1946 to 15/09/1942, 15/09/1946',
      'nationality changed from none to Zimbabwe',
      'gender changed from none to Male',
    ]);
  });
});
