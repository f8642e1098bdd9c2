import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaChallenge } from '@trayecto/contracts/leads';

// A minimal browser for the API client's stores (zustand persist reads window.localStorage).
vi.hoisted(() => {
  const map = new Map<string, string>();
  const storage = {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k: string) => map.get(k) ?? null,
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (k: string) => void map.delete(k),
    setItem: (k: string, v: string) => void map.set(k, String(v)),
  };
  const win = {
    localStorage: storage,
    location: { pathname: '/contactanos', search: '', hash: '' },
  };
  Object.assign(globalThis, { window: win, localStorage: storage });
});

import { fetchCaptchaChallenge } from '../api/leads-api.ts';
import {
  createCaptchaController,
  EXPIRY_MARGIN_MS,
  type CaptchaState,
} from './captcha-controller.ts';
import { challengeExpiry, solveInChunks, type Solver } from './captcha-solver.ts';

// The contact form's captcha: the challenge fetched (a mocked fetch answering what the server
// does), solved with altcha-lib's solver in chunks, its payload accepted by altcha-lib's own
// verification with the server's key; failures, reCAPTCHA, expiry and starting again.

const KEY = 'the-server-hmac-key-for-tests';
type Call = { url: string; method: string };
let calls: Call[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** fetch answering GET /api/public/captcha with each of `answers` in turn. */
function stubFetch(...answers: Array<() => Promise<Response> | Response>) {
  let i = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET' });
    const answer = answers[Math.min(i++, answers.length - 1)]!;
    return Promise.resolve().then(answer);
  });
}

async function altchaChallenge(maxnumber: number, expiresInMs = 600_000, number?: number) {
  const c = await createChallenge({
    hmacKey: KEY,
    maxnumber,
    expires: new Date(Date.now() + expiresInMs),
    ...(number === undefined ? {} : { number }),
  });
  return { kind: 'altcha', ...c, maxnumber: c.maxnumber ?? maxnumber } satisfies CaptchaChallenge;
}

