import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { generatePassword, hashPassword } from '../lib/passwords';
import { appendAudit } from '../modules/audit/audit.repo';
import type { Db, Tx } from './database';
import { tenants, users } from './schema';

export const DEMO_TENANT_NAME = 'Demo Jewellers LLC';
export const DEMO_MLRO_EMAIL = 'mlro@demo.test';
export const DEMO_FLA_EMAIL = 'fla@demo.test';

/** A sign-in created by this seed run, to be printed once on the console. */
export interface SeededLogin {
  label: string;
  email: string;
  /** Shown only when the password was generated; a password from the environment is not echoed. */
  generatedPassword: string | null;
}

async function userExists(tx: Tx, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return rows.length > 0;
}

/**
 * Creates what is missing and nothing else, so a restart keeps all data and prints no password again.
 * Runs under a transaction-level advisory lock so that instances starting together seed once.
 */
export async function seedDatabase(db: Db, config: AppConfig): Promise<SeededLogin[]> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(874202)`);
    const created: SeededLogin[] = [];

    if (!(await userExists(tx, config.superuserEmail))) {
      const generated = config.superuserPassword ? null : generatePassword();
      const [user] = await tx
        .insert(users)
        .values({
          email: config.superuserEmail,
          name: 'Platform Administrator',
          passwordHash: await hashPassword(config.superuserPassword ?? (generated as string)),
          platformRole: 'SuperUser',
        })
        .returning({ id: users.id });
      await appendAudit(tx, {
        tenantId: null,
        actorId: null,
        action: 'seed.super_user_created',
        entityType: 'user',
        entityId: user?.id,
        after: { email: config.superuserEmail },
      });
      created.push({ label: 'Super user', email: config.superuserEmail, generatedPassword: generated });
    }

    if (config.demoSeed) created.push(...(await seedDemoTenant(tx, config)));
    return created;
  });
}

async function seedDemoTenant(tx: Tx, config: AppConfig): Promise<SeededLogin[]> {
  let [tenant] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.clientName, DEMO_TENANT_NAME), isNull(tenants.deletedAt)))
    .limit(1);
  if (!tenant) {
    const expiry = new Date();
    expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
    // Clearly fictional details; the address fields use the spec's stored codes (OFFIC, M).
    [tenant] = await tx
      .insert(tenants)
      .values({
        clientName: DEMO_TENANT_NAME,
        name: 'Demo Jewellers',
        email: 'compliance@demo.test',
        expiryDate: expiry.toISOString().slice(0, 10),
        remarks: 'Demonstration tenant created by DEMO_SEED',
        tradeLicenseNumber: 'DEMO-TL-000001',
        address: 'Shop 12, Demo Gold Souq',
        maxScreeningCount: 500,
        givenScreeningCount: 500,
        ongoingMonitoringEnabled: true,
        ongoingMonitoringCount: 100,
        wmsTenantCode: 'DEMO',
        rentityId: '1001',
        firstName: 'Demo',
        lastName: 'Officer',
        birthdate: '1985-01-01',
        ssn: '784-1985-0000000-0',
        passportNumber: 'DEMO00000',
        passportCountry: 'AE',
        nationality: 'AE',
        tphContactType: 'OFFIC',
        tphCommunicationType: 'M',
        tphNumber: '971500000000',
        addressType: 'OFFIC',
        city: 'Dubai',
        countryCode: 'AE',
        state: 'Dubai',
      })
      .returning({ id: tenants.id });
    if (!tenant) throw new Error('Could not create the demo tenant');
    await appendAudit(tx, {
      tenantId: tenant.id,
      actorId: null,
      action: 'seed.tenant_created',
      entityType: 'tenant',
      entityId: tenant.id,
      after: { clientName: DEMO_TENANT_NAME },
    });
  }

  const created: SeededLogin[] = [];
  // One generated password for both demo users, so the printout stays short.
  const generated = config.demoPassword ? null : generatePassword();
  const passwordHash = await hashPassword(config.demoPassword ?? (generated as string));
  const demoUsers = [
    { email: DEMO_MLRO_EMAIL, name: 'Demo MLRO', tenantRole: 'MLRO' as const, label: 'Demo MLRO' },
    { email: DEMO_FLA_EMAIL, name: 'Demo FLA', tenantRole: 'FLA' as const, label: 'Demo FLA' },
  ];
  for (const demo of demoUsers) {
    if (await userExists(tx, demo.email)) continue;
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        email: demo.email,
        name: demo.name,
        passwordHash,
        platformRole: 'ClientUser',
        tenantRole: demo.tenantRole,
      })
      .returning({ id: users.id });
    await appendAudit(tx, {
      tenantId: tenant.id,
      actorId: null,
      action: 'seed.user_created',
      entityType: 'user',
      entityId: user?.id,
      after: { email: demo.email, role: demo.tenantRole },
    });
    created.push({ label: demo.label, email: demo.email, generatedPassword: generated });
  }
  return created;
}
