import type { JobInfo, JobQueue } from '../jobs/job-runner';
import { createRun, unfinishedRunIds } from './monitoring.repo';
import { type MonitoringDeps, runMonitoring } from './monitoring-run';

/**
 * Ongoing monitoring as jobs of the runner (issue 17, decision 115):
 * - `monitoring-run` runs one run to the end (job key = run id: enqueueing it again never doubles it);
 * - `monitoring-schedule` (MONITORING_FULL_RESCREEN_CRON) makes the scheduled full re-screen's run of that tick;
 * - `monitoring-resume` (at start and every 5 minutes) enqueues every run not completed, so a run whose
 *   instance died, or one made by the shipped baseline's import, is resumed at its cursors.
 */

const runJobKey = (runId: string) => `monitoring-run:${runId}`;

export function enqueueMonitoringRun(jobs: JobQueue, runId: string): Promise<void> {
  // Many attempts: a run stopped by a shutdown throws to be retried, and each attempt resumes at the cursors.
  return jobs.enqueue('monitoring-run', { runId }, { jobKey: runJobKey(runId), maxAttempts: 25 });
}

/** A run whose cursors have not moved for this long has lost its worker (a chunk takes seconds). */
export const MONITORING_STALE_AFTER_MS = 15 * 60 * 1000;

/**
 * Enqueues the runs not completed: at start every one (this instance's own, cut short), on the 5-minute cron
 * only those that stopped moving (another instance died holding them); a live run is left to its worker.
 */
export async function resumeMonitoringRuns(
  deps: MonitoringDeps & { jobs: JobQueue },
  staleAfterMs = 0,
): Promise<number> {
  const ids = await unfinishedRunIds(deps.db, staleAfterMs);
  for (const id of ids) await enqueueMonitoringRun(deps.jobs, id);
  return ids.length;
}

/**
 * The scheduled full re-screen: one run per cron tick (the tick's instant is its key, so two instances or a
 * retried job make one run), enqueued at once.
 */
export async function scheduleFullRescreen(deps: MonitoringDeps & { jobs: JobQueue }, tick: Date): Promise<string> {
  const minute = new Date(Math.floor(tick.getTime() / 60_000) * 60_000);
  const run = await createRun(deps.db, {
    trigger: 'OnGoingScheduled',
    runKey: `scheduled:${minute.toISOString()}`,
    importedAt: minute,
  });
  await enqueueMonitoringRun(deps.jobs, run.id);
  return run.id;
}

/** The tick a cron job was made for (graphile-worker adds `_cron.ts` to a cron job's payload). */
export function cronTick(payload: unknown, fallback = new Date()): Date {
  const ts = (payload as { _cron?: { ts?: string } } | null)?._cron?.ts;
  const tick = ts ? new Date(ts) : fallback;
  return Number.isNaN(tick.getTime()) ? fallback : tick;
}

export async function monitoringRunTask(deps: MonitoringDeps, runId: string, job: JobInfo): Promise<void> {
  await runMonitoring(deps, runId, { signal: job.signal });
}