/** Resolves once the controller reaches a state that `done` accepts; every state seen. */
function until(
  controller: ReturnType<typeof createCaptchaController>,
  done: (s: CaptchaState) => boolean,
) {
  const seen: CaptchaState[] = [controller.getState()];
  return new Promise<CaptchaState[]>((resolve) => {
    if (done(controller.getState())) return resolve(seen);
    const stop = controller.subscribe(() => {
      seen.push(controller.getState());
      if (done(controller.getState())) {
        stop();
        resolve(seen);
      }
    });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  calls = [];
});

describe('the captcha controller', () => {
  it('fetches a challenge, solves it and holds a payload the server verifies', async () => {
    const challenge = await altchaChallenge(3000);
    stubFetch(() => json(200, challenge));
    const captcha = createCaptchaController({
      fetchChallenge: fetchCaptchaChallenge,
      solve: solveInChunks,
    });
    expect(captcha.getState()).toEqual({ status: 'idle' });
    expect(captcha.payload()).toBeNull();
    const settled = until(captcha, (s) => s.status === 'verified' || s.status === 'error');
    captcha.verify();
    const seen = await settled;
    expect(seen.map((s) => s.status)).toEqual(
      expect.arrayContaining(['idle', 'loading', 'solving', 'verified']),
    );
    expect(calls).toEqual([{ url: '/api/public/captcha', method: 'GET' }]);
    const payload = captcha.payload();
    expect(payload).toBeTruthy();
    // exactly what the server's altcha-lib accepts with its key, and no other key
    expect(await verifySolution(payload!, KEY)).toBe(true);
    expect(await verifySolution(payload!, 'another-key')).toBe(false);
    // verified: asking again does not fetch another
    captcha.verify();
    expect(calls).toHaveLength(1);
  });

  it('says when the challenge cannot be loaded, and tries again on request', async () => {
    const challenge = await altchaChallenge(1000);
    stubFetch(
      () => json(500, { error_code: 'unknown', message: 'Sorry' }),
      () => json(200, challenge),
    );
    const captcha = createCaptchaController({
      fetchChallenge: fetchCaptchaChallenge,
      solve: solveInChunks,
    });
    captcha.verify();
    await until(captcha, (s) => s.status === 'error');
    expect(captcha.payload()).toBeNull();
    captcha.verify();
    await until(captcha, (s) => s.status === 'verified');
    expect(calls).toHaveLength(2);
  });

  it('fails a challenge that cannot be solved (a number beyond its bound)', async () => {
    // the server never does this, but the solver must give up rather than loop
    const c = await altchaChallenge(500, 600_000, 900);
    stubFetch(() => json(200, c));
    const captcha = createCaptchaController({
      fetchChallenge: fetchCaptchaChallenge,
      solve: solveInChunks,
    });
    captcha.verify();
    await until(captcha, (s) => s.status === 'error');
  });

  it('with reCAPTCHA holds the widget token instead', async () => {
    stubFetch(() => json(200, { kind: 'recaptcha', site_key: 'site-key-1' }));
    const captcha = createCaptchaController({
      fetchChallenge: fetchCaptchaChallenge,
      solve: () => Promise.reject(new Error('not used')),
    });
    captcha.verify();
    await until(captcha, (s) => s.status === 'recaptcha');
    expect(captcha.getState()).toEqual({ status: 'recaptcha', siteKey: 'site-key-1', token: null });
    expect(captcha.payload()).toBeNull();
    captcha.setRecaptchaToken('token-1');
    expect(captcha.payload()).toBe('token-1');
    // refused by the server: the token is spent, the widget gives another
    captcha.renew();
    expect(captcha.payload()).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('does not send a payload about to expire: it solves a new challenge', async () => {
    const first = await altchaChallenge(1000, 60_000);
    const second = await altchaChallenge(1000);
    stubFetch(
      () => json(200, first),
      () => json(200, second),
    );
    let clock = Date.now();
    const captcha = createCaptchaController({
      fetchChallenge: fetchCaptchaChallenge,
      solve: solveInChunks,
      now: () => clock,
    });
    captcha.verify();
    await until(captcha, (s) => s.status === 'verified');
    expect(captcha.payload()).toBeTruthy();
    clock = challengeExpiry(first)! - EXPIRY_MARGIN_MS;
    expect(captcha.payload()).toBeNull();
    await until(captcha, (s) => s.status === 'verified');
    expect(calls).toHaveLength(2);
    expect(await verifySolution(captcha.payload()!, KEY)).toBe(true);
  });

  it('renew stops the verification running and starts a new one', async () => {
    const challenges = [await altchaChallenge(1000), await altchaChallenge(1000)];
    stubFetch(
      () => json(200, challenges[0]),
      () => json(200, challenges[1]),
    );
    const stopped: boolean[] = [];
    // the first solve waits until it is stopped; the second solves at once
    const solve: Solver = (c, onProgress, signal) =>
      c.challenge === challenges[0]!.challenge
        ? new Promise((resolve) =>
            signal.addEventListener('abort', () => {
              stopped.push(true);
              resolve(null);
            }),
          )
        : solveInChunks(c, onProgress, signal);
    const captcha = createCaptchaController({ fetchChallenge: fetchCaptchaChallenge, solve });
    captcha.verify();
    await until(captcha, (s) => s.status === 'solving');
    captcha.renew();
    await until(captcha, (s) => s.status === 'verified');
    expect(stopped).toEqual([true]);
    const decoded = JSON.parse(atob(captcha.payload()!)) as { challenge: string };
    expect(decoded.challenge).toBe(challenges[1]!.challenge);
  });
});

describe('solveInChunks', () => {
  it('reports its progress between chunks and finds the number', async () => {
    const c = await altchaChallenge(12_000, 600_000, 11_500);
    const progress: number[] = [];
    const number = await solveInChunks(
      { ...c, maxnumber: 12_000 },
      (f) => progress.push(f),
      new AbortController().signal,
    );
    expect(number).toBe(11_500);
    expect(progress.length).toBe(2);
    expect(progress[0]).toBeLessThan(progress[1]!);
    expect(progress[1]).toBeLessThan(1);
  });

  it('stops when told', async () => {
    const c = await altchaChallenge(50_000, 600_000, 49_999);
    const stop = new AbortController();
    const result = solveInChunks({ ...c, maxnumber: 50_000 }, () => stop.abort(), stop.signal);
    expect(await result).toBeNull();
  });
});
