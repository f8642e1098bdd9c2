import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MS } from '@trayecto/contracts';
import { emailOutbox, type DbHandle } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { seedDemo } from '../../seed/seed.ts';
import { SEED_MEMBERS } from '../../seed/seed-data.ts';
import { testEnv } from '../../../test/helpers.ts';
import { authJobs } from './auth-jobs.ts';
import { formatAlertTime } from './login-alert-email.ts';

// "Slowed" is a request held on the injected clock: the test sees the hold as a timer of a
// given length and releases it by stepping the clock, never by sleeping.

/**
 * A manual clock that also keeps the length of every hold the login throttle sets on it (told
 * apart by the caller's stack: the trips runtime sets timers of its own on the same clock).
 */
function watchedClock() {
  const inner = createManualClock(new Date());
  const delays: number[] = [];
  const waiters = new Set<() => void>();
  const clock: ManualClock & { delays: number[]; timerAt: (i: number) => Promise<number> } = {
    ...inner,
    delays,
    setTimeout(callback, ms) {
      const handle = inner.setTimeout(callback, ms);
      if (/login-throttle\.ts/.test(new Error().stack ?? '')) {
        delays.push(ms);
        for (const wake of waiters) wake();
      }
      return handle;
    },
    /** The length of the i-th hold, once it is set. */
    async timerAt(i) {
      while (delays.length <= i) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
        });
      }
      return delays[i]!;
    },
  };
  return clock;
}

let handle: DbHandle;
let clock: ReturnType<typeof watchedClock>;
let app: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  handle = await openTestDatabase();
  clock = watchedClock();
  await seedDemo(handle.db, clock.now());
  const config = loadConfig(testEnv());
  app = await buildApp({ db: handle, config, clock });
  // a second instance on the same database: the counters and queues must be shared
  second = await buildApp({ db: handle, config, clock });
  await Promise.all([app.ready(), second.ready()]);
});
afterAll(async () => {
  await second?.close();
  await app?.close();
  await handle?.close();
});

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
const attempt = (email: string, password: string, ip: string, via = app): Promise<Res> =>
  via.inject({
    method: 'POST',
    url: '/api/corporate/login',
    payload: { email, password },
    headers: { 'accept-language': 'en' },
    remoteAddress: ip,
  });
const RIGHT = 'Demo1234!';

