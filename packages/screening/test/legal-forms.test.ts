import { describe, expect, it } from 'vitest';
import { ScreeningIndex } from '../src/matching/screening-index';
import { makeEntry } from '../src/parsers/common';
import type { WatchlistEntry } from '../src/types';

const company = (listId: string, full: string): WatchlistEntry =>
  makeEntry({
    source: 'OFAC',
    sourceType: 'OFAC SDN',
    listId,
    entitySubtype: 'organisation',
    names: [{ full, type: 'primary', weak: false, script: 'Latin' }],
  });

describe('legal forms written in full (issue 18)', () => {
  const index = ScreeningIndex.build([
    company('1', 'RHEINMETALL AG'),
    company('2', 'NORTHWIND TRADING INC.'),
    company('3', 'ZENITH METALS LLC'),
  ]);
  const top = (query: string) => index.search(query, { fuzziness: 0, entityType: 'Entity' }).hits[0];

  it('are the same company as their abbreviation', () => {
    expect(top('Rheinmetall Aktiengesellschaft')?.entry.listId).toBe('1');
    expect(top('Northwind Trading Incorporated')?.entry.listId).toBe('2');
    expect(top('Zenith Metals Limited Liability Company')?.entry.listId).toBe('3');
  });
});
