/**
 * A second process for the batch onboarding crash test: runs the job runner with the real batch onboarding handler
 * on the database given, and at the row whose key is given, after the customer was stored, screened, charged and
 * logged but before its transaction commits, says "in-item <key>" and waits for ever. The test then kills it with
 * SIGKILL: a real crash at the worst moment.
 */
import { BATCH_ONBOARDING_KIND } from '@aml/contracts';
import { DEFAULT_FULL_RESCREEN_CRON } from '../../../config';
import { APP_ROLE, connect } from '../../../db/database';
import { startAppJobs } from '../../jobs/app-jobs';
import { BatchHandlers } from '../../jobs/batch-handlers';
import { silentJobLog } from '../../jobs/graphile-logger';
import { JobRunner } from '../../jobs/job-runner';
import { WatchlistIndex } from '../../screening/watchlist-index';
import { registerBatchOnboarding } from '../batch-onboarding.service';

const jobConfig = { monitoringFullRescreenCron: DEFAULT_FULL_RESCREEN_CRON };
const [url, crashAt] = process.argv.slice(2);
if (!url || !crashAt) throw new Error('usage: batch-onboarding-crash-runner <database url> <item key>');
const database = connect(url, 3, { role: APP_ROLE });
const screening = new WatchlistIndex(database.db);
await screening.refresh();

const real = new BatchHandlers();
registerBatchOnboarding({ screening, batchHandlers: real });
const handler = real.get(BATCH_ONBOARDING_KIND);
if (!handler) throw new Error('batch onboarding handler not registered');
const batchHandlers = new BatchHandlers();
batchHandlers.register(BATCH_ONBOARDING_KIND, async (item, tx, ctx) => {
  const result = await handler(item, tx, ctx);
  if (item.idempotencyKey === crashAt) {
    process.stdout.write(`in-item ${item.idempotencyKey}\n`);
    await new Promise(() => {});
  }
  return result;
});

const jobs = new JobRunner({ connectionString: url, poolSize: 4 });
await startAppJobs(
  { db: database.db, jobs, batchHandlers, screening, config: jobConfig },
  jobs,
  {},
  { log: silentJobLog, pollIntervalMs: 200 },
);
process.stdout.write('runner started\n');
