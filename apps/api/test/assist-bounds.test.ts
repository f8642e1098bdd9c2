import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSIST_CONSOLE_BOUND,
  can,
  errorMessage,
  LANGUAGES,
  type ConsoleAction,
  type ConsoleResource,
  type PanelResource,
} from '@trayecto/contracts';
import { snapshotTables } from './db-snapshot.ts';
import { auth, corporateIdByEmail, loginAdmin, setupApp, type TestContext } from './helpers.ts';
import { operationsOf } from './malformed-inputs.ts';

// Assist mode is bounded by the admin's own console permissions too (ASSIST_CONSOLE_BOUND): a
// support admin, who may not move money in the console, may not inside a company either. Over
// every corporate operation of the OpenAPI document: each one whose panel permission asks a
// console permission support lacks answers 403 assist_permission_denied in the caller's language
// and writes nothing; the money-moving ones (a collaborator's balance given or taken, a top-up
// registered) are among them; the owner's assist session is not refused by the bound.

let t: TestContext;
let doc: Parameters<typeof operationsOf>[0];
let demoId: string;

async function assistAs(role: 'support' | 'owner') {
  const admin = await loginAdmin(t.app, role);
  const entered = await t.app.inject({
    method: 'POST',
    url: '/api/console/assist',
    headers: auth(admin),
    payload: { corporate_id: demoId },
  });
  expect(entered.statusCode, entered.body).toBe(200);
  return entered.json<{ token: string }>().token;
}

beforeAll(async () => {
  t = await setupApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
});
afterAll(() => t?.close());

const ZERO = '00000000-0000-4000-8000-000000000000';
const routeKey = (method: string, path: string) =>
  `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
const call = (method: string, path: string, token: string, lang = 'es') =>
  t.app.inject({
    method: method as 'POST',
    url: path.replace(/\{[^}]+\}/g, ZERO),
    headers: {
      ...auth(token),
      'accept-language': lang,
      'idempotency-key': `bound-${method}-${path}`,
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

/** The corporate operations whose bound a role's console permissions leave out. */
function boundedFor(role: 'support' | 'owner') {
  return operationsOf(doc)
    .map((op) => ({ ...op, panel: t.app.panelResources.get(routeKey(op.method, op.path)) }))
    .filter((op): op is typeof op & { panel: PanelResource } => !!op.panel && op.panel !== 'none')
    .filter((op) => !t.app.credentialRoutes.has(routeKey(op.method, op.path)))
    .filter((op) => {
      const action = op.method === 'GET' || op.method === 'HEAD' ? 'read' : 'write';
      const [need, on] = ASSIST_CONSOLE_BOUND[`${action}:${op.panel}`].split(':') as [
        ConsoleAction,
        ConsoleResource,
      ];
      return !can(role, need, on);
    });
}

describe('assist mode within the admin’s console permissions', () => {
  it('refuses a support admin every operation beyond their console permissions, money first, writing nothing', async () => {
    const token = await assistAs('support');
    const refused = boundedFor('support');
    const keys = refused.map((op) => `${op.method} ${op.path}`);
    // giving and taking a collaborator's balance, registering a top-up
    expect(keys).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/api\/corporate\/users\/\{[^}]+\}\/balance/),
        expect.stringMatching(/^POST \/api\/corporate\/topups/),
      ]),
    );
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const wrong: string[] = [];
    for (const op of refused) {
      for (const lang of LANGUAGES) {
        const res = await call(op.method, op.path, token, lang);
        const body = res.json<{ error_code?: string; message?: string }>();
        // a master's own route (a panel's transfer) is closed to this company before the bound
        if (res.statusCode === 403 && body.error_code === 'forbidden') continue;
        if (
          res.statusCode !== 403 ||
          body.error_code !== 'assist_permission_denied' ||
          body.message !== errorMessage('assist_permission_denied', lang)
        )
          wrong.push(`${op.method} ${op.path} (${lang}): ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it('lets support read the company and lets the owner’s assist session through the bound', async () => {
    expect(boundedFor('owner')).toEqual([]);
    const support = await assistAs('support');
    const owner = await assistAs('owner');
    const reads = operationsOf(doc).filter(
      (op) =>
        op.method === 'GET' &&
        t.app.panelResources.get(routeKey(op.method, op.path)) !== undefined &&
        !op.path.includes('{'),
    );
    expect(reads.length).toBeGreaterThan(10);
    for (const op of reads) {
      const res = await call(op.method, op.path, support);
      expect(res.json().error_code, `${op.method} ${op.path}`).not.toBe('assist_permission_denied');
    }
    for (const op of boundedFor('support')) {
      const res = await call(op.method, op.path, owner);
      expect(res.json().error_code, `${op.method} ${op.path}`).not.toBe('assist_permission_denied');
    }
  });
});
