import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndividualBody, PNG_BASE64, postIndividual } from '../../../test/customers';
import {
  buildTenant,
  createTenantWithStaff,
  createTestContext,
  createUser,
  login,
  type TestContext,
} from '../../../test/helpers';
import {
  auditEvents,
  customerDocuments,
  dpmsrReports,
  individualCustomers,
  screeningLogs,
  tenants,
} from '../../db/schema';
import { purgeExpiredArchives } from './tenant-archive.service';

let ctx: TestContext;
let admin: { auth: Record<string, string>; id: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx.db, { role: 'SuperUser' });
  admin = { auth: (await login(ctx.app, user.email)).auth, id: user.id };
});
afterAll(async () => ctx?.close());

const DAY = 24 * 60 * 60 * 1000;
const yearsAgo = (years: number, extraDays = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return new Date(d.getTime() - extraDays * DAY);
};
const logOf = (tenantId: string, userName: string) => ({
  tenantId,
  userName,
  email: 'officer@tenant.test',
  screeningCount: 1,
  screeningType: 'QuickScreening',
});

/** An archive made at `archivedAt`, with one screening log and one audit event. */
async function createArchive(archivedAt: Date) {
  const [tenant] = await ctx.db
    .insert(tenants)
    .values(buildTenant({ deletedAt: archivedAt, archivedAt }))
    .returning();
  if (!tenant) throw new Error('no tenant');
  await ctx.db.insert(screeningLogs).values(logOf(tenant.id, 'Archived screening'));
  await ctx.db.insert(auditEvents).values({ tenantId: tenant.id, action: 'tenant.hard_deleted', entityType: 'tenant' });
  return tenant;
}
const recordsOf = async (tenantId: string) => ({
  tenant: (await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId))).length,
  logs: (await ctx.db.select().from(screeningLogs).where(eq(screeningLogs.tenantId, tenantId))).length,
  events: (await ctx.db.select().from(auditEvents).where(eq(auditEvents.tenantId, tenantId))).length,
});
const hardDelete = (id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/TenantUser/hard-delete-tenant-user/${id}`, headers: admin.auth });
const exportArchive = (id: string, headers = admin.auth) =>
  ctx.app.inject({ url: `/api/tenants/${id}/archive`, headers });

describe('hard delete keeps the compliance records', () => {
  it("keeps the tenant's screening logs and audit events, and the super user can export them", async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db);
    const { auth } = await login(ctx.app, mlro.email);
    await ctx.db.insert(screeningLogs).values([logOf(tenant.id, 'Ahmed Ali'), logOf(tenant.id, 'Fatima Noor')]);
    // A customer registered without a list in force stays Pending (503) but is a record all the same.
    const customer = await postIndividual(
      ctx.app,
      auth,
      buildIndividualBody({}, { files: [{ filename: 'passport.png', fileBinary: PNG_BASE64 }] }),
    );
    expect(customer.statusCode).toBe(503);
    // A DPMSR report on that customer, deleted by a user: a mark, so the archive still holds it.
    await ctx.db.insert(dpmsrReports).values({
      tenantId: tenant.id,
      customerType: 'Individual',
      individualId: customer.json().userId,
      entityReference: 'INV-ARCHIVE-1',
      details: { entityReference: 'INV-ARCHIVE-1', estimatedValue: 60000 },
      deletedAt: new Date(),
    });
    expect((await hardDelete(tenant.id)).statusCode).toBe(200);
    expect(await recordsOf(tenant.id)).toMatchObject({ tenant: 1, logs: 2 });

    const res = await exportArchive(tenant.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tenant-archive-${tenant.id}.json"`);
    const archive = res.json();
    expect(archive.tenant).toMatchObject({ id: tenant.id, clientName: tenant.clientName });
    expect(archive.tenant.archivedAt).not.toBeNull();
    const archivedAt = new Date(archive.retention.archivedAt);
    const until = new Date(archive.retention.retainedUntil);
    expect(until.getUTCFullYear() - archivedAt.getUTCFullYear()).toBe(5);
    expect(archive.screeningLogs.map((l: { userName: string }) => l.userName).sort()).toEqual([
      'Ahmed Ali',
      'Fatima Noor',
    ]);
    const actions = archive.auditEvents.map((e: { action: string }) => e.action);
    expect(actions).toContain('auth.login');
    expect(actions).toContain('tenant.hard_deleted');
    expect(JSON.stringify(archive)).not.toMatch(/passwordHash|argon2/);
    expect(archive.customers.individuals).toEqual([
      expect.objectContaining({ id: customer.json().userId, status: 'Pending', firstName: 'Aisha' }),
    ]);
    expect(archive.customers.documents).toEqual([
      expect.objectContaining({ filename: 'passport.png', contentType: 'image/png', sha256: expect.any(String) }),
    ]);
    expect(archive.customers.documents[0]).not.toHaveProperty('content');
    expect(archive.dpmsrReports).toEqual([
      expect.objectContaining({ entityReference: 'INV-ARCHIVE-1', deletedAt: expect.any(String) }),
    ]);

    const listed = await ctx.app.inject({ url: '/api/tenants/archives', headers: admin.auth });
    expect(listed.json()).toContainEqual({
      id: tenant.id,
      clientName: tenant.clientName,
      email: tenant.email,
      tradeLicenseNumber: tenant.tradeLicenseNumber,
      archivedAt: archive.retention.archivedAt,
      retainedUntil: archive.retention.retainedUntil,
    });

    const [exported] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'tenant.archive_exported'));
    expect(exported).toMatchObject({ tenantId: tenant.id, actorId: admin.id, after: { screeningLogs: 2 } });
  });

  it('exports for the super user only, and answers 404 for an unknown tenant and 400 for a malformed id', async () => {
    const { tenant, mlro } = await createTenantWithStaff(ctx.db);
    const staff = await login(ctx.app, mlro.email);
    expect((await exportArchive(tenant.id, staff.auth)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/tenants/archives', headers: staff.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/tenants/${tenant.id}/archive` })).statusCode).toBe(401);
    expect((await exportArchive('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await exportArchive('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('purgeExpiredArchives', () => {
  it('removes an archive five years after it was made, records and row, and says so in a platform audit event', async () => {
    const expired = await createArchive(yearsAgo(5, 1));
    const recent = await createArchive(yearsAgo(4));
    const { tenant: live } = await createTenantWithStaff(ctx.db);
    await ctx.db.insert(screeningLogs).values(logOf(live.id, 'Live screening'));

    const [customer] = await ctx.db
      .insert(individualCustomers)
      .values({
        tenantId: expired.id,
        firstName: 'Old',
        lastName: 'Customer',
        nationality: 'India',
        country: 'India',
        idType: 'Passport',
        idNo: 'OLD123',
        status: 'Onboarded',
        details: {},
      })
      .returning();
    await ctx.db.insert(customerDocuments).values({
      tenantId: expired.id,
      individualId: customer?.id,
      filename: 'old.pdf',
      contentType: 'application/pdf',
      size: 5,
      sha256: 'x',
      content: Buffer.from('%PDF-'),
    });

    await ctx.db.insert(dpmsrReports).values({
      tenantId: expired.id,
      customerType: 'Individual',
      individualId: customer?.id,
      entityReference: 'INV-OLD-1',
      details: {},
    });

    const outcome = await purgeExpiredArchives(ctx.db, new Date());
    expect(outcome.failed).toEqual([]);
    expect(outcome.purged).toEqual([
      {
        tenantId: expired.id,
        archivedAt: expired.archivedAt?.toISOString(),
        screeningLogs: 1,
        auditEvents: 1,
        customers: 1,
      },
    ]);
    expect(await recordsOf(expired.id)).toEqual({ tenant: 0, logs: 0, events: 0 });
    expect(await recordsOf(recent.id)).toEqual({ tenant: 1, logs: 1, events: 1 });
    expect((await recordsOf(live.id)).logs).toBe(1);
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, expired.id));
    expect(event).toMatchObject({
      tenantId: null,
      action: 'retention.archive_purged',
      before: { clientName: expired.clientName, screeningLogs: 1, auditEvents: 1 },
    });
    expect((await purgeExpiredArchives(ctx.db, new Date())).purged).toEqual([]);
  });

  it('cannot purge early: a clock set ahead is overruled by the database clock and nothing goes', async () => {
    const recent = await createArchive(yearsAgo(4));
    const outcome = await purgeExpiredArchives(ctx.db, new Date(Date.now() + 2 * 365 * DAY));
    expect(outcome.purged.map((p) => p.tenantId)).not.toContain(recent.id);
    expect(outcome.failed).toContainEqual({ tenantId: recent.id, error: 'screening_logs is append-only' });
    expect(await recordsOf(recent.id)).toEqual({ tenant: 1, logs: 1, events: 1 });
  });

  it('is refused to the app role, which may not delete records at all', async () => {
    const expired = await createArchive(yearsAgo(6));
    const outcome = await purgeExpiredArchives(ctx.deps.db, new Date());
    expect(outcome.failed.map((f) => f.tenantId)).toContain(expired.id);
    expect(outcome.failed.find((f) => f.tenantId === expired.id)?.error).toMatch(/permission denied/);
    expect(await recordsOf(expired.id)).toEqual({ tenant: 1, logs: 1, events: 1 });
  });

  it('lets no one delete an expired archive outside the purge, the table owner included', async () => {
    const expired = await createArchive(yearsAgo(6));
    await expect(ctx.db.delete(screeningLogs).where(eq(screeningLogs.tenantId, expired.id))).rejects.toMatchObject({
      cause: { message: 'screening_logs is append-only' },
    });
    await expect(ctx.db.delete(tenants).where(eq(tenants.id, expired.id))).rejects.toMatchObject({
      cause: { message: 'tenants are archived, not deleted' },
    });
    expect(await recordsOf(expired.id)).toEqual({ tenant: 1, logs: 1, events: 1 });
  });
});
