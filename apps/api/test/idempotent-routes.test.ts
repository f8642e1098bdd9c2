import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotTables } from './db-snapshot.ts';
import { auth, login, loginAdmin, setupApp, type TestContext } from './helpers.ts';
import { operationsOf } from './malformed-inputs.ts';

// Money-moving POSTs are idempotent by a route option (`config: { idempotent: true }`,
// plugins/idempotency.ts), which also puts the Idempotency-Key header in the OpenAPI document.
// Every operation that declares the header is held to the rule here, so a new one is covered
// as soon as it exists; and the money routes we know of must be among them.

const MONEY_ROUTES = [
  'POST /api/corporate/trips',
  'POST /api/corporate/users/{id}/balance',
  'POST /api/corporate/panels/{id}/transfer',
  'POST /api/console/companies/{id}/credits',
];
/** Routes only a corporate master may call (mastersRule 'only'): asked as the master. */
const MASTER_ONLY = /^\/api\/corporate\/panels\//;

let t: TestContext;
let ops: ReturnType<typeof operationsOf>;
beforeAll(async () => {
  t = await setupApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  ops = operationsOf(doc).filter((op) =>
    op.parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
  );
});
afterAll(() => t?.close());

describe('idempotent routes, from the OpenAPI document', () => {
  it('include every money-moving POST', () => {
    expect(ops.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(MONEY_ROUTES),
    );
  });

  it('refuse a request without a key (400 idempotency_key_required) and store nothing', async () => {
    const { token } = await login(t.app, 'demo@trayecto.test');
    const master = (await login(t.app, 'master@trayecto.test')).token;
    const finance = await loginAdmin(t.app, 'finance');
    const users = (
      await t.app.inject({
        method: 'GET',
        url: '/api/corporate/users?limit=1',
        headers: auth(token),
      })
    ).json<{ data: { users: { _id: string }[] } }>().data.users;
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    for (const op of ops) {
      for (const key of [undefined, '   ']) {
        const res = await t.app.inject({
          method: op.method as 'POST',
          url: op.path.replace('{id}', users[0]!._id),
          headers: {
            ...auth(
              op.path.startsWith('/api/console/')
                ? finance
                : MASTER_ONLY.test(op.path)
                  ? master
                  : token,
            ),
            ...(key === undefined ? {} : { 'idempotency-key': key }),
          },
          payload: {},
        });
        expect(`${op.path} ${res.statusCode} ${res.json().error_code}`).toBe(
          `${op.path} 400 idempotency_key_required`,
        );
      }
    }
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });
});
