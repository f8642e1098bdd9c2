import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@trayecto/db/test-db';
import { admins, corporates, type DbHandle } from '@trayecto/db';
import { createSession } from './modules/auth/session.service.ts';
import { buildApp } from './app.ts';
import { freshIp, testEnv } from '../test/helpers.ts';
import { loadConfig } from './config.ts';
import { healthResponseSchema } from './modules/health/health.routes.ts';

let handle: DbHandle & { url?: string };
let app: FastifyInstance;
let bare: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  handle = await openTestDatabase();
  app = await buildApp({ db: handle, config: loadConfig({ ...testEnv(), WEB_DIST: dist }) });
  // A route that fails the way a bug would, to see what the client gets.
  app.get('/api/test-failure', { config: { auth: 'public' } }, async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/test-console', { config: { auth: 'admin' } }, async (req) => ({
    admin: req.auth?.adminId,
  }));
  await app.ready();
  bare = await buildApp({
    db: handle,
    config: loadConfig({ ...testEnv(), WEB_DIST: join(dist, 'missing') }),
  });
  await bare.ready();
});
afterAll(async () => {
  await app?.close();
  await bare?.close();
  await handle?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('app', () => {
  it('GET /api/health answers without auth', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toEqual({
      status: 'ok',
      db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      checks: { database: 'up' },
    });
  });

  it('serves the SPA with a history-mode fallback', async () => {
    for (const url of [
      '/',
      '/dashboards',
      '/corporate_panel/abc?tab=1',
      '/reset-password?token=x',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown /api and /socket.io paths and non-GET pages with 404 not_found', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/dashboards'],
      ['GET', '/socket.io/unknown'],
      ['GET', '/assets/index-old999.js'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error_code: 'not_found', message: 'Not found' });
    }
  });

  it('says how to build the web app when WEB_DIST is missing', async () => {
    const res = await bare.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });

  it('sends a CSP that allows the SPA and nothing foreign for scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src[^;]*data:/);
    expect(csp).toMatch(/worker-src[^;]*blob:/);
    expect(csp).toMatch(/connect-src[^;]*ws:[^;]*wss:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // served over plain http too: nothing may ask the browser to upgrade
    expect(csp).not.toContain('upgrade-insecure-requests');
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(String(docs.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('mounts the module routes behind the corporate session', async () => {
    for (const url of [
      '/api/corporate/geo/cities',
      '/api/corporate/wallet',
      '/api/corporate/users',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json().error_code).toBe('token_required');
    }
  });

  it('lets only provider-console sessions into admin routes', async () => {
    const [admin] = await handle.db
      .insert(admins)
      .values({ email: 'ops@trayecto.test', name: 'Ops', passwordHash: 'x' })
      .returning();
    const [corp] = await handle.db
      .insert(corporates)
      .values({
        email: 'c@x.test',
        uniqueId: 'TE-1',
        name: 'C',
        passwordHash: 'x',
        status: 'approved',
      })
      .returning();
    const now = new Date();
    const client = { ip: null, userAgent: null };
    const console = await createSession(
      handle.db,
      now,
      { corporateId: null, adminId: admin!.id },
      client,
    );
    const corporate = await createSession(
      handle.db,
      now,
      { corporateId: corp!.id, adminId: null },
      client,
    );
    const assist = await createSession(
      handle.db,
      now,
      { corporateId: corp!.id, adminId: admin!.id },
      client,
    );
    const get = (token?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/test-console',
        headers: token ? { 'access-token': token } : {},
      });
    expect((await get(console.token)).json()).toEqual({ admin: admin!.id });
    for (const token of [corporate.token, assist.token]) {
      expect((await get(token)).statusCode).toBe(401);
    }
    expect((await get()).statusCode).toBe(403);
    // and a console session is no corporate session
    const me = await app.inject({
      method: 'GET',
      url: '/api/corporate/me',
      headers: { 'access-token': console.token },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().error_code).toBe('invalid_token');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/corporate/login',
        '/api/corporate/me',
        '/api/admin/v2/corporate/payments',
        '/api/health',
      ]),
    );
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers an unexpected failure with 500 unknown and no detail', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test-failure',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error_code: 'unknown',
      message: 'An error occurred, please try again later',
    });
    expect(res.body).not.toContain('secret');
  });

  it('answers malformed JSON and a wrong content type with 4xx and an error_code', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/corporate/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('malformed_request');
    const type = await app.inject({
      method: 'POST',
      url: '/api/corporate/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json().error_code).toBe('unsupported_media_type');
    const big = await app.inject({
      method: 'POST',
      url: '/api/corporate/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error_code).toBe('payload_too_large');
  });

  it('rate limits the public auth routes per address with 429 and Retry-After', async () => {
    const ip = freshIp();
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/corporate/password/forgot',
        payload: { email: 'nobody@example.test' },
        remoteAddress: ip,
      });
    let last = await ask();
    let calls = 1;
    while (last.statusCode === 200 && calls < 500) {
      last = await ask();
      calls++;
    }
    expect(calls).toBe(101);
    expect(last.statusCode).toBe(429);
    expect(last.json().error_code).toBe('rate_limited');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const other = await app.inject({
      method: 'POST',
      url: '/api/corporate/password/forgot',
      payload: { email: 'nobody@example.test' },
      remoteAddress: freshIp(),
    });
    expect(other.statusCode).toBe(200);
  });
});
