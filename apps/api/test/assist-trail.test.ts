import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@trayecto/db';
import {
  auth,
  corporateIdByEmail,
  login,
  loginAdmin,
  setupApp,
  type TestContext,
} from './helpers.ts';
import { operationsOf } from './malformed-inputs.ts';

// Assist mode leaves a trace of everything, reads too: over every corporate operation of the
// OpenAPI document, called with an assist session (the owner admin, whom no bound refuses), each
// answer 2xx leaves at least one activity row of the company naming the admin. The exports, PDFs
// and receipts are among them; the company reads those rows in its activity log, admin named.

let t: TestContext;
let doc: Parameters<typeof operationsOf>[0];
let demoId: string;
let assistToken: string;
let adminId: string;

beforeAll(async () => {
  t = await setupApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  const admin = await loginAdmin(t.app, 'owner');
  adminId = (
    await t.app.inject({ method: 'GET', url: '/api/console/me', headers: auth(admin) })
  ).json().admin._id;
  const entered = await t.app.inject({
    method: 'POST',
    url: '/api/console/assist',
    headers: auth(admin),
    payload: { corporate_id: demoId },
  });
  expect(entered.statusCode, entered.body).toBe(200);
  assistToken = entered.json().token;
});
afterAll(() => t?.close());

const ZERO = '00000000-0000-4000-8000-000000000000';

async function rowsNamingAdmin() {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.corporateId, demoId), eq(auditLog.assistAdminId, adminId)));
  return row!.n;
}

describe('assist mode leaves a trace', () => {
  it('each 2xx answer to an assist session leaves an activity row naming the admin, over every corporate operation', async () => {
    const ops = operationsOf(doc).filter((op) => op.path.startsWith('/api/corporate/'));
    const untraced: string[] = [];
    const answered: string[] = [];
    for (const op of ops) {
      // the session's own end would end the sweep
      if (op.path === '/api/corporate/logout') continue;
      const csv = op.method === 'GET' && !op.path.includes('{') ? ['', '?format=csv'] : [''];
      for (const query of csv) {
        const before = await rowsNamingAdmin();
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: op.path.replace(/\{[^}]+\}/g, ZERO) + query,
          headers: { ...auth(assistToken), 'idempotency-key': `trail-${op.method}-${op.path}` },
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode < 200 || res.statusCode >= 300) continue;
        answered.push(`${op.method} ${op.path}${query}`);
        if ((await rowsNamingAdmin()) <= before)
          untraced.push(`${op.method} ${op.path}${query}: ${res.statusCode}`);
      }
    }
    expect(answered.length).toBeGreaterThan(20);
    // exports among them
    expect(answered).toEqual(expect.arrayContaining([expect.stringMatching(/\?format=csv$/)]));
    expect(untraced).toEqual([]);
  });

  it('a download in assist mode is in the company’s activity log with the admin’s name', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/trips?scope=history&format=csv',
      headers: auth(assistToken),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const own = (await login(t.app, 'demo@trayecto.test')).token;
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/activity?actor=assist&limit=50',
      headers: { ...auth(own), 'accept-language': 'es' },
    });
    expect(log.statusCode, log.body).toBe(200);
    const rows = log.json().entries as Array<{
      action: string;
      entity_id: string;
      assist_admin: { name: string } | null;
    }>;
    const row = rows.find(
      (r) => r.action === 'assist_read' && r.entity_id === 'GET /api/corporate/trips',
    );
    expect(row?.assist_admin?.name).toBeTruthy();
  });
});
