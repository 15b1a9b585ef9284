import {
  type CorporateFormInput,
  corporateFormSchema,
  type IndividualFormInput,
  individualFormSchema,
  toCorporateRegistration,
  toIndividualRegistration,
} from '@aml/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { tenants, users } from '../../db/schema';
import { DEMO_MLRO_EMAIL, DEMO_TENANT_NAME } from '../../db/seed';
import { type TenantContext, withPlatform, withTenant } from '../../db/tenant-scope';
import { registerCorporate } from './corporates.service';
import { registerIndividual } from './individuals.service';
import { sampleCorporateForm, sampleIndividualForm, samplePartner } from './sample-forms';

/**
 * DEMO_SEED=1: the demo tenant's first customers, so that a fresh install shows the lists, the review
 * queue and an explained hit at once. They go through the real registration (screened against the lists
 * in force, charged, logged, scored, audited as the demo MLRO's work), once: a tenant that has any customer
 * is left alone. Two of them are on the fictional demo list and wait In Review.
 */
const INDIVIDUALS: Partial<IndividualFormInput>[] = [
  { firstName: 'Aisha', lastName: 'Rahmanova', idNo: 'DEMOP1001', email: 'aisha@example.com' },
  { firstName: 'Omar', lastName: 'Nasser', idNo: 'DEMOP1002', nationality: 'Egypt', email: 'omar@example.com' },
  {
    firstName: 'Mohammed',
    lastName: 'Abdullah Al-Khayali',
    dateOfBirth: '1975-03-14',
    gender: 'Male',
    idNo: 'DEMOP1003',
    email: 'm.khayali@example.com',
    paymentMode: 'Cash',
  },
];

const CORPORATES: Partial<CorporateFormInput>[] = [
  { companyName: 'Falcon Pearl Jewellery LLC', tradeLicenseNo: 'DEMOTL2001', email: 'info@falconpearl.example' },
  {
    companyName: 'Mirage Gold Bullion Trading LLC',
    tradeLicenseNo: 'DEMOTL2002',
    email: 'compliance@miragegold.example',
    partners: [
      samplePartner({ name: 'Fatima Yousef Al-Wahmi', birthdate: '1982-06-01', idNoOrLicenseNo: 'DEMON3001' }),
      samplePartner({ name: 'Layla Haddadin', birthdate: '1979-08-20', idNoOrLicenseNo: 'DEMON3002' }),
    ],
  },
];

type Log = { info(message: string): void; warn(message: string): void };

export async function seedDemoCustomers(deps: Pick<AppDeps, 'db' | 'screening' | 'tokens' | 'config'>, log: Log) {
  if (!deps.config.demoSeed) return;
  if (deps.screening.current.lists.length === 0) {
    log.warn('demo customers not created: no sanctions list is loaded to screen them');
    return;
  }
  const found = await withPlatform(deps.db, 'demo seed: the demo tenant and its MLRO', async (tx) => {
    const [row] = await tx
      .select({ tenantId: tenants.id, actorId: users.id })
      .from(tenants)
      .innerJoin(users, and(eq(users.tenantId, tenants.id), eq(users.email, DEMO_MLRO_EMAIL)))
      .where(and(eq(tenants.clientName, DEMO_TENANT_NAME), isNull(tenants.deletedAt)))
      .limit(1);
    return row ?? null;
  });
  if (!found) return;
  const ctx: TenantContext = {
    tenantId: found.tenantId,
    actorId: found.actorId,
    actorEmail: DEMO_MLRO_EMAIL,
    ip: null,
  };
  const existing = await withTenant(deps.db, ctx, async (tx) => {
    const result = await tx.execute<{ n: string }>(
      sql`select (select count(*) from individual_customers) + (select count(*) from corporate_customers) as n`,
    );
    return Number(result.rows[0]?.n ?? 0);
  });
  if (existing > 0) return;

  let created = 0;
  const attempt = async (name: string, register: () => Promise<unknown>) => {
    try {
      await register();
      created++;
    } catch (error) {
      log.warn(`demo customer ${name} not created: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const person of INDIVIDUALS) {
    await attempt(`${person.firstName} ${person.lastName}`, () =>
      registerIndividual(
        deps,
        ctx,
        toIndividualRegistration(individualFormSchema.parse(sampleIndividualForm(person)), {}),
      ),
    );
  }
  for (const company of CORPORATES) {
    await attempt(company.companyName ?? 'company', () =>
      registerCorporate(
        deps,
        ctx,
        toCorporateRegistration(corporateFormSchema.parse(sampleCorporateForm(company)), {}),
      ),
    );
  }
  log.info(`demo customers created: ${created}`);
}
