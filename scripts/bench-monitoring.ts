// `npm run bench:monitoring` (issue 17): 100,000 monitored customers across 10 tenants in the built product; the next
// real OFAC SDN version is uploaded, and the time from the upload to the run's last alert stored is measured (target
// ≤ 60 s). Beside it, a baseline measured in the same run on the same book: the scheduled full re-screen, which
// screens every monitored customer against the whole index in force.
// The real snapshots are imported in turn (../shared/data/lists/ofac): 2021-07-07 (full set) before the book is
// seeded, then 2022-11 and 2024-05-03 (sdn.csv), so both real version steps are measured and their alerts counted.
// About one customer in a hundred carries the name and date of birth of an individual the two steps add or change,
// the rest are common names. Run `npm run build` first (the bundle apps/server/dist/server.js).
// Exits 1 when the target is missed or a run does not complete.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  corporateFormSchema,
  individualFormSchema,
  toCorporateRegistration,
  toIndividualRegistration,
} from '@aml/contracts';
import { type FoundRecord, parseList, type WatchlistEntry } from '@aml/screening';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database';
import {
  sampleCorporateForm,
  sampleIndividualForm,
  samplePartner,
} from '../apps/server/src/modules/customers/sample-forms';
import { listDelta } from '../apps/server/src/modules/monitoring/list-delta';
import { machineLine, seconds, startBenchServer } from './bench-server';

const port = 3084;
const TENANTS = 10;
const INDIVIDUALS_PER_TENANT = 9_000;
const CORPORATES_PER_TENANT = 1_000;
const PARTNERS_PER_CORPORATE = 2;
/** One customer in this many is named after an individual a version step adds or changes. */
const LISTED_EVERY = 100;
const TARGET_MS = 60_000;
const RUN_TIMEOUT_MS = 30 * 60_000;

const listsDir = path.join(process.env.AML_SHARED_DATA ?? path.resolve('../shared/data'), 'lists', 'ofac');
const SNAPSHOTS = {
  '2021-07-07': ['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv'],
  '2022-11': ['sdn.csv'],
  '2024-05-03': ['sdn.csv'],
} as const;
type Snapshot = keyof typeof SNAPSHOTS;

async function snapshotFiles(version: Snapshot) {
  return Promise.all(
    SNAPSHOTS[version].map(async (fileName) => ({
      fileName,
      bytes: new Uint8Array(await readFile(path.join(listsDir, `sdn-${version}`, fileName))),
    })),
  );
}

async function snapshotEntries(version: Snapshot): Promise<WatchlistEntry[]> {
  const files = await snapshotFiles(version);
  return (await parseList('ofac-csv', { files: files.map((f) => ({ fileName: f.fileName, data: f.bytes })) })).entries;
}

process.env.SUPERUSER_PASSWORD = 'Bench!Passw0rd1';
const server = startBenchServer({ port, name: 'monitoring' });

/** Uploads a snapshot as the super user: when the upload began, and whether it made a new version. */
async function upload(token: string, version: Snapshot): Promise<{ started: number; imported: boolean }> {
  const form = new FormData();
  for (const file of await snapshotFiles(version)) form.append('files', new Blob([file.bytes]), file.fileName);
  form.append('confirm', 'true');
  const started = Date.now();
  const res = await fetch(`${server.base}/api/watchlists/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload of OFAC SDN ${version}: ${res.status} ${await res.text()}`);
  const { status } = (await res.json()) as { status: 'imported' | 'unchanged' };
  return { started, imported: status === 'imported' };
}

interface RunFigures {
  id: string;
  createdAt: Date;
  startedAt: Date;
  finishedAt: Date;
  added: number | null;
  removed: number | null;
  changed: number | null;
  customers: number;
  partners: number;
  alerts: number;
  removedHits: number;
  alertedCustomers: number;
}

