import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '@trayecto/contracts';
import { admins, auditLog, corporates, sessions } from '@trayecto/db';
import {
  assistSessionByHand,
  auth,
  corporateIdByEmail,
  login,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';
import { suspendCorporate } from './corporate.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp({
    env: {
      SUPPORT_PHONE: '584129998877',
      SUPPORT_EMAIL: 'ayuda@trayecto.test',
      PROVIDER_NAME: 'Rutas Express',
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const me = (token: string, lang = 'es') =>
  t.app.inject({
    method: 'GET',
    url: '/api/corporate/me',
    headers: { ...auth(token), 'accept-language': lang },
  });
const patch = (token: string, payload: unknown, lang = 'es') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/corporate/me',
    payload: payload as object,
    headers: { ...auth(token), 'accept-language': lang },
  });
const auditCount = async (corporateId: string) =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.corporateId, corporateId), eq(auditLog.action, 'profile_updated')))
  )[0]!.n;

describe('GET /api/corporate/me', () => {
  it('answers the profile of a normal corporate with its ledger wallet and overdraft', async () => {
    const { token, _id } = await login(t.app, 'demo@trayecto.test');
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    const body = meResponseSchema.strict().parse(res.json());
    expect(body.corporate).toMatchObject({
      _id,
      unique_id: 'TE-100101',
      email: 'demo@trayecto.test',
      name: 'Distribuidora El Ávila C.A.',
      country_name: 'Venezuela',
      country_phone_code: '+58',
      wallet: 3050.75,
      overdraft: 500,
      image_url: null,
      is_active_shipments: true,
      is_active_multi_stops: true,
      is_corporate_master: false,
      is_allow_credits: true,
      credits_due: 0,
      is_approved: true,
      lang: 'es',
      timezone: 'America/Caracas',
    });
    expect(body).toMatchObject({
      pre_time: 15,
      admin_phone: '584129998877',
      admin_email: 'ayuda@trayecto.test',
      associated_panels: [],
      is_assist_mode: false,
    });
  });

  it('lists a master corporate’s associated panels', async () => {
    const { token } = await login(t.app, 'master@trayecto.test');
    const body = meResponseSchema.parse((await me(token)).json());
    expect(body.corporate.is_corporate_master).toBe(true);
    expect(body.associated_panels.map((p) => p.unique_id).sort()).toEqual([
      'TE-100101',
      'TE-100102',
    ]);
    expect(body.associated_panels.find((p) => p.unique_id === 'TE-100102')).toMatchObject({
      email: 'otra@trayecto.test',
      name: 'Servicios Logísticos del Lago C.A.',
    });
  });

  it('says is_assist_mode when a provider admin holds the session', async () => {
    const corporateId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
    const [admin] = await t.handle.db
      .select()
      .from(admins)
      .where(eq(admins.email, 'admin@trayecto.test'));
    const token = await assistSessionByHand(t.handle.db, t.clock.now(), corporateId, admin!.id);
    const body = meResponseSchema.parse((await me(token)).json());
    expect(body.is_assist_mode).toBe(true);
    expect(body.corporate.email).toBe('otra@trayecto.test');

    const res = await patch(token, { name: 'Servicios Logísticos del Lago, C.A.' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.corporateId, corporateId), eq(auditLog.action, 'profile_updated')));
    expect(row).toMatchObject({ actorType: 'admin', actorId: admin!.id, assistAdminId: admin!.id });
    expect(row!.before).toEqual({ name: 'Servicios Logísticos del Lago C.A.' });
  });
});

