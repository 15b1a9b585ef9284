import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('normalises the super user email and keeps only digits of the WhatsApp number', () => {
    const config = loadConfig({ SUPERUSER_EMAIL: ' Boss@Platform.Test ', SUPPORT_WHATSAPP: '+971 50 123 4567' });
    expect(config.superuserEmail).toBe('boss@platform.test');
    expect(config.supportWhatsApp).toBe('971501234567');
  });

  it('reads LIST_MAX_AGE_DAYS (default 7) and refuses a value that is not a whole number of days', () => {
    expect(loadConfig({}).listMaxAgeDays).toBe(7);
    expect(loadConfig({ LIST_MAX_AGE_DAYS: '14' }).listMaxAgeDays).toBe(14);
    expect(loadConfig({ LIST_MAX_AGE_DAYS: '0' }).listMaxAgeDays).toBe(0);
    for (const bad of ['seven', '-1', '1.5', '99999'])
      expect(() => loadConfig({ LIST_MAX_AGE_DAYS: bad })).toThrow(/LIST_MAX_AGE_DAYS/);
  });
});
