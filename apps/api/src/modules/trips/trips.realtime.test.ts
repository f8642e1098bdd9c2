import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHolds, tripEvents } from '@trayecto/db';
import { corporateIdByEmail } from '../../../test/helpers.ts';
import { findAccount } from '../ledger/ledger.service.ts';
import {
  altamira,
  listenAs,
  loginDemo,
  plazaBolivar,
  runUntil,
  setupTrips,
  statusOf,
  tripsApi,
  type Faults,
  type TripsContext,
} from './trips-test-helpers.ts';

// Every driver drops the trip (SIM_CANCEL_RATE = 1): the company hears CANCEL_TRIP_CORPORATE,
// the provider offers the trip again, and after the third drop gives up.
let t: TripsContext & { faults: Faults };
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await setupTrips({ cancelRate: 1, driversPerCity: 20 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

const open = (token: string) => listenAs(url, token, sockets);

describe('realtime trip events', () => {
  it('sends trip:update and CANCEL_TRIP_CORPORATE to the corporate’s room only; re-dispatches; gives up after three drops', async () => {
    const demo = await loginDemo(t);
    const otra = await loginDemo(t, 'otra@trayecto.test');
    const corporateId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const mine = await open(demo.token);
    const theirs = await open(otra.token);
    const before = (await findAccount(t.handle.db, { type: 'corporate', corporateId }))!;

    const res = await tripsApi(t, demo.token).create({
      passenger: { type: 'guest', name: 'Invitado Socket', phone: '4141234567' },
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: 'economy',
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    await runUntil(t, async () => (await statusOf(t, trip._id)) === 'cancelled_by_provider');
    await runUntil(
      t,
      () =>
        mine.some((e) => e.name === 'trip:update' && e.payload.status === 'cancelled_by_provider'),
      60_000,
      250,
    );

    const updates = mine.filter((e) => e.name === 'trip:update' && e.payload.trip_id === trip._id);
    expect(updates.map((e) => e.payload.status)).toEqual(
      expect.arrayContaining(['waiting', 'accepted', 'coming', 'cancelled_by_provider']),
    );
    expect(updates.some((e) => e.payload.position !== undefined)).toBe(true);
    // each says it is a ride's, so the parcel screens leave it alone
    expect(updates.every((e) => e.payload.kind === 'ride')).toBe(true);
    const cancels = mine.filter((e) => e.name === 'CANCEL_TRIP_CORPORATE');
    expect(cancels.length).toBe(3);
    expect(cancels[0]!.payload).toEqual({
      corporate_id: corporateId,
      trip_id: trip._id,
      trip_unique_id: trip.unique_id,
    });
    // the provider gave up: told as a trip no driver served, once, after its last update
    const notServed = mine.filter((e) => e.name === 'TRIP_NOT_SERVED_CORPORATE');
    expect(notServed.map((e) => e.payload)).toEqual([
      {
        corporate_id: corporateId,
        trip_id: trip._id,
        trip_unique_id: trip.unique_id,
        status: 'cancelled_by_provider',
      },
    ]);
    expect(mine.indexOf(notServed[0]!)).toBeGreaterThan(
      mine.findIndex(
        (e) => e.name === 'trip:update' && e.payload.status === 'cancelled_by_provider',
      ),
    );
    // after each drop the trip is offered again (back to waiting) before the next driver accepts
    const events = await t.handle.db
      .select()
      .from(tripEvents)
      .where(eq(tripEvents.tripId, trip._id))
      .orderBy(tripEvents.id);
    const drops = events.filter(
      (e) => (e.payload as { type?: string } | null)?.type === 'driver_cancelled',
    );
    expect(drops.length).toBe(3);
    const afterFirstDrop = events.slice(events.indexOf(drops[0]!) + 1).map((e) => e.status);
    expect(afterFirstDrop[0]).toBe('waiting');
    expect(afterFirstDrop).toContain('accepted');
    // the hold is released and the wallet update pushed
    const [hold] = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.referenceId, trip._id));
    expect(hold!.status).toBe('voided');
    const after = (await findAccount(t.handle.db, { type: 'corporate', corporateId }))!;
    expect(after).toMatchObject({ heldCents: before.heldCents, balanceCents: before.balanceCents });
    expect(mine.some((e) => e.name === 'wallet:update')).toBe(true);

    expect(theirs).toEqual([]);
  }, 180_000);
});
