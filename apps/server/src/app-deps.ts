import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { TokenService } from './lib/tokens';
import type { WatchlistIndex } from './modules/screening/watchlist-index';

/** What every module is built from; created once by buildApp and passed explicitly, never global. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  dbMode: 'embedded' | 'external';
  tokens: TokenService;
  /** The screening index in force (rebuilt from the database, swapped whole on every list import). */
  screening: WatchlistIndex;
  version: string;
}
