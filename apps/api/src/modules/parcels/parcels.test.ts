import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  PARCEL_DECLARED_VALUE_MAX_CENTS,
  PARCEL_DETAILS_MAX,
  PARCEL_MAX_DROPOFFS,
  parcelChargeCents,
} from '@trayecto/contracts';
import { corporates, ledgerHolds, orderStops, parcels, smsOutbox, trips } from '@trayecto/db';
import { auth, login, type TestContext } from '../../../test/helpers.ts';
import { hashToken, stopLinkMarker, stopLinkToken } from '../../lib/link-tokens.ts';
import {
  collaborator,
  newKey,
  plazaBolivar,
  runUntil,
  scriptedDropoffs,
  settle,
  setupTrips,
  statusOf,
} from '../trips/trips-test-helpers.ts';
import { parcelBody, parcelReceivers, uploadParcelImage } from './parcels-test-helpers.ts';

// Parcels (issue 8) on the order core, through the real app on the test clock: a parcel to
// three receivers (one absent) ends Partially completed with its proof and its charge line by
// line; every bad input is refused and writes nothing; another company sees none of it.

const DROPOFF_RATE = 0.5;

let t: TestContext & { faults: { dispatch: number; quote: number } };
let demo: { token: string; _id: string };
let otra: { token: string; _id: string };
let imageId: string;
const upload = (token: string) => uploadParcelImage(t, token);
const receivers = parcelReceivers;
const body = (extra: Record<string, unknown> = {}) => parcelBody(imageId, extra);

function post(token: string, url: string, payload: unknown, lang = 'en') {
  return settle(
    t,
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...auth(token), 'idempotency-key': newKey(), 'accept-language': lang },
    }),
  );
}
const get = (token: string, url: string) =>
  settle(t, t.app.inject({ method: 'GET', url, headers: auth(token) }));

async function counts() {
  const db = t.handle.db;
  return {
    parcels: (await db.select().from(parcels)).length,
    orders: (await db.select().from(trips).where(eq(trips.kind, 'parcel'))).length,
    sms: (await db.select().from(smsOutbox)).length,
  };
}

