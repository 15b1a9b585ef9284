import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { TokenService } from './lib/tokens';

/** What every module is built from; created once by buildApp and passed explicitly, never global. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  dbMode: 'embedded' | 'external';
  tokens: TokenService;
  version: string;
}
