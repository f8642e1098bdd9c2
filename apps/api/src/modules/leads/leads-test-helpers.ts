import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import type { CaptchaChallenge, CreateLeadBody } from '@trayecto/contracts';
import { freshIp, letterSerial } from '../../../test/helpers.ts';

// Shared by the funnel's tests: a challenge solved the way the browser does (altcha-lib's
// solver), a valid contact form, and posting it.

export async function fetchChallenge(app: FastifyInstance): Promise<CaptchaChallenge> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/public/captcha',
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
  return res.json<CaptchaChallenge>();
}

/** The ALTCHA payload the browser sends: base64 of {algorithm, challenge, number, salt, signature}. */
export function altchaPayload(c: CaptchaChallenge, number: number, patch: object = {}): string {
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number,
    salt: c.salt,
    signature: c.signature,
    ...patch,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Solves a challenge with altcha-lib's own solver (what the browser runs). */
export async function solve(c: CaptchaChallenge): Promise<number> {
  const solution = await solveChallenge(c.challenge!, c.salt!, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  return solution.number;
}

/** A fresh challenge from the app, solved: the `captcha` field of a form. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const c = await fetchChallenge(app);
  return altchaPayload(c, await solve(c));
}

let n = 0;
/** A valid contact form (each call a different prospect), without its captcha. */
export function leadForm(patch: Partial<CreateLeadBody> = {}): Omit<CreateLeadBody, 'captcha'> {
  n++;
  return {
    name: `Carla Méndez ${letterSerial(n)}`,
    company: `Distribuidora Los Andes ${n}`,
    tax_id: 'J-40123456-7',
    email: `carla.mendez${n}@losandes.test`,
    phone: '4121234567',
    city: 'Valencia',
    company_size: '51-200',
    industry: 'distributors',
    lead_source: 'referred',
    message: 'Queremos mover a 40 empleados entre nuestras dos sedes cada día.',
    ...patch,
  };
}

export function postLead(
  app: FastifyInstance,
  body: Record<string, unknown>,
  opts: { ip?: string; lang?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/public/leads',
    payload: body,
    headers: { 'accept-language': opts.lang ?? 'es' },
    remoteAddress: opts.ip ?? freshIp(),
  });
}

/** A lead made through the public form (its captcha solved); its id from the database. */
export async function createLeadThroughForm(
  app: FastifyInstance,
  patch: Partial<CreateLeadBody> = {},
  lang = 'es',
) {
  const form = leadForm(patch);
  const res = await postLead(app, { ...form, captcha: await solvedCaptcha(app) }, { lang });
  if (res.statusCode !== 201) throw new Error(`lead: ${res.statusCode} ${res.body}`);
  return form;
}
