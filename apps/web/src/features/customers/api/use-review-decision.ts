import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { corporateCustomerQueryKey, corporateUserQueryKey } from '../../onboarding/api/get-corporate';
import { individualCustomerQueryKey, individualUserQueryKey } from '../../onboarding/api/get-individual';
import type { ReviewTarget } from '../review-target';
import { decideCorporate } from './decide-corporate';
import { decideIndividual } from './decide-individual';
import { decidePartner } from './decide-partner';
import { customersQueryKey } from './get-customer-list';

export interface ReviewDecisionInput {
  target: ReviewTarget;
  remarks?: string;
}

async function decide({ target, remarks }: ReviewDecisionInput) {
  const input = { id: target.subject.id, mode: target.mode, remarks };
  switch (target.subject.kind) {
    case 'individual':
      return { kind: 'individual' as const, customer: await decideIndividual(input) };
    case 'corporate':
      return { kind: 'corporate' as const, customer: await decideCorporate(input) };
    case 'partner':
      return { kind: 'corporate' as const, customer: await decidePartner(input) };
  }
}

/**
 * One review decision (spec 2 §4.2). The answer is the decided customer: the open panel shows it at once,
 * and the lists, histories and records refetch ("after success the list is reloaded").
 */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customersQueryKey }),
      queryClient.invalidateQueries({ queryKey: individualUserQueryKey }),
      queryClient.invalidateQueries({ queryKey: corporateUserQueryKey }),
    ]);
  return useMutation({
    mutationFn: decide,
    // Refused because someone decided first (409) or the customer is gone (404): the list on screen is stale.
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void refresh();
    },
    onSuccess: (result) => {
      if (result.kind === 'individual') {
        queryClient.setQueryData(individualCustomerQueryKey(result.customer.userId), result.customer);
      } else {
        queryClient.setQueryData(corporateCustomerQueryKey(result.customer.corporateUserId), result.customer);
      }
      return refresh();
    },
  });
}
