/** Spec 2 §9.5 entity-type scores (the keys are the stored entity-type values). */
export const ENTITY_TYPE_SCORES: Readonly<Record<string, number>> = {
  LLC: 2,
  SoleOwner: 2,
  Partnership: 3,
  GovtEntity: 1,
  FZE: 3,
  FZCO: 3,
  PrivateLimited: 3,
  PublicLimited: 1,
};

/**
 * Spec 2 §9.5 delivery channel of an individual, which is the mode of approach (§9.3): "Walk In
 * Customer 1; Non Face to Face, Online/Social Media Portal and Thirdparty Referral 4".
 */
export const MODE_OF_APPROACH_SCORES: Readonly<Record<string, number>> = {
  'Walk-In Customer': 1,
  'Non Face to Face': 4,
  'Online/Social Media Portal': 4,
  'Thirdparty Referral': 4,
};

/** Spec 2 §9.4: a corporate delivery channel scores 1 if face to face, else 4. */
export function corporateDeliveryChannelScore(channel: string | null | undefined): number {
  return normaliseKey(channel ?? '') === normaliseKey('Face to Face') ? 1 : 4;
}

/** Spec 2 §9.3: residential status Resident 1, otherwise 3. */
export function residentialStatusScore(status: string | null | undefined): number {
  return normaliseKey(status ?? '') === 'resident' ? 1 : 3;
}

/**
 * Table keys are matched without regard to case, spaces and punctuation, so 'Walk In Customer' (the
 * spec's table) finds 'Walk-In Customer' (the option) and 'Sole Owner' (the label) finds 'SoleOwner'.
 */
export function normaliseKey(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Looks a value up in a score table; undefined when the table does not know it. */
export function lookupScore(
  table: Readonly<Record<string, number>>,
  value: string | null | undefined,
): number | undefined {
  if (!value) return undefined;
  const key = normaliseKey(value);
  for (const [entry, score] of Object.entries(table)) if (normaliseKey(entry) === key) return score;
  return undefined;
}
