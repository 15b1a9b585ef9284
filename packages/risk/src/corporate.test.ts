import { describe, expect, it } from 'vitest';
import { type CorporateRiskInput, type PartnerRiskInput, partnerFactor, scoreCorporate } from './corporate';

const partner = (changes: Partial<PartnerRiskInput> = {}): PartnerRiskInput => ({
  name: 'Omar Haddad',
  type: 'Individual',
  pep: false,
  nationalityOrCountryOfIncorporation: 'United Arab Emirates',
  ...changes,
});

/**
 * Face to face 1, GovtEntity 1, bank transfer inside UAE 1, Real Estate 3, partner (1 + 1 + 3) / 3,
 * countries of operation UAE 3.
 */
const base: CorporateRiskInput = {
  deliveryChannel: 'Face to Face',
  entityType: 'GovtEntity',
  paymentMode: 'Bank transfer inside UAE',
  productType: 'Real Estate',
  countriesOfOperation: 'United Arab Emirates',
  dualUseGoods: false,
  partners: [partner()],
  hits: 0,
};

describe('partner sub-score (spec 2 §9.4): PEP (4 or 1), ownership (Individual 1, otherwise 4), nationality', () => {
  it.each<[string, Partial<PartnerRiskInput>, number[], number]>([
    ['an Emirati individual, not PEP', {}, [1, 1, 3], 5 / 3],
    ['a PEP', { pep: true }, [4, 1, 3], 8 / 3],
    ['an entity', { type: 'Entity' }, [1, 4, 3], 8 / 3],
    ['a Finnish individual', { nationalityOrCountryOfIncorporation: 'Finland' }, [1, 1, 1], 1],
    [
      'an Afghan PEP entity',
      { pep: true, type: 'Entity', nationalityOrCountryOfIncorporation: 'Afghanistan' },
      [4, 4, 4],
      4,
    ],
    ['an unknown nationality scores 1', { nationalityOrCountryOfIncorporation: '' }, [1, 1, 1], 1],
  ])('%s', (_name, changes, parts, points) => {
    const factor = partnerFactor(partner(changes), 0);
    expect(factor.parts?.map((part) => part.points)).toEqual(parts);
    expect(factor.points).toBeCloseTo(points, 9);
  });
});

describe('corporate score (spec 2 §9.4): the average of six', () => {
  it('explains every factor', () => {
    const result = scoreCorporate(base);
    expect(result.factors.map((factor) => [factor.key, factor.points])).toEqual([
      ['deliveryChannel', 1],
      ['entityType', 1],
      ['paymentMode', 1],
      ['productType', 3],
      ['partners', 1.666666667],
      ['countriesOfOperation', 3],
    ]);
    expect(result.score).toBeCloseTo(10.666666667 / 6, 9);
    expect(result.label).toBe('Low Risk');
    expect(result.overrides).toEqual([]);
  });

  it.each<[string, Partial<CorporateRiskInput>, number, string]>([
    [
      'exactly 2 is Medium',
      { productType: '24K Gold Bar', partners: [partner({ nationalityOrCountryOfIncorporation: 'Afghanistan' })] },
      2,
      'Medium Risk',
    ],
    [
      '2.92 is Medium',
      {
        deliveryChannel: 'Non Face to Face',
        entityType: 'Partnership',
        paymentMode: 'Bank transfer outside UAE',
        productType: '24K Gold Bar',
        partners: [partner({ nationalityOrCountryOfIncorporation: 'Afghanistan' })],
        countriesOfOperation: 'United Kingdom:Greece',
      },
      17.5 / 6,
      'Medium Risk',
    ],
    [
      'exactly 3 is Medium High',
      {
        deliveryChannel: 'Non Face to Face',
        entityType: 'Partnership',
        paymentMode: 'Bank transfer outside UAE',
        productType: '24K Gold Bar',
        partners: [partner({ nationalityOrCountryOfIncorporation: 'Afghanistan' })],
        countriesOfOperation: 'United Kingdom',
      },
      3,
      'Medium High Risk',
    ],
  ])('%s', (_name, changes, score, label) => {
    const result = scoreCorporate({ ...base, ...changes });
    expect(result.score).toBeCloseTo(score, 9);
    expect(result.label).toBe(label);
    expect(result.overrides).toEqual([]);
  });

  it('averages the partners and the countries of operation', () => {
    const result = scoreCorporate({
      ...base,
      partners: [partner(), partner({ name: 'Lena Berg', nationalityOrCountryOfIncorporation: 'Germany' })],
      countriesOfOperation: ['United Arab Emirates', 'Finland', 'Atlantis'],
    });
    expect(result.factors[4]).toMatchObject({ key: 'partners', points: 1.5, input: 2 });
    expect(result.factors[5]).toMatchObject({ key: 'countriesOfOperation', known: false });
    expect(result.factors[5]?.points).toBeCloseTo(4 / 3, 9);
    expect(result.factors[5]?.parts?.map((part) => [part.input, part.points])).toEqual([
      ['United Arab Emirates', 3],
      ['Finland', 1],
      ['Atlantis', 0],
    ]);
  });

  it('scores the payment modes with the corporate table', () => {
    const outside = scoreCorporate({ ...base, paymentMode: 'Bank transfer outside UAE' });
    const others = scoreCorporate({ ...base, paymentMode: 'Others' });
    expect([outside.factors[2]?.points, others.factors[2]?.points]).toEqual([3, 4]);
  });
});

