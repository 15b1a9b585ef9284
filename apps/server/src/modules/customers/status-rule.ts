/**
 * What a screening result does to a customer's or a partner's status (decision 107; the spec leaves
 * Pending → In Review / Onboarded open, spec 2 §4.1).
 *
 * - Never screened (a new registration, a customer left Pending, a Quick Onboarded one being completed):
 *   a hit sends it to In Review, none to Onboarded.
 * - Onboarded or FalseMatchOnboarded, re-screened because a screened field changed: a hit sends it back
 *   to In Review (the earlier decision was about other names); none keeps the decision.
 * - In Review, Alerted or Rejected: a human decides these; a new result is stored but the status stays.
 */
export function statusAfterScreening(previous: string | null, hits: number): string {
  switch (previous) {
    case null:
    case 'Pending':
    case 'Quick Onboarded':
      return hits > 0 ? 'In Review' : 'Onboarded';
    case 'Onboarded':
    case 'FalseMatchOnboarded':
      return hits > 0 ? 'In Review' : previous;
    default:
      return previous;
  }
}

/**
 * A quick onboarding's status once screened (decision 111): a hit must reach a person (In Review); none leaves
 * it Quick Onboarded, incomplete and unassessed (spec 2 §4.1), until its full data is submitted.
 */
export function statusAfterQuickScreening(hits: number): string {
  return hits > 0 ? 'In Review' : 'Quick Onboarded';
}

/**
 * A corporate customer's status after its names were screened: the company is "hit" when the company
 * name or any partner screened this time had a hit, then the rule above applies to the company.
 */
export function corporateStatusAfterScreening(previous: string | null, screenedHits: readonly number[]): string {
  return statusAfterScreening(previous, screenedHits.some((hits) => hits > 0) ? 1 : 0);
}

const MONITORING_ALERTABLE: ReadonlySet<string> = new Set(['Onboarded', 'FalseMatchOnboarded', 'Quick Onboarded']);

/**
 * Ongoing monitoring (issue 17, decision 115): a new hit on a customer (or partner) whose onboarding a person
 * settled (Onboarded, FalseMatchOnboarded, Quick Onboarded) makes it Alerted, for the Ongoing Monitoring
 * Alerted list (spec 2 §2.10, §4.1). A status a person still has to decide or has decided against (In Review,
 * Alerted, Rejected) stays as it is: the alert is recorded beside it. No new hit, no change: a hit that
 * disappears is noted, never a silent status change.
 */
export function statusAfterMonitoring(previous: string, alerted: boolean): string {
  if (!alerted) return previous;
  return MONITORING_ALERTABLE.has(previous) ? 'Alerted' : previous;
}
