import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readList } from '../scripts/shipped-lists';
import { ListParseError } from '../src/errors';
import { parseList } from '../src/parsers/parse-list';
import { noLists } from './lists-available';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/eu-fsf-1.1-sample.xml');

describe('EU FSF XML 1.1 (hand-made fixture valid against schema_1_1.xsd)', () => {
  it('reads persons and enterprises with names, birth dates, citizenship and identifiers', async () => {
    const l = await parseList('auto', await readFile(fixture), { fileName: 'eu-fsf-1.1-sample.xml' });
    expect(l.format).toBe('eu-fsf-xml');
    expect(l.publishedAt).toBe('2025-06-30T18:00:00.000+02:00');
    expect(l.entries.map((e) => [e.listId, e.entityType])).toEqual([
      ['13', 'Individual'],
      ['900001', 'Entity'],
      ['900002', 'Individual'],
    ]);
    const saddam = l.entries[0];
    expect(saddam).toMatchObject({
      gender: 'male',
      citizenships: ['IRAQ'],
      datesOfBirth: [{ text: '1937-04-28', year: 1937, month: 4, day: 28 }],
      placesOfBirth: ['al-Awja, near Tikrit, IRAQ'],
      programs: ['IRQ'],
      sanctionDetails: ['1210/2003 (OJ L169)'],
      remarks: ['(UNSC RESOLUTION 1483)'],
    });
    expect(saddam?.names.map((n) => [n.full, n.type])).toEqual([
      ['Saddam Hussein Al-Tikriti', 'primary'],
      ['Abu Ali', 'aka'],
    ]);
    expect(saddam?.identifiers).toContainEqual({ type: 'UN reference number', number: 'IQi.001' });
    const company = l.entries[1];
    expect(company?.names.map((n) => n.script)).toEqual(['Latin', 'Cyrillic']);
    expect(company?.addresses[0]).toMatchObject({ city: 'Moscow', country: 'RUSSIAN FEDERATION' });
    expect(company?.listedOn).toBe('2024-02-23');
    const person = l.entries[2];
    expect(person?.citizenships).toEqual([]);
    expect(person?.datesOfBirth).toEqual([{ text: '1966', year: 1966, circa: true }]);
    expect(person?.names[1]?.script).toBe('Arabic');
    expect(person?.titles).toEqual(['Brigadier General']);
  });

  it('rejects a sanctionEntity without subjectType, naming it', async () => {
    const xml =
      '<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2025-01-01T00:00:00" globalFileId="1"><sanctionEntity logicalId="5"><nameAlias wholeName="X" regulationLanguage="en" logicalId="6"/></sanctionEntity></export>';
    const err = await parseList('eu-fsf-xml', xml).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ListParseError);
    expect((err as ListParseError).element).toBe('sanctionEntity[1] (logicalId 5)/subjectType');
  });
});

describe.skipIf(noLists)('EU FSF CSV 1.0 excerpt (first 1,000 rows, Windows-1252, quoted lines)', () => {
  it('joins the detail rows of 93 entities by Entity_logical_id', async () => {
    const l = await readList('eu-fsf-csv', ['eu/eu-fsf-csv-2018-07-04-first1000rows.csv']);
    expect(l.publishedAt).toBe('2018-07-04');
    expect(l.entries).toHaveLength(93);
    expect(l.entries.filter((e) => e.entityType === 'Individual')).toHaveLength(61);
    expect(l.entries.flatMap((e) => e.names)).toHaveLength(730);
    const mugabe = l.entries.find((e) => e.listId === '1');
    expect(mugabe?.names[0]).toMatchObject({
      full: 'Robert Gabriel Mugabe',
      givenNames: ['Robert Gabriel'],
      lastNames: ['Mugabe'],
    });
    expect(mugabe?.datesOfBirth[0]).toMatchObject({ year: 1924, month: 2, day: 21 });
    expect(mugabe?.identifiers).toContainEqual({ type: 'EU reference number', number: 'EU.36.64' });
    expect(l.entries.find((e) => e.listId === '13')?.names.map((n) => n.full)).toEqual([
      'Saddam Hussein Al-Tikriti',
      'Abu Ali',
      'Abou Ali',
    ]);
  });
});
