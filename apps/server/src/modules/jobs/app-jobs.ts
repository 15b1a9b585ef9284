import { z } from 'zod';
import type { AppConfig } from '../../config';
import {
  cronTick,
  MONITORING_STALE_AFTER_MS,
  monitoringRunTask,
  resumeMonitoringRuns,
  scheduleFullRescreen,
} from '../monitoring/monitoring.jobs';
import type { MonitoringDeps } from '../monitoring/monitoring-run';
import { BATCH_STALE_AFTER_MS, type BatchDeps, resumeBatches, runBatch } from './batches.service';
import type { JobLog } from './graphile-logger';
import type { CronEntry, JobRunner, TaskHandlers } from './job-runner';

/**
 * Work of other modules that runs as jobs of the runner. Each is optional: without it the task is not
 * registered and has no schedule.
 */
export interface AppJobHooks {
  /** The daily download of the official lists (WatchlistRuntime.checkDownload; null when WATCHLIST_AUTO_UPDATE is off). */
  watchlistDownload?: (() => Promise<void>) | null;
  /** The retention purge of records past their retention period (the retention module fills this). */
  retentionPurge?: (() => Promise<void>) | null;
  /** Removes batch results past their keeping time (batch screening and batch onboarding: 24 hours). */
  batchResultsExpiry?: (() => Promise<void>) | null;
}

/** Schedules in UTC: the night in the Gulf (UTC+4), before the business day. */
export const SCHEDULES = {
  watchlistDownload: '0 2 * * *',
  retentionPurge: '30 1 * * *',
  batchResume: '*/5 * * * *',
  monitoringResume: '*/5 * * * *',
  batchResultsExpiry: '17 * * * *',
} as const;

/**
 * The list download: one key so a catch-up and the daily run never wait twice in the queue, and one queue so
 * that two instances never download at the same time (the queue replaces the advisory lock held in an open
 * transaction for the whole run). A run in which every source failed throws and graphile retries it with
 * a growing delay (up to about nine hours over ten attempts).
 */
export const WATCHLIST_DOWNLOAD_JOB = {
  jobKey: 'watchlist-download',
  queueName: 'watchlist-download',
  maxAttempts: 10,
} as const;

const batchRunPayload = z.object({ batchId: z.uuid() });
const monitoringRunPayload = z.object({ runId: z.uuid() });

/** What the application's jobs are built from (the app's deps). */
export type AppJobDeps = BatchDeps & MonitoringDeps & { config: Pick<AppConfig, 'monitoringFullRescreenCron'> };

export interface StartAppJobsOptions {
  log: JobLog;
  concurrency?: number;
  pollIntervalMs?: number;
}

/**
 * Registers the application's tasks and schedules, starts running jobs in this process, and enqueues every
 * batch left unfinished (a crash of this or another instance). Used by runtime.ts and by the test helper.
 */
export async function startAppJobs(
  deps: AppJobDeps,
  runner: JobRunner,
  hooks: AppJobHooks,
  options: StartAppJobsOptions,
): Promise<void> {
  const tasks: TaskHandlers = {
    'batch-run': async (payload, job) => {
      const parsed = batchRunPayload.safeParse(payload);
      // A malformed payload would fail the same way on every retry: say so once and drop the job.
      if (!parsed.success) return job.log.error({ payload }, 'batch-run job without a batch id; dropped');
      await runBatch(deps, parsed.data.batchId, job);
    },
    'batch-resume': async (_payload, job) => {
      const resumed = await resumeBatches(deps, BATCH_STALE_AFTER_MS);
      if (resumed > 0) job.log.warn({ resumed }, 'batches that had stopped moving were enqueued again');
    },
    'monitoring-run': async (payload, job) => {
      const parsed = monitoringRunPayload.safeParse(payload);
      if (!parsed.success) return job.log.error({ payload }, 'monitoring-run job without a run id; dropped');
      await monitoringRunTask(deps, parsed.data.runId, job);
    },
    'monitoring-schedule': async (payload, job) => {
      const runId = await scheduleFullRescreen(deps, cronTick(payload));
      job.log.info({ runId }, 'scheduled full re-screen of the monitored customers enqueued');
    },
    'monitoring-resume': async (_payload, job) => {
      const resumed = await resumeMonitoringRuns(deps, MONITORING_STALE_AFTER_MS);
      if (resumed > 0) job.log.warn({ resumed }, 'monitoring runs that had stopped moving were enqueued again');
    },
  };
  const cron: CronEntry[] = [
    { task: 'batch-resume', match: SCHEDULES.batchResume, identifier: 'batch-resume', jobKey: 'batch-resume' },
    {
      task: 'monitoring-schedule',
      match: deps.config.monitoringFullRescreenCron,
      identifier: 'monitoring-full-rescreen',
      jobKey: 'monitoring-schedule',
    },
    {
      task: 'monitoring-resume',
      match: SCHEDULES.monitoringResume,
      identifier: 'monitoring-resume',
      jobKey: 'monitoring-resume',
    },
  ];

  const { watchlistDownload, retentionPurge, batchResultsExpiry } = hooks;
  if (watchlistDownload) {
    tasks['watchlist-download'] = () => watchlistDownload();
    cron.push({
      task: 'watchlist-download',
      match: SCHEDULES.watchlistDownload,
      identifier: 'watchlist-download-daily',
      payload: { reason: 'schedule' },
      ...WATCHLIST_DOWNLOAD_JOB,
    });
  }
  if (retentionPurge) {
    tasks['retention-purge'] = () => retentionPurge();
    cron.push({
      task: 'retention-purge',
      match: SCHEDULES.retentionPurge,
      identifier: 'retention-purge-daily',
      jobKey: 'retention-purge',
      queueName: 'retention-purge',
    });
  }

  if (batchResultsExpiry) {
    tasks['batch-results-expiry'] = () => batchResultsExpiry();
    cron.push({
      task: 'batch-results-expiry',
      match: SCHEDULES.batchResultsExpiry,
      identifier: 'batch-results-expiry-hourly',
      jobKey: 'batch-results-expiry',
      queueName: 'batch-results-expiry',
    });
  }

  await runner.start({
    tasks,
    cron,
    log: options.log,
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}),
  });
  const resumed = await resumeBatches(deps, 0);
  if (resumed > 0) options.log.info({ resumed }, 'unfinished batches enqueued at start');
  const runs = await resumeMonitoringRuns(deps);
  if (runs > 0) options.log.info({ runs }, 'unfinished monitoring runs enqueued at start');
}
