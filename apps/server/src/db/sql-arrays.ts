import { type SQL, sql } from 'drizzle-orm';

/**
 * Ids as ONE uuid[] parameter (a PostgreSQL array literal). drizzle's sql template spreads a JS array into
 * one parameter per element, and a statement takes at most 65,535 parameters; a tenant's book can hold more.
 */
export function uuidArray(ids: readonly string[]): SQL {
  for (const id of ids) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not a uuid: ${id}`);
  }
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}
