import { DEFAULT_FULL_RESCREEN_CRON } from '../../../config';
/**
 * A second process for the crash test: runs the job runner on the database given as argument with the
 * effect handler, and at the item whose key is given, after writing its effect and before its transaction
 * commits, says "in-item <key>" and waits for ever. The test then kills it with SIGKILL: a real crash.
 */
import { connect } from '../../../db/database';
import { WatchlistIndex } from '../../screening/watchlist-index';
import { startAppJobs } from '../app-jobs';
import { BatchHandlers } from '../batch-handlers';
import { silentJobLog } from '../graphile-logger';
import { JobRunner } from '../job-runner';
import { EFFECT_KIND, effectHandler } from './effect-handler';

const jobConfig = { monitoringFullRescreenCron: DEFAULT_FULL_RESCREEN_CRON };
const [url, crashAt] = process.argv.slice(2);
if (!url || !crashAt) throw new Error('usage: crash-runner <database url> <item key>');
const database = connect(url, 3);
const batchHandlers = new BatchHandlers();
batchHandlers.register(
  EFFECT_KIND,
  effectHandler({
    afterWrite: async (key) => {
      if (key !== crashAt) return;
      process.stdout.write(`in-item ${key}\n`);
      await new Promise(() => {});
    },
  }),
);
const jobs = new JobRunner({ connectionString: url, poolSize: 4 });
const screening = new WatchlistIndex(database.db);
await startAppJobs(
  { db: database.db, jobs, batchHandlers, screening, config: jobConfig },
  jobs,
  {},
  { log: silentJobLog, pollIntervalMs: 200 },
);
process.stdout.write('runner started\n');
