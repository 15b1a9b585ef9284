import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The operator interface of ARCHITECTURE §1. Every knob is read here once, so the rest of the
 * server receives a typed object and tests can build one without touching process.env.
 */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** External PostgreSQL; when absent the app starts its own embedded server in dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  superuserEmail: string;
  superuserPassword: string | undefined;
  demoSeed: boolean;
  demoPassword: string | undefined;
  mailDomain: string | undefined;
  watchlistDir: string | undefined;
  watchlistAutoUpdate: boolean;
  /** LIST_MAX_AGE_DAYS: a sanctions list in force older than this many days puts a banner before every tenant user. */
  listMaxAgeDays: number;
  logLevel: string;
  productTitle: string;
  supportWhatsApp: string | null;
  /** Folder of the built SPA; null when the API runs alone (tests, dev with Vite). */
  webDist: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Sign-in attempts allowed per client IP per minute, on top of the per-account lockout. */
  loginRateLimitPerMinute: number;
  /** Jobs (batches, list downloads) this instance runs at once. */
  jobConcurrency: number;
  /** MONITORING_FULL_RESCREEN_CRON: when every monitored customer is re-screened against every list (UTC crontab). */
  monitoringFullRescreenCron: string;
}

/** Daily at 03:00 UTC (07:00 in the Gulf): after the 02:00 list download, before the business day. */
export const DEFAULT_FULL_RESCREEN_CRON = '0 3 * * *';

function crontab(value: string | undefined, name: string, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  const pattern = value.trim().replace(/\s+/g, ' ');
  // Five fields of digits, ranges, lists and steps: minute hour day-of-month month day-of-week.
  if (!/^([\d*,/-]+ ){4}[\d*,/-]+$/.test(pattern))
    throw new Error(`${name} must be a crontab pattern of five fields (minute hour day month weekday), got "${value}"`);
  return pattern;
}

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`${name} must be a whole number from 1 to 64, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const listMaxAgeDays = env.LIST_MAX_AGE_DAYS ? Number(env.LIST_MAX_AGE_DAYS) : 7;
  if (!Number.isInteger(listMaxAgeDays) || listMaxAgeDays < 0 || listMaxAgeDays > 3650)
    throw new Error(`LIST_MAX_AGE_DAYS must be a whole number of days from 0 to 3650, got "${env.LIST_MAX_AGE_DAYS}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    superuserEmail: (env.SUPERUSER_EMAIL ?? 'admin@platform.test').trim().toLowerCase(),
    superuserPassword: env.SUPERUSER_PASSWORD || undefined,
    // Demo data is on by default for the embedded mode only: a real external database stays clean.
    demoSeed: flag(env.DEMO_SEED) ?? databaseUrl === undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    mailDomain: env.MAIL_DOMAIN || undefined,
    watchlistDir: env.WATCHLIST_DIR || undefined,
    watchlistAutoUpdate: flag(env.WATCHLIST_AUTO_UPDATE) ?? false,
    listMaxAgeDays,
    logLevel: env.LOG_LEVEL ?? 'info',
    productTitle: env.PRODUCT_TITLE ?? 'Aurum AML',
    supportWhatsApp: env.SUPPORT_WHATSAPP?.replace(/\D/g, '') || null,
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? defaultWebDist(import.meta.url)),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 7 * 24 * 60 * 60),
    loginRateLimitPerMinute: Number(env.LOGIN_RATE_LIMIT_PER_MINUTE ?? 20),
    jobConcurrency: positiveInteger(env.JOB_CONCURRENCY, 'JOB_CONCURRENCY', 2),
    monitoringFullRescreenCron: crontab(
      env.MONITORING_FULL_RESCREEN_CRON,
      'MONITORING_FULL_RESCREEN_CRON',
      DEFAULT_FULL_RESCREEN_CRON,
    ),
  };
}

/**
 * The built web app beside this module (apps/server/src or apps/server/dist → apps/web/dist). A file URL's
 * `pathname` keeps its percent-escapes ("my%20checkout"), a folder that does not exist: fileURLToPath
 * decodes them, so a checkout path with a space or non-ASCII letters still serves the web app.
 */
export function defaultWebDist(moduleUrl: string): string {
  return fileURLToPath(new URL('../../web/dist', moduleUrl));
}
