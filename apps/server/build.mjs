// Bundles the server (and its ID-scan worker) with the workspace packages it imports into dist/; third-party
// packages stay external and load from node_modules. Migrations and the baseline lists are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@aml/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  // The ID-scan worker thread is its own entry: the server starts it from dist/id-scan-worker.js.
  entryPoints: { server: 'src/server.ts', 'id-scan-worker': 'src/modules/id-scan/id-scan-worker.ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: 'dist',
  sourcemap: true,
  plugins: [externalThirdParty],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The shipped baseline lists (issue 10) travel with the bundle, like the migrations.
cpSync('baseline-lists', 'dist/baseline-lists', { recursive: true });
