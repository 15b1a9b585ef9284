import type { ReviewMode } from '@aml/contracts';

/** What a review dialog decides: a customer of either kind, or one partner of a corporate customer. */
export interface ReviewSubject {
  kind: 'individual' | 'corporate' | 'partner';
  /** userId, corporateUserId, or the partner's corporatePartnerId. */
  id: string;
  name: string;
}

export interface ReviewTarget {
  subject: ReviewSubject;
  mode: ReviewMode;
}

/** The button and dialog words of each decision (spec 2 §2.10: Approve / Reject / False Match). */
export const REVIEW_ACTION_LABELS: Record<ReviewMode, string> = {
  approve: 'Approve',
  reject: 'Reject',
  falseMatch: 'False Match',
};

export const REVIEW_ACTION_COLORS: Record<ReviewMode, string> = {
  approve: 'green',
  reject: 'red',
  falseMatch: 'blue',
};

/** The toast after a decision: who, and the status it now has. */
export function decisionToast(target: ReviewTarget): string {
  const { subject, mode } = target;
  const outcome = { approve: 'approved', reject: 'rejected', falseMatch: 'marked as a false match' }[mode];
  return `${subject.kind === 'partner' ? 'Partner ' : ''}${subject.name} ${outcome}.`;
}
