import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  meResponseSchema,
} from '@trayecto/contracts';
import { sessions } from '@trayecto/db';
import { corporateIdByEmail, login, setupApp, type TestContext } from '../../../test/helpers.ts';
import { hashToken } from '../../lib/tokens.ts';
import { suspendCorporate } from '../corporate/corporate.service.ts';
import { revokeCorporateSessions } from './auth.repository.ts';
import { createSession } from './session.service.ts';
import { countStatements, get } from './session-test-helpers.ts';

// One instance: whatever ends or changes a session, a corporate or its wallet is seen by the very
// next request although sessions and /me answers are served from memory (session-cache.ts).
let t: TestContext;
beforeAll(async () => {
  t = await setupApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (token: string) => get(t.app, token);
const exec = (query: ReturnType<typeof sql>) => t.handle.db.execute(query);

/** Signs in and reads /me twice, so this instance has the session and the answer cached. */
async function warm(email: string) {
  const session = await login(t.app, email);
  for (let i = 0; i < 2; i++) expect((await me(session.token)).statusCode).toBe(200);
  return session;
}

describe('a cached session and /me', () => {
  it('costs no query of its own (PostgreSQL: one shared sync round trip)', async () => {
    for (const email of ['demo@trayecto.test', 'master@trayecto.test']) {
      const { token } = await login(t.app, email);
      const first = await me(token);
      let second;
      const counts = await countStatements(t.handle, async () => (second = await me(token)));
      // PostgreSQL: one round trip on the listening connection, shared under load: the auth
      // hook's sync, which also reads the wallet (wallets are not announced there)
      const postgres = t.handle.driver === 'postgres';
      expect(counts).toEqual({ database: 0, sync: postgres ? 1 : 0 });
      expect(second!.statusCode).toBe(200);
      expect(second!.json()).toEqual(first.json());
    }
  });

  it('a logout is refused on the very next request', async () => {
    const { token } = await warm('demo@trayecto.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/logout',
      headers: { 'access-token': token },
    });
    expect(out.statusCode).toBe(200);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('invalid_token');
  });

  it('sessions ended by a password reset or change are refused at once, the kept one is not', async () => {
    const kept = await warm('demo@trayecto.test');
    const ended = await warm('demo@trayecto.test');
    const [keptRow] = await t.handle.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(kept.token)));
    // what POST /password/reset and /me/password do, inside their transaction
    await t.handle.db.transaction((tx) =>
      revokeCorporateSessions(tx, kept._id, t.clock.now(), keptRow!.id),
    );
    expect((await me(ended.token)).statusCode).toBe(401);
    expect((await me(kept.token)).statusCode).toBe(200);
  });

  it('a suspended corporate is refused at once; a status change reaches the next request', async () => {
    const id = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
    const before = await warm('otra@trayecto.test');
    expect((await get(t.app, before.token, '/api/corporate/wallet')).statusCode).toBe(200);
    await suspendCorporate(t.handle.db, id, { now: t.clock.now() });
    // its ended session is told why
    expect((await me(before.token)).statusCode).toBe(403);
    expect((await me(before.token)).json().error_code).toBe('not_approved');

    // signed in again while suspended: /me says so; back to approved: everything at once
    const after = await warm('otra@trayecto.test');
    expect(meResponseSchema.parse((await me(after.token)).json()).corporate.is_approved).toBe(
      false,
    );
    expect((await get(t.app, after.token, '/api/corporate/wallet')).json().error_code).toBe(
      'not_approved',
    );
    await exec(sql`update corporates set status = 'approved' where id = ${id}`);
    expect(meResponseSchema.parse((await me(after.token)).json()).corporate.is_approved).toBe(true);
    expect((await get(t.app, after.token, '/api/corporate/wallet')).statusCode).toBe(200);
    await exec(sql`update corporates set status = 'pending' where id = ${id}`);
    expect((await get(t.app, after.token, '/api/corporate/wallet')).statusCode).toBe(403);
    await exec(sql`update corporates set status = 'approved' where id = ${id}`);
  });
});

describe('expiry and idleness on the app clock', () => {
  it('an idle session is refused as soon as the clock passes the limit', async () => {
    const { token } = await warm('demo@trayecto.test');
    await t.clock.advance(SESSION_IDLE_TTL_MS);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('an active session is refused as soon as the clock passes its absolute expiry', async () => {
    const corporateId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const createdAt = new Date(t.clock.now().getTime() - SESSION_ABSOLUTE_TTL_MS + 120_000);
    const { token, sessionId } = await createSession(
      t.handle.db,
      createdAt,
      { corporateId, adminId: null },
      { ip: null, userAgent: null },
    );
    await exec(sql`update sessions set last_seen_at = ${t.clock.now()} where id = ${sessionId}`);
    expect((await me(token)).statusCode).toBe(200);
    await t.clock.advance(60_000);
    expect((await me(token)).statusCode).toBe(200);
    await t.clock.advance(60_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a session idle here but used on another instance is still live', async () => {
    const { token, _id } = await warm('demo@trayecto.test');
    const start = t.clock.now().getTime();
    // another instance touched it an hour ago (a touch moves last_seen_at forward: no notification)
    await exec(sql`update sessions set last_seen_at = ${new Date(start + SESSION_IDLE_TTL_MS - 3_600_000)}
      where corporate_id = ${_id} and revoked_at is null`);
    await t.clock.advance(SESSION_IDLE_TTL_MS);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('what /me shows is current', () => {
  it('a wallet, a profile, a listed panel and the panel list change reach the next /me', async () => {
    const demo = await warm('demo@trayecto.test');
    const master = await warm('master@trayecto.test');
    const wallet = async () => meResponseSchema.parse((await me(demo.token)).json()).corporate;
    const panels = async () =>
      meResponseSchema.parse((await me(master.token)).json()).associated_panels;

    const { wallet: before } = await wallet();
    await exec(sql`update ledger_accounts set balance_cents = balance_cents + 125
      where owner_type = 'corporate' and owner_id = ${demo._id}`);
    expect((await wallet()).wallet).toBeCloseTo(before! + 1.25, 2);
    await exec(sql`update ledger_accounts set balance_cents = balance_cents - 125
      where owner_type = 'corporate' and owner_id = ${demo._id}`);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/corporate/me',
      headers: { 'access-token': demo.token },
      payload: { name: 'Distribuidora El Ávila, C.A.' },
    });
    expect(patched.json().corporate.name).toBe('Distribuidora El Ávila, C.A.');
    expect((await wallet()).name).toBe('Distribuidora El Ávila, C.A.');
    expect((await panels()).find((p) => p._id === demo._id)?.name).toBe(
      'Distribuidora El Ávila, C.A.',
    );

    const [link] = (
      (await exec(sql`delete from master_panels where master_id = ${master._id} and panel_id =
        ${demo._id} returning created_at`)) as unknown as { rows: { created_at: string }[] }
    ).rows;
    expect((await panels()).map((p) => p._id)).not.toContain(demo._id);
    await exec(sql`insert into master_panels (master_id, panel_id, created_at)
      values (${master._id}, ${demo._id}, ${link!.created_at})`);
    expect((await panels()).map((p) => p._id)).toContain(demo._id);
  });
});
