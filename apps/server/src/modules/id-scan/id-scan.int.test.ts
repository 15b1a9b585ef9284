import { randomBytes } from 'node:crypto';
import { ID_SCAN_MESSAGES, idScanResultSchema } from '@aml/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { buildSpecimenSet, type Specimen } from './test-support/specimen-set';
import { asJpegPage, pdfOfJpegs } from './test-support/synthetic-documents';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----aml${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let ctx: TestContext;
let staffAuth: Record<string, string>;
let specimens: Specimen[];

beforeAll(async () => {
  ctx = await createTestContext();
  const { mlro } = await createTenantWithStaff(ctx.db);
  staffAuth = (await login(ctx.app, mlro.email)).auth;
  specimens = await buildSpecimenSet();
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const scan = (body: ReturnType<typeof multipart>, auth: Record<string, string> = staffAuth) =>
  ctx.app.inject({ method: 'POST', url: '/api/id-scan', payload: body.payload, headers: { ...body.headers, ...auth } });

const specimen = (name: string) => {
  const found = specimens.find((s) => s.name.startsWith(name));
  if (!found) throw new Error(`no specimen ${name}`);
  return found;
};

describe('POST /api/id-scan', () => {
  it('reads a phone photo of a passport and answers the quick-onboard fields', { timeout: 60_000 }, async () => {
    const photo = specimen('TD3 passport, phone photo turned 8°');
    const res = await scan(multipart(photo.bytes, 'passport.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const body = idScanResultSchema.parse(res.json());
    expect(body.documentType).toBe('passport');
    expect(body.mrz?.valid).toBe(true);
    expect(body.mrz?.format).toBe('TD3');
    for (const [name, value] of Object.entries(photo.expected))
      expect(body.fields[name as keyof typeof body.fields].value).toBe(value);
    expect(body.fields.dateOfBirth).toMatchObject({ source: 'mrz', flagged: false });
    expect(body.confidence).toBeGreaterThan(0.8);
  });

  it('reads both sides of an Emirates ID sent as a two-page PDF', { timeout: 60_000 }, async () => {
    const pdf = specimen('Emirates ID front and back');
    const res = await scan(multipart(pdf.bytes, 'eid.pdf', 'application/pdf'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.documentType).toBe('emirates-id');
    expect(body.fields.idNo.value).toBe(pdf.expected.idNo);
    expect(body.fields.idIssuedDate).toMatchObject({ value: '2023-09-24', source: 'front' });
    expect(body.fields.idExpiryDate).toMatchObject({ value: '2028-09-23', source: 'mrz' });
  });

  it('refuses a PDF of three pages with the spec limit in the message', { timeout: 60_000 }, async () => {
    const page = await asJpegPage(specimen('TD3 passport, flat scan').bytes);
    const res = await scan(multipart(pdfOfJpegs([page, page, page]), 'three.pdf', 'application/pdf'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: ID_SCAN_MESSAGES.tooManyPages('three.pdf') });
  });

  it('refuses a file of 6 MB', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(6 * 1024 * 1024)]);
    const res = await scan(multipart(big, 'huge.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'huge.jpg exceeds 5MB limit.',
      issues: [{ path: 'file', message: 'huge.jpg exceeds 5MB limit.' }],
    });
  });

  it('refuses a text file renamed .jpg: the content decides, not the name', async () => {
    const res = await scan(
      multipart(Buffer.from('Name,Passport No\nAnna Eriksson,L898902C3\n'), 'scan.jpg', 'image/jpeg'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'scan.jpg is not a valid file type.' });
  });

  it('answers "Failed to process image" for a picture with no document in it', { timeout: 60_000 }, async () => {
    const { data } = await import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a6a55' } })
        .jpeg()
        .toBuffer({ resolveWithObject: true }),
    );
    const res = await scan(multipart(data, 'desk.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ID_SCAN_FAILED', message: ID_SCAN_MESSAGES.failure });
  });

  it('asks for a file when the request carries none or names the wrong field', async () => {
    const wrongField = await scan(multipart(specimen('TD3 passport, flat scan').bytes, 'p.png', 'image/png', 'image'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(ID_SCAN_MESSAGES.noFile);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/id-scan',
      payload: { file: 'x' },
      headers: staffAuth,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(ID_SCAN_MESSAGES.noFile);
  });

  it('is for tenant staff only', async () => {
    const body = multipart(specimen('TD3 passport, flat scan').bytes, 'p.png', 'image/png');
    expect((await scan(body, {})).statusCode).toBe(401);
    const admin = await createUser(ctx.db, { role: 'SuperUser' });
    const adminAuth = (await login(ctx.app, admin.email)).auth;
    expect((await scan(body, adminAuth)).statusCode).toBe(403);
  });
});
