import { deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  errorMessage,
  fiscalDataResponseSchema,
  meResponseSchema,
  onboardingResponseSchema,
  PARCEL_IMAGE_MAX_BYTES,
  uploadedImageResponseSchema,
  type ErrorCode,
  type OnboardingBody,
} from '@trayecto/contracts';
import { admins, auditLog, corporates, uploads } from '@trayecto/db';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import {
  assistSessionByHand,
  auth,
  corporateIdByEmail,
  login,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';
import { pngChunk } from '../../lib/png.ts';
import { SEED_ADMIN } from '../../seed/seed-data.ts';

// The onboarding form (issue 10): an approved company's first login asks for its fiscal data
// (GET /me needs_onboarding), PUT /onboarding stores it (audited), the logo is an image upload
// served at a public address, and every bad input is a 400 (or 404) that stores nothing.

let t: TestContext;
let otra: { token: string; id: string };
let demo: { token: string; id: string };

/** A 1×1 PNG. */
function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x12, 0x34, 0x56]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const VALID: OnboardingBody = {
  fiscal_name: '  Servicios Logísticos del Lago, C.A.  ',
  tax_id: 'j123456789',
  fiscal_address: 'Av. 5 de Julio, Torre Lago, piso 3, Maracaibo',
  invoice_emails: ['Facturas@Lago.test', 'contabilidad@lago.test'],
};

/** Back to a company that has never sent the form (as one the console just approved). */
async function resetOnboarding(corporateId: string) {
  await t.handle.db
    .update(corporates)
    .set({
      fiscalName: null,
      fiscalAddress: null,
      invoiceEmails: null,
      onboardedAt: null,
      imageUrl: null,
    })
    .where(eq(corporates.id, corporateId));
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/corporate/me', headers: auth(token) });
const put = (token: string, payload: unknown, lang = 'es') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/corporate/onboarding',
    payload: payload as object,
    headers: { ...auth(token), 'accept-language': lang },
  });
const getFiscal = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/corporate/onboarding', headers: auth(token) });
const uploadLogo = (token: string, bytes: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: '/api/corporate/logos',
    payload: bytes,
    headers: { ...auth(token), 'content-type': type },
  });
async function logoId(token: string) {
  const res = await uploadLogo(token, tinyPng());
  expect(res.statusCode, res.body).toBe(201);
  return uploadedImageResponseSchema.parse(res.json()).data.image_id;
}
const row = async (corporateId: string) =>
  (await t.handle.db.select().from(corporates).where(eq(corporates.id, corporateId)))[0]!;
const auditRows = (corporateId: string, action: string) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.corporateId, corporateId), eq(auditLog.action, action)));

beforeAll(async () => {
  t = await setupApp();
  const o = await login(t.app, 'otra@trayecto.test');
  const d = await login(t.app, 'demo@trayecto.test');
  otra = { token: o.token, id: o._id };
  demo = { token: d.token, id: d._id };
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await resetOnboarding(otra.id);
});

describe('GET /me needs_onboarding', () => {
  it('is false for a company that sent the form and true until one has', async () => {
    expect(meResponseSchema.parse((await me(demo.token)).json()).needs_onboarding).toBe(false);
    // read once (cached), then the company is one that has to onboard
    expect(meResponseSchema.parse((await me(otra.token)).json()).needs_onboarding).toBe(true);
  });

  it('turns false once the form is sent, through the cached /me as well', async () => {
    const before = meResponseSchema.parse((await me(otra.token)).json());
    expect(before.needs_onboarding).toBe(true);
    const res = await put(otra.token, VALID);
    expect(res.statusCode, res.body).toBe(200);
    const body = onboardingResponseSchema.parse(res.json());
    expect(body.me.needs_onboarding).toBe(false);
    const after = meResponseSchema.parse((await me(otra.token)).json());
    expect(after.needs_onboarding).toBe(false);
  });
});

