import { type AppConfig, type Health, listAgeDays } from '@aml/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { versionLabel } from '../screening/watchlist-index';

/**
 * GET /api/health: liveness, database mode, version and the watchlist versions in force. `ok` is false
 * when the database does not answer (the route then answers 503 with the same body).
 */
export async function healthReport(deps: AppDeps): Promise<{ ok: boolean; health: Health }> {
  let ok = true;
  try {
    await deps.db.execute(sql`select 1`);
  } catch {
    ok = false;
  }
  // The list versions in force, named as every screening result names them; [] means none is loaded.
  // Issue 10: with each list's publication date and age, so monitoring can alert on stale lists.
  const now = new Date();
  const lists = deps.screening.versions.map((row) => ({
    source: row.listKey,
    version: versionLabel(row),
    entries: row.entryCount,
    publishedAt: row.publishedAt,
    ageDays: listAgeDays(row.publishedAt, row.importedAt, now),
  }));
  return { ok, health: { status: ok ? 'ok' : 'degraded', db: deps.dbMode, version: deps.version, lists } };
}

/** GET /api/config (public): what the browser needs before sign-in. */
export function publicConfig(deps: AppDeps): AppConfig {
  return {
    productTitle: deps.config.productTitle,
    supportWhatsApp: deps.config.supportWhatsApp,
    version: deps.version,
  };
}