describe('PATCH /api/corporate/me', () => {
  it('edits name, phone, country code and language, and audits the change', async () => {
    const { token, _id } = await login(t.app, 'demo@trayecto.test');
    const before = await auditCount(_id);
    const res = await patch(token, {
      name: 'Distribuidora El Ávila, C.A.',
      phone: '4141234567',
      country_phone_code: '+58',
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    const body = meResponseSchema.parse(res.json());
    expect(body.corporate).toMatchObject({
      name: 'Distribuidora El Ávila, C.A.',
      phone: '4141234567',
      lang: 'en',
    });
    const [row] = await t.handle.db.select().from(corporates).where(eq(corporates.id, _id));
    expect(row).toMatchObject({
      name: 'Distribuidora El Ávila, C.A.',
      phone: '4141234567',
      lang: 'en',
    });
    expect(await auditCount(_id)).toBe(before + 1);
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.corporateId, _id), eq(auditLog.action, 'profile_updated')));
    expect(audit).toMatchObject({ actorType: 'corporate', actorId: _id, assistAdminId: null });
    expect(audit!.before).toMatchObject({
      name: 'Distribuidora El Ávila C.A.',
      phone: '2129512233',
      lang: 'es',
    });
  });

  it.each([
    ['an empty body', {}, 'validation_error'],
    ['a 9-digit phone', { phone: '414123456' }, 'phone_digits'],
    ['letters in the phone', { phone: '41412345ab' }, 'numeric_only'],
    ['digits and symbols as name', { name: '12345 !!' }, 'business_name_chars'],
    ['an empty name', { name: '   ' }, 'field_required'],
    ['an over-long name', { name: 'x'.repeat(121) }, 'too_long'],
    ['an unknown language', { lang: 'de' }, 'validation_error'],
    ['a bad country code', { country_phone_code: '58' }, 'validation_error'],
    ['a number as name', { name: 42 }, 'validation_error'],
  ])('refuses %s with 400 and writes nothing', async (_n, payload, code) => {
    const { token, _id } = await login(t.app, 'master@trayecto.test');
    const [before] = await t.handle.db.select().from(corporates).where(eq(corporates.id, _id));
    const audits = await auditCount(_id);
    const res = await patch(token, payload, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
    const [after] = await t.handle.db.select().from(corporates).where(eq(corporates.id, _id));
    expect(after).toEqual(before);
    expect(await auditCount(_id)).toBe(audits);
  });

  it('renders the too-long limit in the message', async () => {
    const { token } = await login(t.app, 'master@trayecto.test');
    const res = await patch(token, { name: 'x'.repeat(121) }, 'en');
    expect(res.json().fields).toEqual({ name: 'At most 120 characters' });
  });
});

describe('unapproved and suspended corporates', () => {
  const adminHost = (token: string, lang = 'es') =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/v2/corporate/users?isActive=true',
      headers: { ...auth(token), 'accept-language': lang },
    });

  it('lets a pending corporate read /me and log out, and refuses everything else', async () => {
    const { token } = await login(t.app, 'pending@trayecto.test');
    const profile = meResponseSchema.parse((await me(token)).json());
    expect(profile.corporate.is_approved).toBe(false);
    for (const res of [await patch(token, { lang: 'en' }), await adminHost(token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error_code: 'not_approved',
        message:
          'Su usuario se encuentra no aprobado o suspendido. Para mayor información, comuníquese con un administrador de Rutas Express en ayuda@trayecto.test.',
      });
    }
    expect((await adminHost(token, 'en')).json().message).toBe(
      'Your user is not approved or is suspended. For more information, contact a Rutas Express administrator at ayuda@trayecto.test.',
    );
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/logout',
      headers: auth(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('suspendCorporate ends every session of the corporate and no other', async () => {
    const a = await login(t.app, 'otra@trayecto.test');
    const b = await login(t.app, 'otra@trayecto.test');
    const other = await login(t.app, 'master@trayecto.test');
    const corporateId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
    const revoked = await suspendCorporate(t.handle.db, corporateId, { now: t.clock.now() });
    expect(revoked).toBeGreaterThanOrEqual(2);
    // ended, and told why (not an expired session)
    expect((await me(a.token)).statusCode).toBe(403);
    expect((await me(b.token)).json().error_code).toBe('not_approved');
    expect((await me(other.token)).statusCode).toBe(200);
    const live = await t.handle.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.corporateId, corporateId)));
    expect(live[0]!.n).toBeGreaterThan(0);
    const [row] = await t.handle.db.select().from(corporates).where(eq(corporates.id, corporateId));
    expect(row!.status).toBe('suspended');
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.corporateId, corporateId), eq(auditLog.action, 'corporate_suspended')),
      );
    expect(audits).toHaveLength(1);

    const again = await login(t.app, 'otra@trayecto.test');
    expect(meResponseSchema.parse((await me(again.token)).json()).corporate.is_approved).toBe(
      false,
    );
    expect((await adminHost(again.token)).statusCode).toBe(403);
  });
});
