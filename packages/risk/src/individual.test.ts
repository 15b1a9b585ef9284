import { describe, expect, it } from 'vitest';
import { type IndividualRiskInput, scoreIndividual } from './individual';
import { RULE_SET_VERSION } from './version';

/** Resident 1, Real Estate 3, India 2, card 1, walk-in 1: (1 + 3 + 2 + 1 + 1) / 5 = 1.6, Low Risk. */
const low: IndividualRiskInput = {
  residentialStatus: 'Resident',
  productType: 'Real Estate',
  nationality: 'India',
  paymentMode: 'Debit/Credit Card',
  modeOfApproach: 'Walk-In Customer',
  pep: 'No',
  hits: 0,
};

describe('individual score (spec 2 §9.3): the average of five factors', () => {
  it('explains every factor with its input and points', () => {
    const result = scoreIndividual(low);
    expect(result.factors.map((factor) => [factor.key, factor.input, factor.points])).toEqual([
      ['residentialStatus', 'Resident', 1],
      ['productType', ['Real Estate'], 3],
      ['nationality', 'India', 2],
      ['paymentMode', 'Debit/Credit Card', 1],
      ['modeOfApproach', 'Walk-In Customer', 1],
    ]);
    expect(result).toMatchObject({
      customerType: 'Individual',
      score: 1.6,
      baseScore: 1.6,
      label: 'Low Risk',
      overrides: [],
    });
    expect(result.factors[2]?.basis).toEqual(['STANDARD_RISK']);
    expect(result.ruleSetVersion).toBe(RULE_SET_VERSION);
  });

  it.each<[string, Partial<IndividualRiskInput>, number, string]>([
    ['1.8 is Low', { productType: '24K Gold Bar' }, 1.8, 'Low Risk'],
    ['exactly 2 is Medium', { productType: '24K Gold Bar', nationality: 'United Arab Emirates' }, 2, 'Medium Risk'],
    [
      '2.8 is Medium',
      {
        residentialStatus: 'Non-Resident',
        productType: '24K Gold Bar',
        nationality: 'United Arab Emirates',
        paymentMode: 'Others',
      },
      2.8,
      'Medium Risk',
    ],
    [
      'exactly 3 is Medium High',
      {
        residentialStatus: 'Non-Resident',
        productType: '24K Gold Bar',
        nationality: 'United Arab Emirates',
        paymentMode: 'Cash',
      },
      3,
      'Medium High Risk',
    ],
    [
      'the highest average, 3.8, is Medium High',
      {
        residentialStatus: 'Non-Resident',
        productType: '24K Gold Bar',
        nationality: 'Afghanistan',
        paymentMode: 'Cash',
        modeOfApproach: 'Online/Social Media Portal',
      },
      3.8,
      'Medium High Risk',
    ],
  ])('%s', (_name, changes, score, label) => {
    const result = scoreIndividual({ ...low, ...changes });
    expect(result.score).toBe(score);
    expect(result.label).toBe(label);
    expect(result.overrides).toEqual([]);
  });

  it('averages several products', () => {
    const result = scoreIndividual({ ...low, productType: '24K Gold Bar:Silver Bar/Jewellery:Real Estate' });
    expect(result.factors[1]?.points).toBeCloseTo(10 / 3, 9);
    expect(result.factors[1]?.known).toBe(true);
    expect(result.factors[1]?.parts?.map((part) => [part.label, part.points])).toEqual([
      ['24K Gold Bar', 4],
      ['Silver Bar/Jewellery', 3],
      ['Real Estate', 3],
    ]);
    expect(scoreIndividual({ ...low, productType: ['24K Gold Bar', 'Real Estate'] }).factors[1]?.points).toBe(3.5);
  });

  it('scores unknown inputs 0 and says so', () => {
    const result = scoreIndividual({
      ...low,
      productType: '',
      nationality: 'Atlantis',
      paymentMode: 'Barter',
      modeOfApproach: null,
    });
    expect(result.factors.map((factor) => [factor.key, factor.points, factor.known])).toEqual([
      ['residentialStatus', 1, true],
      ['productType', 0, false],
      ['nationality', 0, false],
      ['paymentMode', 0, false],
      ['modeOfApproach', 0, false],
    ]);
    expect(result.score).toBe(0.2);
  });
});

describe('individual overrides to 4, High Risk', () => {
  it.each<[string, Partial<IndividualRiskInput>, string, string]>([
    ['PEP Yes', { pep: 'Yes' }, 'PEP', "PEP is 'Yes', not 'No'"],
    ["PEP 'N/A' (the payload default) is not 'No'", { pep: 'N/A' }, 'PEP', "PEP is 'N/A', not 'No'"],
    ['PEP missing', { pep: null }, 'PEP', "PEP is '', not 'No'"],
    ['one screening hit', { hits: 1 }, 'SCREENING_HITS', 'Screening found 1 hit(s)'],
    [
      'nationality Iran',
      { nationality: 'Iran' },
      'BLACKLISTED_NATIONALITY',
      'Nationality Iran is on the FATF High-Risk Jurisdictions subject to a Call for Action list of 2026-06-19',
    ],
    [
      'nationality Myanmar',
      { nationality: 'Myanmar' },
      'BLACKLISTED_NATIONALITY',
      'Nationality Myanmar is on the FATF High-Risk Jurisdictions subject to a Call for Action list of 2026-06-19',
    ],
    [
      'nationality North Korea (as DPRK)',
      { nationality: 'DPRK' },
      'BLACKLISTED_NATIONALITY',
      'Nationality North Korea is on the FATF High-Risk Jurisdictions subject to a Call for Action list of 2026-06-19',
    ],
  ])('%s', (_name, changes, code, reason) => {
    const result = scoreIndividual({ ...low, ...changes });
    expect(result.overrides).toEqual([{ code, reason, score: 4 }]);
    expect(result.score).toBe(4);
    expect(result.label).toBe('High Risk');
  });

  it('keeps the factor average beside the override', () => {
    const result = scoreIndividual({ ...low, hits: 3 });
    expect(result.baseScore).toBe(1.6);
    expect(result.hits).toEqual({ reported: 3, counted: 3 });
  });

  it('scores a false-matched customer with 0 hits', () => {
    const result = scoreIndividual({ ...low, hits: 5, falseMatched: true });
    expect(result.overrides).toEqual([]);
    expect(result.score).toBe(1.6);
    expect(result.hits).toEqual({ reported: 5, counted: 0 });
  });

  it('a false match does not lift the other overrides', () => {
    const result = scoreIndividual({ ...low, hits: 5, falseMatched: true, pep: 'Yes', nationality: 'Iran' });
    expect(result.overrides.map((override) => override.code)).toEqual(['PEP', 'BLACKLISTED_NATIONALITY']);
  });

  it('lists every override that applies', () => {
    const result = scoreIndividual({ ...low, pep: 'Yes', hits: 2, nationality: 'North Korea' });
    expect(result.overrides.map((override) => override.code)).toEqual([
      'PEP',
      'SCREENING_HITS',
      'BLACKLISTED_NATIONALITY',
    ]);
  });

  it('is reproducible from the stored input', () => {
    const first = scoreIndividual({ ...low, productType: '24K Gold Bar:Real Estate', hits: 1 });
    expect(scoreIndividual(first.input)).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });
});
