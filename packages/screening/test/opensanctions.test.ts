import { describe, expect, it } from 'vitest';
import { readList } from '../scripts/shipped-lists';
import { ListParseError } from '../src/errors';
import { parseList } from '../src/parsers/parse-list';
import { noLists } from './lists-available';

describe.skipIf(noLists)('OpenSanctions FollowTheMoney JSON lines', () => {
  it('reads the yente t1 fixture: persons and organisations, Cyrillic names included', async () => {
    const l = await readList('ftm-json', ['opensanctions/yente-fixture-t1.entities.ftm.json']);
    expect(l.source).toBe('OPENSANCTIONS');
    expect(l.entries.map((e) => e.entityType).sort()).toEqual([
      'Entity',
      'Entity',
      'Individual',
      'Individual',
      'Individual',
      'Individual',
    ]);
    const k = l.entries.find((e) => e.listId === 'NK-2Ka3UvopqbpZmVDFjWd4LA');
    expect(k).toMatchObject({
      gender: 'male',
      nationalities: ['ru'],
      datesOfBirth: [{ text: '1971-01-22', year: 1971, month: 1, day: 22 }],
      positions: ['General Director of JSC 163 Armor Repair Plant'],
      sourceType: 'OpenSanctions eu_fsf',
    });
    expect(k?.names.map((n) => [n.full, n.script])).toEqual([
      ['Vitalij Kuzmenko', 'Latin'],
      ['Виталий Юрьевич КУЗЬМЕНКО', 'Cyrillic'],
      ['Vitaly Yurievich KUZMENKO', 'Latin'],
    ]);
    // Its organisations reference Address entities that are not in the excerpt: dropped, not fatal.
    expect(l.entries.find((e) => e.listId === 'NK-2PacmNpiLUmoz4XD2mSt7A')?.addresses).toEqual([]);
  });

  it('folds Sanction entities into the target they name', async () => {
    const l = await readList('ftm-json', ['opensanctions/yente-fixture-zala.entities.ftm.json']);
    expect(l.entries).toHaveLength(17);
    const z = l.entries.find((e) => e.listId === 'NK-aU5ybkbRFJucf8YMwsJvDw');
    expect(z?.programs).toContain('EU-UKR');
    expect(z?.sanctionDetails.some((d) => d.startsWith('Federal Public Service Finance:'))).toBe(true);
    expect(z?.citizenships).toEqual(['ru']);
  });

  it('reads the Saudi PEP export with family and positions as PEP entries', async () => {
    const l = await readList('ftm-json', ['opensanctions/sa_wiki_peps.entities.ftm.json']);
    expect(l.source).toBe('PEP');
    expect(l.entries).toHaveLength(607);
    expect(l.entries.flatMap((e) => e.names)).toHaveLength(3818);
    expect(l.entries.filter((e) => e.relatives.siblings.length > 0)).toHaveLength(71);
    const khalid = l.entries.find((e) => e.listId === 'Q107007381');
    expect(khalid).toMatchObject({
      pepType: 'role.pep',
      gender: 'male',
      placesOfBirth: ['Taif'],
      nationalities: ['SA'],
      relatives: {
        spouse: ['Al Jawhara bint Khalid Al Saud'],
        parents: ['Abdullah bin Faisal', 'Al Jawhara bint Khalid bin Mohammed bin Abdul Rahman'],
        children: ['Mohammed'],
        siblings: [],
      },
    });
    expect(khalid?.names.map((n) => n.full)).toEqual([
      'Khalid bin Abdullah bin Faisal Al Saud',
      'Khalid bin Abdullah Al Saud',
    ]);
  });
});

describe.skipIf(noLists)('OpenSanctions Senzing JSON lines (US Congress PEPs)', () => {
  it('reads 1,317 persons and turns the two position records into their holders’ positions', async () => {
    const l = await readList('senzing-json', ['opensanctions/us_congress_peps.senzing.jsonl']);
    expect(l.source).toBe('PEP');
    expect(l.entries).toHaveLength(1317);
    expect(l.entries.flatMap((e) => e.names)).toHaveLength(1350);
    const m = l.entries.find((e) => e.listId === 'NK-AQ4HymsADSK2D63MkyTqfC');
    expect(m).toMatchObject({
      pepType: 'role.pep',
      datesOfBirth: [{ text: '1972', year: 1972 }],
      nationalities: ['us'],
      positions: ['United States representative'],
      links: ['https://www.opensanctions.org/entities/NK-AQ4HymsADSK2D63MkyTqfC'],
    });
    expect(m?.names[0]?.full).toBe('Jennifer L. McClellan');
    expect(l.entries.find((e) => e.listId === 'Q101198561')?.names.map((n) => n.type)).toEqual(['primary', 'aka']);
  });
});

describe('FollowTheMoney references', () => {
  it('resolves an address referenced by a former id kept in the Address entity’s referents', async () => {
    const lines = [
      '{"id":"NK-org","schema":"Company","properties":{"name":["Example Trading FZE"],"addressEntity":["addr-old"]}}',
      '{"id":"NK-addr","schema":"Address","properties":{"full":["Jebel Ali Free Zone, Dubai"],"country":["ae"]},"referents":["addr-old"]}',
    ];
    const l = await parseList('ftm-json', lines.join('\n'));
    expect(l.entries).toHaveLength(1);
    expect(l.entries[0]?.addresses).toEqual([{ full: 'Jebel Ali Free Zone, Dubai', country: 'ae' }]);
  });
});

describe('JSON lines faults', () => {
  it('names the line of a cut-off record', async () => {
    const text = '{"id":"a","schema":"Person","properties":{"name":["A B"]}}\n{"id":"b","schema":"Per';
    const err = await parseList('ftm-json', text, { fileName: 'x.ftm.json' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ListParseError);
    expect(err).toMatchObject({ line: 2, fileName: 'x.ftm.json' });
  });

  it('rejects a Senzing record without RECORD_ID', async () => {
    await expect(parseList('senzing-json', '{"DATA_SOURCE":"X","RECORD_TYPE":"PERSON","NAMES":[]}')).rejects.toThrow(
      'line 1: record without RECORD_ID',
    );
  });
});
