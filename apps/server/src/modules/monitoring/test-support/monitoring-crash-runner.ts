import { APP_ROLE, connect } from '../../../db/database';
import { WatchlistIndex } from '../../screening/watchlist-index';
import { runMonitoring } from '../monitoring-run';

/**
 * A worker process that dies in the middle of a monitoring run (monitoring.int.test.ts): it runs the run in chunks
 * of two customers and, inside the given tenant's second chunk's transaction, after its writes and before its
 * commit, says so and hangs until the test kills it with SIGKILL. Other tenants' chunks go through.
 */
const [url, runId, tenantId] = process.argv.slice(2);
if (!url || !runId || !tenantId) throw new Error('usage: monitoring-crash-runner <database url> <run id> <tenant id>');
const database = connect(url, 3, { role: APP_ROLE });
const screening = new WatchlistIndex(database.db);
let chunks = 0;
await runMonitoring({ db: database.db, screening }, runId, {
  chunkSize: 2,
  beforeCommit: async (tenant) => {
    if (tenant !== tenantId || ++chunks !== 2) return;
    process.stdout.write('in-chunk 2\n');
    await new Promise(() => {});
  },
});
