import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, loginAdmin, setupApp, type TestContext } from './helpers.ts';
import { operationsOf } from './malformed-inputs.ts';

// What a session reads stays with it: every authenticated answer of every operation of the
// OpenAPI document (the company's, the admin host's and the console's, whatever its status) says
// `Cache-Control: private, no-store`, so no browser cache, proxy or shared cache keeps it.

type Doc = Parameters<typeof operationsOf>[0];

let t: TestContext;
let doc: Doc;
let company: string;
let admin: string;
beforeAll(async () => {
  t = await setupApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
  company = (await login(t.app, 'demo@trayecto.test')).token;
  admin = await loginAdmin(t.app);
});
afterAll(() => t?.close());

const ZERO = '00000000-0000-4000-8000-000000000000';

describe('Cache-Control on authenticated answers', () => {
  it('is private, no-store on every GET a session makes', async () => {
    const ops = operationsOf(doc).filter(
      (op) =>
        op.method === 'GET' &&
        /^\/api\/(corporate|admin|console)\//.test(op.path) &&
        !/\/(login|password|invites)\b/.test(op.path),
    );
    expect(ops.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const op of ops) {
      const token = op.path.startsWith('/api/console/') ? admin : company;
      const res = await t.app.inject({
        method: 'GET',
        url: op.path.replace(/\{[^}]+\}/g, ZERO),
        headers: auth(token),
      });
      if (res.headers['cache-control'] !== 'private, no-store')
        wrong.push(`${op.path}: ${res.statusCode} ${String(res.headers['cache-control'])}`);
    }
    expect(wrong).toEqual([]);
  });
});
