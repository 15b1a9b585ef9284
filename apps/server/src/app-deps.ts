import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { TokenService } from './lib/tokens';
import type { BatchHandlers } from './modules/jobs/batch-handlers';
import type { JobQueue } from './modules/jobs/job-runner';
import type { WatchlistIndex } from './modules/screening/watchlist-index';

/** What every module is built from; created once by buildApp and passed explicitly, never global. */
export interface AppDeps {
  config: AppConfig;
  /**
   * The request pool: runs as the role aml_app, so row-level security applies (decision 101). Tenant data
   * is reached only inside withTenant or withPlatform (db/tenant-scope.ts); outside them no tenant row is visible.
   */
  db: Db;
  dbMode: 'embedded' | 'external';
  tokens: TokenService;
  /** The screening index in force (rebuilt from the database, swapped whole on every list import). */
  screening: WatchlistIndex;
  /** The job queue (graphile-worker, in the database): typed enqueue, whether or not this process runs jobs. */
  jobs: JobQueue;
  /** Item handlers of batches by kind (batch screening, batch onboarding, monitoring), registered by their modules. */
  batchHandlers: BatchHandlers;
  version: string;
}
