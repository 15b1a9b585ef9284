import { foundRecordSchema, screeningResponseSchema } from '@aml/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShippedLists } from '../scripts/shipped-lists';
import { demoEntries } from '../src/demo-list';
import { screen, toFoundRecord } from '../src/found-record';
import { ScreeningIndex } from '../src/matching/screening-index';
import { noLists } from './lists-available';

describe.skipIf(noLists)('screening the shipped lists', () => {
  let index: ScreeningIndex;
  beforeAll(async () => {
    const lists = await loadShippedLists();
    index = ScreeningIndex.build(
      lists.flatMap((l) => l.entries),
      {
        lists: lists.map((l) => ({
          source: l.source,
          sourceType: l.sourceType,
          publishedAt: l.publishedAt,
          entries: l.entries.length,
          version: `${l.source}-${l.publishedAt}`,
        })),
      },
    );
  }, 30_000);

  const found = (query: string, opts: Parameters<ScreeningIndex['search']>[1] = {}): string[] =>
    index.search(query, opts).hits.map((h) => `${h.entry.source}:${h.entry.listId}`);

  it('finds Saddam Hussein on the UN, UK, EU and OFAC lists, in Latin and in Arabic script', () => {
    expect(found('Saddam Hussein Al-Tikriti')).toEqual(
      expect.arrayContaining(['UN:IQi.001', 'UK:7612', 'EU:13', 'OFAC:7843']),
    );
    const arabic = index.search('صدام حسين التكريتي', { entityType: 'Individual', dateOfBirth: '28/04/1937' });
    expect(arabic.hits[0]?.entry.listId).toBe('IQi.001');
    expect(arabic.hits.map((h) => `${h.entry.source}:${h.entry.listId}`)).toEqual(
      expect.arrayContaining(['UK:7612', 'EU:13']),
    );
  });

  it('finds a listed person under a reordered, misspelt name at fuzzy level 2 but not at 0', () => {
    expect(found('Aweys Hasan Dahir')).toEqual(expect.arrayContaining(['UN:QDi.042', 'OFAC:7006', 'UK:6995']));
    expect(found('Hasan Dahir Aweyss', { fuzziness: 0 })).not.toContain('UN:QDi.042');
    expect(found('Hasan Dahir Aweyss', { fuzziness: 2 })).toContain('UN:QDi.042');
  });

  it('finds OFAC SDN entries by an alias from alt.csv and by a weak alias from the remarks', () => {
    expect(found('National Bank of Cuba', { entityType: 'Entity' })).toContain('OFAC:306');
    const weak = index.search('BNC', { minScore: 0 }).hits.find((h) => h.entry.listId === '306');
    expect(weak?.explanation.weakAlias).toBe(true);
  });

  it('answers with the spec response fields, valid against the schema, naming the list versions', () => {
    const response = screen(index, { entityType: 'Individual', names: 'Ismail Haniya', fuzzyLevel: 1 });
    expect(screeningResponseSchema.parse(response)).toEqual(response);
    expect(response.found_records.map((r) => r.source_id)).toContain('9639');
    expect(response.list_versions.map((l) => l.source)).toEqual([
      'OFAC',
      'OFAC',
      'UN',
      'UK',
      'EU',
      'PEP',
      'OPENSANCTIONS',
      'OPENSANCTIONS',
      'PEP',
    ]);
  });

  it('maps PEP relatives, positions and links to the batch fields', () => {
    const hit = index
      .search('Khalid bin Abdullah bin Faisal Al Saud')
      .hits.find((h) => h.entry.listId === 'Q107007381');
    if (!hit) throw new Error('PEP not found');
    const record = foundRecordSchema.parse(toFoundRecord(hit));
    expect(record).toMatchObject({
      pep_type: 'role.pep',
      spouse: ['Al Jawhara bint Khalid Al Saud'],
      place_of_birth: ['Taif'],
      date_of_birth: ['01/01/1941'],
      source_type: 'OpenSanctions sa_wiki_peps_v2',
    });
  });
});

describe('demo list', () => {
  const index = ScreeningIndex.build(demoEntries);

  it('is clearly fictional and gives a new tenant hits in Latin and Arabic script', () => {
    expect(demoEntries.every((e) => e.source === 'DEMO' && e.remarks.some((r) => /fictional/i.test(r)))).toBe(true);
    expect(index.search('Mohamed Abdulla Khayali').hits[0]?.entry.listId).toBe('DEMO-001');
    expect(index.search('محمد عبد الله الخيالي').hits[0]?.entry.listId).toBe('DEMO-001');
    expect(index.search('Mirage Gold Bullion Trading', { entityType: 'Entity' }).hits[0]?.entry.listId).toBe(
      'DEMO-006',
    );
    expect(index.search('Ivan Vymyshleny', { fuzziness: 1 }).hits[0]?.entry.listId).toBe('DEMO-004');
  });
});
