import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseList } from '../src/parsers/parse-list';
import type { ListFormat, ParsedList } from '../src/types';

/** The shared data folder sits beside the repository; lists are read from there, never copied in. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// AML_SHARED_DATA names the shared data folder when the checkout does not sit beside it (scripts/test-all.sh).
export const listsDir = path.join(process.env.AML_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data'), 'lists');

export function listsAvailable(): boolean {
  return existsSync(listsDir);
}

export async function readList(format: ListFormat, relativePaths: readonly string[]): Promise<ParsedList> {
  const files = await Promise.all(
    relativePaths.map(async (p) => ({ fileName: p, data: new Uint8Array(await readFile(path.join(listsDir, p))) })),
  );
  if (files.length === 1 && files[0]) return parseList(format, files[0].data, { fileName: files[0].fileName });
  return parseList(format, { files });
}

/**
 * The newest copy of each shipped list, as the screening index would hold them: OFAC SDN 2024-05-03
 * joined with the December 2025 addresses and aliases, the OFAC Consolidated list, UN, UK OFSI, the EU
 * CSV excerpt and the OpenSanctions PEP and sanctions samples.
 */
export async function loadShippedLists(): Promise<ParsedList[]> {
  return Promise.all([
    readList('ofac-csv', [
      'ofac/sdn-2024-05-03/sdn.csv',
      'ofac/addalt-2025-12-24/add.csv',
      'ofac/addalt-2025-12-24/alt.csv',
      'ofac/addalt-2025-12-24/sdn_comments.csv',
    ]),
    readList('ofac-csv', [
      'ofac/cons-2025-12-19/cons_prim.csv',
      'ofac/cons-2025-12-19/cons_add.csv',
      'ofac/cons-2025-12-19/cons_alt.csv',
      'ofac/cons-2025-12-19/cons_comments.csv',
    ]),
    readList('un-xml', ['un/consolidated-2026-02-27.xml']),
    readList('uk-ofsi-csv', ['uk/ofsi-conlist-2018-04-13.csv']),
    readList('eu-fsf-csv', ['eu/eu-fsf-csv-2018-07-04-first1000rows.csv']),
    readList('ftm-json', ['opensanctions/sa_wiki_peps.entities.ftm.json']),
    readList('ftm-json', ['opensanctions/yente-fixture-t1.entities.ftm.json']),
    readList('ftm-json', ['opensanctions/yente-fixture-zala.entities.ftm.json']),
    readList('senzing-json', ['opensanctions/us_congress_peps.senzing.jsonl']),
  ]);
}
