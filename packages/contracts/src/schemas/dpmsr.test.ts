import { describe, expect, it } from 'vitest';
import { formErrors } from '../../test/schema-harness';
import {
  type DpmsrReportInput,
  dpmsrReportSchema,
  emptyDpmsrReport,
  isDpmsrEligible,
  DPMSR_MESSAGES as M,
} from './dpmsr';

const valid: DpmsrReportInput = {
  ...emptyDpmsrReport(),
  customerType: 'Individual',
  customerId: 'c-42',
  entityReference: 'DPMSR-2026-001',
  itemType: 'Gold',
  description: '1 kg 24K bar sold against cash',
  estimatedValue: 260_000,
  disposedValue: 258_000,
  statusComments: 'Customer identified with EID',
};

describe('DPMSR report (spec 3 §5)', () => {
  it.each<[string, Partial<DpmsrReportInput>, Record<string, string>]>([
    ['valid', {}, {}],
    ['no customer', { customerId: '' }, { customerId: 'Please select a customer.' }],
    ['entity reference', { entityReference: '' }, { entityReference: M.entityReference }],
    ['transaction type', { transactionType: '' }, { transactionType: M.transactionType }],
    ['item type', { itemType: '' }, { itemType: M.itemType }],
    ['item type unknown', { itemType: 'Bronze' }, { itemType: M.itemType }],
    ['description', { description: '' }, { description: M.description }],
    [
      'estimated value (labelled Disposed Value)',
      { estimatedValue: '' },
      { estimatedValue: 'Disposed Value is required' },
    ],
    [
      'disposed value (labelled Estimated Value)',
      { disposedValue: '' },
      { disposedValue: 'Estimated Value is required' },
    ],
    ['status comments', { statusComments: '' }, { statusComments: M.statusComments }],
    ['optional fields blank', { comments: '', itemMake: '', currencyCode: '', reason: '' }, {}],
    [
      'AED 54,999.99',
      { estimatedValue: 54_999.99 },
      { estimatedValue: 'Transaction not eligible for DPMSR Reporting. Amount should be above 55,000 AED.' },
    ],
    ['AED 55,000 exactly', { estimatedValue: 55_000 }, {}],
    ['USD 10,000 is not converted', { currencyCode: 'USD', estimatedValue: 10_000 }, {}],
    [
      'AED chosen as currency',
      { currencyCode: 'AED', currencyCodeLocal: '', estimatedValue: 1_000 },
      { estimatedValue: M.notEligible },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(formErrors(dpmsrReportSchema, { ...valid, ...overrides })).toEqual(expected);
  });

  it.each([
    [{ currencyCodeLocal: 'AED', estimatedValue: 55_000 }, true],
    [{ currencyCodeLocal: 'AED', estimatedValue: 54_999 }, false],
    [{ currencyCode: 'aed', estimatedValue: 1 }, false],
    [{ currencyCode: 'EUR', currencyCodeLocal: 'AED', estimatedValue: 1 }, true],
    // No currency means AED, the file's local currency, as the goAML builder reads it.
    [{ estimatedValue: 1 }, false],
    [{ estimatedValue: 55_000 }, true],
  ])('eligibility %j → %s', (report, expected) => {
    expect(isDpmsrEligible(report)).toBe(expected);
  });

  it('starts as a Purchase in AED', () => {
    expect(emptyDpmsrReport()).toMatchObject({ transactionType: 'Purchase', currencyCodeLocal: 'AED' });
  });
});
