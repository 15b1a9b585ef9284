import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { corporateCustomers, individualCustomers, screeningLogs, tenants } from '../../db/schema';
import { DEMO_TENANT_NAME, seedDatabase } from '../../db/seed';
import { silentLog } from '../screening/test-support/lists';
import { startWatchlists, type WatchlistRuntime } from '../screening/watchlist-runtime';
import { seedDemoCustomers } from './demo-customers';

let ctx: TestContext;
let runtime: WatchlistRuntime;

beforeAll(async () => {
  ctx = await createTestContext({ demoSeed: true, demoPassword: 'Dem0!Passw0rd' });
  await seedDatabase(ctx.db, ctx.deps.config);
  runtime = await startWatchlists(ctx.deps, silentLog, { baselineDir: null });
});

afterAll(async () => {
  await runtime.stop();
  await ctx.close();
});

describe('the demo tenant’s first customers (DEMO_SEED)', () => {
  it('registers them once through the real path: screened, charged, logged; the listed ones wait In Review', async () => {
    await seedDemoCustomers(ctx.deps, silentLog);
    await seedDemoCustomers(ctx.deps, silentLog);
    const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.clientName, DEMO_TENANT_NAME));
    const tenantId = tenant?.id ?? '';
    const individuals = await ctx.db
      .select()
      .from(individualCustomers)
      .where(eq(individualCustomers.tenantId, tenantId));
    const corporates = await ctx.db.select().from(corporateCustomers).where(eq(corporateCustomers.tenantId, tenantId));
    expect(individuals).toHaveLength(3);
    expect(corporates).toHaveLength(2);
    const inReview = [
      ...individuals.map((c) => [c.firstName, c.status]),
      ...corporates.map((c) => [c.companyName, c.status]),
    ]
      .filter(([, status]) => status === 'In Review')
      .map(([name]) => name);
    expect(inReview.sort()).toEqual(['Mirage Gold Bullion Trading LLC', 'Mohammed']);
    // One OnBoard log per screened name: 3 individuals, 2 companies and their 4 partners.
    const logs = await ctx.db.select().from(screeningLogs).where(eq(screeningLogs.tenantId, tenantId));
    expect(logs).toHaveLength(9);
  });
});
