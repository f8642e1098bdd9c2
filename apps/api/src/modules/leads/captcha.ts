import { createHash } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { CAPTCHA_MAX_NUMBER, CAPTCHA_TTL_MS, type CaptchaChallenge } from '@trayecto/contracts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';

// The contact form's captcha. By default ALTCHA (altcha-lib's v1 proof of work: the browser
// finds the number whose SHA-256 with the salt is the challenge, the challenge is signed with
// CAPTCHA_HMAC_KEY and expires in CAPTCHA_TTL_MS), self-hosted, no third party. With
// RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY, Google reCAPTCHA instead, its tokens verified at
// RECAPTCHA_VERIFY_URL (the seam the tests point at a local server).
//
// A verified solution is spent once: `verify` answers the key the caller stores in captcha_uses
// in the transaction of the lead (leads.service.ts), so a replay is refused.

export type CaptchaProof = {
  /** what identifies the solution once: stored in captcha_uses (its primary key) */
  key: string;
  /** until when a replay could still verify: the row can be deleted after */
  expiresAt: Date;
};

export type Captcha = {
  /** GET /captcha: a fresh ALTCHA challenge, or which reCAPTCHA site key to use. */
  challenge: () => Promise<CaptchaChallenge>;
  /** The solution's single-use key, or null when it does not verify (bad, expired, forged). */
  verify: (payload: string, ip: string) => Promise<CaptchaProof | null>;
};

/** What a reCAPTCHA token may be reused for at most (Google says two minutes). */
const RECAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;
const RECAPTCHA_TIMEOUT_MS = 10_000;

const HEX64 = /^[0-9a-f]{64}$/;
/** What an ALTCHA v1 payload (base64 JSON) must hold before altcha-lib sees it. */
const altchaPayloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(HEX64),
  number: z.number().int().min(0).max(CAPTCHA_MAX_NUMBER),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(HEX64),
});

const recaptchaAnswerSchema = z.object({ success: z.boolean() });

function decodePayload(payload: string): unknown {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

export function createCaptcha(options: {
  config: Pick<Config, 'captchaHmacKey' | 'recaptcha'>;
  clock: Clock;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}): Captcha {
  const { config, clock, log } = options;
  const doFetch = options.fetch ?? fetch;
  const hmacKey = config.captchaHmacKey;

  async function verifyAltcha(payload: string): Promise<CaptchaProof | null> {
    const parsed = altchaPayloadSchema.safeParse(decodePayload(payload));
    if (!parsed.success) return null;
    // the expiry is in the signed salt; checked here on the app's clock (altcha-lib would use
    // the system's), and a challenge without one was not made by us
    const expires = Number(extractParams(parsed.data).expires);
    if (!Number.isSafeInteger(expires)) return null;
    const expiresAt = new Date(expires * 1000);
    if (expiresAt.getTime() <= clock.now().getTime()) return null;
    try {
      if (!(await verifySolution(parsed.data, hmacKey, false))) return null;
    } catch {
      return null;
    }
    return { key: `altcha:${parsed.data.signature}`, expiresAt };
  }

  async function verifyRecaptcha(
    recaptcha: NonNullable<Config['recaptcha']>,
    token: string,
    ip: string,
  ): Promise<CaptchaProof | null> {
    try {
      const res = await doFetch(recaptcha.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: recaptcha.secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
      });
      const answer = recaptchaAnswerSchema.safeParse(await res.json());
      if (!res.ok || !answer.success) {
        log.warn({ status: res.status }, 'reCAPTCHA verification answered unexpectedly');
        return null;
      }
      if (!answer.data.success) return null;
    } catch (err) {
      log.warn({ err }, 'reCAPTCHA verification failed');
      return null;
    }
    return {
      key: `recaptcha:${createHash('sha256').update(token).digest('hex')}`,
      expiresAt: new Date(clock.now().getTime() + RECAPTCHA_TOKEN_TTL_MS),
    };
  }

  return {
    async challenge() {
      if (config.recaptcha) return { kind: 'recaptcha', site_key: config.recaptcha.siteKey };
      const c = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        maxnumber: CAPTCHA_MAX_NUMBER,
        expires: new Date(clock.now().getTime() + CAPTCHA_TTL_MS),
      });
      return {
        kind: 'altcha',
        algorithm: c.algorithm,
        challenge: c.challenge,
        maxnumber: c.maxnumber ?? CAPTCHA_MAX_NUMBER,
        salt: c.salt,
        signature: c.signature,
      };
    },
    verify(payload, ip) {
      return config.recaptcha
        ? verifyRecaptcha(config.recaptcha, payload, ip)
        : verifyAltcha(payload);
    },
  };
}
