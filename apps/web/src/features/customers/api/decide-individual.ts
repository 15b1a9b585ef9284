import { type IndividualCustomer, individualCustomerSchema, type ReviewMode } from '@aml/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface DecisionInput {
  id: string;
  mode: ReviewMode;
  /** Optional (spec 2 §5.8, at most REVIEW_REMARKS_MAX); left out of the body when empty. */
  remarks?: string;
}

/** The body of the three review calls (decision 108): `{ remarks }`, or `{}` without remarks. */
export function decisionBody(remarks: string | undefined): { remarks?: string } {
  const text = remarks?.trim();
  return text ? { remarks: text } : {};
}

/**
 * PUT /api/IndividualUser/onboard-individual-user/{id}?mode= (spec 2 §4.2, §7; modes in decision 108).
 * Quiet: the review dialog shows the failure itself and stays open.
 */
export function decideIndividual({ id, mode, remarks }: DecisionInput): Promise<IndividualCustomer> {
  return apiRequest(`/api/IndividualUser/onboard-individual-user/${encodeURIComponent(id)}?mode=${mode}`, {
    method: 'PUT',
    body: decisionBody(remarks),
    schema: individualCustomerSchema,
    quiet: true,
  });
}
