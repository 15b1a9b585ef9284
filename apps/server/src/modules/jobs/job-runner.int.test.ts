import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { waitFor } from '../screening/test-support/lists';
import type { JobLog } from './graphile-logger';
import { JobRunner } from './job-runner';
import { ownerCount } from './test-support/effect-handler';

interface ProbeJobs {
  probe: { n: number };
  failing: { reason: string };
}

let ctx: TestContext;
const runners: JobRunner<ProbeJobs>[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await ctx?.close();
});

const newRunner = () => {
  const runner = new JobRunner<ProbeJobs>({ connectionString: ctx.databaseUrl, poolSize: 4 });
  runners.push(runner);
  return runner;
};

const jobsLeft = (task: string) =>
  ownerCount(ctx.databaseUrl, 'select count(*)::int as n from graphile_worker.jobs where task_identifier = $1', [task]);

/** A pino-like log that keeps what it is given, to check the levels graphile's messages arrive at. */
function capturingLog() {
  const lines: { level: string; message: string; context: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (first: string | object, message?: string): void => {
      if (typeof first === 'string') lines.push({ level, message: first, context: {} });
      else lines.push({ level, message: message ?? '', context: first as Record<string, unknown> });
    };
  const log: JobLog = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
  return { log, lines };
}

describe('the job runner', () => {
  it('keeps a job queued while no runner runs, and runs it after a restart', async () => {
    const before = newRunner();
    await before.enqueue('probe', { n: 1 });
    await before.stop();
    expect(await jobsLeft('probe')).toBe(1);

    const ran: number[] = [];
    const after = newRunner();
    await after.start({
      tasks: { probe: async ({ n }) => void ran.push(n) },
      log: capturingLog().log,
      pollIntervalMs: 200,
    });
    await waitFor(async () => (await jobsLeft('probe')) === 0);
    expect(ran).toEqual([1]);
    await after.stop();
  });

  it('runs each job exactly once with two runners on one database', async () => {
    const ranBy = new Map<number, string[]>();
    const task =
      (name: string) =>
      async ({ n }: { n: number }) => {
        ranBy.set(n, [...(ranBy.get(n) ?? []), name]);
        // Long enough that both runners are busy at once; nothing waits on it.
        await new Promise((resolve) => setTimeout(resolve, 10));
      };
    const a = newRunner();
    const b = newRunner();
    await a.start({ tasks: { probe: task('a') }, log: capturingLog().log, concurrency: 3, pollIntervalMs: 200 });
    await b.start({ tasks: { probe: task('b') }, log: capturingLog().log, concurrency: 3, pollIntervalMs: 200 });
    for (let n = 0; n < 60; n++) await (n % 2 ? a : b).enqueue('probe', { n });
    await waitFor(async () => (await jobsLeft('probe')) === 0);
    await Promise.all([a.stop(), b.stop()]);
    expect([...ranBy.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect([...ranBy.values()].every((by) => by.length === 1)).toBe(true);
  });

  it('logs a failed job through pino at error level, and retries it', async () => {
    const { log, lines } = capturingLog();
    let attempts = 0;
    const runner = newRunner();
    await runner.start({
      tasks: {
        failing: async ({ reason }) => {
          attempts++;
          if (attempts === 1) throw new Error(reason);
        },
      },
      log,
      pollIntervalMs: 200,
    });
    await runner.enqueue('failing', { reason: 'publisher unreachable' }, { maxAttempts: 2 });
    // graphile waits e^1 ≈ 2.7 s before the retry.
    await waitFor(async () => (await jobsLeft('failing')) === 0, 20_000);
    expect(attempts).toBe(2);
    const failure = lines.find((l) => l.level === 'error' && l.message.includes('publisher unreachable'));
    expect(failure?.context).toMatchObject({ component: 'jobs', taskIdentifier: 'failing' });
    expect(lines.some((l) => l.level === 'info')).toBe(true);
    await runner.stop();
  });

  it('refuses to enqueue once stopped', async () => {
    const runner = newRunner();
    await runner.stop();
    await expect(runner.enqueue('probe', { n: 9 })).rejects.toThrow(/stopped/);
  });
});

describe('the application jobs', () => {
  it('schedules the list download only with WATCHLIST_AUTO_UPDATE and the retention purge only when it is given', async () => {
    const app = await createTestContext();
    try {
      let purged = 0;
      await app.startJobs({ watchlistDownload: null, retentionPurge: async () => void purged++ });
      const known = (identifier: string) =>
        ownerCount(
          app.databaseUrl,
          'select count(*)::int as n from graphile_worker._private_known_crontabs where identifier = $1',
          [identifier],
        );
      expect(await known('batch-resume')).toBe(1);
      expect(await known('retention-purge-daily')).toBe(1);
      expect(await known('watchlist-download-daily')).toBe(0);
      await app.deps.jobs.enqueue('retention-purge', {});
      await waitFor(() => purged === 1);
    } finally {
      await app.close();
    }
  });
});