beforeAll(async () => {
  // the first parcel's receivers: present, absent, present
  t = await setupTrips(
    { dropoffFailureRate: DROPOFF_RATE },
    scriptedDropoffs(7, [false, true, false], DROPOFF_RATE),
  );
  demo = await login(t.app, 'demo@trayecto.test');
  otra = await login(t.app, 'otra@trayecto.test');
  imageId = await upload(demo.token);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('parcels', () => {
  it('sends a parcel to three receivers: PINs by SMS, driven stop by stop, one absent: Partially completed, proof and charge line by line', async () => {
    const res = await post(demo.token, '/api/corporate/parcels', body());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      status: 'waiting',
      vehicle: 'motorcycle',
      service_type_id: 'moto',
      size: 'S',
      weight_kg: 1.5,
      payer: 'corporate',
      sender: { type: 'corporate', name: 'Recepción Ávila' },
    });
    expect(created.unique_id).toMatch(/^EN-/);
    expect(created.stops.map((s: { role: string; name: string }) => [s.role, s.name])).toEqual([
      ['pickup', 'Recepción Ávila'],
      ['dropoff', 'Receptor Uno'],
      ['dropoff', 'Receptor Dos'],
      ['dropoff', 'Receptor Tres'],
    ]);
    expect(created.stops[1].instructions).toBe('Tocar el timbre dos veces');
    // each receiver got a PIN of 4 digits and a tracking link, and the API never shows the PIN
    const stored = await t.handle.db
      .select()
      .from(orderStops)
      .where(eq(orderStops.orderId, created._id));
    const sms = await t.handle.db.select().from(smsOutbox);
    for (const stop of stored.filter((s) => s.role === 'dropoff')) {
      expect(stop.pin).toMatch(/^\d{4}$/);
      const text = sms.find((m) => m.to === stop.contactPhone)!.text;
      expect(text).toContain(stop.pin!);
      // a link a phone can open: the panel's public address, not a path
      const token = stopLinkToken(t.app.deps.config.linkTokenKey, stop.orderId, stop.seq);
      // the outbox keeps a marker; the relay writes the token in as it posts (sms-sender.test.ts)
      expect(text).toContain(
        `${t.app.deps.config.publicUrl}/parcel-track/${stopLinkMarker(stop.seq)}`,
      );
      expect(text).not.toContain(token);
      // the database keeps the token's hash, never the token
      expect(stop.trackingTokenHash).toBe(hashToken(token));
      expect(text).toMatch(/ https?:\/\//);
    }
    expect(JSON.stringify(created)).not.toMatch(/"pin"/);
    // no courier before one is assigned
    expect(created.driver).toBeNull();

    const id = created._id as string;
    await runUntil(
      t,
      async () => (await statusOf(t, id)) === 'partially_completed',
      4 * 3_600_000,
      5_000,
    );
    const detail = (await get(demo.token, `/api/corporate/parcels/${id}`)).json().data;
    expect(detail.stops.map((s: { status: string }) => s.status)).toEqual([
      'completed',
      'completed',
      'failed',
      'completed',
    ]);
    expect(detail.stops.map((s: { pin_verified: boolean }) => s.pin_verified)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(detail.stops[2].failure_reason).toBe('receiver_absent');
    // the company sees who carried it, as the receiver does: name, vehicle and plate
    const [carried] = await t.handle.db.select().from(trips).where(eq(trips.id, id));
    const track = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/parcel-track/${detail.stops.find((x: { role: string }) => x.role === 'dropoff')!.tracking_token!}`,
      })
    ).json().data;
    expect(detail.driver).toMatchObject({
      _id: carried!.driver!.id,
      name: carried!.driver!.name,
      first_name: track.courier.first_name,
      photo_url: track.courier.photo_url,
      vehicle: { plate: track.courier.plate },
    });
    expect(`${detail.driver.vehicle.brand} ${detail.driver.vehicle.model}`).toBe(
      track.courier.vehicle,
    );
    // the courier photographed each delivery (none for the absent receiver): a PNG the company
    // can open, and no one else
    const photos = detail.stops.map((s: { proof_photo_id: string | null }) => s.proof_photo_id);
    expect(photos[0]).toBeNull();
    expect(photos[2]).toBeNull();
    for (const photoId of [photos[1], photos[3]]) {
      expect(photoId).toEqual(expect.any(String));
      const photo = await get(demo.token, `/api/corporate/uploads/${photoId}`);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect((await get(otra.token, `/api/corporate/uploads/${photoId}`)).statusCode).toBe(404);
    }

    // the charge: the fare driven with the size's surcharge, and one return fee for the absent
    const [order] = await t.handle.db.select().from(trips).where(eq(trips.id, id));
    const lines = detail.charge_lines as {
      kind: string;
      stop_index: number | null;
      amount: number;
    }[];
    expect(lines.map((l) => [l.kind, l.stop_index])).toEqual([
      ['fare', null],
      ['return_fee', 2],
    ]);
    const total = Math.round(lines.reduce((sum, l) => sum + l.amount * 100, 0));
    expect(total).toBe(order!.finalFareCents);
    expect(detail.final_fare * 100).toBeCloseTo(order!.finalFareCents!, 5);
    const fee = parcelChargeCents({ fareCents: 1000, size: 'S', dropoffs: 3, failed: 1 });
    expect(fee.returnFeePerStopCents).toBeGreaterThan(0);
    // the hold was posted once
    const holds = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.referenceType, 'trip'), eq(ledgerHolds.referenceId, id)));
    expect(holds.map((h) => h.status)).toEqual(['posted']);
    // booked as a parcel charge: its origin, its filter, its label in the CSV, not a trip's
    const ops = async (kind: string) =>
      (await get(demo.token, `/api/corporate/wallet/operations?kind=${kind}&limit=100`))
        .json()
        .data.operations.filter((o: { description: string }) =>
          o.description.startsWith(created.unique_id),
        );
    const charged = await ops('parcel_charge');
    expect(charged.map((o: { origin: string; amount: number }) => [o.origin, o.amount])).toEqual([
      ['parcel_charge', -order!.finalFareCents! / 100],
    ]);
    expect(await ops('trip_charge')).toEqual([]);
    const csv = await get(
      demo.token,
      '/api/corporate/wallet/operations?kind=parcel_charge&format=csv',
    );
    expect(csv.body.split('\n').find((l) => l.includes(created.unique_id))).toContain(
      'Cobro de envío',
    );

    // in the parcels' history, not in the running list, never in the trips' history
    const history = (await get(demo.token, '/api/corporate/parcels?scope=history')).json().data;
    expect(history.parcels.map((p: { _id: string }) => p._id)).toContain(id);
    const running = (await get(demo.token, '/api/corporate/parcels?scope=running')).json().data;
    expect(running.parcels.map((p: { _id: string }) => p._id)).not.toContain(id);
    const tripsHistory = (await get(demo.token, '/api/corporate/trips?scope=history&limit=100'))
      .json()
      .data.trips.map((x: { _id: string }) => x._id);
    expect(tripsHistory).not.toContain(id);
    expect((await get(demo.token, `/api/corporate/trips/${id}`)).statusCode).toBe(404);
  }, 240_000);

  it('estimates a parcel before it is sent: the vehicle its size and weight call for, and the fare held', async () => {
    const estimate = (change: Record<string, unknown>) =>
      post(demo.token, '/api/corporate/parcels/estimate', {
        pickup: plazaBolivar,
        receivers: receivers(2).map((r) => ({ place: r.place })),
        size: 'M',
        weight_kg: 10,
        ...change,
      });
    const moto = await estimate({});
    expect(moto.statusCode, moto.body).toBe(200);
    expect(moto.json().data).toMatchObject({ vehicle: 'motorcycle', service_type_id: 'moto' });
    const car = await estimate({ weight_kg: 10.01 });
    expect(car.json().data).toMatchObject({ vehicle: 'car', service_type_id: 'economy' });
    // the surcharge of a bigger box is in the fare
    const xl = (await estimate({ size: 'XL', weight_kg: 10.01 })).json().data;
    expect(xl.fare).toBeCloseTo(
      car.json().data.fare + xl.size_surcharge - car.json().data.size_surcharge,
      2,
    );
    expect((await estimate({ weight_kg: 20.01, size: 'XL' })).json().error_code).toBe(
      'parcel_too_heavy',
    );
    expect(
      (await estimate({ receivers: receivers(6).map((r) => ({ place: r.place })) })).json()
        .error_code,
    ).toBe('max_stops');
    // and what it says is what creating the same parcel holds
    const created = await post(
      demo.token,
      '/api/corporate/parcels',
      body({ receivers: receivers(2), size: 'M', weight_kg: 10 }),
    );
    expect(created.json().data.estimated_fare).toBe(moto.json().data.fare);
  }, 120_000);

  it('refuses every bad input with its code, in the caller language, and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ details: 'x'.repeat(PARCEL_DETAILS_MAX + 1) }, 400, 'too_long'],
      [{ weight_kg: 20.01, size: 'XL' }, 422, 'parcel_too_heavy'],
      [{ weight_kg: 5, size: 'XL' }, -1, ''],
      [{ receivers: [{ ...receivers(1)[0], phone: '412555011' }] }, 400, 'phone_digits'],
      [{ receivers: receivers(PARCEL_MAX_DROPOFFS + 1) }, 400, 'max_stops'],
      [{ receivers: [] }, 400, 'field_required'],
      [
        { scheduled_at: new Date(t.clock.now().getTime() + 14 * 60_000).toISOString() },
        400,
        'scheduled_too_soon',
      ],
      [{ prohibited_ack: false }, 400, 'prohibited_ack_required'],
      [
        { declared_value: PARCEL_DECLARED_VALUE_MAX_CENTS / 100 + 0.01 },
        400,
        'declared_value_too_high',
      ],
      [{ image_id: crypto.randomUUID() }, 422, 'parcel_image_not_found'],
      [{ image_id: undefined }, 400, 'image_required'],
      [{ size: 'XXL' }, 400, 'validation_error'],
    ];
    for (const [change, status, code] of cases) {
      if (status === -1) continue; // a fitting XL parcel (car) is no error: checked below
      const res = await post(demo.token, '/api/corporate/parcels', body(change), 'ar');
      expect(res.statusCode, `${JSON.stringify(change).slice(0, 80)}: ${res.body}`).toBe(status);
      expect(res.json().error_code).toBe(code);
      // in Arabic, every placeholder filled
      const message = res.json().message as string;
      expect(message).toMatch(/[\u0600-\u06FF]/);
      expect(message).not.toContain('{{');
      const template = ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES].ar;
      expect(message.startsWith(template.split('{{')[0]!)).toBe(true);
    }
    // the spec's words, in English
    const tooMany = await post(
      demo.token,
      '/api/corporate/parcels',
      body({ receivers: receivers(6) }),
    );
    expect(tooMany.json().message).toBe("You've reached the maximum of allowed stops");
    // another company's collaborator as the sender: no such collaborator here
    const [stranger] = await t.handle.db
      .select()
      .from(corporates)
      .where(eq(corporates.id, otra._id));
    const hers = await collaborator(t, stranger!.id);
    const foreign = await post(
      demo.token,
      '/api/corporate/parcels',
      body({ sender: { type: 'payroll', user_id: hers.id } }),
    );
    expect(foreign.statusCode, foreign.body).toBe(404);
    // a collaborator without balance cannot pay
    const broke = await collaborator(t, demo._id, { active: true });
    const poor = await post(
      demo.token,
      '/api/corporate/parcels',
      body({ sender: { type: 'payroll', user_id: broke.id } }),
    );
    expect([422, 409]).toContain(poor.statusCode);
    expect(poor.json().error_code).toBe('insufficient_balance');
    expect(await counts()).toEqual(before);
  }, 240_000);

  it('cancels with a reason before pickup (the hold voided) and refuses after it with "Error cancelling parcel"', async () => {
    const res = await post(demo.token, '/api/corporate/parcels', body({ receivers: receivers(1) }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    const noReason = await post(demo.token, `/api/corporate/parcels/${id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    const cancelled = await post(demo.token, `/api/corporate/parcels/${id}/cancel`, {
      reason_id: 'booked_by_mistake',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled_by_user',
      cancel_reason_id: 'booked_by_mistake',
    });
    const [hold] = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.referenceType, 'trip'), eq(ledgerHolds.referenceId, id)));
    expect(hold!.status).toBe('voided');

    const next = await post(
      demo.token,
      '/api/corporate/parcels',
      body({ receivers: receivers(1) }),
    );
    const started = next.json().data._id as string;
    await runUntil(t, async () => (await statusOf(t, started)) === 'started', 3_600_000, 5_000);
    const late = await post(demo.token, `/api/corporate/parcels/${started}/cancel`, {
      reason_id: 'other',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error_code: 'parcel_cancel_error',
      message: 'Error cancelling parcel',
    });
    expect(await statusOf(t, started)).toBe('started');
  }, 240_000);

  it('keeps each company to its own parcels, each receiver to their own stop, and needs the shipments feature', async () => {
    const res = await post(demo.token, '/api/corporate/parcels', body());
    const parcel = res.json().data;
    // a company without shipments: 403 on every parcel route
    expect((await get(otra.token, '/api/corporate/parcels')).statusCode).toBe(403);
    // with shipments on, another company's parcel does not exist for it
    await t.handle.db
      .update(corporates)
      .set({ isActiveShipments: true })
      .where(eq(corporates.id, otra._id));
    expect((await get(otra.token, `/api/corporate/parcels/${parcel._id}`)).statusCode).toBe(404);
    const cancel = await post(otra.token, `/api/corporate/parcels/${parcel._id}/cancel`, {
      reason_id: 'other',
    });
    expect(cancel.statusCode).toBe(404);
    expect(
      (await get(otra.token, '/api/corporate/parcels?scope=running')).json().data.parcels,
    ).toEqual([]);
    // her upload is not his image
    const theirImage = await upload(otra.token);
    const borrowed = await post(
      demo.token,
      '/api/corporate/parcels',
      body({ image_id: theirImage }),
    );
    expect(borrowed.json().error_code).toBe('parcel_image_not_found');

    // the tracking link shows that receiver's stop only, never costs or other receivers
    const token = parcel.stops[2].tracking_token as string;
    const track = await t.app.inject({ method: 'GET', url: `/api/public/parcel-track/${token}` });
    expect(track.statusCode, track.body).toBe(200);
    const seen = track.json().data;
    expect(seen.stop).toMatchObject({ index: 2, name: 'Receptor Dos' });
    const text = JSON.stringify(seen);
    for (const hidden of ['Receptor Uno', 'Receptor Tres', 'fare', 'Recepción Ávila', '4125550110'])
      expect(text).not.toContain(hidden);
    const none = await t.app.inject({ method: 'GET', url: '/api/public/parcel-track/nope' });
    expect(none.statusCode).toBe(404);
  }, 240_000);
});
