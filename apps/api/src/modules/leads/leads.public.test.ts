import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge } from 'altcha-lib/v1';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_MAX_NUMBER,
  CAPTCHA_TTL_MS,
  CITIES,
  CITY_IDS,
  LEADS_PER_ADDRESS,
  LEAD_COMPANY_MAX,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  errorMessage,
  type CaptchaChallenge,
  type ErrorCode,
} from '@trayecto/contracts';
import { auditLog, captchaUses, emailOutbox, leads } from '@trayecto/db';
import { ConfigError, loadConfig } from '../../config.ts';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import { freshIp, setupApp, type TestContext } from '../../../test/helpers.ts';
import {
  altchaPayload,
  fetchChallenge,
  leadForm,
  postLead,
  solve,
  solvedCaptcha,
} from './leads-test-helpers.ts';

// The public funnel's API (issue 10): the captcha challenge, the cities, and the contact form:
// every rule with its code and nothing stored on refusal; the captcha verified, single use (also
// two at once), refused when expired or forged; the per-address limit; the lead stored, audited
// and e-mailed to the sales inbox and the prospect; reCAPTCHA through its verification seam.

let t: TestContext;
beforeAll(async () => {
  t = await setupApp();
});
afterAll(() => t?.close());

const snapshot = () => snapshotTables(t.handle.db);
const leadCount = async () => (await t.handle.db.select().from(leads)).length;

describe('GET /api/public/captcha and /cities', () => {
  it('gives a signed ALTCHA challenge that expires in ten minutes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/captcha',
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json<CaptchaChallenge>();
    expect(c).toMatchObject({
      kind: 'altcha',
      algorithm: 'SHA-256',
      maxnumber: CAPTCHA_MAX_NUMBER,
    });
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(/expires=(\d+)/.exec(c.salt!)?.[1]) * 1000;
    expect(Math.abs(expires - (t.clock.now().getTime() + CAPTCHA_TTL_MS))).toBeLessThan(2000);
    // each request a new challenge
    expect((await fetchChallenge(t.app)).challenge).not.toBe(c.challenge);
  });

  it('lists the cities of SPEC §9', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/cities' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      cities: CITY_IDS.map((id, i) => ({ id, name: CITIES[i] })),
    });
    expect(res.json().cities).toHaveLength(9);
  });
});

