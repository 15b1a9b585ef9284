import {
  type CronItem,
  type JobHelpers,
  makeWorkerUtils,
  parseCronItems,
  type Runner,
  run,
  type TaskList,
  type WorkerUtils,
} from 'graphile-worker';
import pg from 'pg';
import { graphileLogger, type JobLog, silentJobLog } from './graphile-logger';

/**
 * The tasks of the application and their payloads: `enqueue` and the task handlers are typed by this map,
 * so a payload cannot be written for one task and read as another's.
 */
export interface AppJobPayloads {
  /** Processes one batch (job key = batch id): see batches.service.ts. */
  'batch-run': { batchId: string };
  /** Re-enqueues batches that stopped moving (an instance that died while it held their job). */
  'batch-resume': Record<string, never>;
  /** The daily download of the official lists (WATCHLIST_AUTO_UPDATE=1). */
  'watchlist-download': { reason: 'schedule' | 'catch-up' };
  /** The retention job (issue 10 "Record retention"): filled by the retention module. */
  'retention-purge': Record<string, never>;
  /** Removes batch screening results older than 24 hours (spec 3 §9; issue 13). */
  'batch-results-expiry': Record<string, never>;
  /** Runs (or resumes) one ongoing-monitoring run (issue 17): see monitoring/monitoring.jobs.ts. */
  'monitoring-run': { runId: string };
  /** The scheduled full re-screen of every monitored customer (MONITORING_FULL_RESCREEN_CRON). */
  'monitoring-schedule': Record<string, never>;
  /** Enqueues every monitoring run not completed (a run whose instance died). */
  'monitoring-resume': Record<string, never>;
}

export interface EnqueueOptions {
  /** De-duplication: a job with this key that has not started yet is replaced, never doubled. */
  jobKey?: string;
  /** Jobs of one queue run one at a time across every instance. */
  queueName?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** What services see of the runner (AppDeps.jobs): put a job in the queue, in the database, for any instance. */
export interface JobQueue<P extends object = AppJobPayloads> {
  enqueue<K extends keyof P & string>(task: K, payload: P[K], options?: EnqueueOptions): Promise<void>;
}

/** The job as a handler sees it. */
export interface JobInfo {
  id: string;
  /** 1 on the first run, more on graphile's retries after a failure. */
  attempt: number;
  /** Aborted when the app shuts down: a long task stops between two units of work and throws, to be retried. */
  signal: AbortSignal;
  log: JobLog;
}

export type TaskHandlers<P extends object = AppJobPayloads> = {
  [K in keyof P & string]?: (payload: P[K], job: JobInfo) => Promise<void>;
};

/** A recurring job: `match` is a crontab pattern in UTC, `identifier` keeps its schedule across restarts. */
export interface CronEntry<P extends object = AppJobPayloads> {
  task: keyof P & string;
  match: string;
  identifier: string;
  payload?: Record<string, unknown>;
  jobKey?: string;
  queueName?: string;
  maxAttempts?: number;
}

export interface JobRunnerOptions {
  /**
   * The OWNER connection (the one migrations use): graphile-worker creates and uses its own schema
   * `graphile_worker`, which the restricted request role must not own.
   */
  connectionString: string;
  /** Connections of the runner's own pool, apart from the app's request pool. */
  poolSize?: number;
}

export interface StartOptions<P extends object> {
  tasks: TaskHandlers<P>;
  cron?: readonly CronEntry<P>[];
  log: JobLog;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  /** Fallback poll for jobs scheduled in the future (new jobs are announced by LISTEN/NOTIFY at once). */
  pollIntervalMs?: number;
}

const SCHEMA = 'graphile_worker';

/**
 * graphile-worker inside the app process (issue 10): jobs live in PostgreSQL (embedded or DATABASE_URL), so
 * they survive a restart, and a job is locked by the one worker that runs it, so several instances never run
 * it twice. The queue side (enqueue) works whether or not this instance runs jobs; `start` runs them. There is
 * no signal handling here: the app's shutdown calls stop().
 */
export class JobRunner<P extends object = AppJobPayloads> implements JobQueue<P> {
  private readonly pool: pg.Pool;
  private utils: Promise<WorkerUtils> | null = null;
  private runner: Runner | null = null;
  private log: JobLog = silentJobLog;
  private stopped = false;

