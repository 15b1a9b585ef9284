import {
  CORPORATE_PAYMENT_MODES,
  ENTITY_TYPE_OPTIONS,
  INDIVIDUAL_PAYMENT_MODES,
  MODES_OF_APPROACH,
  PRODUCT_TYPES,
} from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import {
  corporateDeliveryChannelScore,
  ENTITY_TYPE_SCORES,
  lookupScore,
  MODE_OF_APPROACH_SCORES,
  residentialStatusScore,
} from './tables/channels';
import { CORPORATE_PAYMENT_MODE_SCORES, INDIVIDUAL_PAYMENT_MODE_SCORES } from './tables/payment-modes';
import { PRODUCT_SCORES } from './tables/products';

describe('score tables of spec 2 §9.5', () => {
  it.each([
    ['Cash', 4],
    ['Debit/Credit Card', 1],
    ['Bank transfer inside UAE', 1],
    ['Bank transfer outside UAE', 2],
    ['Partial Cash/Card/Online trs', 2],
    ['Digital Currency', 4],
    ['Old Gold Exchange', 4],
    ['Payment from HRC', 4],
    ['Others', 3],
  ])('individual payment mode %s = %d', (mode, score) => {
    expect(lookupScore(INDIVIDUAL_PAYMENT_MODE_SCORES, mode)).toBe(score);
  });

  it.each([
    ['Cash', 4],
    ['Debit/Credit Card (Cardholder name verified)', 1],
    ['Debit/Credit Card', 1],
    ['Bank transfer inside UAE', 1],
    ['Bank transfer outside UAE', 3],
    ['Partial Cash/Card/Online trs', 3],
    ['Digital Currency', 4],
    ['Old Gold Exchange', 4],
    ['Payment from HRC', 4],
    ['Cross Border Payment from HRC', 4],
    ['Others', 4],
  ])('corporate payment mode %s = %d', (mode, score) => {
    expect(lookupScore(CORPORATE_PAYMENT_MODE_SCORES, mode)).toBe(score);
  });

  it.each([
    ['18/21/22K Gold Jewellery', 4],
    ['22/24K Gold Coin', 4],
    ['24K Gold Bar', 4],
    ['Silver Bar/Jewellery', 3],
    ['Scrap/Old Gold', 4],
    ['Diamond Studded Jewellery', 4],
    ['Uncut Diamond', 4],
    ['Polki Diamond', 4],
    ['Other Precious stones', 4],
    ['Platinum Product', 4],
    ['Dore Bar/Mined Gold', 4],
    ['Buying/Selling/Leasing Property', 3],
    ['Real Estate', 3],
  ])('product %s = %d', (product, score) => {
    expect(lookupScore(PRODUCT_SCORES, product)).toBe(score);
  });

  it.each([
    ['LLC', 2],
    ['SoleOwner', 2],
    ['Partnership', 3],
    ['GovtEntity', 1],
    ['FZE', 3],
    ['FZCO', 3],
    ['PrivateLimited', 3],
    ['PublicLimited', 1],
  ])('entity type %s = %d', (entityType, score) => {
    expect(lookupScore(ENTITY_TYPE_SCORES, entityType)).toBe(score);
  });

  it.each([
    ['Walk-In Customer', 1],
    ['Walk In Customer', 1],
    ['Non Face to Face', 4],
    ['Online/Social Media Portal', 4],
    ['Thirdparty Referral', 4],
  ])('individual delivery channel (mode of approach) %s = %d', (mode, score) => {
    expect(lookupScore(MODE_OF_APPROACH_SCORES, mode)).toBe(score);
  });

  it.each([
    ['Face to Face', 1],
    ['face to face', 1],
    ['Non Face to Face', 4],
    ['', 4],
    [null, 4],
  ])('corporate delivery channel %j = %d (1 if face to face, else 4)', (channel, score) => {
    expect(corporateDeliveryChannelScore(channel)).toBe(score);
  });

  it.each([
    ['Resident', 1],
    ['Non-Resident', 3],
    ['', 3],
    [null, 3],
  ])('residential status %j = %d (Resident 1, otherwise 3)', (status, score) => {
    expect(residentialStatusScore(status)).toBe(score);
  });

  it('finds labels as well as stored values', () => {
    expect(lookupScore(ENTITY_TYPE_SCORES, 'Sole Owner')).toBe(2);
    expect(lookupScore(ENTITY_TYPE_SCORES, 'Govt. Entity')).toBe(1);
    expect(lookupScore(ENTITY_TYPE_SCORES, 'Trust')).toBeUndefined();
    expect(lookupScore(ENTITY_TYPE_SCORES, null)).toBeUndefined();
  });

  it('scores every option the forms offer', () => {
    for (const mode of INDIVIDUAL_PAYMENT_MODES)
      expect(lookupScore(INDIVIDUAL_PAYMENT_MODE_SCORES, mode), mode).toBeDefined();
    for (const mode of CORPORATE_PAYMENT_MODES)
      expect(lookupScore(CORPORATE_PAYMENT_MODE_SCORES, mode), mode).toBeDefined();
    for (const product of PRODUCT_TYPES) expect(lookupScore(PRODUCT_SCORES, product), product).toBeDefined();
    for (const option of ENTITY_TYPE_OPTIONS)
      expect(lookupScore(ENTITY_TYPE_SCORES, option.value), option.value).toBeDefined();
    for (const mode of MODES_OF_APPROACH) expect(lookupScore(MODE_OF_APPROACH_SCORES, mode), mode).toBeDefined();
    expect(Object.keys(PRODUCT_SCORES)).toHaveLength(PRODUCT_TYPES.length);
  });
});
