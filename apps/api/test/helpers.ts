import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { corporates, type Db, type DbHandle } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { ManualClock } from '../src/lib/clock.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import type { PaymentGateway } from '../src/modules/topups/payment-gateway.ts';

// Shared by the API's integration tests: a fresh database with the demo seed, the app on a
// manual clock, and small request helpers.

export type TestContext = {
  app: FastifyInstance;
  handle: DbHandle;
  clock: ManualClock;
  config: Config;
  close: () => Promise<void>;
};

/**
 * A clock moved by hand whose timers never fire: these tests step hours and days for session and
 * link expiry without running the provider simulator's timers (the trips tests drive those with
 * createManualClock). Same shape as ManualClock.
 */
export function createSteppedClock(start: Date): ManualClock {
  let nowMs = start.getTime();
  let nextId = 1;
  const timers = new Set<number>();
  const clock: ManualClock = {
    now: () => new Date(nowMs),
    setTimeout: () => {
      const id = nextId++;
      timers.add(id);
      return { id };
    },
    clearTimeout: (handle) => {
      timers.delete(handle.id);
    },
    advance: async (ms) => {
      nowMs += Math.max(0, ms);
    },
    advanceTo: async (at) => {
      nowMs = Math.max(nowMs, at.getTime());
    },
    pending: () => timers.size,
  };
  return clock;
}

/**
 * Quiet, no web build, uploaded files in memory (the database is too: openTestDatabase), and
 * Redis when the run has it (CI runs the suite with and without).
 */
export function testEnv(): Record<string, string> {
  const env: Record<string, string> = {
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    DATA_DIR: 'memory://',
  };
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  return env;
}

export async function setupApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    /** the bank that confirms pago móvil payments (default: the one PAYMENT_GATEWAY names) */
    paymentGateway?: (handle: DbHandle, clock: ManualClock) => PaymentGateway;
  } = {},
): Promise<TestContext> {
  const handle = await openTestDatabase();
  const clock = createSteppedClock(new Date());
  if (options.seed !== false) await seedDemo(handle.db, clock.now());
  const config = loadConfig({ ...testEnv(), ...options.env });
  const app = await buildApp({
    db: handle,
    config,
    clock,
    paymentGateway: options.paymentGateway?.(handle, clock),
  });
  await app.ready();
  return {
    app,
    handle,
    clock,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

// Random per process: with Redis, rate-limit counters are shared by test files and runs.
const ipBase = Math.floor(Math.random() * 250);
let ipCounter = 0;
/** A distinct client address per call, so per-address limits don't couple tests. */
export const freshIp = () => {
  ipCounter++;
  return `10.${ipBase}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

export async function login(app: FastifyInstance, email: string, password = 'Demo1234!') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/corporate/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string; _id: string }>();
}

/** The seeded admin of each console role (password Admin1234!). */
export const ADMIN_EMAILS = {
  owner: 'admin@trayecto.test',
  finance: 'finanzas@trayecto.test',
  support: 'soporte@trayecto.test',
} as const;

/** A console session of the seeded admin of a role: its token. */
export async function loginAdmin(
  app: FastifyInstance,
  role: keyof typeof ADMIN_EMAILS = 'owner',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/login',
    payload: { email: ADMIN_EMAILS[role], password: 'Admin1234!' },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200)
    throw new Error(`console login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const auth = (token: string) => ({ 'access-token': token });

export async function corporateIdByEmail(handle: DbHandle, email: string) {
  const [row] = await handle.db
    .select({ id: corporates.id })
    .from(corporates)
    .where(eq(corporates.email, email));
  return row!.id;
}

/** A serial number as letters (12 → "BC"): a person's name takes letters only (SPEC §5 alpha_spaces). */
export const letterSerial = (n: number) =>
  [...String(n)].map((d) => 'ABCDEFGHIJ'[Number(d)]).join('');

/**
 * An assist session made without the console's routes (for tests about what assist mode may do
 * inside a company): a console session of the admin first, since assist mode ends with the
 * console session that opened it.
 */
export async function assistSessionByHand(
  db: Db,
  now: Date,
  corporateId: string,
  adminId: string,
): Promise<string> {
  const noClient = { ip: null, userAgent: null };
  const opener = await createSession(db, now, { corporateId: null, adminId }, noClient);
  const assist = await createSession(
    db,
    now,
    { corporateId, adminId, openedBySessionId: opener.sessionId },
    noClient,
  );
  return assist.token;
}
