import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jobBatchItems } from '../../db/schema';
import type { BatchItemRow } from '../jobs/batches.repo';
import { countDoneWhere, pageItems } from '../jobs/kind-batches.repo';

/** Batch screening's own reads of the job runner's tables (the shared ones: jobs/kind-batches.repo.ts). */

const hasHits = sql`coalesce((${jobBatchItems.result}->>'totalHits')::int, 0) > 0`;

/** Records done with at least one hit. */
export const countMatched = (db: DbOrTx, batchId: string): Promise<number> => countDoneWhere(db, batchId, hasHits);

export async function listRecords(
  db: DbOrTx,
  tenantId: string,
  batchId: string,
  page: { page: number; pageSize: number; matched?: boolean | undefined },
): Promise<{ total: number; rows: BatchItemRow[] }> {
  const where =
    page.matched === undefined
      ? undefined
      : page.matched
        ? and(eq(jobBatchItems.status, 'done'), hasHits)
        : sql`not (${jobBatchItems.status} = 'done' and ${hasHits})`;
  return pageItems(db, tenantId, batchId, page, where);
}
