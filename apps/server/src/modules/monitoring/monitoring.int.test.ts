import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitoringAlertsSchema, monitoringRunPageSchema } from '@aml/contracts';
import { demoEntries } from '@aml/screening';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCorporateBody,
  buildIndividualBody,
  buildPartner,
  postCorporate,
  postIndividual,
} from '../../../test/customers';
import { createTenantWithStaff, createTestContext, login, type TestContext } from '../../../test/helpers';
import {
  auditEvents,
  corporateCustomers,
  corporatePartners,
  individualCustomers,
  monitoringAlerts,
  monitoringRuns,
  monitoringRunTenants,
  screeningLogs,
  tenants,
} from '../../db/schema';
import { readSharedList, waitFor } from '../screening/test-support/lists';
import { createWatchlistImporter } from '../screening/watchlist-import';
import { scheduleFullRescreen } from './monitoring.jobs';
import { runMonitoring } from './monitoring-run';

/**
 * Ongoing monitoring end to end (issue 17) on the real OFAC SDN snapshots as successive versions:
 * 2021-07-07 (full set) → 2022-11 (sdn.csv; adds PUTIN) → 2024-05-03 (sdn.csv; changes MNANGAGWA, drops MUGABE).
 * Customers are registered through the API as staff register them; runs are made by the imports themselves.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

async function importSnapshot(folder: string, files: readonly string[]): Promise<string> {
  const importer = createWatchlistImporter({ db: ctx.db, index: ctx.deps.screening });
  const set = await Promise.all(
    files.map(async (f) => ({ fileName: f, bytes: new Uint8Array(await readSharedList(`ofac/${folder}/${f}`)) })),
  );
  const outcome = await importer.importFiles(set, 'upload', null, { confirm: true });
  if (outcome.status !== 'imported') throw new Error(`snapshot ${folder} not imported: ${outcome.status}`);
  return outcome.monitoringRunId;
}

type Auth = Record<string, string>;

async function monitoredTenant(name: string) {
  const { tenant, mlro } = await createTenantWithStaff(ctx.db, {
    clientName: name,
    maxScreeningCount: 200,
    ongoingMonitoringEnabled: true,
    ongoingMonitoringCount: 50,
  });
  return { tenant, auth: (await login(ctx.app, mlro.email)).auth };
}

async function registerIndividual(auth: Auth, person: Record<string, unknown>): Promise<string> {
  const response = await postIndividual(ctx.app, auth, buildIndividualBody({ fuzzyLevel: '1', ...person }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().userId as string;
}

const decide = (auth: Auth, id: string, mode: 'approve' | 'falseMatch') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/IndividualUser/onboard-individual-user/${id}?mode=${mode}`,
    headers: auth,
    payload: { remarks: 'checked against the passport' },
  });

const individual = async (id: string) =>
  (await ctx.db.select().from(individualCustomers).where(eq(individualCustomers.id, id)))[0];
const alertsOf = (id: string) =>
  ctx.db
    .select()
    .from(monitoringAlerts)
    .where(eq(monitoringAlerts.individualId, id))
    .orderBy(asc(monitoringAlerts.raisedAt));
const auditOf = (id: string, action: string) =>
  ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, action)));

const PUTIN = {
  firstName: 'Vladimir',
  lastName: 'Putin',
  dateOfBirth: '1952-10-07',
  nationality: 'Russia',
  gender: 'Male',
};
const MNANGAGWA = {
  firstName: 'Emmerson',
  lastName: 'Mnangagwa',
  dateOfBirth: '1946-09-15',
  nationality: 'Zimbabwe',
  gender: 'Male',
};
const MUGABE = {
  firstName: 'Robert',
  lastName: 'Mugabe',
  dateOfBirth: '1924-02-21',
  nationality: 'Zimbabwe',
  gender: 'Male',
};
const AL_ZOMOR = {
  firstName: 'Abboud',
  lastName: 'Al-Zomor',
  dateOfBirth: '1947-04-19',
  nationality: 'Egypt',
  gender: 'Male',
};

describe('ongoing monitoring across the real OFAC SDN versions', () => {
  const ids = {
    putin: '',
    putinRegular: '',
    putinElsewhere: '',
    corporate: '',
    mnangagwa: '',
    mugabe: '',
    alZomor: '',
  };
  let monitored: Awaited<ReturnType<typeof monitoredTenant>>;
  let disabled: Awaited<ReturnType<typeof monitoredTenant>>;
  let runs: { step2022: string; step2024: string };

  beforeAll(async () => {
    await importSnapshot('sdn-2021-07-07', ['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv']);
    monitored = await monitoredTenant('Monitored Gold LLC');
    disabled = await monitoredTenant('Unmonitored Gold LLC');
    ids.putin = await registerIndividual(monitored.auth, { ...PUTIN, needsOnGoingScreening: true });
    ids.putinRegular = await registerIndividual(monitored.auth, { ...PUTIN, needsOnGoingScreening: false });
    ids.putinElsewhere = await registerIndividual(disabled.auth, { ...PUTIN, needsOnGoingScreening: true });
    const corporate = await postCorporate(
      ctx.app,
      monitored.auth,
      buildCorporateBody({
        companyName: 'Neva Bullion Trading LLC',
        needsOnGoingScreening: true,
        fuzzyLevel: '1',
        partners: [
          buildPartner({
            name: 'Vladimir Putin',
            birthdate: '1952-10-07',
            nationalityOrCountryOfIncorporation: 'Russia',
          }),
          buildPartner({ name: 'Layla Haddadin', birthdate: '1979-08-20', percentageOfShare: 50 }),
        ],
      }),
    );
    expect(corporate.statusCode, corporate.body).toBe(200);
    ids.corporate = corporate.json().corporateUserId;
    // The second tenant switches monitoring off after registering: its customers are no longer monitored.
    await ctx.db.update(tenants).set({ ongoingMonitoringEnabled: false }).where(eq(tenants.id, disabled.tenant.id));
    for (const id of [ids.putin, ids.putinRegular, ids.putinElsewhere])
      expect((await individual(id))?.status).toBe('Onboarded');

    runs = { step2022: await importSnapshot('sdn-2022-11', ['sdn.csv']), step2024: '' };
    await runMonitoring(ctx.deps, runs.step2022);
  }, 240_000);

  it('alerts a monitored customer matching an entry the new version added, and says why', async () => {
    const putin = await individual(ids.putin);
    expect(putin?.status).toBe('Alerted');
    const alerts = await alertsOf(ids.putin);
    const alert = alerts.find((a) => a.sourceId === '35096');
    expect(alert).toMatchObject({
      kind: 'new-hit',
      sourceType: 'OFAC SDN',
      entryName: 'PUTIN, Vladimir Vladimirovich',
      statusBefore: 'Onboarded',
      statusAfter: 'Alerted',
      decidedAt: null,
    });
    expect(alert?.reason).toMatch(
      /^New listing: OFAC SDN .*#2 added PUTIN, Vladimir Vladimirovich \(35096\); "Vladimir Putin" matches it at \d+\.$/,
    );
    // The stored screening now holds the hit, so the Sanction Details tab shows what to decide.
    expect(putin?.riskDetails).toContain('PUTIN, Vladimir Vladimirovich');
    // The previous status is in the audit trail.
    const [event] = await auditOf(ids.putin, 'customer.monitoring_alerted');
    expect(event?.before).toEqual({ status: 'Onboarded' });
    expect((event?.after as { alerts?: string[] } | undefined)?.alerts).toContain(alert?.reason);
  });

  it('leaves a customer without monitoring and a tenant with monitoring disabled untouched', async () => {
    for (const id of [ids.putinRegular, ids.putinElsewhere]) {
      expect((await individual(id))?.status).toBe('Onboarded');
      expect(await alertsOf(id)).toEqual([]);
    }
    const shares = await ctx.db
      .select()
      .from(monitoringRunTenants)
      .where(eq(monitoringRunTenants.runId, runs.step2022));
    expect(shares.map((s) => s.tenantId)).toContain(monitored.tenant.id);
    expect(shares.map((s) => s.tenantId)).not.toContain(disabled.tenant.id);
    const logs = await ctx.db
      .select()
      .from(screeningLogs)
      .where(and(eq(screeningLogs.tenantId, disabled.tenant.id), eq(screeningLogs.screeningType, 'OnGoingListUpdate')));
    expect(logs).toEqual([]);
  });

  it('alerts a corporate through its partner, the partner Alerted too', async () => {
    const [company] = await ctx.db.select().from(corporateCustomers).where(eq(corporateCustomers.id, ids.corporate));
    expect(company?.status).toBe('Alerted');
    const partners = await ctx.db
      .select()
      .from(corporatePartners)
      .where(eq(corporatePartners.corporateId, ids.corporate))
      .orderBy(asc(corporatePartners.position));
    expect(partners.map((p) => [p.name, p.status])).toEqual([
      ['Vladimir Putin', 'Alerted'],
      ['Layla Haddadin', 'Onboarded'],
    ]);
    const alerts = await ctx.db.select().from(monitoringAlerts).where(eq(monitoringAlerts.corporateId, ids.corporate));
    expect(alerts.some((a) => a.subject === partners[0]?.id && a.sourceId === '35096')).toBe(true);
    // The MLRO decides the partner: its alert closes with that decision.
    const decided = await ctx.app.inject({
      method: 'PUT',
      url: `/api/CorporateUser/force-onboard-corporate-partner/${partners[0]?.id}?mode=falseMatch`,
      headers: monitored.auth,
      payload: { remarks: 'a namesake, passport checked' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [closed] = await ctx.db
      .select()
      .from(monitoringAlerts)
      .where(and(eq(monitoringAlerts.corporateId, ids.corporate), eq(monitoringAlerts.sourceId, '35096')));
    expect(closed?.decision).toBe('False Match');
  });

  it('writes one OnGoingListUpdate log per name screened, charging nothing', async () => {
    const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, monitored.tenant.id));
    const logs = await ctx.db
      .select()
      .from(screeningLogs)
      .where(
        and(eq(screeningLogs.tenantId, monitored.tenant.id), eq(screeningLogs.screeningType, 'OnGoingListUpdate')),
      );
    // Putin (monitored) and the corporate's three names; the unmonitored Putin is not screened.
    expect(logs.map((l) => l.userName).sort()).toEqual(
      ['Layla Haddadin', 'Neva Bullion Trading LLC', 'Vladimir Putin', 'Vladimir Putin'].sort(),
    );
    expect(logs.filter((l) => l.screeningCount > 0).map((l) => l.userName)).toEqual([
      'Vladimir Putin',
      'Vladimir Putin',
    ]);
    // Registration charged 1 + 1 + 3 screenings; monitoring charged none.
    expect(tenant?.maxScreeningCount).toBe(200 - 5);
  });

  it('shows the run to the MLRO with its figures, and in the CSV', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/monitoring/runs', headers: monitored.auth });
    expect(response.statusCode).toBe(200);
    const page = monitoringRunPageSchema.parse(response.json());
    const run = page.items.find((r) => r.id === runs.step2022);
    expect(run).toMatchObject({
      trigger: 'OnGoingListUpdate',
      listName: 'OFAC SDN',
      status: 'completed',
      customersChecked: 2,
      partnersChecked: 2,
      hitsRemoved: 0,
    });
    expect(run?.delta?.added).toBeGreaterThan(3000);
    expect(run?.alertsRaised).toBeGreaterThanOrEqual(2);
    expect(run?.startedAt).not.toBeNull();
    expect(run?.finishedAt).not.toBeNull();
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/monitoring/runs/export.csv',
      headers: monitored.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/monitoring_runs_\d{4}-\d{2}-\d{2}_/);
    const [header, ...lines] = csv.body.trim().split('\r\n');
    expect(header).toMatch(/^Run Type,List,List Version,Imported At,Entries Added/);
    const line = lines.find((l) => l.startsWith('On Going List Update,OFAC SDN,'));
    expect(line).toContain(',Completed,');
    // Account Statistics shows the same run with the monitoring figures.
    const statistics = await ctx.app.inject({ method: 'GET', url: '/api/account-statistics', headers: monitored.auth });
    expect(statistics.json().lastMonitoringRun).toEqual(page.items[0]);
    // The other tenant took no part: it sees no run.
    const other = await ctx.app.inject({ method: 'GET', url: '/api/monitoring/runs', headers: disabled.auth });
    expect(monitoringRunPageSchema.parse(other.json()).items.map((r) => r.id)).not.toContain(runs.step2022);
  });

  it("lists the customer's alerts; the list row carries the reason; a decision closes the alert", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/monitoring/alerts/individual/${ids.putin}`,
      headers: monitored.auth,
    });
    const alerts = monitoringAlertsSchema.parse(response.json());
    expect(alerts.find((a) => a.sourceId === '35096')?.trigger).toBe('OnGoingListUpdate');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/customers?view=alerted', headers: monitored.auth });
    const row = list.json().items.find((r: { id: string }) => r.id === ids.putin);
    expect(row.monitoringAlert.reason).toMatch(/^New listing: OFAC SDN/);
    // Another tenant's customer is 404.
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/monitoring/alerts/individual/${ids.putin}`,
      headers: disabled.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await decide(monitored.auth, ids.putin, 'approve')).statusCode).toBe(200);
    const [closed] = (await alertsOf(ids.putin)).filter((a) => a.sourceId === '35096');
    expect(closed?.decision).toBe('Approved');
    expect(closed?.decidedAt).not.toBeNull();
  });

  describe('the next version (2024-05-03)', () => {
    beforeAll(async () => {
      // Registered while 2022-11 is in force: each is hit, and the MLRO decides.
      ids.mnangagwa = await registerIndividual(monitored.auth, { ...MNANGAGWA, needsOnGoingScreening: true });
      ids.mugabe = await registerIndividual(monitored.auth, { ...MUGABE, needsOnGoingScreening: true });
      ids.alZomor = await registerIndividual(monitored.auth, { ...AL_ZOMOR, needsOnGoingScreening: true });
      for (const id of [ids.mnangagwa, ids.mugabe, ids.alZomor])
        expect((await individual(id))?.status).toBe('In Review');
      expect((await decide(monitored.auth, ids.mnangagwa, 'falseMatch')).statusCode).toBe(200);
      expect((await decide(monitored.auth, ids.alZomor, 'falseMatch')).statusCode).toBe(200);
      expect((await decide(monitored.auth, ids.mugabe, 'approve')).statusCode).toBe(200);
      runs.step2024 = await importSnapshot('sdn-2024-05-03', ['sdn.csv']);
      await runMonitoring(ctx.deps, runs.step2024);
    }, 240_000);

    it('re-alerts a remembered false match whose entry changed, saying what changed', async () => {
      expect((await individual(ids.mnangagwa))?.status).toBe('Alerted');
      const alert = (await alertsOf(ids.mnangagwa)).find((a) => a.sourceId === '7513');
      expect(alert?.statusBefore).toBe('FalseMatchOnboarded');
      expect(alert?.reason).toMatch(/^Changed listing: OFAC SDN .* changed MNANGAGWA, Emmerson Dambudzo \(7513\) \(/);
      expect(alert?.changes.join('; ')).toContain('new alias');
    });

    it('notes a delisting on the customer it hit, without a silent status change', async () => {
      expect((await individual(ids.mugabe))?.status).toBe('Onboarded');
      const notes = await alertsOf(ids.mugabe);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        kind: 'hit-removed',
        sourceId: '7480',
        statusBefore: 'Onboarded',
        statusAfter: 'Onboarded',
      });
      expect(notes[0]?.reason).toMatch(/^Delisted: OFAC SDN .* no longer lists MUGABE, Robert Gabriel \(7480\)/);
      const [event] = await auditOf(ids.mugabe, 'customer.monitoring_hit_removed');
      expect((event?.after as { notes?: string[] } | undefined)?.notes).toEqual([notes[0]?.reason]);
      const history = await ctx.app.inject({
        method: 'GET',
        url: `/api/customers/individual/${ids.mugabe}/history`,
        headers: monitored.auth,
      });
      expect(history.json().find((h: { title: string }) => h.title === 'Ongoing monitoring note')).toBeTruthy();
    });

    it('the scheduled full re-screen does not re-alert an unchanged remembered false match, nor a hit already stored', async () => {
      expect((await individual(ids.alZomor))?.status).toBe('FalseMatchOnboarded');
      const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(monitoringAlerts);
      const runId = await scheduleFullRescreen({ ...ctx.deps, jobs: { enqueue: async () => {} } }, new Date());
      await runMonitoring(ctx.deps, runId);
      expect((await individual(ids.alZomor))?.status).toBe('FalseMatchOnboarded');
      expect(await alertsOf(ids.alZomor)).toEqual([]);
      const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(monitoringAlerts);
      expect(after[0]?.n).toBe(before[0]?.n);
      const [share] = await ctx.db
        .select()
        .from(monitoringRunTenants)
        .where(and(eq(monitoringRunTenants.runId, runId), eq(monitoringRunTenants.tenantId, monitored.tenant.id)));
      expect(share).toMatchObject({ status: 'completed', customersChecked: 5, partnersChecked: 2, alertsRaised: 0 });
      const [run] = await ctx.db.select().from(monitoringRuns).where(eq(monitoringRuns.id, runId));
      expect(run?.status).toBe('completed');
    });
  });
});

describe('a run killed mid-way resumes without skipping or doubling', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it('the chunk in flight when the worker dies is redone; the one committed before is not', async () => {
    const { tenant, auth } = await monitoredTenant('Resume Gold LLC');
    // Six monitored customers whose stored screening lacks the hit the lists in force have (as if a delta had
    // been missed): the scheduled full re-screen alerts each of them once.
    for (let i = 0; i < 6; i++) {
      await registerIndividual(auth, { ...PUTIN, idNo: `RESUME${i}`, needsOnGoingScreening: true });
    }
    await ctx.db
      .update(individualCustomers)
      .set({
        status: 'Onboarded',
        riskDetails: sql`jsonb_set(${individualCustomers.riskDetails}::jsonb, '{found_records}', '[]'::jsonb)::text`,
      })
      .where(eq(individualCustomers.tenantId, tenant.id));
    const runId = await scheduleFullRescreen(
      { ...ctx.deps, jobs: { enqueue: async () => {} } },
      new Date(Date.now() + 3_600_000),
    );
    const share = async () =>
      (
        await ctx.db
          .select()
          .from(monitoringRunTenants)
          .where(and(eq(monitoringRunTenants.runId, runId), eq(monitoringRunTenants.tenantId, tenant.id)))
      )[0];
    const logs = async () =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(screeningLogs)
          .where(and(eq(screeningLogs.tenantId, tenant.id), eq(screeningLogs.screeningType, 'OnGoingScheduled')))
      )[0]?.n;

    const url = new URL(ctx.databaseUrl);
    url.searchParams.set('application_name', 'monitoring-crash-runner');
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'test-support/monitoring-crash-runner.ts'), url.toString(), runId, tenant.id],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor(() => output.includes('in-chunk 2'), 60_000);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // Until PostgreSQL has noticed the dead connections, their transaction (and the share's lock) is still open.
    await waitFor(async () => {
      const open = await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where application_name = 'monitoring-crash-runner'`,
      );
      return open.rows[0]?.n === 0;
    });
    // The first chunk (this tenant's first two customers) is committed; the second died with the worker.
    expect(await share()).toMatchObject({ status: 'running', customersChecked: 2, alertsRaised: 2 });
    expect(await logs()).toBe(2);

    await runMonitoring(ctx.deps, runId);
    expect(await share()).toMatchObject({ status: 'completed', customersChecked: 6, alertsRaised: 6 });
    expect(await logs()).toBe(6);
    const alerts = await ctx.db
      .select({ customer: monitoringAlerts.individualId, source: monitoringAlerts.sourceId })
      .from(monitoringAlerts)
      .where(and(eq(monitoringAlerts.tenantId, tenant.id), eq(monitoringAlerts.runId, runId)));
    expect(alerts.filter((a) => a.source === '35096')).toHaveLength(6);
    expect(new Set(alerts.map((a) => a.customer)).size).toBe(6);
    const customers = await ctx.db
      .select()
      .from(individualCustomers)
      .where(eq(individualCustomers.tenantId, tenant.id));
    expect(customers.map((c) => c.status)).toEqual(Array(6).fill('Alerted'));
    const events = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, tenant.id), eq(auditEvents.action, 'customer.monitoring_alerted')));
    expect(events[0]?.n).toBe(6);
    // Resuming a completed run does nothing.
    await runMonitoring(ctx.deps, runId);
    expect(await logs()).toBe(6);
  }, 120_000);
});

describe('through the job runner', () => {
  let jobsCtx: TestContext;
  beforeAll(async () => {
    jobsCtx = await createTestContext();
  }, 60_000);
  afterAll(async () => {
    await jobsCtx.close();
  });

  const LISTED = { firstName: 'Mohammed', lastName: 'Abdullah Al-Khayali', dateOfBirth: '1975-03-14', gender: 'Male' };
  const demoVersion = (entries: typeof demoEntries, label: string) => ({
    list: {
      source: 'DEMO' as const,
      sourceType: demoEntries[0]?.sourceType ?? '',
      format: 'builtin',
      publishedAt: null,
      entries: [...entries],
      warnings: [],
    },
    hash: `${label}-${Date.now()}`,
  });

  it('an import enqueues its run at once; a run left unfinished is resumed when the runner starts', async () => {
    const { list, hash } = demoVersion(
      demoEntries.filter((e) => e.listId !== 'DEMO-001'),
      'without-001',
    );
    // Imported with no queue to tell: its run waits, as the shipped baseline's does at first start.
    const first = await createWatchlistImporter({ db: jobsCtx.db, index: jobsCtx.deps.screening }).commit(
      list,
      hash,
      'demo',
      ['demo (test)'],
      null,
    );
    if (first.status !== 'imported') throw new Error('not imported');
    const { tenant, mlro } = await createTenantWithStaff(jobsCtx.db, {
      maxScreeningCount: 20,
      ongoingMonitoringEnabled: true,
      ongoingMonitoringCount: 5,
    });
    const auth = (await login(jobsCtx.app, mlro.email)).auth;
    const registered = await postIndividual(
      jobsCtx.app,
      auth,
      buildIndividualBody({ ...LISTED, fuzzyLevel: '1', needsOnGoingScreening: true }),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const id = registered.json().userId as string;
    const status = async () =>
      (await jobsCtx.db.select().from(individualCustomers).where(eq(individualCustomers.id, id)))[0]?.status;
    expect(await status()).toBe('Onboarded');
    const runStatus = async (runId: string) =>
      (await jobsCtx.db.select().from(monitoringRuns).where(eq(monitoringRuns.id, runId)))[0]?.status;
    expect(await runStatus(first.monitoringRunId)).toBe('queued');

    await jobsCtx.startJobs();
    await waitFor(async () => (await runStatus(first.monitoringRunId)) === 'completed', 30_000);

    const next = demoVersion(demoEntries, 'with-001');
    const second = await createWatchlistImporter({
      db: jobsCtx.db,
      index: jobsCtx.deps.screening,
      jobs: jobsCtx.deps.jobs,
    }).commit(next.list, next.hash, 'demo', ['demo (test)'], null);
    if (second.status !== 'imported') throw new Error('not imported');
    await waitFor(async () => (await runStatus(second.monitoringRunId)) === 'completed', 30_000);
    expect(await status()).toBe('Alerted');
    const [alert] = await jobsCtx.db.select().from(monitoringAlerts).where(eq(monitoringAlerts.individualId, id));
    expect(alert?.reason).toMatch(/^New listing: Demo list \(fictional names\) .* added .*\(DEMO-001\)/);
    const [share] = await jobsCtx.db
      .select()
      .from(monitoringRunTenants)
      .where(and(eq(monitoringRunTenants.runId, second.monitoringRunId), eq(monitoringRunTenants.tenantId, tenant.id)));
    expect(share).toMatchObject({ customersChecked: 1, alertsRaised: 1 });
  }, 90_000);
});
