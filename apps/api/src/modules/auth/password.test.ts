import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_TTL_MS, RESET_LINKS_PER_HOUR } from '@trayecto/contracts';
import { auditLog, corporates, emailOutbox, passwordResets } from '@trayecto/db';
import {
  auth,
  corporateIdByEmail,
  freshIp,
  login,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { authJobs } from './auth-jobs.ts';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await setupApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://panel.example.test' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/corporate${url}`,
    payload: payload as object,
    headers,
    remoteAddress: freshIp(),
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/corporate/me', headers: auth(token) });
const tryLogin = (email: string, password: string) => call('/login', { email, password });

/** Asks for a link and reads its token from the mail the SMTP server received. */
async function requestLink(email: string) {
  const res = await call('/password/forgot', { email });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.next();
  expect(mail.to).toEqual([email]);
  const link = /http:\/\/panel\.example\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text,
  );
  expect(link).not.toBeNull();
  return { token: link![1]!, mail };
}

describe('forgot and reset password through a real SMTP server', () => {
  it('answers the same whether or not the e-mail exists, and mails only a real account', async () => {
    const outboxBefore = (await t.handle.db.select({ n: count() }).from(emailOutbox))[0]!.n;
    const unknown = await call('/password/forgot', { email: 'nobody@trayecto.test' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
    await authJobs(t.app.deps).drain();
    expect((await t.handle.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(outboxBefore);
    const { mail } = await requestLink('otra@trayecto.test');
    expect(mail.subject).toContain('Restablecer su contraseña');
    await t.app.deps.mailer.flush();
    const [row] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'otra@trayecto.test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('writes the mail in the corporate language', async () => {
    await t.handle.db
      .update(corporates)
      .set({ lang: 'fr' })
      .where(eq(corporates.email, 'master@trayecto.test'));
    const { mail } = await requestLink('master@trayecto.test');
    expect(mail.subject).toContain('Réinitialiser votre mot de passe');
    expect(mail.text).toContain('valable une heure');
    await t.handle.db
      .update(corporates)
      .set({ lang: 'ar' })
      .where(eq(corporates.email, 'master@trayecto.test'));
    const ar = await requestLink('master@trayecto.test');
    expect(ar.mail.subject).toContain('إعادة تعيين كلمة المرور');
  });

  it('resets the password once, ends every session, and refuses the link afterwards', async () => {
    const email = 'demo@trayecto.test';
    const session = await login(t.app, email);
    const { token } = await requestLink(email);
    const stored = await t.handle.db.select({ h: passwordResets.tokenHash }).from(passwordResets);
    expect(stored.some((r) => r.h === token)).toBe(false);

    const res = await call('/password/reset', {
      token,
      password: 'Nueva#2026',
      confirm_password: 'Nueva#2026',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await tryLogin(email, 'Demo1234!')).statusCode).toBe(401);
    expect((await tryLogin(email, 'Nueva#2026')).statusCode).toBe(200);

    const again = await call(
      '/password/reset',
      { token, password: 'Otra#20266', confirm_password: 'Otra#20266' },
      { 'accept-language': 'en' },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error_code: 'reset_link_expired',
      message: 'The link has expired. Request a new link to reset your password',
    });
    expect((await tryLogin(email, 'Nueva#2026')).statusCode).toBe(200);
    const corporateId = await corporateIdByEmail(t.handle, email);
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.corporateId, corporateId));
    expect(audits.map((a) => a.action)).toContain('password_reset');
  });

  it('expires the link after one hour', async () => {
    const email = 'otra@trayecto.test';
    const { token } = await requestLink(email);
    await t.clock.advance(RESET_LINK_TTL_MS + 1000);
    const res = await call('/password/reset', {
      token,
      password: 'Tarde#2026',
      confirm_password: 'Tarde#2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('reset_link_expired');
    expect(res.json().message).toBe(
      'El enlace ha expirado. Solicite un nuevo enlace para restablecer su contraseña',
    );
    expect((await tryLogin(email, 'Demo1234!')).statusCode).toBe(200);
  });

  it(`sends at most ${RESET_LINKS_PER_HOUR} links an hour to one account, answering the same`, async () => {
    const email = 'pending@trayecto.test';
    for (let i = 0; i < RESET_LINKS_PER_HOUR + 2; i++) {
      const res = await call('/password/forgot', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    for (let i = 0; i < RESET_LINKS_PER_HOUR; i++) expect((await smtp.next()).to).toEqual([email]);
    // every request handled (the last ones sent nothing) before the hour is moved on
    await authJobs(t.app.deps).drain();
    const stored = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(stored).toHaveLength(RESET_LINKS_PER_HOUR);
    await t.clock.advance(60 * 60 * 1000);
    await requestLink(email);
  });

  it('refuses an unknown token and bad input without changing anything', async () => {
    const unknown = await call('/password/reset', {
      token: 'x'.repeat(43),
      password: 'Valida#2026',
      confirm_password: 'Valida#2026',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_code).toBe('reset_link_expired');

    const mismatch = await call('/password/reset', {
      token: 'x'.repeat(43),
      password: 'Valida#2026',
      confirm_password: 'Otra#2026x',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error_code: 'passwords_must_match',
      fields: { confirm_password: 'Las contraseñas deben coincidir' },
    });

    const short = await call(
      '/password/reset',
      { token: 'abc', password: 'corta', confirm_password: 'corta' },
      { 'accept-language': 'en' },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('The password must have at least 8 characters');

    const missing = await call('/password/reset', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual([
      'confirm_password',
      'password',
      'token',
    ]);

    const forgotBad = await call('/password/forgot', { email: 'not-an-email' });
    expect(forgotBad.statusCode).toBe(400);
    expect(forgotBad.json().error_code).toBe('email_invalid');
    expect(smtp.pending()).toBe(0);
  });
});

describe('POST /api/corporate/me/password', () => {
  const change = (token: string, body: unknown, lang = 'es') =>
    t.app.inject({
      method: 'POST',
      url: '/api/corporate/me/password',
      payload: body as object,
      headers: { ...auth(token), 'accept-language': lang },
    });

  it('checks the current password and the confirmation', async () => {
    const { token } = await login(t.app, 'master@trayecto.test');
    const wrong = await change(
      token,
      { current_password: 'Nope12345', password: 'Cambio#2026', confirm_password: 'Cambio#2026' },
      'en',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error_code: 'incorrect_password',
      message: 'Incorrect password',
    });

    const mismatch = await change(token, {
      current_password: 'Demo1234!',
      password: 'Cambio#2026',
      confirm_password: 'Cambio#2027',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      error_code: 'passwords_must_match',
      message: 'Las contraseñas deben coincidir',
      fields: { confirm_password: 'Las contraseñas deben coincidir' },
    });
    expect((await tryLogin('master@trayecto.test', 'Demo1234!')).statusCode).toBe(200);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const current = await login(t.app, 'master@trayecto.test');
    const other = await login(t.app, 'master@trayecto.test');
    const res = await change(current.token, {
      current_password: 'Demo1234!',
      password: 'Cambio#2026',
      confirm_password: 'Cambio#2026',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(current.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await tryLogin('master@trayecto.test', 'Cambio#2026')).statusCode).toBe(200);
    const corporateId = await corporateIdByEmail(t.handle, 'master@trayecto.test');
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.corporateId, corporateId));
    expect(audits.map((a) => a.action)).toContain('password_changed');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/me/password',
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
