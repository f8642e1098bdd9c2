import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Place } from '@trayecto/contracts';
import { ledgerHolds, ledgerTransfers, orderStops, tripEvents, trips } from '@trayecto/db';
import { ensureAccount } from '../ledger/ledger.service.ts';
import {
  altamira,
  loginDemo,
  plazaBolivar,
  runUntil,
  scriptedDropoffs,
  settle,
  setupTrips,
  statusOf,
  tripsApi,
} from '../trips/trips-test-helpers.ts';
import type { TestContext } from '../../../test/helpers.ts';
import { placeOrder, type OrderDraft } from './order-placement.ts';

// The order core (issue 8) on the test clock, through the real app, ledger and database: a ride
// is an order of two stops that follow its statuses; an order with three drop-offs is driven leg
// after leg, one receiver absent, and ends Partially completed with its hold settled once.

const sabanaGrande: Place = { address: 'Sabana Grande', lat: 10.4967, lng: -66.8786 };
const chacao: Place = { address: 'Chacao', lat: 10.4955, lng: -66.8536 };

const DROPOFF_RATE = 0.5;
const setup = (absent: boolean[] = []) =>
  setupTrips({ dropoffFailureRate: DROPOFF_RATE }, scriptedDropoffs(7, absent, DROPOFF_RATE));

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const stopsOf = (ctx: TestContext, orderId: string) =>
  ctx.handle.db
    .select()
    .from(orderStops)
    .where(eq(orderStops.orderId, orderId))
    .orderBy(asc(orderStops.seq));

describe('the order core', () => {
  it('keeps a ride as an order of two stops that follow its statuses', async () => {
    t = await setup();
    const { token } = await loginDemo(t);
    const api = tripsApi(t, token);
    const res = await api.create({
      passenger: { type: 'guest', name: 'Invitada Paradas', phone: '4125550101' },
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: 'economy',
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data as { _id: string };
    const [row] = await t.handle.db.select().from(trips).where(eq(trips.id, trip._id));
    expect(row!.kind).toBe('ride');
    const placed = await stopsOf(t, trip._id);
    expect(placed.map((s) => [s.seq, s.role, s.address, s.status])).toEqual([
      [0, 'pickup', plazaBolivar.address, 'pending'],
      [1, 'dropoff', altamira.address, 'pending'],
    ]);
    expect(placed[0]).toMatchObject({
      contactName: 'Invitada Paradas',
      contactPhone: '4125550101',
    });

    const ctx = t;
    await runUntil(
      ctx,
      async () => (await statusOf(ctx, trip._id)) === 'completed',
      3 * 3_600_000,
      20_000,
    );
    const [done] = await t.handle.db.select().from(trips).where(eq(trips.id, trip._id));
    const [pickup, dropoff] = await stopsOf(t, trip._id);
    expect(pickup).toMatchObject({ status: 'completed', completedAt: done!.startedAt });
    expect(pickup!.arrivedAt!.getTime()).toBeLessThanOrEqual(pickup!.completedAt!.getTime());
    expect(dropoff).toMatchObject({ status: 'completed', completedAt: done!.completedAt });
  }, 180_000);

  it('drives three drop-offs, one receiver absent: Partially completed, each stop stored, the hold settled once', async () => {
    t = await setup([false, true, false]);
    const ctx = t;
    const { _id: corporateId } = await loginDemo(t);
    const account = await ensureAccount(t.handle.db, { type: 'corporate', corporateId });
    const stops = [plazaBolivar, sabanaGrande, chacao, altamira];
    const draft: OrderDraft = {
      kind: 'parcel',
      corporateId,
      party: {
        type: 'guest',
        userId: null,
        name: 'Remitente',
        phone: '4125550102',
        payer: 'corporate',
        accountId: account.id,
      },
      stops: stops.map((s, i) => ({ ...s, contactName: `Persona ${i}` })),
      serviceTypeId: 'moto',
      cityId: 'caracas',
      scheduledAt: null,
      comment: null,
      promo: null,
      grossCents: 900,
      discountCents: 0,
      estimateCents: 900,
      route: stops.map((s) => [s.lng, s.lat]),
      distanceKm: 8,
      durationMin: 30,
      newUniqueId: () => `EN-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      audit: { action: 'parcel_requested', entity: 'parcel', after: {} },
      replay: (row) => ({ id: row.id }),
      failureCode: 'trip_create_error',
    };
    // the provider's latency runs on the test clock, the database's on the real one
    const order = await settle(
      ctx,
      placeOrder(t.app.trips, draft, { corporateId, adminId: null, ip: '127.0.0.1' }),
    );
    expect(order.kind).toBe('parcel');

    await runUntil(
      ctx,
      async () => (await statusOf(ctx, order.id)) === 'partially_completed',
      4 * 3_600_000,
      5_000,
    );
    const stored = await stopsOf(t, order.id);
    expect(stored.map((s) => [s.seq, s.role, s.status])).toEqual([
      [0, 'pickup', 'completed'],
      [1, 'dropoff', 'completed'],
      [2, 'dropoff', 'failed'],
      [3, 'dropoff', 'completed'],
    ]);
    expect(stored[2]).toMatchObject({ failureReason: 'receiver_absent' });
    expect(stored[2]!.failedAt).not.toBeNull();
    for (const s of stored) expect(s.arrivedAt).not.toBeNull();
    // stops were reached in order
    const reached = stored.slice(1).map((s) => (s.completedAt ?? s.failedAt)!.getTime());
    expect([...reached].sort((a, b) => a - b)).toEqual(reached);

    // the hold was posted once, for the fare charged on the order, as a parcel's charge
    const holds = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.referenceType, 'trip'), eq(ledgerHolds.referenceId, order.id)));
    expect(holds.map((h) => h.status)).toEqual(['posted']);
    const charges = await t.handle.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'parcel_charge'));
    const mine = charges.filter(
      (c) => (c.metadata as { trip_id?: string } | null)?.trip_id === order.id,
    );
    expect(mine).toHaveLength(1);
    const [final] = await t.handle.db.select().from(trips).where(eq(trips.id, order.id));
    expect(final!.finalFareCents).toBeGreaterThan(0);

    // the history tells each drop-off
    const events = await t.handle.db
      .select()
      .from(tripEvents)
      .where(eq(tripEvents.tripId, order.id))
      .orderBy(asc(tripEvents.id));
    const told = events.flatMap((e) => {
      const p = e.payload as { type?: string; stop_index?: number; status?: string } | null;
      return p?.type === 'stop' ? [`${p.stop_index}:${p.status}`] : [];
    });
    expect(told).toEqual([
      '1:arrived',
      '1:completed',
      '2:arrived',
      '2:failed',
      '3:arrived',
      '3:completed',
    ]);
  }, 180_000);
});
