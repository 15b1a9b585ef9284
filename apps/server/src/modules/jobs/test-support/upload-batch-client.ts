import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createTenantWithStaff, login, type TestContext } from '../../../../test/helpers';
import { screeningLogs, tenants } from '../../../db/schema';
import { multipartBody, waitFor } from '../../screening/test-support/lists';

/** The HTTP side of an upload batch's integration tests (screening, individual and corporate onboarding). */

export type Auth = Record<string, string>;
export type Upload = { fileName: string; bytes: Buffer };

export function uploadBatchClient<P extends { status: string }>(
  ctx: () => TestContext,
  base: string,
  progressSchema: z.ZodType<P>,
) {
  const upload = (auth: Auth, url: string, file: Upload, fields: Record<string, string> = {}) => {
    const body = multipartBody([file], 'file', fields);
    return ctx().app.inject({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });
  };
  const progress = async (auth: Auth, id: string, query = '') => {
    const res = await ctx().app.inject({ method: 'GET', url: `${base}/${id}${query}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return progressSchema.parse(res.json());
  };
  return {
    /** A new tenant with this screening balance, and its MLRO signed in. */
    async staff(balance = 100) {
      const { tenant, mlro } = await createTenantWithStaff(ctx().db, { maxScreeningCount: balance });
      const { auth } = await login(ctx().app, mlro.email);
      return { tenant, mlro, auth };
    },
    upload,
    preview: (auth: Auth, file: Upload) => upload(auth, `${base}/preview`, file),
    start: (auth: Auth, file: Upload, fields: Record<string, string> = {}) => upload(auth, base, file, fields),
    progress,
    /** Waits for the batch to complete, then answers it with every item on one page. */
    async finished(auth: Auth, id: string) {
      await waitFor(async () => (await progress(auth, id)).status === 'completed', 60_000);
      return progress(auth, id, '?pageSize=200');
    },
  };
}

/** The tenant's screening balance left. */
export async function balanceOf(db: TestContext['db'], tenantId: string) {
  const [row] = await db.select({ left: tenants.maxScreeningCount }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.left;
}

/** The tenant's screening logs of one type (OnBoard, BatchScreening …). */
export async function logCount(db: TestContext['db'], tenantId: string, screeningType: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(screeningLogs)
    .where(and(eq(screeningLogs.tenantId, tenantId), eq(screeningLogs.screeningType, screeningType)));
  return row?.n ?? 0;
}
