import type { FalseMatchReview, FoundRecord } from '@aml/contracts';

export type RememberedMatch = FalseMatchReview['remembered'][number];
export type ChangedMatch = FalseMatchReview['changed'][number];

export interface RecordMemory {
  remembered?: RememberedMatch;
  changed?: ChangedMatch;
}

/**
 * What the false-match memory says of one found record of one screened person (`subject`: 'customer',
 * 'company' or a partner's id; decision 109): marked false before and unchanged, or changed since.
 */
export function memoryOf(
  review: FalseMatchReview | undefined,
  subject: string,
  record: Pick<FoundRecord, 'source_type' | 'source_id'>,
): RecordMemory {
  if (!review) return {};
  const same = (entry: { subject: string; source_type: string; source_id: string }) =>
    entry.subject === subject && entry.source_type === record.source_type && entry.source_id === record.source_id;
  return { remembered: review.remembered.find(same), changed: review.changed.find(same) };
}
