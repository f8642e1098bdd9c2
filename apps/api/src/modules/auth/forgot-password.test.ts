import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetRequests, passwordResets, type Db, type DbHandle } from '@trayecto/db';
import * as schema from '@trayecto/db/schema/index';
import { openTestDatabase } from '@trayecto/db/test-db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { seedDemo } from '../../seed/seed.ts';
import { createSteppedClock, freshIp, testEnv } from '../../../test/helpers.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { authJobs } from './auth-jobs.ts';

// Forgot-password must not tell which e-mails exist, by its answer or by its time. Tested
// without timing: the request must answer while the mail is stuck, and must run the same
// statements for a known and an unknown e-mail.

/** A mailer whose send does not resolve until the test releases it. */
function gatedMailer() {
  const waiting: Array<{ message: MailMessage; release: () => void }> = [];
  const delivered: MailMessage[] = [];
  let wake: (() => void) | undefined;
  const mailer: Mailer = {
    send: (message) =>
      new Promise((resolve) => {
        const release = () => {
          delivered.push(message);
          resolve(`outbox-${delivered.length}`);
        };
        waiting.push({ message, release });
        wake?.();
      }),
    // the reset worker only sends (after its commit)
    queue: () => Promise.reject(new Error('not used by these tests')),
    flush: async () => undefined,
    close: () => undefined,
  };
  /** The next send, once the app makes it. */
  const nextSend = async () => {
    while (waiting.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return waiting.shift()!;
  };
  return { mailer, delivered, nextSend };
}

/** The same database, through a Drizzle instance that files each statement under its request. */
function countingDb(handle: DbHandle, calls: AsyncLocalStorage<string[]>): Db {
  const logger = { logQuery: (query: string) => calls.getStore()?.push(query) };
  const client = (handle.db as unknown as { $client: never }).$client;
  return (handle.driver === 'postgres'
    ? drizzlePg(client, { schema, logger })
    : drizzlePglite(client, { schema, logger })) as unknown as Db;
}

const calls = new AsyncLocalStorage<string[]>();
/** Statement lists by the `x-statements` header of the request they were run for. */
const buckets = new Map<string, string[]>();
let handle: DbHandle;
let app: FastifyInstance;
let gate: ReturnType<typeof gatedMailer>;

async function startApp(mailer: Mailer) {
  const built = await buildApp({
    db: { db: countingDb(handle, calls), driver: handle.driver },
    config: loadConfig({ ...testEnv(), PUBLIC_URL: 'http://panel.example.test' }),
    clock: createSteppedClock(new Date()),
    mailer,
  });
  // Each request runs in the async context of its bucket, as @fastify/request-context does;
  // work the request starts and does not wait for is not its own.
  built.addHook('onRequest', (req, _reply, done) => {
    const bucket = buckets.get(String(req.headers['x-statements']));
    if (bucket) calls.run(bucket, done);
    else done();
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, new Date());
  gate = gatedMailer();
  app = await startApp(gate.mailer);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const forgot = (email: string, statements = 'none') =>
  app.inject({
    method: 'POST',
    url: '/api/corporate/password/forgot',
    payload: { email },
    headers: { 'x-statements': statements },
    remoteAddress: freshIp(),
  });
const queued = () => handle.db.select().from(passwordResetRequests);

describe('POST /api/corporate/password/forgot off the request path', () => {
  it('answers a known e-mail while its mail is still being sent', { timeout: 15_000 }, async () => {
    const deliveredBefore = gate.delivered.length;
    const res = await forgot('demo@trayecto.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const send = await gate.nextSend();
    expect(send.message.to).toBe('demo@trayecto.test');
    expect(send.message.text).toContain('http://panel.example.test/reset-password?token=');
    expect(gate.delivered).toHaveLength(deliveredBefore);
    send.release();
    await authJobs(app.deps).drain();
    expect(gate.delivered.map((m) => m.to).slice(-1)).toEqual(['demo@trayecto.test']);
    expect(await queued()).toEqual([]);
  });

  it('runs the same statements for a known and an unknown e-mail before answering', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    buckets.set('known', known).set('unknown', unknown);
    const res = await forgot('otra@trayecto.test', 'known');
    expect(res.statusCode).toBe(200);
    const send = await gate.nextSend();
    expect(send.message.to).toBe('otra@trayecto.test');
    const other = await forgot('nadie@trayecto.test', 'unknown');
    expect(other.json()).toEqual(res.json());
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    // the mail arrives once released, and only the account gets one
    send.release();
    await authJobs(app.deps).drain();
    expect(gate.delivered.map((m) => m.to).slice(-1)).toEqual(['otra@trayecto.test']);
    expect(gate.delivered.map((m) => m.to)).not.toContain('nadie@trayecto.test');
    expect(await queued()).toEqual([]);
  });

  it('handles at start a request a stopped instance left queued', async () => {
    await handle.db
      .insert(passwordResetRequests)
      .values({ email: 'master@trayecto.test', ip: '198.51.100.9', requestedAt: new Date() });
    const next = gatedMailer();
    const restarted = await startApp(next.mailer);
    try {
      const send = await next.nextSend();
      expect(send.message.to).toBe('master@trayecto.test');
      send.release();
      await authJobs(restarted.deps).drain();
      expect(await queued()).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('keeps a request whose work failed, with its error, and retries it on the next run', async () => {
    // every new link is refused by the database, as in an outage in the middle of the work
    await handle.db.execute(
      sql`alter table password_resets add constraint resets_refused check (expires_at < '2000-01-01') not valid`,
    );
    const before = (await handle.db.select().from(passwordResets)).length;
    expect((await forgot('pending@trayecto.test')).statusCode).toBe(200);
    await authJobs(app.deps).drain();
    const [kept] = await queued();
    expect(kept).toMatchObject({ email: 'pending@trayecto.test', attempts: 1 });
    expect(kept!.lastError).toContain('resets_refused');

    await handle.db.execute(sql`alter table password_resets drop constraint resets_refused`);
    expect((await forgot('nadie@trayecto.test')).statusCode).toBe(200);
    const send = await gate.nextSend();
    expect(send.message.to).toBe('pending@trayecto.test');
    send.release();
    await authJobs(app.deps).drain();
    expect(await queued()).toEqual([]);
    expect(await handle.db.select().from(passwordResets)).toHaveLength(before + 1);
  });
});
