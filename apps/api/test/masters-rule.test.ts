import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { corporates } from '@trayecto/db';
import { snapshotTables } from './db-snapshot.ts';
import { auth, corporateIdByEmail, login, setupApp, type TestContext } from './helpers.ts';
import { operationsOf } from './malformed-inputs.ts';

// SPEC §6: a corporate master acts through its panels and is barred from trips (recurring ones
// and batches too), history, approvals,
// parcels (and their uploaded files), multistop quotes and payroll. The rule is a route option (`mastersRule(scope, 'barred')`) checked by the auth hook on
// the cached session; this sweep takes every operation of the OpenAPI document, so a route added
// under those tags without the rule fails here. The corporate panels are the other way round
// (`mastersRule(scope, 'only')`): a normal corporate is refused every one of them.

/** The OpenAPI tags of the scopes closed to masters (the top-bar search finds trips). */
const BARRED_TAGS = [
  'trips',
  'parcels',
  'quotes',
  'uploads',
  'payroll',
  'search',
  'approvals',
  'recurring',
];
/** The OpenAPI tags of the scopes open only to masters (`mastersRule(scope, 'only')`). */
const ONLY_TAGS = ['panels'];

type Doc = Parameters<typeof operationsOf>[0] & {
  paths: Record<string, Record<string, { tags?: string[] }>>;
};

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await setupApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
});
afterAll(() => t?.close());

const tagsOf = (method: string, path: string) =>
  doc.paths[path]?.[method.toLowerCase()]?.tags ?? [];
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('the masters rule, over every operation of the OpenAPI document', () => {
  it('refuses a master 403 forbidden on every trips, parcels, quotes, uploads, search and payroll operation, storing nothing', async () => {
    const { token } = await login(t.app, 'master@trayecto.test');
    const barred = operationsOf(doc).filter((op) =>
      tagsOf(op.method, op.path).some((tag) => BARRED_TAGS.includes(tag)),
    );
    expect(barred.length).toBeGreaterThan(15);
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const wrong: string[] = [];
    for (const op of barred) {
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: urlOf(op.path),
        headers: { ...auth(token), 'idempotency-key': `master-${op.method}-${op.path}` },
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      });
      const body = res.json<{ error_code?: string }>();
      if (res.statusCode !== 403 || body.error_code !== 'forbidden')
        wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it('refuses a normal corporate 403 forbidden on every corporate panels operation, storing nothing', async () => {
    const { token } = await login(t.app, 'demo@trayecto.test');
    const only = operationsOf(doc).filter((op) =>
      tagsOf(op.method, op.path).some((tag) => ONLY_TAGS.includes(tag)),
    );
    expect(only.length).toBeGreaterThanOrEqual(4);
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const wrong: string[] = [];
    for (const op of only) {
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: urlOf(op.path),
        headers: { ...auth(token), 'idempotency-key': `normal-${op.method}-${op.path}` },
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      });
      const body = res.json<{ error_code?: string }>();
      if (res.statusCode !== 403 || body.error_code !== 'forbidden')
        wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it('lets a master read every other corporate GET (not refused for being a master)', async () => {
    const { token } = await login(t.app, 'master@trayecto.test');
    const open = operationsOf(doc).filter(
      (op) =>
        op.method === 'GET' &&
        op.path.startsWith('/api/corporate/') &&
        !tagsOf(op.method, op.path).some((tag) => BARRED_TAGS.includes(tag)),
    );
    expect(open.length).toBeGreaterThan(3);
    for (const op of open) {
      const res = await t.app.inject({ method: 'GET', url: urlOf(op.path), headers: auth(token) });
      expect(`${op.path} ${res.json<{ error_code?: string }>().error_code}`).not.toBe(
        `${op.path} forbidden`,
      );
    }
  });

  it('follows a change of the master flag at once (the cached session is not trusted past it)', async () => {
    const { token } = await login(t.app, 'demo@trayecto.test');
    const demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const list = () =>
      t.app.inject({ method: 'GET', url: '/api/corporate/users', headers: auth(token) });
    expect((await list()).statusCode).toBe(200); // the session and its corporate are now cached
    await t.handle.db
      .update(corporates)
      .set({ isCorporateMaster: true })
      .where(eq(corporates.id, demoId));
    try {
      const res = await list();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error_code: 'forbidden' });
    } finally {
      await t.handle.db
        .update(corporates)
        .set({ isCorporateMaster: false })
        .where(eq(corporates.id, demoId));
    }
    expect((await list()).statusCode).toBe(200);
  });
});
