import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_EMAIL,
  LOGIN_MAX_FAILURES_PER_IP,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  loginResponseSchema,
} from '@trayecto/contracts';
import { auditLog, loginFailures, sessions } from '@trayecto/db';
import { auth, freshIp, login, setupApp, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/corporate/login',
    payload: payload as object,
    headers,
    remoteAddress,
  });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/corporate/me', headers });
const sessionCount = async () => (await t.handle.db.select({ n: count() }).from(sessions))[0]!.n;

describe('POST /api/corporate/login', () => {
  it('answers the token, _id, unique_id and e-mail, and stores only the token hash', async () => {
    const res = await post({ email: '  Demo@Trayecto.test ', password: 'Demo1234!' });
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      unique_id: 'TE-100101',
      email: 'demo@trayecto.test',
    });
    expect(Buffer.from(body.token, 'base64url').length).toBe(32);
    const hash = createHash('sha256').update(body.token).digest('hex');
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(row?.corporateId).toBe(body._id);
    const stored = await t.handle.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.h === body.token)).toBe(false);
    const audits = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audits[0]).toMatchObject({ action: 'login', actorType: 'corporate', actorId: body._id });
  });

  it('creates a new session at every login', async () => {
    const a = await login(t.app, 'otra@trayecto.test');
    const b = await login(t.app, 'otra@trayecto.test');
    expect(a.token).not.toBe(b.token);
    expect((await me(auth(a.token))).statusCode).toBe(200);
    expect((await me(auth(b.token))).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown e-mail with the same 401, and records the failure', async () => {
    const wrong = await post({ email: 'master@trayecto.test', password: 'Nope1234!' });
    const unknown = await post({ email: 'nobody@trayecto.test', password: 'Demo1234!' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error_code: 'invalid_credentials',
        message: 'Credenciales inválidas',
      });
    }
    const rows = await t.handle.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.email, 'nobody@trayecto.test'));
    expect(rows).toHaveLength(1);
  });

  it('renders the message in the Accept-Language language', async () => {
    const body = { email: 'master@trayecto.test', password: 'Nope' };
    expect((await post(body, { 'accept-language': 'en-US,en;q=0.9' })).json().message).toBe(
      'Invalid credentials',
    );
    expect((await post(body, { 'accept-language': 'fr' })).json().message).toBe(
      'Identifiants invalides',
    );
    expect((await post(body, { 'accept-language': 'ar' })).json().message).toBe(
      'بيانات الاعتماد غير صالحة',
    );
    expect((await post(body, { 'accept-language': 'de' })).json().message).toBe(
      'Credenciales inválidas',
    );
    // five failures on this e-mail would slow the next sign-in from a new address (held on a
    // clock that never fires timers here): let them leave the window
    await t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
  });

  it.each([
    ['no body', undefined, 'validation_error'],
    ['missing e-mail', { password: 'Demo1234!' }, 'field_required'],
    ['missing password', { email: 'demo@trayecto.test' }, 'field_required'],
    ['a bad e-mail', { email: 'demo-at-trayecto', password: 'Demo1234!' }, 'email_invalid'],
    ['a number as e-mail', { email: 12345, password: 'Demo1234!' }, 'field_required'],
    [
      'an over-long e-mail',
      { email: `${'a'.repeat(250)}@x.test`, password: 'Demo1234!' },
      'email_invalid',
    ],
    [
      'an over-long password',
      { email: 'demo@trayecto.test', password: 'x'.repeat(129) },
      'too_long',
    ],
  ])('answers 400 for %s and writes no session', async (_name, payload, code) => {
    const before = await sessionCount();
    const res = await post(payload, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
    expect(typeof res.json().message).toBe('string');
    expect(await sessionCount()).toBe(before);
  });

  it('gives field messages in the caller language', async () => {
    const res = await post({ email: 'bad' }, { 'accept-language': 'es' });
    expect(res.json()).toEqual({
      error_code: 'validation_error',
      message: 'Revise los datos enviados',
      fields: { email: 'El correo no es válido', password: 'Este campo es obligatorio' },
    });
  });

  it(`answers 429 with Retry-After after ${LOGIN_MAX_FAILURES_PER_EMAIL} failures for one e-mail from one address`, async () => {
    const email = 'pending@trayecto.test';
    const ip = '203.0.113.66';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
      expect((await post({ email, password: `wrong-${i}` }, {}, ip)).statusCode).toBe(401);
    }
    const refused = await post({ email, password: 'Demo1234!' }, { 'accept-language': 'en' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('too_many_attempts');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
    expect(refused.json().message).toBe(`Too many attempts. Try again in ${retryAfter} seconds`);
    await t.clock.advance(retryAfter * 1000);
    expect((await post({ email, password: 'Demo1234!' }, {}, ip)).statusCode).toBe(200);
  });

  it(`answers 429 after ${LOGIN_MAX_FAILURES_PER_IP} failures from one address`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      expect(
        (await post({ email: `x${i}@example.test`, password: 'nope' }, {}, ip)).statusCode,
      ).toBe(401);
    }
    const refused = await post({ email: 'demo@trayecto.test', password: 'Demo1234!' }, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(
      (await post({ email: 'demo@trayecto.test', password: 'Demo1234!' }, {}, '203.0.113.78'))
        .statusCode,
    ).toBe(200);
    await t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
  });
});

describe('tokens', () => {
  it('answers 403 with the exact body when the token is missing', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error_code: 'token_required',
      message: 'A token is required for authentication',
    });
  });

  it('answers 401 with the exact body for an unknown token, in any language', async () => {
    for (const lang of ['es', 'en', 'ar']) {
      const res = await me({ 'access-token': 'A'.repeat(43), 'accept-language': lang });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error_code: 'invalid_token', message: 'Invalid Token' });
    }
    expect((await me({ authorization: 'Bearer short' })).statusCode).toBe(401);
  });

  it('accepts the token as a bearer authorization header', async () => {
    const { token } = await login(t.app, 'demo@trayecto.test');
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('expires a session left idle too long', async () => {
    const { token } = await login(t.app, 'demo@trayecto.test');
    await t.clock.advance(SESSION_IDLE_TTL_MS - 60_000);
    expect((await me(auth(token))).statusCode).toBe(200);
    await t.clock.advance(SESSION_IDLE_TTL_MS - 60_000);
    expect((await me(auth(token))).statusCode).toBe(200);
    await t.clock.advance(SESSION_IDLE_TTL_MS);
    const res = await me(auth(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('invalid_token');
  });

  it('expires an active session at its absolute limit', async () => {
    const { token } = await login(t.app, 'demo@trayecto.test');
    const step = SESSION_IDLE_TTL_MS / 2;
    let elapsed = 0;
    while (elapsed + step < SESSION_ABSOLUTE_TTL_MS) {
      await t.clock.advance(step);
      elapsed += step;
      expect((await me(auth(token))).statusCode).toBe(200);
    }
    await t.clock.advance(SESSION_ABSOLUTE_TTL_MS - elapsed);
    expect((await me(auth(token))).statusCode).toBe(401);
  });
});

describe('POST /api/corporate/logout', () => {
  it('revokes the token', async () => {
    const { token } = await login(t.app, 'demo@trayecto.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/logout',
      headers: auth(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const [session] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(session!.revokedAt).toBeInstanceOf(Date);
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, session!.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['login', 'logout']);
    expect((await me(auth(token))).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/logout',
      headers: auth(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/corporate/logout' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('token_required');
  });
});
