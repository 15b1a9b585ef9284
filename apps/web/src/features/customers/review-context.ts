import { createContext, useContext } from 'react';
import type { ReviewTarget } from './review-target';

/**
 * Opens the review dialog of the list screen. Null outside the In Review and Alerted views and for anyone
 * but the MLRO (spec 2 §2.10, §6): the detail panel's partner cards then show no decision buttons.
 */
export const ReviewContext = createContext<((target: ReviewTarget) => void) | null>(null);

export function useReviewAction() {
  return useContext(ReviewContext);
}