describe('corporate overrides to 4, High Risk', () => {
  it.each<[string, Partial<CorporateRiskInput>, string, string]>([
    ['dual-use goods', { dualUseGoods: true }, 'DUAL_USE_GOODS', 'The company deals in dual-use goods'],
    [
      'a blacklisted country of operation',
      { countriesOfOperation: 'United Arab Emirates:Iran' },
      'BLACKLISTED_COUNTRY_OF_OPERATION',
      'Country of operation Iran is on the FATF High-Risk Jurisdictions subject to a Call for Action list of 2026-06-19',
    ],
    [
      'a blacklisted partner nationality',
      { partners: [partner({ nationalityOrCountryOfIncorporation: 'Myanmar' })] },
      'BLACKLISTED_PARTNER_NATIONALITY',
      'Partner Omar Haddad (Myanmar) has a nationality or country of incorporation on the FATF High-Risk Jurisdictions subject to a Call for Action list of 2026-06-19',
    ],
    [
      'company hits',
      { hits: 2 },
      'SCREENING_HITS',
      'Screening found 2 hit(s): 2 for the company, 0 for partners not false-matched',
    ],
    [
      'partner hits',
      { partners: [partner({ hits: 1 })] },
      'SCREENING_HITS',
      'Screening found 1 hit(s): 0 for the company, 1 for partners not false-matched',
    ],
    [
      'a PEP partner',
      { partners: [partner(), partner({ name: 'Sara Ali', pep: true })] },
      'PARTNER_PEP',
      'PEP partner: Sara Ali',
    ],
    [
      'a partner that is an entity',
      { partners: [partner({ name: 'Holding Ltd', type: 'Entity' })] },
      'NON_INDIVIDUAL_PARTNER',
      'Partner that is not an individual: Holding Ltd',
    ],
  ])('%s', (_name, changes, code, reason) => {
    const result = scoreCorporate({ ...base, ...changes });
    expect(result.overrides).toEqual([{ code, reason, score: 4 }]);
    expect(result.score).toBe(4);
    expect(result.label).toBe('High Risk');
  });

  it('excludes the hits of a false-matched partner', () => {
    const result = scoreCorporate({
      ...base,
      partners: [partner({ hits: 3, falseMatched: true }), partner({ name: 'B' })],
    });
    expect(result.overrides).toEqual([]);
    expect(result.hits).toEqual({ reported: 3, counted: 0 });
  });

  it('still counts the hits of partners that are not false-matched', () => {
    const result = scoreCorporate({
      ...base,
      partners: [partner({ hits: 3, falseMatched: true }), partner({ name: 'B', hits: 1 })],
    });
    expect(result.hits).toEqual({ reported: 4, counted: 1 });
    expect(result.overrides.map((override) => override.code)).toEqual(['SCREENING_HITS']);
  });

  it('scores a false-matched company with 0 hits of its own', () => {
    const result = scoreCorporate({ ...base, hits: 6, falseMatched: true });
    expect(result.overrides).toEqual([]);
    expect(result.hits).toEqual({ reported: 6, counted: 0 });
  });

  it('partners without PEPs raise no PEP override; with one they do', () => {
    expect(scoreCorporate({ ...base, partners: [partner(), partner({ name: 'B' })] }).overrides).toEqual([]);
    const withPep = scoreCorporate({ ...base, partners: [partner(), partner({ name: 'B', pep: true })] });
    expect(withPep.overrides.map((override) => override.code)).toEqual(['PARTNER_PEP']);
    expect(withPep.factors[4]?.points).toBeCloseTo((5 / 3 + 8 / 3) / 2, 9);
  });

  it('reads the batch template word Corporate as a non-individual partner', () => {
    expect(scoreCorporate({ ...base, partners: [partner({ type: 'Corporate' })] }).overrides[0]?.code).toBe(
      'NON_INDIVIDUAL_PARTNER',
    );
  });

  it('is reproducible from the stored input', () => {
    const first = scoreCorporate({ ...base, dualUseGoods: true, partners: [partner({ pep: true, hits: 1 })] });
    expect(scoreCorporate(first.input)).toEqual(first);
  });
});
