import { TENANT_PROFILE_MESSAGES as M, splitTenantAddresses } from '@aml/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { auditEvents, tenants } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET api/ClientDetails/loggedin-client-userRole', () => {
  it('gives each tenant user their business role', async () => {
    const { mlro, fla } = await createTenantWithStaff(ctx.db);
    expect(
      (await get('/api/ClientDetails/loggedin-client-userRole', (await login(ctx.app, mlro.email)).auth)).json(),
    ).toEqual({ role: 'MLRO' });
    expect(
      (await get('/api/ClientDetails/loggedin-client-userRole', (await login(ctx.app, fla.email)).auth)).json(),
    ).toEqual({ role: 'FLA' });
  });

  it('is refused to a super user (403) and to an anonymous caller (401)', async () => {
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const session = await login(ctx.app, admin.email);
    expect((await get('/api/ClientDetails/loggedin-client-userRole', session.auth)).statusCode).toBe(403);
    expect((await get('/api/ClientDetails/loggedin-client-userRole')).statusCode).toBe(401);
  });
});

describe('GET api/ClientDetails/tenant-user-details', () => {
  it("returns only the caller's own tenant and its users", async () => {
    const a = await createTenantWithStaff(ctx.db, { clientName: 'Alpha Gold LLC', ongoingMonitoringEnabled: true });
    const b = await createTenantWithStaff(ctx.db, { clientName: 'Beta Diamonds LLC' });
    const res = await get('/api/ClientDetails/tenant-user-details', (await login(ctx.app, a.fla.email)).auth);
    expect(res.statusCode).toBe(200);
    const tenant = res.json();
    expect(tenant).toMatchObject({
      id: a.tenant.id,
      clientName: 'Alpha Gold LLC',
      ongoingMonitoringEnabled: true,
      ongoingMonitoringUsed: 0,
    });
    expect(tenant.users.map((u: { email: string }) => u.email).sort()).toEqual([a.mlro.email, a.fla.email].sort());
    expect(JSON.stringify(tenant)).not.toContain(b.tenant.id);
    expect(JSON.stringify(tenant)).not.toContain('passwordHash');
    expect(tenant.users[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      roleId: expect.stringMatching(/^(MLRO|FLA)$/),
      isActive: true,
      createdDate: expect.any(String),
      tenantUserId: a.tenant.id,
    });
  });

  it('ignores any tenant named in the query string', async () => {
    const a = await createTenantWithStaff(ctx.db);
    const b = await createTenantWithStaff(ctx.db);
    const res = await get(
      `/api/ClientDetails/tenant-user-details?tenantId=${b.tenant.id}`,
      (await login(ctx.app, a.mlro.email)).auth,
    );
    expect(res.json().id).toBe(a.tenant.id);
  });

  it('refuses a forged or expired token', async () => {
    const { mlro } = await createTenantWithStaff(ctx.db);
    const { token } = await login(ctx.app, mlro.email);
    const [h, p, s] = token.split('.');
    const forged = `${h}.${p}.${(s as string).slice(0, -2)}xx`;
    expect(
      (await get('/api/ClientDetails/tenant-user-details', { authorization: `Bearer ${forged}` })).statusCode,
    ).toBe(401);
    const res = await get('/api/ClientDetails/tenant-user-details', { authorization: 'Bearer not.a.jwt' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Session expired. Please log in again.' });
  });
});

const UPDATE = '/api/ClientDetails/update-tenant-details';

const put = (payload: unknown, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'PUT', url: UPDATE, payload: payload as object, headers });

/** A complete body as the Edit Tenant Details modal sends it (spec 1 §7): one Office address in Dubai. */
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  email: null,
  remarks: null,
  rentityId: '2079',
  firstName: 'Maryam',
  lastName: 'Saeed',
  birthdate: '1984-03-09',
  ssn: '784-1984-1234567-1',
  passportNumber: 'P998877',
  passportCountry: 'AE',
  nationality: 'AE',
  tphContactType: 'OFFIC',
  tphCommunicationType: 'M',
  tphNumber: '0501234567',
  addressType: 'OFFIC',
  address: 'Shop 12, Gold Souk',
  city: 'Dubai',
  countryCode: 'AE',
  state: 'Dubai',
  ...overrides,
});

const PROFILE_COLUMNS = [
  'rentityId',
  'firstName',
  'lastName',
  'birthdate',
  'ssn',
  'passportNumber',
  'passportCountry',
  'nationality',
  'tphContactType',
  'tphCommunicationType',
  'tphNumber',
  'addressType',
  'address',
  'city',
  'countryCode',
  'state',
] as const;

const tenantRow = async (id: string) => (await ctx.db.select().from(tenants).where(eq(tenants.id, id)))[0];
const auditOf = (tenantId: string) =>
  ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, tenantId)).orderBy(auditEvents.occurredAt);

async function officers() {
  const staff = await createTenantWithStaff(ctx.db, { remarks: 'Set by the administrator' });
  return {
    ...staff,
    mlroAuth: (await login(ctx.app, staff.mlro.email)).auth,
    flaAuth: (await login(ctx.app, staff.fla.email)).auth,
  };
}

