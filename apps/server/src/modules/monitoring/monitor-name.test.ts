import type { WatchlistEntry } from '@aml/screening';
import { ScreeningIndex } from '@aml/screening';
import { describe, expect, it } from 'vitest';
import type { NameToScreen } from '../customers/customer-screening';
import { statusAfterMonitoring } from '../customers/status-rule';
import { listDelta } from './list-delta';
import {
  compareWithStored,
  entriesWithKeys,
  findInScope,
  type ListUpdateScope,
  lostHitReason,
  type MonitoringScope,
  newHitReason,
  recordKeyOf,
} from './monitor-name';
import { listEntry, listName } from './test-support/list-entries';

const name = listName;
const entry = listEntry;

const khayali = entry('100', { names: [name('AL-KHAYALI, Mohammed Abdullah')] });
const khayaliWithAlias = entry('100', {
  names: [name('AL-KHAYALI, Mohammed Abdullah'), name('KHAYALI, Abu Abdullah', 'aka')],
});
const darwish = entry('200', { names: [name('DARWISH, Yousef Ibrahim')] });
const delisted = entry('300', { names: [name('QASSIM, Faris Nabil')] });
const unrelated = entry('400', { names: [name('ORLOV, Pavel Sergeyevich')] });

const now = new Date('2026-11-26T10:00:00Z');
const person = (full: string): NameToScreen => ({ key: 'customer', name: full, entityType: 'Individual' });

/** The scope of a version step, as a run prepares it (monitoring-run.ts). */
function stepScope(previous: WatchlistEntry[], next: WatchlistEntry[]): ListUpdateScope {
  const full = ScreeningIndex.build(next, {
    lists: [
      { source: 'OFAC', sourceType: 'OFAC SDN', version: '2024-05-03 #3', publishedAt: '2024-05-03', entries: 4 },
    ],
  });
  const delta = listDelta(previous, next);
  const added = new Set(delta.added.map(recordKeyOf));
  const changed = new Map(delta.changed.map((c) => [recordKeyOf(c.after), c.changes]));
  return {
    trigger: 'OnGoingListUpdate',
    listKey: 'OFAC SDN',
    version: '2024-05-03 #3',
    full,
    onlyEntries: entriesWithKeys(full, new Set([...added, ...changed.keys()])),
    added,
    changed,
    removed: new Map(delta.removed.map((r) => [recordKeyOf(r), r])),
  };
}

/** A name's stored screening: what onboarding found for it against a version. */
function storedAgainst(entries: WatchlistEntry[], who: string) {
  const scope: MonitoringScope = { trigger: 'OnGoingScheduled', full: ScreeningIndex.build(entries) };
  return findInScope(scope, person(who), '1', now);
}

