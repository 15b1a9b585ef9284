import path from 'node:path';

/** Fixed settings of the browser suite's own server (a throwaway data folder, known passwords). */
// E2E_PORT lets several checkouts on one machine run their browser suites side by side.
const port = Number(process.env.E2E_PORT ?? 4321);

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  dataDir: path.resolve('.tmp/e2e-data'),
  jwtSecret: 'e2e-only-secret-0123456789abcdef0123456789abcdef',
  superUser: { email: 'admin@platform.test', password: 'Adm1n!Passw0rd' },
  demoPassword: 'Dem0!Passw0rd',
  mlro: { email: 'mlro@demo.test' },
  fla: { email: 'fla@demo.test' },
} as const;