describe('POST /api/public/leads', () => {
  it('stores the lead, audits it and e-mails the sales inbox and the prospect', async () => {
    const form = leadForm({
      tax_id: 'j401234567',
      email: 'Compras@LosAndes.test',
      company: 'Distribuidora Los Andes C.A.',
    });
    const ip = freshIp();
    const res = await postLead(
      t.app,
      { ...form, captcha: await solvedCaptcha(t.app) },
      {
        ip,
        lang: 'fr-FR,fr;q=0.9',
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });

    const [lead] = await t.handle.db.select().from(leads).where(eq(leads.company, form.company));
    expect(lead).toMatchObject({
      name: form.name,
      company: 'Distribuidora Los Andes C.A.',
      taxId: 'J-40123456-7',
      email: 'compras@losandes.test',
      phone: '4121234567',
      city: 'Valencia',
      companySize: '51-200',
      industry: 'distributors',
      leadSource: 'referred',
      message: form.message,
      status: 'new',
      lang: 'fr',
      ip,
      corporateId: null,
    });

    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, lead!.id));
    expect(audit).toMatchObject({
      action: 'lead_created',
      entity: 'lead',
      actorType: 'system',
      actorId: null,
      corporateId: null,
      ip,
    });

    const mails = await t.handle.db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
    const sales = mails.find((m) => m.to === 'ventas@trayecto.test' && m.text.includes(form.name));
    expect(sales?.subject).toBe(
      'Trayecto Empresas: nuevo prospecto · Distribuidora Los Andes C.A.',
    );
    for (const part of [
      'RIF: J-40123456-7',
      'Correo: compras@losandes.test',
      'Teléfono: 4121234567',
      'Ciudad: Valencia',
      'Tamaño: 51 a 200 empleados',
      'Sector: Distribuidoras',
      'Cómo nos conoció: Referido por un conocido',
      'Idioma: francés',
      form.message,
    ])
      expect(sales?.text).toContain(part);
    const ack = mails.find((m) => m.to === 'compras@losandes.test');
    expect(ack?.subject).toBe('Nous avons reçu votre demande · Trayecto Empresas');
    expect(ack?.text).toContain(`Bonjour ${form.name}`);
    // user text is escaped in the HTML part
    expect(ack?.html).toContain('Distribuidora Los Andes C.A.');
  });

  const tooLong = (n: number) => 'a'.repeat(n + 1);
  const cases: [string, Record<string, unknown>, string, ErrorCode, Record<string, number>?][] = [
    ['no name', { name: undefined }, 'name', 'field_required'],
    ['a blank name', { name: '   ' }, 'name', 'field_required'],
    ['a short name', { name: 'Al' }, 'name', 'too_short', { min: 3 }],
    ['a long name', { name: tooLong(LEAD_NAME_MAX) }, 'name', 'too_long', { max: LEAD_NAME_MAX }],
    ['a name with a NUL', { name: 'Ana\u0000' }, 'name', 'invalid_text'],
    ['no company', { company: '' }, 'company', 'field_required'],
    ['a short company', { company: 'A' }, 'company', 'too_short', { min: 2 }],
    [
      'a long company',
      { company: tooLong(LEAD_COMPANY_MAX) },
      'company',
      'too_long',
      { max: LEAD_COMPANY_MAX },
    ],
    ['no tax id', { tax_id: '' }, 'tax_id', 'field_required'],
    ['a tax id with a bad letter', { tax_id: 'X-40123456-7' }, 'tax_id', 'tax_id_invalid'],
    ['a short tax id', { tax_id: 'J-4012345-7' }, 'tax_id', 'tax_id_invalid'],
    ['no e-mail', { email: '' }, 'email', 'field_required'],
    ['a bad e-mail', { email: 'carla@' }, 'email', 'email_invalid'],
    ['no phone', { phone: '' }, 'phone', 'field_required'],
    ['a phone with letters', { phone: '41212345ab' }, 'phone', 'numeric_only'],
    ['a phone with a sign', { phone: '412#1234567' }, 'phone', 'numeric_only'],
    ['a phone of 9 digits', { phone: '412123456' }, 'phone', 'phone_digits'],
    ['a phone of 11 digits', { phone: '41212345678' }, 'phone', 'phone_digits'],
    ['a name with digits', { name: 'Carla 2' }, 'name', 'name_letters'],
    ['a name of symbols', { name: '12345 !!' }, 'name', 'name_letters'],
    ['an unknown city', { city: 'Bogotá' }, 'city', 'field_required'],
    ['no city', { city: undefined }, 'city', 'field_required'],
    ['an unknown size', { company_size: '2-5' }, 'company_size', 'field_required'],
    ['an unknown industry', { industry: 'mining' }, 'industry', 'field_required'],
    ['an unknown source', { lead_source: 'tv' }, 'lead_source', 'field_required'],
    ['a short message', { message: 'Hola' }, 'message', 'too_short', { min: 10 }],
    [
      'a long message',
      { message: tooLong(LEAD_MESSAGE_MAX) },
      'message',
      'too_long',
      { max: LEAD_MESSAGE_MAX },
    ],
    ['no captcha', { captcha: undefined }, 'captcha', 'captcha_failed'],
    ['an empty captcha', { captcha: '' }, 'captcha', 'captcha_failed'],
    ['an over-long captcha', { captcha: 'A'.repeat(5000) }, 'captcha', 'captcha_failed'],
  ];

  it.each(cases)(
    'refuses %s with its code and stores nothing',
    async (_, patch, field, code, params) => {
      const before = await snapshot();
      const body: Record<string, unknown> = { ...leadForm(), captcha: 'not-solved', ...patch };
      const res = await postLead(t.app, body);
      expect(res.statusCode).toBe(400);
      const json = res.json<{ error_code: string; fields: Record<string, string> }>();
      expect(json.error_code).toBe(code);
      expect(json.fields[field]).toBe(errorMessage(code, 'es', params));
      expect(await snapshot()).toEqual(before);
    },
  );

  it('answers the rules in the caller language', async () => {
    const res = await postLead(
      t.app,
      { ...leadForm({ phone: '123' }), captcha: 'x' },
      { lang: 'en' },
    );
    expect(res.json().fields.phone).toBe('The phone must have exactly 10 digits');
    const required = await postLead(
      t.app,
      { ...leadForm({ name: '' }), captcha: 'x' },
      { lang: 'en' },
    );
    expect(required.json().fields.name).toBe('This field is required');
  });
});

