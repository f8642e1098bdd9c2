import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, type TestContext } from '../../../test/helpers.ts';
import {
  listenAs,
  newKey,
  runUntil,
  settle,
  setupTrips,
  statusOf,
} from '../trips/trips-test-helpers.ts';
import { parcelBody, parcelReceivers, uploadParcelImage } from './parcels-test-helpers.ts';

// A parcel's live events reach its company's panels only, and say they are a parcel's: the
// rides' screens leave them alone, another company hears nothing of them.

let t: TestContext;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await setupTrips({ dropoffFailureRate: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

describe('parcel events', () => {
  it("go to the sender company's room only, each naming the parcel kind", async () => {
    const demo = await login(t.app, 'demo@trayecto.test');
    const otra = await login(t.app, 'otra@trayecto.test');
    const mine = await listenAs(url, demo.token, sockets);
    const theirs = await listenAs(url, otra.token, sockets);
    const imageId = await uploadParcelImage(t, demo.token);
    const res = await settle(
      t,
      t.app.inject({
        method: 'POST',
        url: '/api/corporate/parcels',
        payload: parcelBody(imageId, { receivers: parcelReceivers(2) }),
        headers: { ...auth(demo.token), 'idempotency-key': newKey() },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    await runUntil(t, async () => (await statusOf(t, id)) === 'completed');
    await runUntil(
      t,
      () => mine.some((e) => e.name === 'trip:update' && e.payload.status === 'completed'),
      60_000,
      250,
    );

    const updates = mine.filter((e) => e.name === 'trip:update' && e.payload.trip_id === id);
    expect(updates.length).toBeGreaterThan(2);
    expect(updates.every((e) => e.payload.kind === 'parcel')).toBe(true);
    const stops = mine.filter((e) => e.name === 'order:stop' && e.payload.order_id === id);
    expect(stops.map((e) => `${String(e.payload.stop_index)}:${String(e.payload.status)}`)).toEqual(
      ['1:arrived', '1:completed', '2:arrived', '2:completed'],
    );
    const leaked = theirs.filter((e) => JSON.stringify(e.payload).includes(id));
    expect(leaked).toEqual([]);
  }, 240_000);
});
