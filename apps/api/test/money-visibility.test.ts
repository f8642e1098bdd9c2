import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canPanel,
  NOTICE_EVENT,
  REALTIME_EVENT_RESOURCE,
  TEAM_ROLES,
  WALLET_UPDATE_EVENT,
  type TeamRole,
} from '@trayecto/contracts';
import { corporateMembers } from '@trayecto/db';
import { hashPassword } from '../src/lib/password.ts';
import { emitToCorporate } from '../src/plugins/realtime.ts';
import { auth, corporateIdByEmail, login, setupApp, type TestContext } from './helpers.ts';

// A role that may not read money (GET /wallet answers it 403) is not told the company's money
// anywhere else either: /me leaves out wallet, overdraft and credits_due, and no wallet:update
// (nor any event of a resource the role cannot read) reaches its sockets. Every team role is
// tried; the company's own login sees everything.

const MONEY_FIELDS = ['wallet', 'overdraft', 'credits_due'] as const;

let t: TestContext;
let url: string;
let corporateId: string;
const tokens = {} as Record<TeamRole | 'owner', string>;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await setupApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  corporateId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  const passwordHash = await hashPassword('Dinero-1234');
  await t.handle.db.insert(corporateMembers).values(
    TEAM_ROLES.map((role) => ({
      corporateId,
      email: `dinero-${role}@avila.test`,
      name: `Dinero ${role}`,
      role,
      status: 'active' as const,
      passwordHash,
    })),
  );
  for (const role of TEAM_ROLES)
    tokens[role] = (await login(t.app, `dinero-${role}@avila.test`, 'Dinero-1234')).token;
  tokens.owner = (await login(t.app, 'demo@trayecto.test')).token;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

const mayReadMoney = (who: TeamRole | 'owner') => who === 'owner' || canPanel(who, 'read', 'money');

describe('money is shown only to roles that may read it', () => {
  it('GET /me carries wallet, overdraft and credits_due exactly when GET /wallet answers', async () => {
    const wrong: string[] = [];
    for (const who of [...TEAM_ROLES, 'owner'] as const) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/corporate/me',
        headers: auth(tokens[who]),
      });
      expect(me.statusCode, me.body).toBe(200);
      const wallet = await t.app.inject({
        method: 'GET',
        url: '/api/corporate/wallet',
        headers: auth(tokens[who]),
      });
      const corporate = me.json().corporate as Record<string, unknown>;
      for (const field of MONEY_FIELDS) {
        const shown = field in corporate;
        if (shown !== mayReadMoney(who) || shown !== (wallet.statusCode === 200))
          wrong.push(
            `${who}: ${field} ${shown ? 'shown' : 'hidden'}, /wallet ${wallet.statusCode}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(TEAM_ROLES.some((r) => !mayReadMoney(r))).toBe(true);
  });

  it('sends each event only to the roles that may read its resource', async () => {
    const open = async (token: string) => {
      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        auth: { token },
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const who = [...TEAM_ROLES, 'owner'] as const;
    const byRole = await Promise.all(who.map((r) => open(tokens[r])));
    const seen = new Map<string, string[]>();
    byRole.forEach((socket, i) =>
      socket.onAny((event: string) => seen.set(who[i]!, [...(seen.get(who[i]!) ?? []), event])),
    );
    emitToCorporate(t.app, corporateId, WALLET_UPDATE_EVENT, {
      corporate_id: corporateId,
      wallet: 12.5,
    });
    // a last event every member receives: once each socket has it, the wallet event came or never will
    const fence = byRole.map((s) => new Promise((resolve) => s.once(NOTICE_EVENT, resolve)));
    emitToCorporate(t.app, corporateId, NOTICE_EVENT, { kind: 'balance_low' });
    await Promise.all(fence);
    const wrong = who.filter(
      (r) => (seen.get(r) ?? []).includes(WALLET_UPDATE_EVENT) !== mayReadMoney(r),
    );
    expect(wrong).toEqual([]);
    expect(REALTIME_EVENT_RESOURCE[WALLET_UPDATE_EVENT]).toBe('money');
  });
});