/** The request answered without being held. */
async function answered(pending: Promise<Res>) {
  const timer = clock.timerAt(clock.delays.length).then(() => 'held' as const);
  const first = await Promise.race([timer, pending]);
  expect(first, 'answered at once, not held').not.toBe('held');
  return first as Res;
}
/** The request is held for a turn: how long. */
async function held(pending: Promise<Res>) {
  const timer = clock.timerAt(clock.delays.length);
  const first = await Promise.race([timer, pending.then((r) => `answered ${r.statusCode}`)]);
  expect(first, 'held for a turn, not answered').toBeTypeOf('number');
  return first as number;
}
async function failFrom(email: string, ips: string[]) {
  for (const ip of ips)
    expect((await answered(attempt(email, 'wrong-one', ip))).statusCode).toBe(401);
}
const addresses = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}.${i + 1}`);
/** Lets failures leave the window, so tests do not see each other's. */
const nextWindow = () => clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);

describe('login throttle: the attacker, not the victim', () => {
  it('refuses the attacking address but not the owner at an address they signed in from', async () => {
    const email = 'demo@trayecto.test';
    expect((await attempt(email, RIGHT, '198.51.100.10')).statusCode).toBe(200);
    await failFrom(email, Array(5).fill('203.0.113.5'));
    const refused = await answered(attempt(email, RIGHT, '203.0.113.5'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the owner is neither refused nor held, on either instance
    expect((await answered(attempt(email, RIGHT, '198.51.100.10'))).statusCode).toBe(200);
    expect((await answered(attempt(email, RIGHT, '198.51.100.10', second))).statusCode).toBe(200);
    await nextWindow();
  });

  it.each([
    ['a team member', '/api/corporate/login', SEED_MEMBERS[0].email, RIGHT],
    ['a console admin', '/api/console/login', 'soporte@trayecto.test', 'Admin1234!'],
    ['another console admin', '/api/console/login', 'finanzas@trayecto.test', 'Admin1234!'],
  ])('gives %s the same known-address exemption', async (_who, url, email, password) => {
    const login = (pass: string, ip: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: { email, password: pass },
        headers: { 'accept-language': 'en' },
        remoteAddress: ip,
      });
    expect((await login(password, '198.51.100.20')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await answered(login('wrong-one', '203.0.113.9'))).statusCode).toBe(401);
    expect((await answered(login(password, '203.0.113.9'))).statusCode).toBe(429);
    // the person, at an address they signed in from, is neither refused nor held
    expect((await answered(login(password, '198.51.100.20'))).statusCode).toBe(200);
    await nextWindow();
  });

  it('slows, rather than refuses, a new address while the e-mail is under attack', async () => {
    const email = 'otra@trayecto.test';
    await failFrom(email, addresses('203.0.113', 5));
    const pending = attempt(email, RIGHT, '192.0.2.44');
    expect(await held(pending)).toBe(1000);
    await clock.advance(1000);
    expect((await pending).statusCode).toBe(200);
    await nextWindow();
  });

  it('spaces a distributed attack by a growing delay shared by instances, then says when to come back', async () => {
    const email = 'ghost@example.test';
    await failFrom(email, addresses('198.18.0', 5));
    let pending = attempt(email, 'guess-6', '198.18.1.6');
    expect(await held(pending)).toBe(1000);
    await clock.advance(1000);
    expect((await pending).statusCode).toBe(401);
    pending = attempt(email, 'guess-7', '198.18.1.7', second);
    expect(await held(pending)).toBe(2000);
    await clock.advance(2000);
    expect((await pending).statusCode).toBe(401);
    // two at once, on two instances, take successive turns of 4 s
    const from = clock.delays.length;
    const both = [attempt(email, 'g8', '198.18.1.8'), attempt(email, 'g9', '198.18.1.9', second)];
    const waits = [await clock.timerAt(from), await clock.timerAt(from + 1)].sort((a, b) => a - b);
    expect(waits).toEqual([4000, 8000]);
    await clock.advance(8000);
    expect((await Promise.all(both)).map((r) => r.statusCode)).toEqual([401, 401]);
    // 9 failures: 16 s a turn; a second caller's turn would be 32 s away, past the 30 s hold
    const next = attempt(email, 'g10', '198.18.1.10');
    expect(await held(next)).toBe(16_000);
    const refused = await answered(attempt(email, 'g11', '198.18.1.11'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json().message).toBe('Too many attempts. Try again in 2 seconds');
    await clock.advance(16_000);
    expect((await next).statusCode).toBe(401);
    await nextWindow();
  });

  it('slows a known address that fails itself, and still lets the right password in', async () => {
    const email = 'master@trayecto.test';
    const ip = '198.51.100.20';
    expect((await attempt(email, RIGHT, ip)).statusCode).toBe(200);
    await failFrom(email, Array(5).fill(ip));
    const pending = attempt(email, RIGHT, ip);
    expect(await held(pending)).toBe(1000);
    await clock.advance(1000);
    expect((await pending).statusCode).toBe(200);
    await nextWindow();
  });
});

describe("warning the account's owner", () => {
  const alerts = (to: string) => handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  const settle = () => Promise.all([authJobs(app.deps).drain(), authJobs(second.deps).drain()]);

  it('mails the owner once per burst, with the address and the time', async () => {
    const email = 'pending@trayecto.test';
    await failFrom(email, addresses('203.0.113', 4));
    await settle();
    expect(await alerts(email)).toHaveLength(0);
    const at = clock.now();
    expect((await answered(attempt(email, 'x', '192.0.2.99', second))).statusCode).toBe(401);
    await settle();
    const [mail, ...more] = await alerts(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain('Intentos fallidos de acceso a su panel');
    expect(mail!.text).toContain('192.0.2.99');
    expect(mail!.text).toContain(formatAlertTime('es', at, 'America/Caracas'));
    expect(mail!.text).toContain('5 intentos fallidos');

    // the same burst goes on: no new mail
    const pending = attempt(email, 'y', '192.0.2.100');
    await clock.advance(await held(pending));
    expect((await pending).statusCode).toBe(401);
    await settle();
    expect(await alerts(email)).toHaveLength(1);

    // a quiet window later, a new burst: one more mail
    await nextWindow();
    await failFrom(email, addresses('192.0.2', 5));
    await settle();
    expect(await alerts(email)).toHaveLength(2);
    await nextWindow();
  });

  it('mails nobody for an e-mail without an account', async () => {
    const before = await handle.db.select().from(emailOutbox);
    await failFrom('nobody@example.test', addresses('198.19.0', 5));
    await settle();
    expect(await handle.db.select().from(emailOutbox)).toHaveLength(before.length);
    await nextWindow();
  });
});
