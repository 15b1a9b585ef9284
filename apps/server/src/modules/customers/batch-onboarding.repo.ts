import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jobBatchItems } from '../../db/schema';
import type { BatchItemRow } from '../jobs/batches.repo';
import { countDoneWhere, pageItems } from '../jobs/kind-batches.repo';

/** Batch onboarding's own reads of the job runner's tables (the shared ones: jobs/kind-batches.repo.ts). */

const inReview = sql`${jobBatchItems.result}->>'status' = 'In Review'`;

/** Rows onboarded whose customer went to In Review (a hit). */
export const countInReview = (db: DbOrTx, batchId: string): Promise<number> => countDoneWhere(db, batchId, inReview);

export function listRows(
  db: DbOrTx,
  tenantId: string,
  batchId: string,
  page: { page: number; pageSize: number; status?: 'pending' | 'done' | 'failed' | undefined },
): Promise<{ total: number; rows: BatchItemRow[] }> {
  return pageItems(db, tenantId, batchId, page, page.status ? eq(jobBatchItems.status, page.status) : undefined);
}
