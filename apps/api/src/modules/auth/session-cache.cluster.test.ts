import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '@trayecto/contracts';
import { corporateIdByEmail, login, setupApp, type TestContext } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { suspendCorporate } from '../corporate/corporate.service.ts';
import { revokeCorporateSessions } from './auth.repository.ts';
import { countStatements, get, untilCacheLive } from './session-test-helpers.ts';

// Two API instances on one PostgreSQL database, each with its session cache: what one instance
// (or any writer) commits is refused or shown by the other on its very next request, and an
// instance that stops hearing the database's notifications stops using its cache. PGlite is one
// process with one connection: there the notifications arrive inside the committing statement.
let t: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  t = await setupApp();
  a = t.app;
  if (t.handle.driver === 'postgres') {
    b = await buildApp({ db: t.handle, config: t.config, clock: t.clock });
    await b.ready();
  }
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

const exec = (query: ReturnType<typeof sql>) => t.handle.db.execute(query);

/** Signs in on A and reads /me on every instance twice: all have it cached. */
async function warmBoth(email: string) {
  const session = await login(a, email);
  for (const app of b ? [a, b, a, b] : [a, a])
    expect((await get(app, session.token)).statusCode).toBe(200);
  return session;
}

if (process.env.DATABASE_URL) {
  describe('two instances', () => {
    it('a logout on one instance is refused on the other at once', async () => {
      const { token } = await warmBoth('demo@trayecto.test');
      const out = await a.inject({
        method: 'POST',
        url: '/api/corporate/logout',
        headers: { 'access-token': token },
      });
      expect(out.statusCode).toBe(200);
      expect((await get(b, token)).statusCode).toBe(401);
    });

    it('a company API key revoked on one instance is refused on the other at once', async () => {
      const { token } = await login(a, 'demo@trayecto.test');
      const created = await a.inject({
        method: 'POST',
        url: '/api/corporate/api-keys',
        headers: { 'access-token': token },
        payload: { name: 'Dos instancias', scopes: ['money:read'] },
      });
      expect(created.statusCode).toBe(201);
      const { secret, key } = created.json<{ secret: string; key: { _id: string } }>();
      const wallet = (app: FastifyInstance) =>
        app.inject({
          method: 'GET',
          url: '/api/corporate/wallet',
          headers: { authorization: `Bearer ${secret}` },
        });
      // both instances have the key cached
      for (const app of [a, b, a, b]) expect((await wallet(app)).statusCode).toBe(200);
      const revoked = await a.inject({
        method: 'POST',
        url: `/api/corporate/api-keys/${key._id}/revoke`,
        headers: { 'access-token': token },
      });
      expect(revoked.statusCode).toBe(200);
      expect((await wallet(b)).json()).toMatchObject({ error_code: 'api_key_invalid' });
      expect((await wallet(a)).statusCode).toBe(401);
    });

    it('a password reset by any writer is refused on both at once', async () => {
      const { token, _id } = await warmBoth('demo@trayecto.test');
      await t.handle.db.transaction((tx) => revokeCorporateSessions(tx, _id, t.clock.now()));
      expect((await get(b, token)).statusCode).toBe(401);
      expect((await get(a, token)).statusCode).toBe(401);
    });

    it('a suspension and a status change reach the other instance at once', async () => {
      const id = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
      const first = await warmBoth('otra@trayecto.test');
      await suspendCorporate(t.handle.db, id, { now: t.clock.now() });
      // its ended session, told why
      expect((await get(b, first.token)).statusCode).toBe(403);

      const second = await warmBoth('otra@trayecto.test');
      expect((await get(b, second.token, '/api/corporate/wallet')).statusCode).toBe(403);
      await exec(sql`update corporates set status = 'approved' where id = ${id}`);
      expect((await get(b, second.token, '/api/corporate/wallet')).statusCode).toBe(200);
      await exec(sql`update corporates set status = 'pending' where id = ${id}`);
      expect((await get(b, second.token, '/api/corporate/wallet')).statusCode).toBe(403);
      await exec(sql`update corporates set status = 'approved' where id = ${id}`);
    });

    it('a profile or wallet changed through one instance shows on the other', async () => {
      const { token, _id } = await warmBoth('demo@trayecto.test');
      const walletOn = async (app: FastifyInstance) =>
        meResponseSchema.parse((await get(app, token)).json()).corporate.wallet ?? NaN;
      const before = await walletOn(b);
      await exec(sql`update ledger_accounts set balance_cents = balance_cents + 300
        where owner_type = 'corporate' and owner_id = ${_id}`);
      expect(await walletOn(b)).toBeCloseTo(before + 3, 2);
      await exec(sql`update ledger_accounts set balance_cents = balance_cents - 300
        where owner_type = 'corporate' and owner_id = ${_id}`);

      const patched = await a.inject({
        method: 'PATCH',
        url: '/api/corporate/me',
        headers: { 'access-token': token },
        payload: { phone: '4125550199' },
      });
      expect(patched.statusCode).toBe(200);
      expect(meResponseSchema.parse((await get(b, token)).json()).corporate.phone).toBe(
        '4125550199',
      );
    });

    it('without its notification connection an instance bypasses its cache until it is back', async () => {
      const { token, _id } = await warmBoth('demo@trayecto.test');
      const pid = b.sessionListener.backendPid();
      expect(pid).toBeTypeOf('number');
      const down = untilCacheLive(b, false);
      await exec(sql`select pg_terminate_backend(${pid})`);
      await down;
      // committed while B hears nothing: B must ask the database, not its memory
      await exec(
        sql`update sessions set revoked_at = ${t.clock.now()} where corporate_id = ${_id}`,
      );
      let res;
      const counts = await countStatements(t.handle, async () => (res = await get(b, token)));
      expect(res!.statusCode).toBe(401);
      expect(counts.database).toBeGreaterThan(0);

      await untilCacheLive(b, true);
      expect(b.sessionListener.backendPid()).not.toBe(pid);
      const again = await warmBoth('demo@trayecto.test');
      const cached = await countStatements(t.handle, () => get(b, again.token));
      expect(cached).toEqual({ database: 0, sync: 1 }); // the sync, which reads the wallet
    });
  });
} else {
  describe('one PGlite process', () => {
    it('hears a change inside the committing statement: no connection to lose, no round trip', async () => {
      expect(a.sessionListener.backendPid()).toBeUndefined();
      const { token, _id } = await warmBoth('demo@trayecto.test');
      await exec(
        sql`update sessions set revoked_at = ${t.clock.now()} where corporate_id = ${_id}`,
      );
      const counts = await countStatements(t.handle, async () => {
        expect((await get(a, token)).statusCode).toBe(401);
      });
      expect(counts.sync).toBe(0);
    });
  });
}
