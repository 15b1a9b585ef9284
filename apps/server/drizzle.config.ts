import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @aml/server` writes SQL migrations from schema.ts; they are applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
