/**
 * Spec 2 §9.5: "most gold, diamond, precious stone, platinum, scrap and dore items 4; silver 3;
 * property and real estate 3". Every gold, diamond, stone, platinum, scrap and dore product of the
 * option list is scored 4: the spec names no exception to "most".
 */
export const PRODUCT_SCORES: Readonly<Record<string, number>> = {
  '18/21/22K Gold Jewellery': 4,
  '22/24K Gold Coin': 4,
  '24K Gold Bar': 4,
  'Silver Bar/Jewellery': 3,
  'Scrap/Old Gold': 4,
  'Diamond Studded Jewellery': 4,
  'Uncut Diamond': 4,
  'Polki Diamond': 4,
  'Other Precious stones': 4,
  'Platinum Product': 4,
  'Dore Bar/Mined Gold': 4,
  'Buying/Selling/Leasing Property': 3,
  'Real Estate': 3,
};
