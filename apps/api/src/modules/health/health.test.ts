import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@trayecto/db';
import * as schema from '@trayecto/db';
import { freePort } from '../../../../../scripts/lib/server-harness.mjs';
import {
  createSteppedClock,
  login,
  setupApp,
  testEnv,
  type TestContext,
} from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

// While the database is away, health says so (503, what is down) and every route answers 503
// service_unavailable in the caller's language: never a 500 `unknown`. The real outage (a
// PostgreSQL server stopped and started under load) is in apps/api/test/fault/.

const unavailable = (lang: string) =>
  expect.objectContaining({
    error_code: 'service_unavailable',
    message:
      lang === 'en'
        ? 'The service is unavailable right now. Try again in a few seconds'
        : 'El servicio no está disponible en este momento. Intente de nuevo en unos segundos',
  });

async function expectOutageAnswers(app: FastifyInstance, token: string) {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.headers['retry-after']).toBe('5');
  expect(health.json()).toMatchObject({
    status: 'unavailable',
    checks: { database: 'down' },
    down: ['database'],
    error_code: 'service_unavailable',
  });
  for (const lang of ['es', 'en']) {
    const me = await app.inject({
      method: 'GET',
      url: '/api/corporate/me',
      headers: { 'access-token': token, 'accept-language': lang },
    });
    expect(me.statusCode, me.body).toBe(503);
    expect(me.json()).toEqual(unavailable(lang));
  }
  const loginReply = await app.inject({
    method: 'POST',
    url: '/api/corporate/login',
    payload: { email: 'demo@trayecto.test', password: 'Demo1234!' },
  });
  expect(loginReply.statusCode, loginReply.body).toBe(503);
  expect(loginReply.json()).toEqual(unavailable('es'));
}

describe('a PostgreSQL server that is not there', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;

  beforeAll(async () => {
    // Nothing listens on this port: every connection is refused, as with a stopped server.
    pool = new pg.Pool({
      host: '127.0.0.1',
      port: await freePort(),
      connectionTimeoutMillis: 2000,
    });
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema }) as unknown as Db;
    const config = loadConfig(testEnv());
    app = await buildApp({
      db: { db, driver: 'postgres' },
      config,
      clock: createSteppedClock(new Date()),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await pool?.end().catch(() => undefined);
  });

  it('health answers 503 naming the database; routes answer 503 service_unavailable', async () => {
    await expectOutageAnswers(app, 'x'.repeat(43));
  });
});

/**
 * PGlite: the database is closed. PostgreSQL: the database stops accepting connections and its
 * sessions are ended, as in a maintenance or a failover (the server itself is stopped and started
 * in apps/api/test/fault/).
 */
async function takeDatabaseAway(t: TestContext) {
  const url = (t.handle as { url?: string }).url;
  if (!url) {
    await t.handle.close();
    return;
  }
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
  } finally {
    await admin.end();
  }
}

describe('the database going away under a running app', () => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await setupApp();
    token = (await login(t.app, 'demo@trayecto.test')).token;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await takeDatabaseAway(t);
  });
  afterAll(async () => {
    await t?.app.close().catch(() => undefined);
    await t?.handle.close().catch(() => undefined);
  });

  it('health and routes answer 503, with a session that was valid a moment ago', async () => {
    await expectOutageAnswers(t.app, token);
  });
});
