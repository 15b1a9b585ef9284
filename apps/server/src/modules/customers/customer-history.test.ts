import { describe, expect, it } from 'vitest';
import { historyEntry } from './customer-history';
import { likePattern } from './customer-list.repo';

const event = (action: string, before: unknown, after: unknown) => ({
  id: 7,
  occurredAt: new Date('2026-11-25T08:00:00Z'),
  tenantId: null,
  actorId: null,
  actorEmail: 'mlro@tenant.test',
  action,
  entityType: 'individual_customer',
  entityId: 'x',
  before,
  after,
  ip: null,
});

describe('History entries in words', () => {
  it('words a decision with its remarks, status change and list versions', () => {
    const entry = historyEntry(
      event(
        'customer.decided',
        { status: 'In Review' },
        {
          mode: 'falseMatch',
          status: 'FalseMatchOnboarded',
          remarks: 'Different person.',
          riskScore: 1.8,
          hits: 1,
          rememberedFalseMatches: 1,
          listVersions: ['OFAC SDN 2026-11-20 #3'],
        },
      ),
    );
    expect(entry).toEqual({
      id: 7,
      at: '2026-11-25T08:00:00.000Z',
      action: 'customer.decided',
      title: 'Marked False Match',
      actorEmail: 'mlro@tenant.test',
      statusChange: { from: 'In Review', to: 'FalseMatchOnboarded' },
      remarks: 'Different person.',
      lines: [
        '1 hit at the time',
        '1 list entry remembered as a false match',
        'Risk after the decision: 1.80',
        'Lists: OFAC SDN 2026-11-20 #3',
      ],
    });
  });

  it('words an edit field by field, documents and partners included', () => {
    const entry = historyEntry(
      event(
        'customer.updated',
        { city: 'Dubai', productType: ['Gold'] },
        {
          city: 'Sharjah',
          productType: ['Gold', 'Silver'],
          documentsAdded: ['passport.pdf'],
          documentsDeleted: [],
          partners: { added: [{ name: 'Layla' }], removed: [], changed: [] },
        },
      ),
    );
    expect(entry.title).toBe('Edited');
    expect(entry.statusChange).toBeNull();
    expect(entry.lines).toEqual([
      'city: Dubai → Sharjah',
      'productType: Gold → Gold, Silver',
      'Documents added: passport.pdf',
      'Partners added: Layla',
    ]);
  });
});

describe('the search pattern', () => {
  it('keeps LIKE wildcards typed by the user literal', () => {
    expect(likePattern('50%_A\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
