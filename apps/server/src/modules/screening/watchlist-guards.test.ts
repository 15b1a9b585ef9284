import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { WATCHLIST_MESSAGES } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { listsDir } from './test-support/lists';
import { baseName, endsWithOfacMarker, holdReason } from './watchlist-guards';

const bytes = (text: string, ...tail: number[]) => new Uint8Array([...Buffer.from(text), ...tail]);
const ofac = { listName: 'OFAC SDN', format: 'ofac-csv', entries: 100 };

describe('endsWithOfacMarker', () => {
  it('finds the 0x1A at the end of every published OFAC CSV file, CRLF or LF', async () => {
    for (const rel of ['ofac/sdn-2021-07-07/sdn.csv', 'ofac/sdn-2022-11/sdn.csv', 'ofac/cons-2025-12-19/cons_prim.csv'])
      expect(endsWithOfacMarker(await readFile(path.join(listsDir, rel))), rel).toBe(true);
  });

  it('misses it in a file cut at a row boundary, and in an empty file', () => {
    expect(endsWithOfacMarker(bytes('1,"A",-0- \r\n'))).toBe(false);
    expect(endsWithOfacMarker(new Uint8Array())).toBe(false);
    expect(endsWithOfacMarker(bytes('1,"A"\r\n', 0x1a, 0x0a))).toBe(true);
  });
});

describe('holdReason', () => {
  const marked = bytes('1,"A"\r\n', 0x1a);
  const cut = bytes('1,"A"\r\n');

  it('holds an OFAC set whose name or address file lacks the end marker, naming the file without its folders', () => {
    expect(holdReason(ofac, [{ fileName: 'releases/2026/sdn.csv', bytes: cut }], null)).toBe(
      WATCHLIST_MESSAGES.heldNoEndMarker('OFAC SDN', 'sdn.csv'),
    );
    expect(
      holdReason(
        ofac,
        [
          { fileName: 'sdn.csv', bytes: marked },
          { fileName: 'alt.csv', bytes: cut },
        ],
        null,
      ),
    ).toContain('alt.csv');
  });

  it('lets a comments file go without the marker, as OFAC published one in 2021', () => {
    expect(
      holdReason(
        ofac,
        [
          { fileName: 'sdn.csv', bytes: marked },
          { fileName: 'sdn_comments.csv', bytes: cut },
        ],
        null,
      ),
    ).toBeNull();
  });

  it('holds a drop of more than 20 % against the version in force, and only that', () => {
    const uk = { listName: 'UK OFSI Consolidated List', format: 'uk-ofsi-csv' };
    const inForce = { entryCount: 1000, version: '2026-01-01 #3' };
    expect(holdReason({ ...uk, entries: 800 }, [], inForce)).toBeNull();
    expect(holdReason({ ...uk, entries: 799 }, [], inForce)).toBe(
      WATCHLIST_MESSAGES.heldDrop('UK OFSI Consolidated List', 799, 1000, '2026-01-01 #3'),
    );
    expect(holdReason({ ...uk, entries: 799 }, [], inForce)).toContain('20 % fewer than the 1,000');
    expect(holdReason({ ...uk, entries: 5000 }, [], inForce)).toBeNull();
    // The first version of a list has nothing to drop from.
    expect(holdReason({ ...uk, entries: 1 }, [], null)).toBeNull();
  });

  it('does not ask XML or other CSV formats for an OFAC end marker', () => {
    expect(
      holdReason({ listName: 'UN', format: 'un-xml', entries: 10 }, [{ fileName: 'un.xml', bytes: cut }], null),
    ).toBeNull();
  });
});

describe('baseName', () => {
  it('drops folders written either way', () => {
    expect(baseName('a/b/sdn.csv')).toBe('sdn.csv');
    expect(baseName('a\\b\\sdn.csv')).toBe('sdn.csv');
    expect(baseName('sdn.csv')).toBe('sdn.csv');
  });
});