/** Waits for the newest run of a trigger created after `after` to complete; its figures, summed over tenants. */
async function completedRun(db: Db, trigger: string, after: Date): Promise<RunFigures> {
  const until = Date.now() + RUN_TIMEOUT_MS;
  for (;;) {
    const run = await db.execute<{ id: string; status: string }>(
      sql`select id, status from monitoring_runs where trigger = ${trigger} and created_at >= ${after.toISOString()}::timestamptz
          order by created_at desc limit 1`,
    );
    const row = run.rows[0];
    if (row?.status === 'completed') {
      const figures = await db.execute<{
        created_at: string;
        started_at: string;
        finished_at: string;
        entries_added: number | null;
        entries_removed: number | null;
        entries_changed: number | null;
        customers: string;
        partners: string;
        alerts: string;
        removed_hits: string;
        alerted_customers: string;
      }>(sql`
        select r.created_at, r.started_at, r.finished_at, r.entries_added, r.entries_removed, r.entries_changed,
          coalesce(sum(s.customers_checked), 0) as customers, coalesce(sum(s.partners_checked), 0) as partners,
          coalesce(sum(s.alerts_raised), 0) as alerts, coalesce(sum(s.hits_removed), 0) as removed_hits,
          (select count(distinct coalesce(a.individual_id, a.corporate_id)) from monitoring_alerts a
            where a.run_id = r.id and a.kind = 'new-hit') as alerted_customers
        from monitoring_runs r left join monitoring_run_tenants s on s.run_id = r.id
        where r.id = ${row.id}::uuid group by r.id`);
      const f = figures.rows[0];
      if (!f) throw new Error('run figures missing');
      return {
        id: row.id,
        createdAt: new Date(f.created_at),
        startedAt: new Date(f.started_at),
        finishedAt: new Date(f.finished_at),
        added: f.entries_added,
        removed: f.entries_removed,
        changed: f.entries_changed,
        customers: Number(f.customers),
        partners: Number(f.partners),
        alerts: Number(f.alerts),
        removedHits: Number(f.removed_hits),
        alertedCustomers: Number(f.alerted_customers),
      };
    }
    if (Date.now() > until)
      throw new Error(`the ${trigger} run did not complete within ${RUN_TIMEOUT_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const FIRST = [
  'Aisha',
  'Omar',
  'Fatima',
  'Rahul',
  'Li',
  'Sara',
  'Yusuf',
  'Maria',
  'Ahmed',
  'Priya',
  'John',
  'Noor',
  'Hassan',
];
const LAST = [
  'Khan',
  'Rahman',
  'Patel',
  'Smith',
  'Haddad',
  'Chen',
  'Nasser',
  'Garcia',
  'Mehta',
  'Said',
  'Olsen',
  'Ali',
];
const COMPANY = ['Golden', 'Desert', 'Pearl', 'Falcon', 'Emerald', 'Oasis', 'Crescent', 'Royal', 'Sapphire'];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]::text[]`;

/** An individual the steps add or change, as a customer would give it: given names, family name, date of birth. */
interface ListedPerson {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
}

function listedPeople(records: readonly FoundRecord[]): ListedPerson[] {
  const people: ListedPerson[] = [];
  for (const record of records) {
    if (record.entity_type !== 'Individual') continue;
    const [last, first] = record.name.split(',').map((part) => part.trim());
    if (!last || !first) continue;
    // dd/mm/yyyy, 00 for an unknown day or month: only full dates are given to a customer.
    const dob = record.date_of_birth
      .map((d) => /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(d))
      .find((m) => m && m[1] !== '00' && m[2] !== '00');
    people.push({
      firstName: first,
      lastName: last,
      dateOfBirth: dob ? `${dob[3]}-${dob[2]}-${dob[1]}T00:00:00.000Z` : null,
    });
  }
  return people;
}

const emptyScreening = (name: string, key: string) => ({
  key,
  name,
  timestamp: new Date().toISOString(),
  total_hits: 0,
  found_records: [],
  list_versions: [],
});

/** The book: TENANTS tenants with monitoring on, every customer monitored, Onboarded, screened clean at onboarding. */
async function seedBook(db: Db, demoTenantId: string, listed: readonly ListedPerson[]): Promise<void> {
  const {
    userID: _u,
    files: _f,
    deletedFiles: _d,
    status: _s,
    ...individual
  } = toIndividualRegistration(
    individualFormSchema.parse(sampleIndividualForm({ idNo: 'template', needsOnGoingScreening: true })),
  );
  const corporateBody = toCorporateRegistration(
    corporateFormSchema.parse(
      sampleCorporateForm({ tradeLicenseNo: 'TEMPLATE1', partners: [samplePartner()], needsOnGoingScreening: true }),
    ),
  );
  const { partners, files: _cf, existingFiles: _ef, deletedFiles: _cd, status: _cs, ...corporate } = corporateBody;
  const { corporatePartnerId: _p, status: _ps, ...partner } = partners[0] ?? {};
  const riskDetails = JSON.stringify({
    ...emptyScreening('', 'customer'),
    fuzzyLevel: '1',
    risk: {},
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.17)`);
    const tenantIds = [demoTenantId];
    for (let t = 1; t < TENANTS; t++) {
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into tenants (client_name, email, expiry_date, max_screening_count, ongoing_monitoring_enabled,
          ongoing_monitoring_count, ongoing_monitoring_used)
        values (${`Bench Monitoring ${t} LLC`}, ${`owner${t}@bench.test`}, '2999-12-31', 0, true, 20000, 10000)
        returning id`);
      const id = inserted.rows[0]?.id;
      if (id) tenantIds.push(id);
    }
    await tx.execute(sql`update tenants set ongoing_monitoring_enabled = true, ongoing_monitoring_count = 20000
      where id = ${demoTenantId}::uuid`);
    const first = textArray(listed.map((p) => p.firstName));
    const last = textArray(listed.map((p) => p.lastName));
    const dobs = textArray(listed.map((p) => p.dateOfBirth ?? ''));
    const perTenant = Math.floor(INDIVIDUALS_PER_TENANT / LISTED_EVERY);
    for (const [t, tenantId] of tenantIds.entries()) {
      // Every LISTED_EVERY-th customer is a listed person, in turn across the tenants; the others are common names.
      const slot = sql`(${t * perTenant} + g / ${LISTED_EVERY}) % ${listed.length}`;
      await tx.execute(sql`
        insert into individual_customers (tenant_id, first_name, last_name, date_of_birth, nationality, country, id_type,
          id_no, email, status, risk_score, risk_label, risk_details, needs_ongoing_screening, monitoring_enabled_at,
          fuzzy_level, details, last_screened_at)
        select ${tenantId}::uuid, s.first_name, s.last_name, nullif(left(s.dob, 10), '')::date, 'India', 'United Arab Emirates',
          'Passport', s.id_no, 'c' || s.g || '@example.com', 'Onboarded', 1.5, 'Low', ${riskDetails}, true, now(),
          s.fuzzy, ${JSON.stringify(individual)}::jsonb || jsonb_build_object('firstName', s.first_name,
            'lastName', s.last_name, 'idNo', s.id_no, 'dateOfBirth', nullif(s.dob, ''), 'fuzzyLevel', s.fuzzy,
            'needsOnGoingScreening', true),
          now()
        from (
          select g, 'MON-' || g as id_no,
            case when g % 10 < 7 then '1' when g % 10 < 9 then '0' else '2' end as fuzzy,
            case when g % ${LISTED_EVERY} = 0 then (${first})[1 + ${slot}]
              else (${textArray(FIRST)})[1 + g % ${FIRST.length}] end as first_name,
            case when g % ${LISTED_EVERY} = 0 then (${last})[1 + ${slot}]
              else (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] end as last_name,
            case when g % ${LISTED_EVERY} = 0 then (${dobs})[1 + ${slot}]
              else to_char(date '1950-01-01' + (g * 37) % 18000, 'YYYY-MM-DD') || 'T00:00:00.000Z' end as dob
          from generate_series(1, ${INDIVIDUALS_PER_TENANT}) g
        ) s`);
      await tx.execute(sql`
        insert into corporate_customers (tenant_id, company_name, country_of_incorporation, trade_license_no, email,
          status, risk_score, risk_label, risk_details, needs_ongoing_screening, monitoring_enabled_at, fuzzy_level,
          company_screening, details, last_screened_at)
        select ${tenantId}::uuid, s.company_name, 'United Arab Emirates', s.licence, 'info' || s.g || '@example.com',
          'Onboarded', 1.5, 'Low', ${riskDetails}, true, now(), '1',
          jsonb_build_object('key', 'company', 'name', s.company_name, 'timestamp', now(), 'total_hits', 0,
            'found_records', '[]'::jsonb, 'list_versions', '[]'::jsonb),
          ${JSON.stringify(corporate)}::jsonb || jsonb_build_object('companyName', s.company_name,
            'tradeLicenseNo', s.licence, 'needsOnGoingScreening', true),
          now()
        from (
          select g, (${textArray(COMPANY)})[1 + g % ${COMPANY.length}] || ' Bullion ' || g || ' LLC' as company_name,
            'MON-TL-' || g as licence
          from generate_series(1, ${CORPORATES_PER_TENANT}) g
        ) s`);
      await tx.execute(sql`
        insert into corporate_partners (tenant_id, corporate_id, position, type, name, nationality, birthdate, status,
          screening, details)
        select c.tenant_id, c.id, p, 'Individual', s.name, 'India', date '1960-01-01' + (c.customer_number * p)::int % 12000,
          'Onboarded', jsonb_build_object('key', 'partner', 'name', s.name, 'timestamp', now(), 'total_hits', 0,
            'found_records', '[]'::jsonb, 'list_versions', '[]'::jsonb),
          ${JSON.stringify(partner)}::jsonb || jsonb_build_object('name', s.name)
        from corporate_customers c
        cross join generate_series(1, ${PARTNERS_PER_CORPORATE}) p
        cross join lateral (
          select (${textArray(FIRST)})[1 + (c.customer_number + p)::int % ${FIRST.length}] || ' '
            || (${textArray(LAST)})[1 + (c.customer_number * 7 + p)::int % ${LAST.length}] as name
        ) s
        where c.tenant_id = ${tenantId}::uuid`);
    }
  });
  await db.execute(sql`vacuum (analyze) individual_customers, corporate_customers, corporate_partners`);
}

