import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  can,
  canPanel,
  TEAM_ROLES,
  type ConsoleAction,
  type ConsoleResource,
} from '@trayecto/contracts';
import { corporateMembers } from '@trayecto/db';
import { hashPassword } from '../src/lib/password.ts';
import { snapshotTables } from './db-snapshot.ts';
import {
  auth,
  corporateIdByEmail,
  login,
  loginAdmin,
  setupApp,
  type TestContext,
} from './helpers.ts';
import { operationsOf } from './malformed-inputs.ts';

// Who may call what, over every operation of the OpenAPI document (issue 10): a console token is
// refused on every corporate and admin-host route, a corporate token (and an assist-mode one) on
// every console route, and each console route answers 403 permission_denied to exactly the roles
// its permission leaves out. A route added anywhere is in the sweep without anyone listing it.

type Doc = Parameters<typeof operationsOf>[0];

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await setupApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
});
afterAll(() => t?.close());

const ZERO = '00000000-0000-4000-8000-000000000000';
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, ZERO);
const routeKey = (method: string, path: string) =>
  `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

async function call(method: string, path: string, token?: string) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: urlOf(path),
    headers: { ...(token ? auth(token) : {}), 'idempotency-key': `matrix-${method}-${path}` },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  return { status: res.statusCode, code: res.json<{ error_code?: string }>().error_code };
}

const permissionOf = (method: string, path: string) =>
  t.app.consolePermissions.get(routeKey(method, path));

describe('the access matrix, over every operation', () => {
  it('refuses a console token on every corporate and admin-host route (401 invalid_token), writing nothing', async () => {
    const token = await loginAdmin(t.app);
    const ops = operationsOf(doc).filter(
      (op) => op.path.startsWith('/api/corporate/') || op.path.startsWith('/api/admin/'),
    );
    expect(ops.length).toBeGreaterThan(40);
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const wrong: string[] = [];
    for (const op of ops) {
      const res = await call(op.method, op.path, token);
      // public routes (login, password) do not look at tokens
      if (res.status === 401 && res.code === 'invalid_token') continue;
      if (
        [
          '/api/corporate/login',
          '/api/corporate/password/forgot',
          '/api/corporate/password/reset',
        ].includes(op.path)
      )
        continue;
      wrong.push(`${op.method} ${op.path}: ${res.status} ${res.code}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it('refuses corporate and assist-mode tokens (401) and no token (403) on every console route', async () => {
    const corporate = (await login(t.app, 'demo@trayecto.test')).token;
    const admin = await loginAdmin(t.app);
    const demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const assist = await t.app.inject({
      method: 'POST',
      url: '/api/console/assist',
      headers: auth(admin),
      payload: { corporate_id: demoId },
    });
    expect(assist.statusCode).toBe(200);
    const assistToken = assist.json<{ token: string }>().token;
    const ops = operationsOf(doc).filter(
      (op) => op.path.startsWith('/api/console/') && op.path !== '/api/console/login',
    );
    expect(ops.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const op of ops) {
      for (const [who, token, status, code] of [
        ['nobody', undefined, 403, 'token_required'],
        ['corporate', corporate, 401, 'invalid_token'],
        ['assist', assistToken, 401, 'invalid_token'],
      ] as const) {
        const res = await call(op.method, op.path, token);
        if (res.status !== status || res.code !== code)
          wrong.push(`${who} ${op.method} ${op.path}: ${res.status} ${res.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 permission_denied to exactly the roles a console route leaves out', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(ADMIN_ROLES.map(async (role) => [role, await loginAdmin(t.app, role)])),
    ) as Record<(typeof ADMIN_ROLES)[number], string>;
    const ops = operationsOf(doc).filter(
      (op) => op.path.startsWith('/api/console/') && op.path !== '/api/console/login',
    );
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions', 'audit_log'] });
    const wrong: string[] = [];
    let refusals = 0;
    for (const op of ops) {
      const permission = permissionOf(op.method, op.path);
      expect(permission, `${op.method} ${op.path} declares its permission`).toBeTruthy();
      // would end the session under test, or the other roles' sessions of this sweep
      if (op.path === '/api/console/logout' || op.path === '/api/console/me/sessions/end-others')
        continue;
      for (const role of ADMIN_ROLES) {
        const allowed =
          permission === 'none' ||
          can(role, ...(permission!.split(':') as [ConsoleAction, ConsoleResource]));
        const res = await call(op.method, op.path, tokens[role]);
        const refused = res.status === 403 && res.code === 'permission_denied';
        if (refused) refusals++;
        if (refused === allowed)
          wrong.push(`${role} ${op.method} ${op.path}: ${res.status} ${res.code}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refusals).toBeGreaterThan(5);
    // the allowed calls above carried empty bodies and unknown ids: none of them wrote
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions', 'audit_log'] })).toEqual(
      before,
    );
  });

  it('answers 403 permission_denied to exactly the team roles a corporate route leaves out', async () => {
    // one member of each role in the demo company, signed in
    const corporateId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const passwordHash = await hashPassword('Matriz-1234');
    await t.handle.db.insert(corporateMembers).values(
      TEAM_ROLES.map((role) => ({
        corporateId,
        email: `matriz-${role}@avila.test`,
        name: `Matriz ${role}`,
        role,
        status: 'active' as const,
        passwordHash,
      })),
    );
    const tokens = Object.fromEntries(
      await Promise.all(
        TEAM_ROLES.map(async (role) => [
          role,
          (await login(t.app, `matriz-${role}@avila.test`, 'Matriz-1234')).token,
        ]),
      ),
    ) as Record<(typeof TEAM_ROLES)[number], string>;
    const ops = operationsOf(doc).filter(
      (op) => op.path.startsWith('/api/corporate/') || op.path.startsWith('/api/admin/'),
    );
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions', 'audit_log'] });
    const wrong: string[] = [];
    let refusals = 0;
    let checked = 0;
    for (const op of ops) {
      const resource = t.app.panelResources.get(routeKey(op.method, op.path));
      // public routes (login, password links) take no token and have no resource
      if (!resource) continue;
      // a master's panels answer 403 forbidden to a normal company first (masters-rule.test.ts);
      // logging out would end the session under test
      if (op.path.startsWith('/api/corporate/panels') || op.path === '/api/corporate/logout')
        continue;
      const action = op.method === 'GET' ? 'read' : 'write';
      for (const role of TEAM_ROLES) {
        const allowed = resource === 'none' || canPanel(role, action, resource);
        const res = await call(op.method, op.path, tokens[role]);
        const refused = res.status === 403 && res.code === 'permission_denied';
        if (refused) refusals++;
        checked++;
        if (refused === allowed)
          wrong.push(`${role} ${op.method} ${op.path}: ${res.status} ${res.code}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(300);
    expect(refusals).toBeGreaterThan(100);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions', 'audit_log'] })).toEqual(
      before,
    );
  });
});