describe('the captcha', () => {
  const refused = async (captcha: string) => {
    const before = await snapshot();
    const res = await postLead(t.app, { ...leadForm(), captcha });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: 'captcha_failed',
      message: 'Error al verificar el reCAPTCHA',
    });
    expect(await snapshot()).toEqual(before);
  };

  it('refuses a payload that is not one', async () => {
    await refused('not-base64!');
    await refused(Buffer.from('null').toString('base64'));
    await refused(Buffer.from('{"algorithm":"SHA-256"}').toString('base64'));
  });

  it('refuses a wrong number', async () => {
    const c = await fetchChallenge(t.app);
    const number = await solve(c);
    await refused(altchaPayload(c, number === 0 ? 1 : number - 1));
  });

  it('refuses a forged signature, another key, another algorithm, a salt without expiry', async () => {
    const c = await fetchChallenge(t.app);
    const number = await solve(c);
    const flipped = c.signature!.replace(/^./, (ch) => (ch === '0' ? '1' : '0'));
    await refused(altchaPayload(c, number, { signature: flipped }));
    await refused(altchaPayload(c, number, { algorithm: 'SHA-1' }));
    // a challenge signed with another key (a forger's), solved correctly
    const forged = await createChallenge({
      hmacKey: 'not-the-server-key-at-all',
      maxnumber: 1000,
      expires: new Date(t.clock.now().getTime() + 60_000),
    });
    await refused(
      altchaPayload({ kind: 'altcha', ...forged }, await solve({ kind: 'altcha', ...forged })),
    );
    // signed with the development key this repository once published as the default
    const published = await createChallenge({
      hmacKey: 'trayecto-dev-captcha-hmac-key',
      maxnumber: 1000,
      expires: new Date(t.clock.now().getTime() + 60_000),
    });
    await refused(
      altchaPayload(
        { kind: 'altcha', ...published },
        await solve({ kind: 'altcha', ...published }),
      ),
    );
    // the server's key but no expiry in the salt (never made by the server)
    const endless = await createChallenge({ hmacKey: t.config.captchaHmacKey, maxnumber: 1000 });
    await refused(
      altchaPayload({ kind: 'altcha', ...endless }, await solve({ kind: 'altcha', ...endless })),
    );
  });

  it('refuses a challenge solved after it expired', async () => {
    const c = await fetchChallenge(t.app);
    const payload = altchaPayload(c, await solve(c));
    await t.clock.advance(CAPTCHA_TTL_MS + 1000);
    await refused(payload);
  });

  it('is spent once: a replay is refused', async () => {
    const captcha = await solvedCaptcha(t.app);
    const first = await postLead(t.app, { ...leadForm(), captcha });
    expect(first.statusCode).toBe(201);
    const before = await leadCount();
    const again = await postLead(t.app, { ...leadForm(), captcha });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_code).toBe('captcha_failed');
    expect(await leadCount()).toBe(before);
  });

  it('two requests with the same solution at once: one lead', async () => {
    const captcha = await solvedCaptcha(t.app);
    const before = await leadCount();
    const answers = await Promise.all([
      postLead(t.app, { ...leadForm(), captcha }),
      postLead(t.app, { ...leadForm(), captcha }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().error_code).toBe('captcha_failed');
    expect(await leadCount()).toBe(before + 1);
  });

  it('sweeps spent solutions that expired', async () => {
    const old = t.clock.now();
    await t.handle.db
      .insert(captchaUses)
      .values({ signature: 'altcha:spent-long-ago', expiresAt: new Date(old.getTime() - 1000) });
    // the sweep runs at most every ten minutes
    await t.clock.advance(10 * 60 * 1000);
    const res = await postLead(t.app, { ...leadForm(), captcha: await solvedCaptcha(t.app) });
    expect(res.statusCode).toBe(201);
    const keys = (await t.handle.db.select().from(captchaUses)).map((r) => r.signature);
    expect(keys).not.toContain('altcha:spent-long-ago');
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe('the per-address limit', () => {
  it(`refuses the form after ${LEADS_PER_ADDRESS} sends from one address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LEADS_PER_ADDRESS; i++) {
      const res = await postLead(t.app, { ...leadForm({ name: '' }), captcha: 'x' }, { ip });
      expect(res.statusCode).toBe(400);
    }
    const limited = await postLead(t.app, { ...leadForm(), captcha: 'x' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    const other = await postLead(t.app, { ...leadForm({ name: '' }), captcha: 'x' });
    expect(other.statusCode).toBe(400);
  });
});

describe('with reCAPTCHA configured', () => {
  let server: Server;
  let r: TestContext;
  const calls: Record<string, string>[] = [];
  let down = false;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });

  beforeAll(async () => {
    // Google's siteverify, as far as we use it: a form post answered with {success}
    server = createServer((req, res) => {
      void readBody(req).then((body) => {
        const form = Object.fromEntries(new URLSearchParams(body));
        calls.push(form);
        if (down) {
          res.writeHead(503).end('unavailable');
          return;
        }
        const success = form.secret === 'test-secret' && form.response === 'good-token';
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success, ...(success ? {} : { 'error-codes': ['invalid'] }) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    r = await setupApp({
      env: {
        RECAPTCHA_SECRET: 'test-secret',
        RECAPTCHA_SITE_KEY: 'test-site-key',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await r?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('gives the site key instead of a challenge', async () => {
    const res = await r.app.inject({ method: 'GET', url: '/api/public/captcha' });
    expect(res.json()).toEqual({ kind: 'recaptcha', site_key: 'test-site-key' });
  });

  it('verifies the token server-side, once', async () => {
    const ip = freshIp();
    const ok = await postLead(r.app, { ...leadForm(), captcha: 'good-token' }, { ip });
    expect(ok.statusCode).toBe(201);
    expect(calls.at(-1)).toEqual({ secret: 'test-secret', response: 'good-token', remoteip: ip });
    const replay = await postLead(r.app, { ...leadForm(), captcha: 'good-token' });
    expect(replay.json().error_code).toBe('captcha_failed');
    const bad = await postLead(r.app, { ...leadForm(), captcha: 'bad-token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('captcha_failed');
    expect((await r.handle.db.select().from(leads)).length).toBe(1);
  });

  it('refuses when the verification service fails', async () => {
    down = true;
    const res = await postLead(r.app, { ...leadForm(), captcha: 'good-token-2' });
    down = false;
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('captcha_failed');
  });
});

describe('the captcha configuration', () => {
  const failing = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      return err;
    }
    return null;
  };

  it('has development defaults and the sales inbox', () => {
    const config = loadConfig({});
    expect(config.captchaHmacKey.length).toBeGreaterThanOrEqual(16);
    expect(config.recaptcha).toBeUndefined();
    expect(config.salesEmail).toBe('ventas@trayecto.test');
    expect(loadConfig({ SALES_EMAIL: 'leads@empresa.test' }).salesEmail).toBe('leads@empresa.test');
  });

  it('takes reCAPTCHA only with both keys, and Google by default', () => {
    const both = loadConfig({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' });
    expect(both.recaptcha).toEqual({
      secret: 's',
      siteKey: 'k',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
    const alone = failing({ RECAPTCHA_SECRET: 's' });
    expect(alone).toBeInstanceOf(ConfigError);
    expect((alone as ConfigError).variable).toBe('RECAPTCHA_SITE_KEY');
    expect((failing({ CAPTCHA_HMAC_KEY: 'short' }) as ConfigError).variable).toBe(
      'CAPTCHA_HMAC_KEY',
    );
    expect((failing({ SALES_EMAIL: 'ventas' }) as ConfigError).variable).toBe('SALES_EMAIL');
  });
});
