import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listsDir } from '../scripts/shipped-lists';
import { ListParseError } from '../src/errors';
import { detectFormat } from '../src/parsers/detect';
import { parseList } from '../src/parsers/parse-list';
import { noLists } from './lists-available';
import { buildUaeWorkbook } from './uae-workbook';

const head = async (p: string): Promise<Uint8Array> => {
  const fh = await import('node:fs/promises').then((fs) => fs.open(path.join(listsDir, p)));
  try {
    const buf = new Uint8Array(8192);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
};

describe.skipIf(noLists)('format detection from content', () => {
  it.each([
    ['ofac/sdn-2021-07-07/sdn.csv', 'ofac-csv'],
    ['ofac/sdn-2021-07-07/alt.csv', 'ofac-csv'],
    ['ofac/cons-2025-12-19/cons_add.csv', 'ofac-csv'],
    ['ofac/sdn-2022-11/sdn.csv', 'ofac-csv'],
    ['un/consolidated-2026-02-27.xml', 'un-xml'],
    ['uk/ofsi-conlist-2018-04-13.csv', 'uk-ofsi-csv'],
    ['uk/ofsi-conlist-sample-2020.csv', 'uk-ofsi-csv'],
    ['eu/eu-fsf-csv-2018-07-04-first1000rows.csv', 'eu-fsf-csv'],
    ['opensanctions/sa_wiki_peps.entities.ftm.json', 'ftm-json'],
    ['opensanctions/yente-fixture-zala.entities.ftm.json', 'ftm-json'],
    ['opensanctions/us_congress_peps.senzing.jsonl', 'senzing-json'],
  ])('%s is %s', async (file, format) => {
    expect(detectFormat(await head(file))).toBe(format);
  });

  it('parses an OFAC set given as files whatever they are called, by column count', async () => {
    const files = await Promise.all(
      ['sdn.csv', 'alt.csv'].map(async (f, i) => ({
        fileName: `upload-${i}.csv`,
        data: new Uint8Array(await readFile(path.join(listsDir, 'ofac/sdn-2021-07-07', f))),
      })),
    );
    const l = await parseList('auto', { files });
    expect(l.entries).toHaveLength(8976);
    expect(l.entries.find((e) => e.listId === '306')?.names.map((n) => n.full)).toContain('NATIONAL BANK OF CUBA');
  });
});

describe('format detection of fixtures and junk', () => {
  it('recognises the EU XML 1.1 fixture and a UAE workbook', async () => {
    const xml = await readFile(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/eu-fsf-1.1-sample.xml'),
    );
    expect(detectFormat(new Uint8Array(xml))).toBe('eu-fsf-xml');
    expect(detectFormat(await buildUaeWorkbook())).toBe('uae-ltl-xlsx');
  });

  it('rejects content that is no supported list', async () => {
    expect(detectFormat(new TextEncoder().encode('hello,world\n1,2\n'))).toBeUndefined();
    await expect(parseList('auto', 'name,dob\nJohn,1990\n', { fileName: 'customers.csv' })).rejects.toBeInstanceOf(
      ListParseError,
    );
  });

  it('reads a stream of chunks as well as bytes', async () => {
    async function* chunks(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode('36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,');
      yield new TextEncoder().encode('-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n\u001a');
    }
    const l = await parseList('auto', chunks(), { fileName: 'sdn.csv', publishedAt: '2025-01-02' });
    expect(l.entries.map((e) => [e.listId, e.names[0]?.full, e.publishedAt])).toEqual([
      ['36', 'AEROCARIBBEAN AIRLINES', '2025-01-02'],
    ]);
  });
});
