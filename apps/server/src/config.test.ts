import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultWebDist, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded mode with demo data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      demoSeed: true,
      superuserEmail: 'admin@platform.test',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('keeps an external database free of demo data unless DEMO_SEED=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({ DEMO_SEED: '0' }).demoSeed).toBe(false);
  });

  it('runs two jobs at once unless JOB_CONCURRENCY says otherwise, and refuses a count that is not one', () => {
    expect(loadConfig({}).jobConcurrency).toBe(2);
    expect(loadConfig({ JOB_CONCURRENCY: '4' }).jobConcurrency).toBe(4);
    expect(() => loadConfig({ JOB_CONCURRENCY: '0' })).toThrow('JOB_CONCURRENCY must be a whole number from 1 to 64');
    expect(() => loadConfig({ JOB_CONCURRENCY: 'many' })).toThrow(/JOB_CONCURRENCY/);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('normalises the super user email and keeps only digits of the WhatsApp number', () => {
    const config = loadConfig({ SUPERUSER_EMAIL: ' Boss@Platform.Test ', SUPPORT_WHATSAPP: '+971 50 123 4567' });
    expect(config.superuserEmail).toBe('boss@platform.test');
    expect(config.supportWhatsApp).toBe('971501234567');
  });

  it('finds the web app in a checkout whose path has a space or non-ASCII letters', () => {
    const moduleUrl = pathToFileURL('/home/ops/my checkout/صندوق/apps/server/dist/server.js').href;
    expect(moduleUrl).toContain('my%20checkout');
    expect(defaultWebDist(moduleUrl)).toBe('/home/ops/my checkout/صندوق/apps/web/dist');
  });

  it('serves the web app of this checkout by default, and none when WEB_DIST is empty', () => {
    expect(loadConfig({}).webDist).toBe(fileURLToPath(new URL('../../web/dist', import.meta.url)));
    expect(loadConfig({ WEB_DIST: '' }).webDist).toBeNull();
  });

  it('reads LIST_MAX_AGE_DAYS (default 7) and refuses a value that is not a whole number of days', () => {
    expect(loadConfig({}).listMaxAgeDays).toBe(7);
    expect(loadConfig({ LIST_MAX_AGE_DAYS: '14' }).listMaxAgeDays).toBe(14);
    expect(loadConfig({ LIST_MAX_AGE_DAYS: '0' }).listMaxAgeDays).toBe(0);
    for (const bad of ['seven', '-1', '1.5', '99999'])
      expect(() => loadConfig({ LIST_MAX_AGE_DAYS: bad })).toThrow(/LIST_MAX_AGE_DAYS/);
  });
});
