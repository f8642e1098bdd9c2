import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@trayecto/contracts';
import { corporateMembers } from '@trayecto/db';
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

// Assist mode never makes a way into the company: every corporate route marked `credentials`
// (an invitation, a new invitation link, reactivating a member, a password) answers 403
// assist_no_credentials to an assist session and writes nothing, while the company's own login
// passes the rule. Which routes must be marked is read from the OpenAPI document: a write whose
// path or summary speaks of an invitation, a password, an e-mail or API access and is not marked
// fails the sweep, so a new route of that kind cannot forget the rule.

type Doc = Parameters<typeof operationsOf>[0] & {
  paths: Record<string, Record<string, { summary?: string }>>;
};

let t: TestContext;
let doc: Doc;
let demoId: string;
let assistToken: string;
beforeAll(async () => {
  t = await setupApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
  demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  const admin = await loginAdmin(t.app, 'support');
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
const routeKey = (method: string, path: string) =>
  `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
const CREDENTIAL_WORDS = /invit|password|contraseña|e-?mail|api[ _-]?(key|access)|credential/i;
// Writes that take a way in away rather than make one: support may revoke a company's leaked
// key from assist mode.
const TAKES_ACCESS_AWAY = new Set(['POST /api/corporate/api-keys/:id/revoke']);

const call = (method: string, path: string, token: string, lang = 'es') =>
  t.app.inject({
    method: method as 'POST',
    url: path.replace(/\{[^}]+\}/g, ZERO),
    headers: { ...auth(token), 'accept-language': lang },
    payload: {},
  });

describe('assist mode makes no credentials', () => {
  it('marks every corporate write that speaks of invitations, passwords, e-mails or API access', () => {
    const unmarked = operationsOf(doc)
      .filter((op) => op.method !== 'GET')
      .filter((op) => t.app.panelResources.has(routeKey(op.method, op.path)))
      .filter((op) =>
        CREDENTIAL_WORDS.test(
          `${op.path} ${doc.paths[op.path]![op.method.toLowerCase()]!.summary}`,
        ),
      )
      .map((op) => routeKey(op.method, op.path))
      .filter((key) => !t.app.credentialRoutes.has(key) && !TAKES_ACCESS_AWAY.has(key));
    expect(unmarked).toEqual([]);
    expect(t.app.credentialRoutes.size).toBeGreaterThanOrEqual(4);
  });

  it('refuses each marked route to an assist session in the caller language, writing nothing', async () => {
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const wrong: string[] = [];
    for (const key of t.app.credentialRoutes) {
      const [method, path] = key.split(' ') as [string, string];
      for (const lang of ['es', 'en', 'fr', 'ar'] as const) {
        const res = await call(method, path, assistToken, lang);
        // a route may answer nothing (204): it is then in the list of wrong answers, not a crash
        const body = (res.body ? res.json() : {}) as { error_code?: string; message?: string };
        // HEAD, the twin Fastify makes of a GET, answers without a body: its status says it
        if (method === 'HEAD' && res.statusCode === 403) continue;
        if (
          res.statusCode !== 403 ||
          body.error_code !== 'assist_no_credentials' ||
          body.message !== errorMessage('assist_no_credentials', lang)
        )
          wrong.push(`${key} (${lang}): ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it("lets the company's own login through the same routes", async () => {
    const own = (await login(t.app, 'demo@trayecto.test')).token;
    for (const key of t.app.credentialRoutes) {
      const [method, path] = key.split(' ') as [string, string];
      const res = await call(method, path, own);
      const body = (res.body ? res.json() : {}) as { error_code?: string };
      expect(body.error_code, key).not.toBe('assist_no_credentials');
    }
  });

  it('an admin in assist mode cannot invite an address of their own; the company can', async () => {
    const email = 'puerta.trasera@example.com';
    const invite = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/corporate/team/members',
        headers: { ...auth(token), 'accept-language': 'es' },
        payload: { email, name: 'Puerta Trasera', role: 'admin' },
      });
    const refused = await invite(assistToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/modo asistencia/);
    const rows = () =>
      t.handle.db
        .select()
        .from(corporateMembers)
        .where(and(eq(corporateMembers.corporateId, demoId), eq(corporateMembers.email, email)));
    expect(await rows()).toHaveLength(0);
    const own = (await login(t.app, 'demo@trayecto.test')).token;
    const made = await invite(own);
    expect(made.statusCode, made.body).toBe(201);
    expect(await rows()).toHaveLength(1);
  });
});
