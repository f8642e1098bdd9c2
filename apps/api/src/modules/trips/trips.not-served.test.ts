import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHolds } from '@trayecto/db';
import { corporateIdByEmail } from '../../../test/helpers.ts';
import { findAccount } from '../ledger/ledger.service.ts';
import {
  altamira,
  collaborator,
  giveBalance,
  loginDemo,
  plazaBolivar,
  runUntil,
  setupTrips,
  statusOf,
  tripsApi,
  type Faults,
  type TripsContext,
} from './trips-test-helpers.ts';

// Issue 12: a trip that ends without a driver is told to the company (TRIP_NOT_SERVED_CORPORATE)
// with its hold released. One driver per city (index 0: economy) who always drops the trip: an
// economy trip is dropped and nobody else is found; a moto trip finds nobody at all.
let t: TripsContext & { faults: Faults };
let url: string;
let corporateId: string;
let token: string;
const sockets: Socket[] = [];
type Seen = { name: string; payload: Record<string, unknown> };
let mine: Seen[];
let theirs: Seen[];

beforeAll(async () => {
  t = await setupTrips({ cancelRate: 1, driversPerCity: 1 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  corporateId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  token = (await loginDemo(t)).token;
  mine = await open(token);
  theirs = await open((await loginDemo(t, 'otra@trayecto.test')).token);
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

async function open(sessionToken: string) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token: sessionToken },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const events: Seen[] = [];
  socket.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }));
  return events;
}

const ofTrip = (events: Seen[], tripId: string) =>
  events.filter((e) => e.payload.trip_id === tripId);

async function holdOf(tripId: string) {
  const [hold] = await t.handle.db
    .select()
    .from(ledgerHolds)
    .where(eq(ledgerHolds.referenceId, tripId));
  return hold!;
}

describe('a trip no driver serves', () => {
  it('first search finds nobody: no_driver, hold released, the room told once with the trip named', async () => {
    const user = await collaborator(t, corporateId, { active: true });
    await giveBalance(t, token, user.id, 20);
    const account = () =>
      findAccount(t.handle.db, { type: 'payroll_user', corporateId, userId: user.id });
    const before = (await account())!;
    const res = await tripsApi(t, token).create({
      passenger: { type: 'payroll', user_id: user.id },
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: 'moto',
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    expect((await account())!.heldCents).toBeGreaterThan(before.heldCents);

    await runUntil(t, async () => (await statusOf(t, trip._id)) === 'no_driver');
    await runUntil(t, () => mine.some((e) => e.name === 'TRIP_NOT_SERVED_CORPORATE'), 60_000, 250);

    // nothing charged: the hold is voided and the collaborator's money is as it was
    expect((await holdOf(trip._id)).status).toBe('voided');
    expect(await account()).toMatchObject({
      heldCents: before.heldCents,
      balanceCents: before.balanceCents,
    });
    const events = ofTrip(mine, trip._id);
    expect(events.filter((e) => e.name === 'TRIP_NOT_SERVED_CORPORATE')).toEqual([
      {
        name: 'TRIP_NOT_SERVED_CORPORATE',
        payload: {
          corporate_id: corporateId,
          trip_id: trip._id,
          trip_unique_id: trip.unique_id,
          status: 'no_driver',
        },
      },
    ]);
    // after the status update that ends it
    const names = events.map((e) => `${e.name}:${String(e.payload.status ?? '')}`);
    expect(names.indexOf('TRIP_NOT_SERVED_CORPORATE:no_driver')).toBeGreaterThan(
      names.indexOf('trip:update:no_driver'),
    );
    expect(events.some((e) => e.name === 'CANCEL_TRIP_CORPORATE')).toBe(false);
    expect(theirs).toEqual([]);
  }, 180_000);

  it('the only driver drops it and nobody else comes: the cancel, then no_driver, told after it', async () => {
    const before = (await findAccount(t.handle.db, { type: 'corporate', corporateId }))!;
    const res = await tripsApi(t, token).create({
      passenger: { type: 'guest', name: 'Invitada Moto', phone: '4141234567' },
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: 'economy',
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;

    await runUntil(t, async () => (await statusOf(t, trip._id)) === 'no_driver');
    await runUntil(
      t,
      () => ofTrip(mine, trip._id).some((e) => e.name === 'TRIP_NOT_SERVED_CORPORATE'),
      60_000,
      250,
    );
    const names = ofTrip(mine, trip._id)
      .filter((e) => e.name !== 'trip:update' || e.payload.position === undefined)
      .map((e) => (e.name === 'trip:update' ? String(e.payload.status) : e.name));
    // the driver accepted, dropped it, it was offered again, and nobody took it
    expect(names).toEqual(
      expect.arrayContaining(['accepted', 'CANCEL_TRIP_CORPORATE', 'no_driver']),
    );
    expect(names.slice(names.indexOf('CANCEL_TRIP_CORPORATE'))).toEqual([
      'CANCEL_TRIP_CORPORATE',
      'waiting',
      'no_driver',
      'TRIP_NOT_SERVED_CORPORATE',
    ]);
    expect(ofTrip(mine, trip._id).at(-1)!.payload).toEqual({
      corporate_id: corporateId,
      trip_id: trip._id,
      trip_unique_id: trip.unique_id,
      status: 'no_driver',
    });
    expect((await holdOf(trip._id)).status).toBe('voided');
    const after = (await findAccount(t.handle.db, { type: 'corporate', corporateId }))!;
    expect(after).toMatchObject({ heldCents: before.heldCents, balanceCents: before.balanceCents });
    expect(mine.some((e) => e.name === 'wallet:update')).toBe(true);
    expect(theirs).toEqual([]);
  }, 180_000);
});
