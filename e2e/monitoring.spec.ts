import { readFileSync } from 'node:fs';
import {
  MONITORING_RUN_CSV_COLUMNS,
  type MonitoringAlert,
  type MonitoringRun,
  type TenantFormInput,
  type WatchlistVersion,
} from '@aml/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { buildIndividualBody } from '../apps/server/test/customers';
import { expectAccessible } from './support/accessibility';
import { E2E } from './support/env';
import { mainNavigation, signIn } from './support/session';

/**
 * The list this journey uploads: an OpenSanctions FollowTheMoney file, whose list name ("OpenSanctions" and
 * its dataset) is none of the lists the product ships. Adding it supersedes nothing: OFAC SDN, OFAC non-SDN,
 * UN, UK and the demo list stay in force for the journeys that screen against them later.
 */
const DATASET = 'e2e_monitoring_fictional';
const LIST_NAME = `OpenSanctions ${DATASET}`;

/** A bearer header for any user, through the sign-in call (data is made through the API). */
async function bearer(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/Authentication/Login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

/**
 * A made-up person nobody lists: the surname is spelt from the run's stamp in syllables (no digits, so it
 * reads as a name to the matcher), so each run has its own and a retry never meets the previous one.
 */
function fictionalPerson(run: string) {
  const syllables = ['ba', 'de', 'ki', 'lo', 'mu', 'na', 'ri', 'so', 'ta', 've'];
  const digits = String(Date.now()).slice(-6);
  const tail = [...digits].map((d) => syllables[Number(d)]).join('');
  return {
    firstName: 'Orsolya',
    lastName: `Quendravel${tail}`,
    dateOfBirth: '1987-09-23',
    nationality: 'India',
    gender: 'Female',
    email: `orsolya-${run.toLowerCase()}@monitoring.test`,
  } as const;
}

/**
 * A fresh tenant with ongoing monitoring on and one MLRO whose password is set here, so the run's figures
 * are this journey's alone.
 */
async function freshMonitoredTenant(request: APIRequestContext, run: string) {
  const mlro = { email: `mlro-${run.toLowerCase()}@monitoring.test`, password: 'M0nit0r!Passw0rd' };
  const tenant: TenantFormInput = {
    id: '',
    clientName: `Monitored Gold ${run} LLC`,
    name: `Monitored Gold ${run}`,
    wmsTenantCode: `MO${run}`,
    email: `owner-${run.toLowerCase()}@monitoring.test`,
    expiryDate: '2999-12-31',
    remarks: '',
    tradeLicenseNumber: `TL-MO-${run}`,
    address: 'Gold Souk, Deira, Dubai',
    maxScreeningCount: 50,
    givenScreeningCount: 50,
    ongoingMonitoringEnabled: true,
    ongoingMonitoringCount: 10,
    users: [{ id: '', name: `Officer ${run}`, roleId: 'MLRO', isActive: true, ...mlro }],
  };
  const admin = await bearer(request, E2E.superUser.email, E2E.superUser.password);
  const created = await request.post('/api/TenantUser/register-tenant-user', { headers: admin, data: tenant });
  expect(created.ok(), await created.text()).toBe(true);
  return { admin, mlro, headers: await bearer(request, mlro.email, mlro.password) };
}

/** One fictional listed person (and the sanction that lists them) as FollowTheMoney JSON lines. */
function listFile(run: string, person: ReturnType<typeof fictionalPerson>, listedAt: string) {
  const id = `e2e-mon-${run.toLowerCase()}`;
  const entities = [
    {
      id,
      schema: 'Person',
      caption: `${person.firstName} ${person.lastName}`,
      properties: {
        name: [`${person.firstName} ${person.lastName}`],
        firstName: [person.firstName],
        lastName: [person.lastName],
        birthDate: [person.dateOfBirth],
        nationality: ['in'],
        gender: ['female'],
        topics: ['sanction'],
        notes: ['Fictional entry made by the browser journey of ongoing monitoring.'],
      },
      datasets: [DATASET],
      last_change: listedAt,
    },
    {
      id: `${id}-sanction`,
      schema: 'Sanction',
      properties: {
        entity: [id],
        authority: ['Fictional Sanctions Authority'],
        program: ['E2E-FICTIONAL'],
        listingDate: [listedAt.slice(0, 10)],
      },
      datasets: [DATASET],
      last_change: listedAt,
    },
  ];
  return { id, text: `${entities.map((e) => JSON.stringify(e)).join('\n')}\n` };
}

/** The lists in force as the super user sees them, by name. */
async function listsInForce(request: APIRequestContext, admin: Record<string, string>) {
  const res = await request.get('/api/watchlists', { headers: admin });
  expect(res.ok(), await res.text()).toBe(true);
  const lists = (await res.json()).lists as WatchlistVersion[];
  return lists.map(({ id, listName, version, entries }) => ({ id, listName, version, entries }));
}

const others = (lists: Awaited<ReturnType<typeof listsInForce>>) =>
  lists.filter((l) => l.listName !== LIST_NAME).sort((a, b) => a.listName.localeCompare(b.listName));

/** Opens one entry of the Review group (a menu in the top bar). */
async function openReviewEntry(page: Page, label: string) {
  await mainNavigation(page).getByRole('button', { name: 'Review', exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test.describe('Ongoing monitoring (issue 17)', () => {
  test('a new list version alerts a monitored customer; the MLRO reads why, finds the run, exports it and approves', async ({
    page,
    request,
  }) => {
    test.slow();
    const run = Date.now().toString(36).toUpperCase();
    const person = fictionalPerson(run);
    const fullName = `${person.firstName} ${person.lastName}`;
    const { admin, mlro, headers } = await freshMonitoredTenant(request, run);

    // A monitored customer whose name is on no list in force: simply Onboarded.
    const body = buildIndividualBody({ ...person, fuzzyLevel: '1', needsOnGoingScreening: true });
    const registered = await request.post('/api/IndividualUser/register-individual-user', { headers, data: body });
    expect(registered.ok(), await registered.text()).toBe(true);
    const { userId: customerId, status } = await registered.json();
    expect(status).toBe('Onboarded');

    // A new list naming that person is uploaded; the lists already in force stay as they were.
    const before = await listsInForce(request, admin);
    const file = listFile(run, person, new Date().toISOString());
    const uploaded = await request.post('/api/watchlists/upload', {
      headers: admin,
      multipart: {
        files: { name: `${DATASET}-${run}.json`, mimeType: 'application/json', buffer: Buffer.from(file.text) },
      },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const { status: importStatus, list } = (await uploaded.json()) as { status: string; list: WatchlistVersion };
    expect(importStatus).toBe('imported');
    expect(list).toMatchObject({ listName: LIST_NAME, entries: 1 });
    const after = await listsInForce(request, admin);
    expect(others(after)).toEqual(others(before));
    expect(after.filter((l) => l.listName === LIST_NAME)).toEqual([
      { id: list.id, listName: LIST_NAME, version: list.version, entries: 1 },
    ]);

    // The server runs the version's monitoring run by itself: wait until this tenant's share is complete.
    const findRun = async () => {
      const res = await request.get('/api/monitoring/runs?pageSize=100', { headers });
      expect(res.ok(), await res.text()).toBe(true);
      const items = (await res.json()).items as MonitoringRun[];
      return items.find((r) => r.listName === LIST_NAME && r.listVersion === list.version);
    };
    await expect.poll(async () => (await findRun())?.status, { timeout: 30_000 }).toBe('completed');
    const monitoringRun = (await findRun()) as MonitoringRun;
    expect(monitoringRun).toMatchObject({
      trigger: 'OnGoingListUpdate',
      customersChecked: 1,
      alertsRaised: 1,
      hitsRemoved: 0,
    });
    expect(monitoringRun.delta?.added).toBe(1);

    // The alert the run raised, as the server words it: the screens below must show this very reason.
    const alertsRes = await request.get(`/api/monitoring/alerts/individual/${customerId}`, { headers });
    expect(alertsRes.ok(), await alertsRes.text()).toBe(true);
    const [alert, ...moreAlerts] = (await alertsRes.json()) as MonitoringAlert[];
    expect(moreAlerts).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'new-hit',
      sourceType: LIST_NAME,
      sourceId: file.id,
      statusBefore: 'Onboarded',
      statusAfter: 'Alerted',
      decision: null,
    });
    expect(alert?.reason.startsWith(`New listing: ${LIST_NAME} ${list.version} added ${fullName} (${file.id});`)).toBe(
      true,
    );
    const reason = alert?.reason ?? '';

    // The MLRO finds the customer among the alerted ones, the reason under its name.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, mlro.email, mlro.password);
    await openReviewEntry(page, 'Ongoing Monitoring Alerts');
    await expect(page).toHaveURL(/\/dashboard\/ongoingAlerted$/);
    await expect(page.getByRole('heading', { name: 'Ongoing Monitoring Alerts', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Customers' });
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: fullName, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(reason)).toHaveText(`Monitoring alert: ${reason}`);
    await expect(row.getByText('Alerted', { exact: true })).toBeVisible();
    await expectAccessible(page, 'ongoing monitoring alerts');

    // Its panel's Monitoring tab lists the alert: what it is, why, and the status it moved.
    await row.getByRole('button', { name: fullName, exact: true }).click();
    const panel = page.getByRole('region', { name: fullName });
    await panel.getByRole('tab', { name: 'Monitoring' }).click();
    const card = panel.getByRole('tabpanel').getByRole('article', { name: `New hit: ${fullName}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('New hit', { exact: true })).toBeVisible();
    await expect(card).toContainText('On Going List Update');
    await expect(card.getByText(reason, { exact: true })).toBeVisible();
    await expect(card).toContainText(/Status:\s*Onboarded\s*→\s*changed to\s*Alerted/);
    await expect(card.getByText('Onboarded', { exact: true })).toBeVisible();
    await expect(card.getByText('Alerted', { exact: true })).toBeVisible();
    await expectAccessible(page, 'ongoing monitoring alerts, Monitoring tab open');

    // The run is on the Monitoring Runs screen with its figures.
    await openReviewEntry(page, 'Monitoring Runs');
    await expect(page).toHaveURL(/\/dashboard\/monitoring-runs$/);
    await expect(page.getByRole('heading', { name: 'Monitoring Runs', level: 1 })).toBeVisible();
    const runs = page.getByRole('table', { name: 'Monitoring runs' });
    const runRow = runs.getByRole('row').filter({ hasText: LIST_NAME });
    await expect(runRow).toHaveCount(1);
    const date = /^[A-Z][a-z]{2} \d{2}, \d{4}\s*\d{2}:\d{2}$/;
    const moment = '[A-Z][a-z]{2} \\d{2}, \\d{4} \\d{2}:\\d{2}';
    await expect(runRow.getByRole('cell')).toHaveText([
      `On Going List Update${LIST_NAME} ${list.version}`,
      date,
      /^1 added\s*0 removed\s*0 changed$/,
      'Completed',
      new RegExp(`^Started ${moment}\\s*Finished ${moment}$`),
      /^1 customer\s*0 partners$/,
      '1',
      '0',
    ]);
    await expectAccessible(page, 'monitoring runs');

    // Export CSV saves every run of the tenant: the contract's header line, then this run.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^monitoring_runs_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(MONITORING_RUN_CSV_COLUMNS.join(','));
    const csvRow = lines.find((l) => l.startsWith(`On Going List Update,${LIST_NAME},${list.version},`));
    expect(csvRow, lines.join('\n')).toBeDefined();
    const cells = (csvRow ?? '').split(',');
    expect(cells).toHaveLength(MONITORING_RUN_CSV_COLUMNS.length);
    // Entries Added/Removed/Changed, then Customers Checked, Partners Checked, Alerts Raised, Hits Removed.
    expect(cells.slice(4, 7)).toEqual(['1', '0', '0']);
    expect(cells.slice(10)).toEqual(['1', '0', '1', '0']);
    // The status as the screen says it (MONITORING_RUN_STATUS_LABELS).
    expect(cells[7]).toBe('Completed');

    // Approved from the alerted list, the customer leaves it, and the alert keeps the decision.
    await openReviewEntry(page, 'Ongoing Monitoring Alerts');
    await expect(page.getByRole('button', { name: fullName, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Approve ${fullName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${fullName}?` });
    await expect(dialog).toContainText('This action cannot be undone');
    await dialog
      .getByRole('textbox', { name: 'Remarks' })
      .fill('Fictional listing: different person, passport checked.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${fullName} approved.`)).toBeVisible();
    await expect(page.getByRole('button', { name: fullName, exact: true })).toHaveCount(0);
    await expect(page.getByText('No Users with Ongoing Monitoring Alerts')).toBeVisible();
    const decided = (await (
      await request.get(`/api/monitoring/alerts/individual/${customerId}`, { headers })
    ).json()) as MonitoringAlert[];
    expect(decided.map((a) => a.decision)).toEqual(['Approved']);
  });
});
