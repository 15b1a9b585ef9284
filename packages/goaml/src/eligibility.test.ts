import { DPMSR_MESSAGES, DPMSR_THRESHOLD_AED, isDpmsrEligible } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { checkDpmsrEligibility, DPMSR_NOT_ELIGIBLE_MESSAGE } from './eligibility';

const notEligible = { eligible: false, message: DPMSR_NOT_ELIGIBLE_MESSAGE };

describe('DPMSR eligibility (spec 3 §5: AED amounts below 55,000 are not reported)', () => {
  it('is the rule of the form and the server (contracts’ isDpmsrEligible), with the spec’s dialog text', () => {
    for (const estimatedValue of [1, 54_999.99, DPMSR_THRESHOLD_AED, 55_000.01, 1_000_000]) {
      for (const currencyCode of ['AED', 'USD']) {
        const expected = isDpmsrEligible({ currencyCode, estimatedValue })
          ? { eligible: true }
          : { eligible: false, message: DPMSR_MESSAGES.notEligible };
        expect(checkDpmsrEligibility({ currencyCode, estimatedValue })).toEqual(expected);
      }
    }
    expect(DPMSR_NOT_ELIGIBLE_MESSAGE).toBe(DPMSR_MESSAGES.notEligible);
  });

  it('blocks AED amounts below 55,000 and accepts 55,000 and more', () => {
    expect(checkDpmsrEligibility({ currencyCode: 'AED', estimatedValue: 54_999.99 })).toEqual(notEligible);
    expect(checkDpmsrEligibility({ currencyCode: 'aed', estimatedValue: '1000' })).toEqual(notEligible);
    expect(checkDpmsrEligibility({ currencyCode: 'AED', estimatedValue: 55_000 })).toEqual({ eligible: true });
    expect(checkDpmsrEligibility({ currencyCode: 'AED', estimatedValue: '55000.00' })).toEqual({ eligible: true });
  });

  it('tests estimatedValue (labelled Disposed Value), not disposedValue', () => {
    const report = { currencyCode: 'AED', estimatedValue: 40_000, disposedValue: 90_000 };
    expect(checkDpmsrEligibility(report)).toEqual(notEligible);
  });

  it('takes an amount without a selected currency as AED, the local currency the file declares', () => {
    expect(checkDpmsrEligibility({ estimatedValue: 40_000 })).toEqual(notEligible);
    expect(checkDpmsrEligibility({ currencyCodeLocal: 'AED', estimatedValue: 40_000 })).toEqual(notEligible);
  });

  it('does not convert other currencies: the rule names AED only', () => {
    expect(checkDpmsrEligibility({ currencyCode: 'USD', estimatedValue: 20_000 })).toEqual({ eligible: true });
    expect(checkDpmsrEligibility({ currencyCode: 'USD', currencyCodeLocal: 'AED', estimatedValue: 20_000 })).toEqual({
      eligible: true,
    });
  });

  it('leaves a missing amount to the required-field checks', () => {
    expect(checkDpmsrEligibility({ currencyCode: 'AED', estimatedValue: null })).toEqual({ eligible: true });
  });
});
