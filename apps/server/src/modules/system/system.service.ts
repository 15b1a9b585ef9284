import type { AppConfig, Health } from '@aml/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';

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
  const lists = deps.screening.lists.map((l) => ({
    source: l.sourceType,
    version: l.version ?? '',
    entries: l.entries,
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
