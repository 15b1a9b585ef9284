import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, ensureDatabase, runMigrations } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
    dbMode: 'embedded' | 'external';
  }
}

export const TEMPLATE_DB = 'aml_test_template';

/**
 * One PostgreSQL server for the whole integration run: Debian's (or any) server when DATABASE_URL is
 * set, as CI does, otherwise a throwaway embedded one. A migrated template database is made once;
 * every test file then gets its own copy (`create database … template …`), so files never share rows.
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  const embedded = external
    ? undefined
    : await startEmbeddedPostgres({
        dir: path.join(os.tmpdir(), `aml-test-pg-${randomBytes(4).toString('hex')}`),
        persistent: false,
      });
  const adminUrl = external ?? (embedded?.url as string);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.end();
  const template = connect(await ensureDatabase(adminUrl, TEMPLATE_DB), 2);
  await runMigrations(template);
  await template.close();

  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', TEMPLATE_DB);
  project.provide('dbMode', external ? 'external' : 'embedded');
  return async () => {
    await embedded?.stop();
  };
}
