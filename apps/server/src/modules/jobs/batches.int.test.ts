import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { auditEvents, jobBatchItems } from '../../db/schema';
import { type TenantContext, withPlatform, withTenant } from '../../db/tenant-scope';
import { waitFor } from '../screening/test-support/lists';
import { startAppJobs } from './app-jobs';
import { batchProgress, cancelBatch, createBatch, type NewBatchItem, retryFailed, retryItem } from './batches.service';
import { JobRunner } from './job-runner';
import { EFFECT_KIND, type EffectPayload, effectHandler, effectsOf, ownerCount } from './test-support/effect-handler';

const here = path.dirname(fileURLToPath(import.meta.url));

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof createTenantWithStaff>>;
let tenant: TenantContext;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.batchHandlers.register(EFFECT_KIND, effectHandler());
  staff = await createTenantWithStaff(ctx.db);
  tenant = { tenantId: staff.tenant.id, actorId: staff.mlro.id, actorEmail: staff.mlro.email, ip: '127.0.0.1' };
});

afterAll(async () => {
  await ctx?.close();
});

const items = (n: number, payload: (i: number) => EffectPayload = () => ({})): NewBatchItem[] =>
  Array.from({ length: n }, (_, i) => ({ idempotencyKey: `k${i + 1}`, payload: payload(i + 1) }));

const progress = (batchId: string, query: { page?: number; pageSize?: number; status?: 'failed' } = {}) =>
  batchProgress(ctx.deps, tenant.tenantId, batchId, { page: 1, pageSize: 50, ...query });

const finished = (batchId: string) => async () => (await progress(batchId)).status === 'completed';

/** graphile-worker's jobs for a batch (its job key is the batch id), finished jobs being deleted. */
const queuedJobs = (batchId: string) =>
  ownerCount(ctx.databaseUrl, 'select count(*)::int as n from graphile_worker.jobs where key = $1', [batchId]);

describe('batches before the runner starts', () => {
  it('refuses an empty batch and repeated item keys in the user’s terms', async () => {
    await expect(createBatch(ctx.deps, tenant, { kind: EFFECT_KIND, items: [] })).rejects.toMatchObject({
      statusCode: 400,
      message: 'A batch needs at least one item',
    });
    const repeated = [...items(2), { idempotencyKey: 'k1', payload: {} }];
    await expect(createBatch(ctx.deps, tenant, { kind: EFFECT_KIND, items: repeated })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Item 3 repeats the key "k1"',
    });
  });

  it('keeps one queued job per batch however often it is enqueued', async () => {
    const { id } = await createBatch(ctx.deps, tenant, { kind: EFFECT_KIND, items: items(3) });
    await ctx.deps.jobs.enqueue('batch-run', { batchId: id }, { jobKey: id });
    await ctx.deps.jobs.enqueue('batch-run', { batchId: id }, { jobKey: id });
    expect(await queuedJobs(id)).toBe(1);
    const before = await progress(id);
    expect(before).toMatchObject({ status: 'queued', total: 3, done: 0, failed: 0, pending: 3, startedAt: null });
    expect(before.items.rows.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
  });
});

