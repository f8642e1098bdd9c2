import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIST_ABSOLUTE_TTL_MS, ASSIST_IDLE_TTL_MS } from '@trayecto/contracts';
import { admins, auditLog, payrollUsers, sessions } from '@trayecto/db';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import {
  auth,
  corporateIdByEmail,
  login,
  loginAdmin,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';
import { consoleApi } from './console-test-helpers.ts';

// Assist mode (SPEC §1, §6; issue 10): an admin enters one company's panel. The session is the
// company's, and only that company's; /me says so; every write made in it is audited with the
// admin; it ends after an hour idle, at its logout, and when the company is suspended.

let t: TestContext;
let support: ReturnType<typeof consoleApi>;
let supportId: string;
/** an owner: in assist mode a support admin may not change the payroll (ASSIST_CONSOLE_BOUND) */
let owner: ReturnType<typeof consoleApi>;
let ownerId: string;
let demoId: string;
let otraId: string;

beforeAll(async () => {
  t = await setupApp();
  const token = await loginAdmin(t.app, 'support');
  support = consoleApi(t.app, token);
  supportId = (await support.get('/me')).json().admin._id;
  owner = consoleApi(t.app, await loginAdmin(t.app, 'owner'));
  ownerId = (await owner.get('/me')).json().admin._id;
  demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  otraId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
});
afterAll(() => t?.close());

async function enter(corporateId: string, as = support) {
  const res = await as.post('/assist', { corporate_id: corporateId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; _id: string; unique_id: string }>();
}
const corporate = (token: string) => ({
  get: (url: string) =>
    t.app.inject({ method: 'GET', url: `/api/corporate${url}`, headers: auth(token) }),
  send: (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/corporate${url}`, headers: auth(token), payload }),
});

describe('assist mode', () => {
  it("opens the company's panel as the admin: /me says is_assist_mode, a normal login does not", async () => {
    const session = await enter(demoId);
    expect(session).toMatchObject({ _id: demoId, unique_id: 'TE-100101' });
    const me = await corporate(session.token).get('/me');
    expect(me.json()).toMatchObject({ is_assist_mode: true, corporate: { _id: demoId } });
    const own = await login(t.app, 'demo@trayecto.test');
    expect((await corporate(own.token).get('/me')).json().is_assist_mode).toBe(false);
    const [started] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assist_started'), eq(auditLog.corporateId, demoId)));
    expect(started).toMatchObject({
      actorType: 'admin',
      actorId: supportId,
      assistAdminId: supportId,
    });
  });

  it('audits every write with the admin, for the company to read', async () => {
    const { token } = await enter(demoId, owner);
    const res = await corporate(token).send('PATCH', '/me', { phone: '2125550199' });
    expect(res.statusCode).toBe(200);
    const created = await corporate(token).send('POST', '/users', {
      name: 'Colaborador Asistido',
      email: 'asistido@avila.test',
      phone: '4125550101',
      id_card: 'V-20111222',
    });
    expect(created.statusCode).toBe(201);
    const rows = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.corporateId, demoId), eq(auditLog.assistAdminId, ownerId)));
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['profile_updated', 'payroll_user_created']));
    for (const row of rows)
      expect(row).toMatchObject({ actorType: 'admin', assistAdminId: ownerId });
  });

  it("reaches only the company it entered: another company's ids are 404 and nothing changes", async () => {
    const { token } = await enter(demoId, owner);
    const [otraUser] = await t.handle.db
      .select({ id: payrollUsers.id })
      .from(payrollUsers)
      .where(eq(payrollUsers.corporateId, otraId))
      .limit(1);
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    expect((await corporate(token).get(`/users/${otraUser!.id}`)).statusCode).toBe(404);
    expect((await corporate(token).send('DELETE', `/users/${otraUser!.id}`)).statusCode).toBe(404);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it('refuses companies that are not approved, unknown ids and bad bodies', async () => {
    const pendingId = await corporateIdByEmail(t.handle, 'pending@trayecto.test');
    const pending = await support.post('/assist', { corporate_id: pendingId });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().error_code).toBe('assist_company_not_approved');
    for (const corporate_id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await support.post('/assist', { corporate_id })).statusCode).toBe(404);
    }
    expect((await support.post('/assist', {})).statusCode).toBe(400);
  });

  it('ends after an hour without a request; a corporate session idles 12 hours', async () => {
    const { token } = await enter(otraId);
    const own = await login(t.app, 'otra@trayecto.test');
    await t.clock.advance(ASSIST_IDLE_TTL_MS - 60_000);
    expect((await corporate(token).get('/me')).statusCode).toBe(200);
    await t.clock.advance(ASSIST_IDLE_TTL_MS + 1000);
    expect((await corporate(token).get('/me')).statusCode).toBe(401);
    expect((await corporate(own.token).get('/me')).statusCode).toBe(200);
  });

  it('ends at its logout (assist_ended) and when the company is suspended', async () => {
    const first = await enter(demoId);
    expect((await corporate(first.token).send('POST', '/logout')).statusCode).toBe(200);
    expect((await corporate(first.token).get('/me')).statusCode).toBe(401);
    const [ended] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assist_ended'), eq(auditLog.corporateId, demoId)));
    expect(ended).toMatchObject({ actorId: supportId, assistAdminId: supportId });

    const second = await enter(otraId);
    await support.post(`/companies/${otraId}/suspend`, { reason: 'Revisión' });
    expect((await corporate(second.token).get('/me')).statusCode).toBe(401);
    const live = await t.handle.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.corporateId, otraId), eq(sessions.adminId, supportId)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
  });

  it('ends with the console session that opened it, and only that one', async () => {
    const console1 = consoleApi(t.app, await loginAdmin(t.app, 'support'));
    const console2 = consoleApi(t.app, await loginAdmin(t.app, 'support'));
    const opened = await console1.post('/assist', { corporate_id: demoId });
    const other = await console2.post('/assist', { corporate_id: demoId });
    const [mine, theirs] = [opened.json().token as string, other.json().token as string];
    expect((await corporate(mine).get('/me')).statusCode).toBe(200);
    expect((await console1.post('/logout')).statusCode).toBe(200);
    expect((await corporate(mine).get('/me')).statusCode).toBe(401);
    // the same admin's other console session keeps the assist session it opened
    expect((await corporate(theirs).get('/me')).statusCode).toBe(200);
    const ended = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assist_ended'), eq(auditLog.corporateId, demoId)));
    expect(ended.length).toBeGreaterThan(0);
  });

  it('ends when its admin is deactivated or loses manage:assist, even from the cache', async () => {
    for (const change of [{ isActive: false }, { role: 'finance' as const }]) {
      const { token } = await enter(demoId);
      expect((await corporate(token).get('/me')).statusCode).toBe(200);
      expect((await corporate(token).get('/me')).statusCode).toBe(200);
      await t.handle.db.update(admins).set(change).where(eq(admins.id, supportId));
      try {
        expect((await corporate(token).get('/me')).statusCode).toBe(401);
      } finally {
        await t.handle.db
          .update(admins)
          .set({ isActive: true, role: 'support' })
          .where(eq(admins.id, supportId));
      }
      // ended for good: giving the permission back does not bring it back
      expect((await corporate(token).get('/me')).statusCode).toBe(401);
    }
  });

  it(`lives at most ${ASSIST_ABSOLUTE_TTL_MS / 3_600_000} hours however busy`, async () => {
    const admin = consoleApi(t.app, await loginAdmin(t.app, 'support'));
    const { token } = (await admin.post('/assist', { corporate_id: demoId })).json();
    const step = 50 * 60 * 1000;
    let alive = 0;
    for (let at = step; at <= ASSIST_ABSOLUTE_TTL_MS + step; at += step) {
      await t.clock.advance(step);
      // the console is used now and then too, so neither idles out
      await admin.get('/me');
      if ((await corporate(token).get('/me')).statusCode === 200) alive = at;
    }
    expect(alive).toBeLessThan(ASSIST_ABSOLUTE_TTL_MS);
    expect(alive).toBeGreaterThanOrEqual(ASSIST_ABSOLUTE_TTL_MS - step);
  });
});