describe('PUT api/ClientDetails/update-tenant-details', () => {
  it('stores two address blocks with colons and backslashes and reads them back exactly', async () => {
    const { tenant, mlroAuth } = await officers();
    const blocks = [
      {
        addressType: 'OFFIC',
        address: 'Office 12: Gold Souk \\ Deira',
        city: 'Dubai: Old Town',
        countryCode: 'AE',
        state: 'Dubai',
      },
      {
        addressType: 'OFFIC',
        address: 'Warehouse \\: 3 \\\\ rear',
        city: 'C:\\Sharjah\\',
        countryCode: 'SA',
        state: 'Riyadh\\',
      },
    ];
    const escapeSegment = (value: string) => value.replace(/\\/g, '\\\\').replace(/:/g, '\\:');
    const joined = (key: keyof (typeof blocks)[number]) => blocks.map((b) => escapeSegment(b[key])).join(':');
    const res = await put(
      profileBody({
        addressType: joined('addressType'),
        address: joined('address'),
        city: joined('city'),
        // Chosen by name on the screen, stored as the two-letter code (spec 1 §2.5).
        countryCode: 'United Arab Emirates:saudi arabia',
        state: joined('state'),
        passportCountry: 'India',
        nationality: 'in',
      }),
      mlroAuth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tenant.id, passportCountry: 'IN', nationality: 'IN', countryCode: 'AE:SA' });

    const stored = await tenantRow(tenant.id);
    expect(stored?.address).toBe('Office 12\\: Gold Souk \\\\ Deira:Warehouse \\\\\\: 3 \\\\\\\\ rear');
    expect(stored?.city).toBe('Dubai\\: Old Town:C\\:\\\\Sharjah\\\\');

    const read = (await get('/api/ClientDetails/tenant-user-details', mlroAuth)).json();
    expect(splitTenantAddresses(read)).toEqual(blocks);
    expect(read).toMatchObject({
      rentityId: '2079',
      firstName: 'Maryam',
      lastName: 'Saeed',
      birthdate: '1984-03-09',
      ssn: '784-1984-1234567-1',
      passportNumber: 'P998877',
      tphContactType: 'OFFIC',
      tphCommunicationType: 'M',
      tphNumber: '0501234567',
    });
  });

  it('answers the saved tenant with its users, as tenant-user-details does', async () => {
    const { tenant, mlro, fla, mlroAuth } = await officers();
    const res = await put(profileBody(), mlroAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await get('/api/ClientDetails/tenant-user-details', mlroAuth)).json());
    expect(
      res
        .json()
        .users.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual([mlro.email, fla.email].sort());
    expect(res.json().id).toBe(tenant.id);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['reporting entity id', { rentityId: null }, { rentityId: M.rentityId }],
    ['first name', { firstName: '' }, { firstName: M.firstName }],
    ['last name', { lastName: '   ' }, { lastName: M.lastName }],
    ['birthdate', { birthdate: null }, { birthdate: M.birthdate }],
    ['ID number', { ssn: null }, { ssn: M.ssn }],
    ['passport number', { passportNumber: '' }, { passportNumber: M.passportNumber }],
    ['passport country', { passportCountry: null }, { passportCountry: M.passportCountry }],
    ['passport country off the list', { passportCountry: 'Atlantis' }, { passportCountry: M.passportCountry }],
    ['nationality', { nationality: '' }, { nationality: M.nationality }],
    ['contact type', { tphContactType: null }, { tphContactType: M.tphContactType }],
    ['contact type other than Office', { tphContactType: 'PRIVT' }, { tphContactType: M.tphContactType }],
    ['communication type', { tphCommunicationType: null }, { tphCommunicationType: M.tphCommunicationType }],
    [
      'communication type other than Mobile',
      { tphCommunicationType: 'L' },
      { tphCommunicationType: M.tphCommunicationType },
    ],
    ['phone number', { tphNumber: null }, { tphNumber: M.tphNumberRequired }],
    ['phone of 6 digits', { tphNumber: '123456' }, { tphNumber: M.tphNumberDigits }],
    ['phone of 16 digits', { tphNumber: '1234567890123456' }, { tphNumber: M.tphNumberDigits }],
    ['phone with a code', { tphNumber: '+971-501234567' }, { tphNumber: M.tphNumberDigits }],
    [
      'no address',
      { addressType: null, address: null, city: null, countryCode: null, state: null },
      { addresses: M.addresses },
    ],
    [
      'a second address with nothing filled in',
      { addressType: 'OFFIC:', address: 'Shop 12:', city: 'Dubai:', countryCode: 'AE:', state: 'Dubai:' },
      {
        'addresses.1.addressType': M.addressType,
        'addresses.1.address': M.address,
        'addresses.1.city': M.city,
        'addresses.1.countryCode': M.countryCode,
        'addresses.1.state': M.state,
      },
    ],
    ['an address type other than Office', { addressType: 'RES' }, { 'addresses.0.addressType': M.addressType }],
    ['an unknown country code', { countryCode: 'QQ' }, { 'addresses.0.countryCode': M.countryCode }],
  ])('refuses %s with the spec message and changes nothing', async (_name, overrides, expected) => {
    const { tenant, mlroAuth } = await officers();
    const before = await tenantRow(tenant.id);
    const res = await put(profileBody(overrides), mlroAuth);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(Object.fromEntries(body.issues.map((i: { path: string; message: string }) => [i.path, i.message]))).toEqual(
      expected,
    );
    // The screen shows the message when the answer has no title (spec 1 §7).
    expect(body.message).toBe([...new Set(Object.values(expected))].join(', '));
    expect(await tenantRow(tenant.id)).toEqual(before);
    expect(await auditOf(tenant.id)).toEqual([]);
  });

  it('refuses every rule of the form at once', async () => {
    const { mlroAuth } = await officers();
    const empty = Object.fromEntries([...PROFILE_COLUMNS, 'email', 'remarks'].map((key) => [key, null]));
    const res = await put(empty, mlroAuth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      M.rentityId,
      M.firstName,
      M.lastName,
      M.birthdate,
      M.ssn,
      M.passportNumber,
      M.passportCountry,
      M.nationality,
      M.tphContactType,
      M.tphCommunicationType,
      M.tphNumberRequired,
      M.addresses,
    ]);
  });

  it('is refused to an FLA (403) and to a super user, with nothing changed', async () => {
    const { tenant, flaAuth } = await officers();
    const before = await tenantRow(tenant.id);
    const res = await put(profileBody(), flaAuth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'You do not have permission to perform this action' });
    // Access is decided before the body is read: an invalid body from an FLA is still 403.
    expect((await put({}, flaAuth)).statusCode).toBe(403);
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    expect((await put(profileBody(), (await login(ctx.app, admin.email)).auth)).statusCode).toBe(403);
    expect((await put(profileBody(), {})).statusCode).toBe(401);
    expect(await tenantRow(tenant.id)).toEqual(before);
    expect(await auditOf(tenant.id)).toEqual([]);
  });

  it('keeps empty profile fields null, and never writes the administrator’s email or remarks', async () => {
    const { tenant, mlroAuth } = await officers();
    const fresh = (await get('/api/ClientDetails/tenant-user-details', mlroAuth)).json();
    for (const key of PROFILE_COLUMNS) expect(fresh[key]).toBeNull();

    const res = await put(profileBody({ email: 'someone@else.test', remarks: '' }), mlroAuth);
    expect(res.statusCode).toBe(200);
    const stored = await tenantRow(tenant.id);
    expect(stored).toMatchObject({ email: tenant.email, remarks: 'Set by the administrator' });
    for (const key of PROFILE_COLUMNS) expect(stored?.[key]).not.toBe('');
  });

  it('records each change with the actor and the changed fields before and after; a save without change records nothing', async () => {
    const { tenant, mlro, mlroAuth } = await officers();
    const twoAddresses = {
      addressType: 'OFFIC:OFFIC',
      address: 'Shop 12:Warehouse 3',
      city: 'Dubai:Sharjah',
      countryCode: 'AE:AE',
      state: 'Dubai:Sharjah',
    };
    expect((await put(profileBody(twoAddresses), mlroAuth)).statusCode).toBe(200);
    const [created] = await auditOf(tenant.id);
    expect(created).toMatchObject({
      action: 'tenant.profile_updated',
      entityType: 'tenant',
      tenantId: tenant.id,
      actorId: mlro.id,
      actorEmail: mlro.email,
    });
    expect(created?.before).toEqual(Object.fromEntries(PROFILE_COLUMNS.map((key) => [key, null])));
    expect(created?.after).toMatchObject({ firstName: 'Maryam', city: 'Dubai:Sharjah', birthdate: '1984-03-09' });

    const edited = profileBody({ ...twoAddresses, tphNumber: '0559876543', city: 'Dubai:Ajman' });
    expect((await put(edited, mlroAuth)).statusCode).toBe(200);
    expect((await put(edited, mlroAuth)).statusCode).toBe(200);
    const events = await auditOf(tenant.id);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      action: 'tenant.profile_updated',
      before: { tphNumber: '0501234567', city: 'Dubai:Sharjah' },
      after: { tphNumber: '0559876543', city: 'Dubai:Ajman' },
    });
  });

  it("changes only the caller's tenant, whatever tenant the body names", async () => {
    const a = await officers();
    const b = await officers();
    const bBefore = await tenantRow(b.tenant.id);
    const res = await put(
      profileBody({ id: b.tenant.id, tenantId: b.tenant.id, tenantUserId: b.tenant.id }),
      a.mlroAuth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(a.tenant.id);
    expect((await tenantRow(a.tenant.id))?.firstName).toBe('Maryam');
    expect(await tenantRow(b.tenant.id)).toEqual(bBefore);
    expect(await auditOf(b.tenant.id)).toEqual([]);
  });
});
