import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, setupApp, type TestContext } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { emitToCorporate } from './realtime.ts';

let t: TestContext;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await setupApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

function open(token: string | undefined) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: token ? { token } : {},
  });
  sockets.push(socket);
  return socket;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
const refused = (s: Socket) =>
  new Promise<Error & { data?: { error_code?: string } }>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', resolve);
  });

describe('realtime', () => {
  it('joins a client to its corporate room and delivers only its events', async () => {
    const demo = await login(t.app, 'demo@trayecto.test');
    const otra = await login(t.app, 'otra@trayecto.test');
    const a = open(demo.token);
    const b = open(otra.token);
    await Promise.all([connected(a), connected(b)]);
    const seenByB: unknown[] = [];
    b.on('CANCEL_TRIP_CORPORATE', (p) => seenByB.push(p));

    const gotA = new Promise((resolve) => a.once('CANCEL_TRIP_CORPORATE', resolve));
    const payload = { corporate_id: demo._id, trip_id: 't-1', trip_unique_id: 'VJ-1001' };
    emitToCorporate(t.app, demo._id, 'CANCEL_TRIP_CORPORATE', payload);
    expect(await gotA).toEqual(payload);

    // Events reach one socket in order: once B sees its own, it has not seen A's.
    const gotB = new Promise((resolve) => b.once('CANCEL_TRIP_CORPORATE', resolve));
    emitToCorporate(t.app, otra._id, 'CANCEL_TRIP_CORPORATE', {
      corporate_id: otra._id,
      trip_id: 't-2',
      trip_unique_id: 'VJ-1002',
    });
    await gotB;
    expect(seenByB).toEqual([
      { corporate_id: otra._id, trip_id: 't-2', trip_unique_id: 'VJ-1002' },
    ]);
  });

  it('sends no event whose payload breaks its contract (a bug, thrown to the caller)', async () => {
    const demo = await login(t.app, 'demo@trayecto.test');
    const a = open(demo.token);
    await connected(a);
    const seen: unknown[] = [];
    a.on('wallet:update', (p) => seen.push(p));
    const bad = { corporate_id: demo._id, wallet: 'twelve' } as unknown as {
      corporate_id: string;
      wallet: number;
    };
    expect(() => emitToCorporate(t.app, demo._id, 'wallet:update', bad)).toThrow(
      /wallet:update does not match its contract/,
    );
    // the next good event is the first one the panel hears
    const got = new Promise((resolve) => a.once('wallet:update', resolve));
    emitToCorporate(t.app, demo._id, 'wallet:update', { corporate_id: demo._id, wallet: 1 });
    await got;
    expect(seen).toEqual([{ corporate_id: demo._id, wallet: 1 }]);
  });

  it('refuses a bad token and a missing one', async () => {
    const bad = await refused(open('x'.repeat(43)));
    expect(bad.message).toBe('Invalid Token');
    expect(bad.data?.error_code).toBe('invalid_token');
    const missing = await refused(open(undefined));
    expect(missing.message).toBe('A token is required for authentication');
  });

  it('disconnects the socket of a session that logs out, and no other', async () => {
    const one = await login(t.app, 'demo@trayecto.test');
    const two = await login(t.app, 'demo@trayecto.test');
    const a = open(one.token);
    const b = open(two.token);
    await Promise.all([connected(a), connected(b)]);
    const dropped = new Promise<string>((resolve) => a.once('disconnect', resolve));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/logout',
      // the web client sends a JSON content type with no body
      headers: { 'access-token': one.token, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(b.connected).toBe(true);
  });

  it('refuses a revoked token', async () => {
    const { token } = await login(t.app, 'demo@trayecto.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/corporate/logout',
      headers: { 'access-token': token },
    });
    expect((await refused(open(token))).message).toBe('Invalid Token');
  });
});

// CI runs the suite a second time with PostgreSQL and Redis; this case exists only there (without
// Redis there is no cross-instance adapter to test, and the suite reports no skipped test).
if (process.env.REDIS_URL)
  describe('realtime across instances (Redis adapter)', () => {
    it('delivers an event emitted by one instance to a client of another', async () => {
      const second = await buildApp({ db: t.handle, config: t.config, clock: t.clock });
      await second.listen({ port: 0, host: '127.0.0.1' });
      try {
        const demo = await login(t.app, 'demo@trayecto.test');
        const client = open(demo.token);
        await connected(client);
        const got = new Promise((resolve) => client.once('wallet:update', resolve));
        // The first instance subscribed to Redis when it was built, long before this publish.
        const payload = { corporate_id: demo._id, wallet: 12.5 };
        emitToCorporate(second, demo._id, 'wallet:update', payload);
        expect(await got).toEqual(payload);
      } finally {
        await second.close();
      }
    });
  });