describe('a monitored name after a list update', () => {
  const scope = stepScope([khayali, delisted, unrelated], [khayaliWithAlias, darwish, unrelated]);

  it('finds only the entries the version added or changed, as the index in force scores them', () => {
    expect(
      findInScope(scope, person('Yousef Ibrahim Darwish'), '1', now).found_records.map((r) => r.source_id),
    ).toEqual(['200']);
    // An unchanged entry matches the name in the index in force, but it is not the version's news.
    expect(findInScope(scope, person('Pavel Sergeyevich Orlov'), '1', now).total_hits).toBe(0);
  });

  it('a new listing is a new hit, said in one sentence', () => {
    const found = findInScope(scope, person('Yousef Ibrahim Darwish'), '1', now);
    const outcome = compareWithStored(scope, found, null);
    expect(outcome.newHits.map((h) => [h.origin, h.record.source_id])).toEqual([['added', '200']]);
    expect(outcome.lostHits).toEqual([]);
    expect(newHitReason('OnGoingListUpdate', 'Yousef Ibrahim Darwish', outcome.newHits[0] as never)).toMatch(
      /^New listing: OFAC SDN 2024-05-03 #3 added DARWISH, Yousef Ibrahim \(200\); "Yousef Ibrahim Darwish" matches it at \d+\.$/,
    );
  });

  it('an entry the name already matched that changed is a new hit saying what changed', () => {
    const stored = storedAgainst([khayali, delisted, unrelated], 'Mohammed Abdullah Al-Khayali');
    expect(stored.total_hits).toBe(1);
    const outcome = compareWithStored(
      scope,
      findInScope(scope, person('Mohammed Abdullah Al-Khayali'), '1', now),
      stored,
    );
    expect(outcome.newHits.map((h) => [h.origin, h.record.source_id, h.changes])).toEqual([
      ['changed', '100', ['new alias: KHAYALI, Abu Abdullah']],
    ]);
    expect(outcome.merged.found_records.map((r) => r.alias_names)).toEqual([['KHAYALI, Abu Abdullah']]);
  });

  it('a delisted entry the name matched is a lost hit, kept out of the stored screening', () => {
    const stored = storedAgainst([khayali, delisted, unrelated], 'Faris Nabil Qassim');
    const outcome = compareWithStored(scope, findInScope(scope, person('Faris Nabil Qassim'), '1', now), stored);
    expect(outcome.newHits).toEqual([]);
    expect(outcome.lostHits.map((h) => [h.why, h.record.source_id])).toEqual([['delisted', '300']]);
    expect(outcome.merged.found_records).toEqual([]);
    expect(lostHitReason('Faris Nabil Qassim', outcome.lostHits[0] as never)).toBe(
      'Delisted: OFAC SDN 2024-05-03 #3 no longer lists QASSIM, Faris Nabil (300), a hit of "Faris Nabil Qassim" until now.',
    );
  });

  it('hits the version did not touch stay as stored, and the same finding twice is nothing new', () => {
    const stored = storedAgainst([khayali, delisted, unrelated], 'Pavel Sergeyevich Orlov');
    const found = findInScope(scope, person('Pavel Sergeyevich Orlov'), '1', now);
    const outcome = compareWithStored(scope, found, stored);
    expect(outcome).toMatchObject({ newHits: [], lostHits: [] });
    expect(outcome.merged.found_records.map((r) => r.source_id)).toEqual(['400']);
    const again = storedAgainst([khayaliWithAlias, darwish, unrelated], 'Yousef Ibrahim Darwish');
    expect(
      compareWithStored(scope, findInScope(scope, person('Yousef Ibrahim Darwish'), '1', now), again).newHits,
    ).toEqual([]);
  });
});

describe('a monitored name in the scheduled full re-screen', () => {
  const full = ScreeningIndex.build([khayaliWithAlias, darwish, unrelated], {
    lists: [
      { source: 'OFAC', sourceType: 'OFAC SDN', version: '2024-05-03 #3', publishedAt: '2024-05-03', entries: 3 },
    ],
  });
  const scope: MonitoringScope = { trigger: 'OnGoingScheduled', full };

  it('a hit the stored screening lacks is new; one it has is not; one no longer found is noted', () => {
    const stored = storedAgainst([delisted, unrelated], 'Pavel Sergeyevich Orlov');
    const outcome = compareWithStored(scope, findInScope(scope, person('Pavel Sergeyevich Orlov'), '1', now), stored);
    expect(outcome).toMatchObject({ newHits: [], lostHits: [] });
    const missed = compareWithStored(scope, findInScope(scope, person('Yousef Ibrahim Darwish'), '1', now), null);
    expect(missed.newHits.map((h) => [h.origin, h.listVersion])).toEqual([['scheduled', '2024-05-03 #3']]);
    expect(newHitReason('OnGoingScheduled', 'Yousef Ibrahim Darwish', missed.newHits[0] as never)).toMatch(
      /^Found by the scheduled full re-screening against OFAC SDN 2024-05-03 #3: DARWISH, Yousef Ibrahim \(200\)/,
    );
    const gone = storedAgainst([delisted], 'Faris Nabil Qassim');
    const lost = compareWithStored(scope, findInScope(scope, person('Faris Nabil Qassim'), '1', now), gone);
    expect(lost.lostHits.map((h) => h.why)).toEqual(['not-found']);
  });
});

describe('statusAfterMonitoring', () => {
  it('alerts a settled customer on a new hit and leaves a decision pending or made by a person alone', () => {
    for (const settled of ['Onboarded', 'FalseMatchOnboarded', 'Quick Onboarded'])
      expect(statusAfterMonitoring(settled, true)).toBe('Alerted');
    for (const personal of ['In Review', 'Alerted', 'Rejected'])
      expect(statusAfterMonitoring(personal, true)).toBe(personal);
    expect(statusAfterMonitoring('Onboarded', false)).toBe('Onboarded');
  });
});