  constructor(options: JobRunnerOptions) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 6 });
    // A dropped connection (database restart) must not crash the process; the worker reconnects. graphile-worker
    // asks for both handlers. While stopping, the embedded server may already be going down (its own exit hook
    // stops it on SIGTERM): that is expected, so it is only a debug line then.
    const lost = (error: Error) =>
      this.stopped
        ? this.log.debug({ err: error }, 'job runner: connection closed while stopping')
        : this.log.warn({ err: error }, 'job runner: connection lost');
    this.pool.on('error', lost);
    this.pool.on('connect', (client) => client.on('error', lost));
  }

  /** Whether this instance is running jobs (start() called and not stopped). */
  get running(): boolean {
    return this.runner !== null;
  }

  private workerUtils(): Promise<WorkerUtils> {
    this.utils ??= makeWorkerUtils({ pgPool: this.pool, schema: SCHEMA, logger: graphileLogger(() => this.log) }).then(
      async (utils) => {
        await utils.migrate();
        return utils;
      },
    );
    // A failed first attempt (database not reachable yet) must not be remembered for ever.
    this.utils.catch(() => {
      this.utils = null;
    });
    return this.utils;
  }

  async enqueue<K extends keyof P & string>(task: K, payload: P[K], options: EnqueueOptions = {}): Promise<void> {
    if (this.stopped) throw new Error(`Job runner stopped; cannot enqueue ${task}`);
    const utils = await this.workerUtils();
    await utils.addJob(task as string, payload as unknown, {
      ...(options.jobKey ? { jobKey: options.jobKey } : {}),
      ...(options.queueName ? { queueName: options.queueName } : {}),
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    });
  }

  /** Starts running jobs in this process (installs or upgrades the graphile_worker schema first). */
  async start(options: StartOptions<P>): Promise<void> {
    if (this.runner) throw new Error('Job runner already started');
    this.log = options.log;
    const taskList: TaskList = {};
    for (const [name, handler] of Object.entries(options.tasks) as [string, TaskHandlers<P>[keyof P & string]][]) {
      if (!handler) continue;
      taskList[name] = async (payload: unknown, helpers: JobHelpers) => {
        const job = helpers.job;
        await handler(payload as never, {
          id: job.id,
          attempt: job.attempts,
          signal: helpers.abortSignal,
          log: options.log,
        });
      };
    }
    const cronItems: CronItem[] = (options.cron ?? []).map((entry) => ({
      task: entry.task,
      match: entry.match,
      identifier: entry.identifier,
      ...(entry.payload ? { payload: entry.payload } : {}),
      options: {
        // No backfill: a schedule missed while every instance was down is caught up by the task's own check.
        backfillPeriod: 0,
        ...(entry.jobKey ? { jobKey: entry.jobKey, jobKeyMode: 'replace' as const } : {}),
        ...(entry.queueName ? { queueName: entry.queueName } : {}),
        ...(entry.maxAttempts ? { maxAttempts: entry.maxAttempts } : {}),
      },
    }));
    this.runner = await run({
      pgPool: this.pool,
      schema: SCHEMA,
      taskList,
      parsedCronItems: parseCronItems(cronItems),
      concurrency: options.concurrency ?? 2,
      pollInterval: options.pollIntervalMs ?? 2000,
      noHandleSignals: true,
      logger: graphileLogger(() => this.log),
    });
  }

  /**
   * Stops running jobs (a running job gets its abort signal and, if it does not finish, is failed so that it is
   * retried), then closes the runner's pool. Called by the app's shutdown before the request pool closes.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    const runner = this.runner;
    this.runner = null;
    if (runner) await runner.stop();
    if (this.utils) await (await this.utils.catch(() => null))?.release();
    await this.pool.end();
  }
}