describe('running batches', () => {
  beforeAll(async () => {
    await ctx.startJobs();
  });

  it('processes every item once, in order, and reports progress', async () => {
    const { id, total } = await createBatch(ctx.deps, tenant, { kind: EFFECT_KIND, items: items(12) });
    expect(total).toBe(12);
    await waitFor(finished(id));
    const done = await progress(id, { page: 2, pageSize: 5 });
    expect(done).toMatchObject({ total: 12, done: 12, failed: 0, pending: 0, createdBy: staff.mlro.email });
    expect(done.items).toMatchObject({ page: 2, pageSize: 5, total: 12 });
    expect(done.items.rows.map((r) => [r.seq, r.idempotencyKey, r.status, r.attempts])).toEqual([
      [6, 'k6', 'done', 1],
      [7, 'k7', 'done', 1],
      [8, 'k8', 'done', 1],
      [9, 'k9', 'done', 1],
      [10, 'k10', 'done', 1],
    ]);
    expect(done.items.rows[0]?.result).toEqual({ key: 'k6' });
    expect(Object.values(await effectsOf(ctx.db, id))).toEqual(Array(12).fill(1));
    const audit = await withPlatform(ctx.db, 'test reads the audit trail', (tx) =>
      tx
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'job_batch'), eq(auditEvents.entityId, id))),
    );
    expect(audit.map((a) => a.action).sort()).toEqual([
      'job_batch.completed',
      'job_batch.created',
      'job_batch.started',
    ]);
  });

  it('rolls back an item whose handler throws after writing, records why, goes on, and retries it once', async () => {
    const { id } = await createBatch(ctx.deps, tenant, {
      kind: EFFECT_KIND,
      items: items(5, (i) => (i === 2 ? { failFirstAttempt: true } : i === 4 ? { crash: true } : {})),
    });
    await waitFor(finished(id));
    const first = await progress(id);
    expect(first).toMatchObject({ total: 5, done: 3, failed: 2, pending: 0 });
    expect(first.items.rows[1]).toMatchObject({
      idempotencyKey: 'k2',
      status: 'failed',
      attempts: 1,
      error: 'Item k2 could not be screened: list unavailable',
    });
    // A programming error is not shown to staff as it is.
    expect(first.items.rows[3]?.error).toBe('This item could not be processed because of an unexpected error.');
    // The failed items' writes were rolled back with them.
    expect(await effectsOf(ctx.db, id)).toEqual({ k1: 1, k3: 1, k5: 1 });

    expect(await retryItem(ctx.deps, tenant, id, 2)).toEqual({ retried: [2] });
    await waitFor(finished(id));
    const second = await progress(id, { status: 'failed' });
    expect(second).toMatchObject({ done: 4, failed: 1, pending: 0 });
    expect(second.items.rows.map((r) => r.idempotencyKey)).toEqual(['k4']);
    expect(await effectsOf(ctx.db, id)).toEqual({ k1: 1, k2: 1, k3: 1, k5: 1 });

    // k4 fails every time: retried, it fails again and nothing else is redone.
    await expect(retryItem(ctx.deps, tenant, id, 2)).rejects.toMatchObject({ statusCode: 409 });
    expect(await retryFailed(ctx.deps, tenant, id)).toEqual({ retried: [4] });
    await waitFor(async () => (await progress(id)).status === 'completed' && (await progress(id)).failed === 1);
    const items4 = await withTenant(ctx.db, tenant, (tx) =>
      tx.select().from(jobBatchItems).where(eq(jobBatchItems.batchId, id)),
    );
    expect(items4.find((i) => i.idempotencyKey === 'k4')?.attempts).toBe(2);
    expect(await effectsOf(ctx.db, id)).toEqual({ k1: 1, k2: 1, k3: 1, k5: 1 });
  });

  it('stops a cancelled batch before its pending items', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let entered = false;
    ctx.deps.batchHandlers.register('test-gated', async (item, tx, bctx) => {
      await effectHandler()(item as never, tx, bctx);
      if (item.seq === 1) {
        entered = true;
        await gate;
      }
      return null;
    });
    const { id } = await createBatch(ctx.deps, tenant, { kind: 'test-gated', items: items(4) });
    await waitFor(() => entered);
    await cancelBatch(ctx.deps, tenant, id);
    open();
    await waitFor(async () => (await effectsOf(ctx.db, id)).k1 === 1);
    // The item in progress finishes; the others are never started.
    await waitFor(async () => (await queuedJobs(id)) === 0);
    expect(await progress(id)).toMatchObject({ status: 'cancelled', done: 1, pending: 3 });
    expect(await effectsOf(ctx.db, id)).toEqual({ k1: 1 });
    await expect(cancelBatch(ctx.deps, tenant, id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('never processes an item twice when two runners run two jobs of the same batch', async () => {
    const second = new JobRunner({ connectionString: ctx.databaseUrl, poolSize: 4 });
    try {
      await startAppJobs({ ...ctx.deps, jobs: second }, second, {}, { log: ctx.app.log, pollIntervalMs: 200 });
      const { id } = await createBatch(ctx.deps, tenant, { kind: EFFECT_KIND, items: items(40) });
      // A second job for the batch without the key (as after graphile releases a stale lock): both run it.
      await second.enqueue('batch-run', { batchId: id });
      await waitFor(finished(id));
      await waitFor(async () => (await queuedJobs(id)) === 0);
      const effects = await effectsOf(ctx.db, id);
      expect(Object.keys(effects)).toHaveLength(40);
      expect(Object.values(effects).every((n) => n === 1)).toBe(true);
      expect(await progress(id)).toMatchObject({ done: 40, failed: 0, pending: 0 });
    } finally {
      await second.stop();
    }
  });

  describe('GET /api/jobs/batches/{id}', () => {
    it("shows the batch to its own tenant's staff only", async () => {
      const { id } = await createBatch(ctx.deps, tenant, { kind: EFFECT_KIND, items: items(3) });
      await waitFor(finished(id));

      const fla = await login(ctx.app, staff.fla.email);
      const own = await ctx.app.inject({ method: 'GET', url: `/api/jobs/batches/${id}?pageSize=2`, headers: fla.auth });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ id, kind: EFFECT_KIND, status: 'completed', total: 3, done: 3, pending: 0 });
      expect(own.json().items.rows).toHaveLength(2);

      const stranger = await createTenantWithStaff(ctx.db);
      const theirs = await login(ctx.app, stranger.mlro.email);
      const foreign = await ctx.app.inject({ method: 'GET', url: `/api/jobs/batches/${id}`, headers: theirs.auth });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Batch not found' });
      expect(foreign.body).not.toContain('k1');

      const superUser = await createUser(ctx.db, { role: 'SuperUser' });
      const platform = await login(ctx.app, superUser.email);
      const bySuper = await ctx.app.inject({ method: 'GET', url: `/api/jobs/batches/${id}`, headers: platform.auth });
      expect(bySuper.statusCode).toBe(403);

      const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/jobs/batches/${id}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers bad ids and pages with a 400 in plain words', async () => {
      const { auth } = await login(ctx.app, staff.mlro.email);
      const notUuid = await ctx.app.inject({ method: 'GET', url: '/api/jobs/batches/12345', headers: auth });
      expect(notUuid.statusCode).toBe(400);
      expect(notUuid.json().message).toBe('The batch id must be a UUID');
      const badPage = await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs/batches/${crypto.randomUUID()}?page=0&pageSize=100000`,
        headers: auth,
      });
      expect(badPage.statusCode).toBe(400);
      expect(badPage.json().issues.map((i: { message: string }) => i.message)).toEqual([
        'page must be 1 or more',
        'pageSize must be at most 200',
      ]);
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs/batches/${crypto.randomUUID()}`,
        headers: auth,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});

describe('a runner killed in the middle of an item', () => {
  let crashCtx: TestContext;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    crashCtx = await createTestContext();
    crashCtx.deps.batchHandlers.register(EFFECT_KIND, effectHandler());
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    await crashCtx?.close();
  });

  it('rolls the item back with the crash; the restarted runner finishes the batch, each item once', async () => {
    const { tenant: other, mlro } = await createTenantWithStaff(crashCtx.db);
    const owner = { tenantId: other.id, actorId: mlro.id, actorEmail: mlro.email, ip: null };
    const { id } = await createBatch(crashCtx.deps, owner, { kind: EFFECT_KIND, items: items(5) });

    const url = new URL(crashCtx.databaseUrl);
    url.searchParams.set('application_name', 'crash-runner');
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'test-support/crash-runner.ts'), url.toString(), 'k3'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor(() => output.includes('in-item k3'), 30_000);
    // k1 and k2 are committed; k3's effect is written but not committed when the process dies.
    expect(await effectsOf(crashCtx.db, id)).toEqual({ k1: 1, k2: 1 });
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // Until PostgreSQL has noticed the dead connections, their transaction (and its item lock) is still open.
    await waitFor(
      async () =>
        (await ownerCount(
          crashCtx.databaseUrl,
          "select count(*)::int as n from pg_stat_activity where application_name = 'crash-runner'",
        )) === 0,
    );
    expect(await effectsOf(crashCtx.db, id)).toEqual({ k1: 1, k2: 1 });
    const during = await batchProgress(crashCtx.deps, other.id, id, { page: 1, pageSize: 50 });
    expect(during).toMatchObject({ status: 'running', done: 2, pending: 3 });

    // The restart: the dead worker's job stays locked (graphile frees it after four hours); the start-up
    // resume enqueues the batch again and the new job goes on from k3.
    await crashCtx.startJobs();
    await waitFor(
      async () => (await batchProgress(crashCtx.deps, other.id, id, { page: 1, pageSize: 50 })).status === 'completed',
    );
    expect(await effectsOf(crashCtx.db, id)).toEqual({ k1: 1, k2: 1, k3: 1, k4: 1, k5: 1 });
    const after = await batchProgress(crashCtx.deps, other.id, id, { page: 1, pageSize: 50 });
    expect(after).toMatchObject({ total: 5, done: 5, failed: 0, pending: 0 });
    expect(after.items.rows.map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1]);
  });
});
