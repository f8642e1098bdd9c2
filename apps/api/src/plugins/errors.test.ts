import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@trayecto/contracts';
import { openTestDatabase } from '@trayecto/db/test-db';
import type { DbHandle } from '@trayecto/db';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { testEnv } from '../../test/helpers.ts';

// The backstop behind edge validation: a route that lets unstorable input through to SQL (as
// every route did before issue 7) answers 400 with the code the edge would have given, never
// 500. Real database errors, on whichever driver the run uses.

let handle: DbHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await openTestDatabase();
  app = await buildApp({ db: handle, config: loadConfig(testEnv()) });
  // Routes with no schema at all: whatever the caller sends goes straight into SQL.
  const raw = (path: string, query: (value: string) => ReturnType<typeof sql>) =>
    app.get<{ Querystring: { v: string } }>(path, { config: { auth: 'public' } }, async (req) => {
      await app.deps.db.execute(query(req.query.v));
      return { ok: true };
    });
  raw('/api/test-text', (v) => sql`select ${v}::text`);
  raw('/api/test-timestamp', (v) => sql`select ${v}::timestamptz`);
  raw('/api/test-date', (v) => sql`select ${v}::date`);
  // Not the caller's data: a server bug stays a 500.
  raw('/api/test-bug', () => sql`select * from no_such_table`);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const get = (url: string, lang = 'en') =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('input the database refuses, past the edge', () => {
  it.each([
    ['a NUL (22021)', '/api/test-text?v=a%00b', 'invalid_text'],
    ['year 0 (22008)', '/api/test-timestamp?v=0000-01-01T00:00:00Z', 'date_out_of_range'],
    [
      'year +275760 (22009)',
      '/api/test-timestamp?v=%2B275760-09-13T00:00:00Z',
      'date_out_of_range',
    ],
    ['month 13 (22008)', '/api/test-date?v=2020-13-45', 'date_out_of_range'],
    [
      'a date that is not one (22007)',
      '/api/test-timestamp?v=2020-01-01Tnoon',
      'date_out_of_range',
    ],
  ] as const)('answers 400 for %s', async (_name, url, code) => {
    for (const lang of ['es', 'fr'] as const) {
      const res = await get(url, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error_code: code, message: errorMessage(code, lang) });
    }
  });

  it('still answers a server bug with 500 unknown', async () => {
    const res = await get('/api/test-bug');
    expect(res.statusCode).toBe(500);
    expect(res.json().error_code).toBe('unknown');
  });
});