const describeRun = (label: string, run: RunFigures, fromMs: number) => {
  const delta = run.added === null ? '' : `; entries +${run.added} −${run.removed} ~${run.changed}`;
  console.log(
    `  ${label}: ${seconds(run.finishedAt.getTime() - fromMs)} from ${run.added === null ? 'the run being planned' : 'the upload'} ` +
      `to the last alert stored (the job itself ${seconds(run.finishedAt.getTime() - run.startedAt.getTime())})${delta}`,
  );
  console.log(
    `    ${run.customers.toLocaleString('en')} customers and ${run.partners.toLocaleString('en')} partners checked; ` +
      `${run.alerts.toLocaleString('en')} alerts on ${run.alertedCustomers.toLocaleString('en')} customers; ` +
      `${run.removedHits.toLocaleString('en')} hits removed (noted)`,
  );
};

let met = false;
try {
  const admin = await server.signIn('admin@platform.test');
  const { db } = server.database();

  // The version in force before the book exists (the shipped baseline is this very snapshot: then nothing changes).
  const first = await upload(admin, '2021-07-07');
  if (first.imported) await completedRun(db, 'OnGoingListUpdate', new Date(first.started));

  const [v2021, v2022, v2024] = await Promise.all([
    snapshotEntries('2021-07-07'),
    snapshotEntries('2022-11'),
    snapshotEntries('2024-05-03'),
  ]);
  const step1 = listDelta(v2021, v2022);
  const step2 = listDelta(v2022, v2024);
  const touched = (step: ReturnType<typeof listDelta>) => [...step.added, ...step.changed.map((c) => c.after)];
  const listed = [...listedPeople(touched(step1)).slice(0, 300), ...listedPeople(touched(step2)).slice(0, 300)];
  let seedMs = performance.now();
  await seedBook(db, await server.demoTenantId(), listed);
  seedMs = performance.now() - seedMs;
  const customers = TENANTS * (INDIVIDUALS_PER_TENANT + CORPORATES_PER_TENANT);
  console.log(
    `bench:monitoring — ${customers.toLocaleString('en')} monitored customers in ${TENANTS} tenants ` +
      `(${(TENANTS * INDIVIDUALS_PER_TENANT).toLocaleString('en')} individuals, ` +
      `${(TENANTS * CORPORATES_PER_TENANT).toLocaleString('en')} corporates with ${PARTNERS_PER_CORPORATE} partners each), ` +
      `1 in ${LISTED_EVERY} named after one of ${listed.length} individuals the steps add or change; seeded in ${seconds(seedMs)}`,
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  console.log(machineLine(loadBefore));

  const { started: upload2022 } = await upload(admin, '2022-11');
  const run2022 = await completedRun(db, 'OnGoingListUpdate', new Date(upload2022));
  describeRun('OFAC SDN 2021-07-07 → 2022-11', run2022, upload2022);

  const { started: upload2024 } = await upload(admin, '2024-05-03');
  const run2024 = await completedRun(db, 'OnGoingListUpdate', new Date(upload2024));
  describeRun('OFAC SDN 2022-11 → 2024-05-03', run2024, upload2024);
  const measured = run2024.finishedAt.getTime() - upload2024;

  // The baseline: the scheduled full re-screen of the same book against every list in force, planned now and
  // taken by the server's runner as its cron would.
  const planned = new Date();
  await db.execute(sql`
    with run as (
      insert into monitoring_runs (trigger, run_key, imported_at)
      values ('OnGoingScheduled', ${`scheduled:bench-${planned.toISOString()}`}, now()) returning id)
    select graphile_worker.add_job('monitoring-run', json_build_object('runId', run.id), job_key := 'monitoring-run:' || run.id)
    from run`);
  const baseline = await completedRun(db, 'OnGoingScheduled', planned);
  describeRun('Baseline, full re-screen against every list in force', baseline, planned.getTime());
  const baselineMs = baseline.finishedAt.getTime() - planned.getTime();

  met = measured <= TARGET_MS;
  console.log('');
  console.log(`| What | time | target |`);
  console.log(`|---|---|---|`);
  console.log(
    `| Upload of OFAC SDN 2024-05-03 → all alerts stored | ${seconds(measured)} | ≤ ${seconds(TARGET_MS)} ${met ? 'met' : 'MISSED'} |`,
  );
  console.log(`| Baseline in the same run: full re-screen of every customer | ${seconds(baselineMs)} | |`);
  console.log(`| Speed-up | ${(baselineMs / measured).toFixed(1)}× | |`);
  console.log(machineLine(loadBefore));
} catch (error) {
  console.error(error);
} finally {
  await server.stop();
}
process.exit(met ? 0 : 1);
