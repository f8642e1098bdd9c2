import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '@trayecto/db';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import {
  auth,
  corporateIdByEmail,
  freshIp,
  loginAdmin,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';
import { consoleApi } from '../console/console-test-helpers.ts';

// The sessions a person can see and end from the user menu: the panel's (the company's own login,
// a member's) and a console admin's. Only one's own: another person's id answers 404 and ends
// nothing. Ending a console session ends the assist sessions it opened.

let t: TestContext;
beforeAll(async () => {
  t = await setupApp();
});
afterAll(() => t?.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function signIn(email: string, userAgent = CHROME_WINDOWS) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/corporate/login',
    payload: { email, password: 'Demo1234!' },
    headers: { 'user-agent': userAgent },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}
const panel = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/corporate${url}`, headers: auth(token) });

type Listed = { _id: string; current: boolean; user_agent: string | null; ip: string | null };
const listOf = async (token: string) => {
  const res = await panel(token, 'GET', '/me/sessions');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ sessions: Listed[] }>().sessions;
};

describe("a panel login's sessions", () => {
  it('lists only its own live sessions, the current one marked, with device and address', async () => {
    const first = await signIn('demo@trayecto.test');
    const second = await signIn(
      'demo@trayecto.test',
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
    );
    await signIn('otra@trayecto.test');
    const listed = await listOf(first);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.find((s) => s.current)?.user_agent).toBe(CHROME_WINDOWS);
    expect(listed.some((s) => s.user_agent?.includes('Firefox'))).toBe(true);
    expect(listed.every((s) => s.ip)).toBe(true);
    // the other company's session is not among them
    const otraId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
    const otras = await t.handle.db.select().from(sessions).where(eq(sessions.corporateId, otraId));
    expect(listed.map((s) => s._id)).not.toEqual(expect.arrayContaining([otras[0]!.id]));
    await panel(second, 'POST', '/logout');
    expect((await listOf(first)).some((s) => s.user_agent?.includes('Firefox'))).toBe(false);
  });

  it("ends one session at once; another person's or an unknown id is 404 and ends nothing", async () => {
    const mine = await signIn('demo@trayecto.test');
    const other = await signIn('demo@trayecto.test');
    const otherId = (await listOf(other)).find((s) => s.current)!._id;
    const stranger = await signIn('otra@trayecto.test');
    const strangerId = (await listOf(stranger)).find((s) => s.current)!._id;

    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    for (const id of [strangerId, 'no-es-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await panel(mine, 'DELETE', `/me/sessions/${id}`);
      expect({ id, status: res.statusCode, code: res.json().error_code }).toEqual({
        id,
        status: 404,
        code: 'not_found',
      });
    }
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
    expect((await panel(stranger, 'GET', '/me')).statusCode).toBe(200);

    const ended = await panel(mine, 'DELETE', `/me/sessions/${otherId}`);
    expect(ended.json()).toEqual({ success: true, ended: 1 });
    expect((await panel(other, 'GET', '/me')).statusCode).toBe(401);
    expect((await panel(mine, 'GET', '/me')).statusCode).toBe(200);
    // ended already: 404 the second time
    expect((await panel(mine, 'DELETE', `/me/sessions/${otherId}`)).statusCode).toBe(404);
    const rows = await t.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, otherId));
    expect(rows.map((r) => r.action)).toContain('session_ended');
  });

  it('ends every other session of the same login, not the current one nor anyone else’s', async () => {
    const mine = await signIn('demo@trayecto.test');
    const others = [await signIn('demo@trayecto.test'), await signIn('demo@trayecto.test')];
    const stranger = await signIn('otra@trayecto.test');
    const res = await panel(mine, 'POST', '/me/sessions/end-others');
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    for (const token of others) expect((await panel(token, 'GET', '/me')).statusCode).toBe(401);
    expect((await panel(mine, 'GET', '/me')).statusCode).toBe(200);
    expect((await panel(stranger, 'GET', '/me')).statusCode).toBe(200);
    expect((await listOf(mine)).map((s) => s.current)).toEqual([true]);
  });

  it('is not open to assist mode (the admin ends those from the console)', async () => {
    const admin = consoleApi(t.app, await loginAdmin(t.app, 'support'));
    const demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const assist = await admin.post('/assist', { corporate_id: demoId });
    const token = assist.json<{ token: string }>().token;
    const res = await panel(token, 'GET', '/me/sessions');
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('assist_no_credentials');
  });
});

describe("a console admin's sessions", () => {
  it("lists and ends its own; another admin's is 404; ending one ends its assist sessions", async () => {
    const here = consoleApi(t.app, await loginAdmin(t.app, 'support'));
    const thereToken = await loginAdmin(t.app, 'support');
    const there = consoleApi(t.app, thereToken);
    const ownerAdmin = consoleApi(t.app, await loginAdmin(t.app, 'owner'));
    const demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const assist = (await there.post('/assist', { corporate_id: demoId })).json<{
      token: string;
    }>().token;
    expect((await panel(assist, 'GET', '/me')).statusCode).toBe(200);

    const listed = (await here.get('/me/sessions')).json<{ sessions: Listed[] }>().sessions;
    const thereId = (await there.get('/me/sessions'))
      .json<{ sessions: Listed[] }>()
      .sessions.find((s) => s.current)!._id;
    expect(listed.map((s) => s._id)).toContain(thereId);
    const ownerList = (await ownerAdmin.get('/me/sessions')).json<{ sessions: Listed[] }>();
    expect(ownerList.sessions.map((s) => s._id)).not.toContain(thereId);
    expect((await ownerAdmin.delete(`/me/sessions/${thereId}`)).statusCode).toBe(404);
    expect((await there.get('/me')).statusCode).toBe(200);

    const ended = await here.delete(`/me/sessions/${thereId}`);
    expect(ended.json()).toEqual({ success: true, ended: 1 });
    expect((await there.get('/me')).statusCode).toBe(401);
    expect((await panel(assist, 'GET', '/me')).statusCode).toBe(401);
    const actions = await t.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, thereId));
    expect(actions.map((a) => a.action)).toContain('admin_session_ended');

    const more = await loginAdmin(t.app, 'support');
    const all = await here.post('/me/sessions/end-others');
    expect(all.statusCode).toBe(200);
    expect((await consoleApi(t.app, more).get('/me')).statusCode).toBe(401);
    expect((await here.get('/me')).statusCode).toBe(200);
  });
});