describe('PUT /api/corporate/onboarding', () => {
  it('stores the fiscal data, marks the company onboarded and audits onboarding_completed', async () => {
    const res = await put(otra.token, VALID);
    expect(res.statusCode, res.body).toBe(200);
    const body = onboardingResponseSchema.strict().parse(res.json());
    expect(body.data).toEqual({
      fiscal_name: 'Servicios Logísticos del Lago, C.A.',
      tax_id: 'J-12345678-9',
      fiscal_address: 'Av. 5 de Julio, Torre Lago, piso 3, Maracaibo',
      invoice_emails: ['facturas@lago.test', 'contabilidad@lago.test'],
      logo_url: null,
      onboarded_at: t.clock.now().toISOString(),
    });
    const stored = await row(otra.id);
    expect(stored).toMatchObject({
      fiscalName: 'Servicios Logísticos del Lago, C.A.',
      taxId: 'J-12345678-9',
      fiscalAddress: 'Av. 5 de Julio, Torre Lago, piso 3, Maracaibo',
      invoiceEmails: ['facturas@lago.test', 'contabilidad@lago.test'],
      onboardedAt: t.clock.now(),
    });
    const audits = await auditRows(otra.id, 'onboarding_completed');
    expect(audits.at(-1)).toMatchObject({
      actorType: 'corporate',
      actorId: otra.id,
      entity: 'corporate',
      entityId: otra.id,
      after: expect.objectContaining({ tax_id: 'J-12345678-9' }),
    });
    expect((await getFiscal(otra.token)).json()).toEqual({ success: true, data: body.data });
  });

  it('edits later: audited fiscal_data_updated with before and after, onboarded_at kept', async () => {
    await put(otra.token, VALID);
    const first = (await row(otra.id)).onboardedAt;
    const completed = (await auditRows(otra.id, 'onboarding_completed')).length;
    await t.clock.advance(60_000);
    const res = await put(otra.token, { ...VALID, invoice_emails: ['pagos@lago.test'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(otra.id)).onboardedAt).toEqual(first);
    expect((await row(otra.id)).invoiceEmails).toEqual(['pagos@lago.test']);
    expect(await auditRows(otra.id, 'onboarding_completed')).toHaveLength(completed);
    const [updated] = (await auditRows(otra.id, 'fiscal_data_updated')).slice(-1);
    expect(updated!.before).toMatchObject({
      invoice_emails: ['facturas@lago.test', 'contabilidad@lago.test'],
    });
    expect(updated!.after).toMatchObject({ invoice_emails: ['pagos@lago.test'] });
  });

  it('records the provider admin in assist mode', async () => {
    const [admin] = await t.handle.db
      .select()
      .from(admins)
      .where(eq(admins.email, SEED_ADMIN.email));
    const token = await assistSessionByHand(t.handle.db, t.clock.now(), otra.id, admin!.id);
    expect((await put(token, VALID)).statusCode).toBe(200);
    expect((await auditRows(otra.id, 'onboarding_completed')).at(-1)).toMatchObject({
      actorType: 'admin',
      assistAdminId: admin!.id,
    });
  });

  const tooMany = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}@lago.test`);
  it.each<[string, Record<string, unknown>, ErrorCode, string]>([
    ['no fiscal name', { fiscal_name: undefined }, 'field_required', 'fiscal_name'],
    ['a blank fiscal name', { fiscal_name: '   ' }, 'field_required', 'fiscal_name'],
    ['an over-long fiscal name', { fiscal_name: 'x'.repeat(161) }, 'too_long', 'fiscal_name'],
    ['a NUL in the fiscal name', { fiscal_name: 'Lago\u0000' }, 'invalid_text', 'fiscal_name'],
    ['a malformed RIF', { tax_id: 'X-1234' }, 'tax_id_invalid', 'tax_id'],
    ['no RIF', { tax_id: '' }, 'field_required', 'tax_id'],
    ['no fiscal address', { fiscal_address: '' }, 'field_required', 'fiscal_address'],
    [
      'an over-long fiscal address',
      { fiscal_address: 'x'.repeat(301) },
      'too_long',
      'fiscal_address',
    ],
    ['no invoice e-mail', { invoice_emails: [] }, 'invoice_emails_required', 'invoice_emails'],
    [
      'six invoice e-mails',
      { invoice_emails: tooMany },
      'invoice_emails_over_max',
      'invoice_emails',
    ],
    [
      'the same e-mail twice (in other case)',
      { invoice_emails: ['pagos@lago.test', ' PAGOS@lago.test'] },
      'invoice_email_duplicate',
      'invoice_emails.1',
    ],
    ['a bad e-mail', { invoice_emails: ['pagos@'] }, 'email_invalid', 'invoice_emails.0'],
    [
      'e-mails as text',
      { invoice_emails: 'pagos@lago.test' },
      'validation_error',
      'invoice_emails',
    ],
    ['a logo id of the wrong type', { logo_upload_id: 42 }, 'validation_error', 'logo_upload_id'],
  ])('refuses %s: 400, its field named, nothing stored', async (_n, change, code, field) => {
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const res = await put(otra.token, { ...VALID, ...change }, 'en');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error_code: string; fields: Record<string, string> }>();
    expect(body.error_code).toBe(code);
    expect(Object.keys(body.fields)).toContain(field);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it('says the limit of invoice e-mails in the message', async () => {
    const res = await put(otra.token, { ...VALID, invoice_emails: tooMany }, 'en');
    expect(res.json().message).toBe(errorMessage('invoice_emails_over_max', 'en', { max: 5 }));
  });

  it('is refused to a pending company', async () => {
    const pending = await login(t.app, 'pending@trayecto.test');
    const res = await put(pending.token, VALID);
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('not_approved');
    const id = await corporateIdByEmail(t.handle, 'pending@trayecto.test');
    expect((await row(id)).onboardedAt).toBeNull();
  });
});

describe('the logo', () => {
  it('is uploaded, becomes image_url (in /me too) and is served without a session', async () => {
    const png = tinyPng();
    const id = await logoId(otra.token);
    const res = await put(otra.token, { ...VALID, logo_upload_id: id });
    expect(res.statusCode, res.body).toBe(200);
    const url = `/api/public/logos/${id}`;
    expect(res.json().data.logo_url).toBe(url);
    expect((await row(otra.id)).imageUrl).toBe(url);
    expect(meResponseSchema.parse((await me(otra.token)).json()).corporate.image_url).toBe(url);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    // an edit without logo_upload_id keeps it; null removes it
    await put(otra.token, VALID);
    expect((await row(otra.id)).imageUrl).toBe(url);
    await put(otra.token, { ...VALID, logo_upload_id: null });
    expect((await row(otra.id)).imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves only a current logo: a replaced one, an unknown or a malformed id are not found', async () => {
    const old = await logoId(otra.token);
    await put(otra.token, { ...VALID, logo_upload_id: old });
    const current = await logoId(otra.token);
    await put(otra.token, { ...VALID, logo_upload_id: current });
    const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/public/logos/${id}` });
    expect((await get(current)).statusCode).toBe(200);
    expect((await get(old)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('not-a-uuid')).statusCode).toBe(404);
  });

  it.each([
    ['another company’s upload', 'other'],
    ['a parcel photo of its own', 'parcel'],
    ['an id that does not exist', 'none'],
    ['an id that is not a uuid', 'bad'],
  ] as const)('refuses %s as the logo: 404, nothing stored', async (_n, kind) => {
    let id: string;
    if (kind === 'other') id = await logoId(demo.token);
    else if (kind === 'parcel') {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/corporate/parcels/images',
        payload: tinyPng(),
        headers: { ...auth(otra.token), 'content-type': 'image/png' },
      });
      id = uploadedImageResponseSchema.parse(res.json()).data.image_id;
    } else id = kind === 'none' ? '00000000-0000-4000-8000-000000000000' : 'logo-1';
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const res = await put(otra.token, { ...VALID, logo_upload_id: id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('not_found');
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
    expect((await row(otra.id)).onboardedAt).toBeNull();
  });

  it.each<[string, Buffer, string, number, ErrorCode]>([
    [
      'a file that is not an image',
      Buffer.from('%PDF-1.7\n%%EOF\n'),
      'image/png',
      415,
      'image_type',
    ],
    ['an empty body', Buffer.alloc(0), 'image/png', 400, 'image_required'],
    [
      'an image over the limit',
      Buffer.concat([tinyPng().subarray(0, 8), Buffer.alloc(PARCEL_IMAGE_MAX_BYTES)]),
      'image/png',
      413,
      'image_too_large',
    ],
    ['a JSON body', Buffer.from('{"image":1}'), 'application/json', 415, 'image_type'],
  ])('refuses %s as a logo, like any image upload', async (_n, bytes, type, status, code) => {
    const before = await t.handle.db.select().from(uploads);
    const res = await uploadLogo(otra.token, bytes, type);
    expect(res.statusCode).toBe(status);
    expect(res.json().error_code).toBe(code);
    expect(await t.handle.db.select().from(uploads)).toHaveLength(before.length);
  });

  it('is stored as a logo upload, audited, and open to masters (barred from parcel photos)', async () => {
    const master = await login(t.app, 'master@trayecto.test');
    const res = await uploadLogo(master.token, tinyPng());
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.image_id as string;
    const [stored] = await t.handle.db.select().from(uploads).where(eq(uploads.id, id));
    expect(stored).toMatchObject({
      corporateId: master._id,
      purpose: 'logo',
      contentType: 'image/png',
    });
    expect(await auditRows(master._id, 'upload_created')).toEqual(
      expect.arrayContaining([expect.objectContaining({ entityId: id })]),
    );
    const parcel = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/parcels/images',
      payload: tinyPng(),
      headers: { ...auth(master.token), 'content-type': 'image/png' },
    });
    expect(parcel.statusCode).toBe(403);
    // and the master sends its own form
    const saved = await put(master.token, { ...VALID, logo_upload_id: id });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('GET /onboarding answers the stored data', async () => {
    const res = await getFiscal(demo.token);
    expect(res.statusCode).toBe(200);
    const { data } = fiscalDataResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      fiscal_name: 'Distribuidora El Ávila C.A.',
      invoice_emails: ['demo@trayecto.test'],
      onboarded_at: expect.any(String),
    });
  });
});
