import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { WEBHOOK_EVENT_TYPES } from '@trayecto/contracts';
import { orderStops, tripEvents, trips } from '@trayecto/db';
import { auth, login } from '../../../test/helpers.ts';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';
import { parcelBody, PNG } from '../parcels/parcels-test-helpers.ts';
import {
  altamira,
  newKey,
  plazaBolivar,
  runUntil,
  settle,
  setupTrips,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';

// A company's system books a trip and a parcel with its API key and hears every event of both
// at its endpoint, each signed with the endpoint's secret: created, every status change, every
// stop, the parcel's proof; what it hears is what the order core stored, in order.

let t: TripsContext;
let receiver: WebhookReceiver;
let secret: string;
let apiKey: string;
beforeAll(async () => {
  t = await setupTrips({}, 7, { WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  receiver = await startWebhookReceiver();
  const owner = (await login(t.app, 'demo@trayecto.test')).token;
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/corporate/webhooks',
    headers: auth(owner),
    payload: { url: receiver.url, events: [...WEBHOOK_EVENT_TYPES] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
  secret = hook.json().secret;
  receiver.secrets = [secret];
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/corporate/api-keys',
    headers: auth(owner),
    payload: { name: 'Tienda en línea', scopes: ['orders:read', 'trips:write', 'parcels:write'] },
  });
  expect(key.statusCode, key.body).toBe(201);
  apiKey = key.json().secret;
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const book = (url: string, payload: unknown) =>
  settle(
    t,
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': newKey() },
    }),
  );

const finished = async (id: string) => {
  const [row] = await t.handle.db.select().from(trips).where(eq(trips.id, id));
  return ['completed', 'partially_completed', 'cancelled_by_provider', 'no_driver'].includes(
    row!.status,
  );
};

describe('webhooks of orders booked with an API key', () => {
  it('delivers every event of a trip and of a parcel, signed, as the order core stored them', async () => {
    const trip = await book('/api/corporate/trips', {
      passenger: { type: 'guest', name: 'Huésped Webhook', phone: '4141234567' },
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: 'economy',
    });
    expect(trip.statusCode, trip.body).toBe(201);
    const tripId = trip.json().data._id as string;
    // the key uploads the parcel's photo as the company does (parcels:write)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/parcels/images',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const imageId = upload.json().data.image_id as string;
    const parcel = await book('/api/corporate/parcels', parcelBody(imageId));
    expect(parcel.statusCode, parcel.body).toBe(201);
    const parcelId = parcel.json().data._id as string;

    await runUntil(t, async () => (await finished(tripId)) && (await finished(parcelId)));
    await t.app.trips.idle();
    await t.app.webhooks.relay.sweepNow();

    for (const [orderId, kind] of [
      [tripId, 'ride'],
      [parcelId, 'parcel'],
    ] as const) {
      const heard = receiver.received.filter((r) => r.payload.data.order_id === orderId);
      // every one signed by the endpoint's secret, each webhook-id once
      for (const r of heard) expect(r.signedBy, r.payload.type).toEqual([secret]);
      expect(new Set(heard.map((r) => r.id)).size).toBe(heard.length);
      expect(heard.filter((r) => r.payload.type === 'order.created')).toHaveLength(1);
      expect(heard[0]!.payload).toMatchObject({ type: 'order.created', data: { kind } });

      // each status the order went through after its hand-over, in order
      const events = await t.handle.db
        .select()
        .from(tripEvents)
        .where(eq(tripEvents.tripId, orderId))
        .orderBy(asc(tripEvents.id));
      const statuses = events.map((e) => e.status);
      const changes = statuses.filter((s, i) => i > 0 && s !== statuses[i - 1]);
      expect(
        heard
          .filter((r) => r.payload.type === 'order.status_changed')
          .map((r) => r.payload.data.status),
      ).toEqual(changes);

      // each stop's arrival and outcome
      const stops = await t.handle.db
        .select()
        .from(orderStops)
        .where(and(eq(orderStops.orderId, orderId)));
      const stopEvents = heard.filter((r) => r.payload.type.startsWith('order.stop.'));
      for (const stop of stops) {
        const told = stopEvents
          .filter((r) => r.payload.data.stop_index === stop.seq)
          .map((r) => r.payload.data.status);
        expect(told.at(-1), `stop ${stop.seq}`).toBe(stop.status);
      }
      const proof = heard.filter((r) => r.payload.type === 'order.proof_ready');
      expect(proof).toHaveLength(kind === 'parcel' ? 1 : 0);
    }
  }, 300_000);
});
