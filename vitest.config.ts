import { defineConfig } from 'vitest/config';

// Two projects so the test script can run the quick pure suites first and the
// database-backed suites separately (once on embedded PostgreSQL, once on DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // fast-check with a fixed seed (FC_SEED=random to explore): see vitest.setup.ts.
          setupFiles: ['./vitest.setup.ts'],
          // XSD validation and OCR tests take seconds each; on a loaded 2-core CI machine 5 s is too tight.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/*/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
