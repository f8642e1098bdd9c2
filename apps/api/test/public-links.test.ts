import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessage,
  LANGUAGES,
  PUBLIC_LINK_TTL_AFTER_END_MS,
  type Language,
} from '@trayecto/contracts';
import { orderStops, trips } from '@trayecto/db';
import { hashToken, stopLinkToken } from '../src/lib/link-tokens.ts';
import { publicRateLimit } from '../src/plugins/security.ts';
import {
  parcelBody,
  parcelReceivers,
  uploadParcelImage,
} from '../src/modules/parcels/parcels-test-helpers.ts';
import {
  altamira,
  loginDemo,
  plazaBolivar,
  settle,
  setupTrips,
  tripsApi,
  type TripsContext,
} from '../src/modules/trips/trips-test-helpers.ts';
import { freshIp } from './helpers.ts';
import { operationsOf } from './malformed-inputs.ts';

// The public order links (the passenger's trip, a receiver's parcel): the database keeps only
// their tokens' hashes; a link works PUBLIC_LINK_TTL_AFTER_END_MS after its order ended and then
// answers 410 link_expired with nothing of the order; every public route that takes a token is
// limited per address (429 rate_limited with Retry-After), found in the OpenAPI document.

let t: TripsContext;
let token: string;
const guest = { type: 'guest', name: 'Pasajera Enlace', phone: '4125550888' } as const;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 20 });
  token = (await loginDemo(t)).token;
});
afterAll(() => t?.close());

const get = (url: string, lang: Language = 'es') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': lang },
    remoteAddress: freshIp(),
  });

/** How many rows of any table hold `text` anywhere in them. */
async function rowsHolding(text: string): Promise<string[]> {
  const tables = (
    (await t.handle.db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows.map((r) => r.name);
  const found: string[] = [];
  for (const name of tables) {
    const res = (await t.handle.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} t where strpos(t::text, ${text}) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if (res.rows[0]!.n > 0) found.push(name);
  }
  return found;
}

/** The answer of an ended link carries its code and message, and nothing of the order. */
function expectExpired(
  res: Awaited<ReturnType<typeof get>>,
  lang: Language,
  personal: readonly string[],
) {
  expect(res.statusCode, res.body).toBe(410);
  const body = res.json();
  expect(body).toEqual({
    error_code: 'link_expired',
    message: errorMessage('link_expired', lang, {
      hours: PUBLIC_LINK_TTL_AFTER_END_MS / HOUR,
    }),
  });
  for (const leak of personal) expect(res.body).not.toContain(leak);
}

describe('public order links', () => {
  it('a trip link: only its hash is stored; open until the window after its end, then 410 with no personal data', async () => {
    const api = tripsApi(t, token);
    const created = await api.create({
      passenger: guest,
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: 'economy',
    });
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json().data;
    const link: string = trip.share_token;
    expect(link).toMatch(/^[\w-]{24}$/);
    // no table holds the token itself; the trip holds its hash
    expect(await rowsHolding(link)).toEqual([]);
    const [row] = await t.handle.db.select().from(trips).where(eq(trips.id, trip._id));
    expect(row!.shareTokenHash).toBe(hashToken(link));

    const open = await get(`/api/public/trip-info/${link}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.unique_id).toBe(trip.unique_id);

    const cancel = await api.post(`/api/corporate/trips/${trip._id}/cancel`, {
      reason_id: 'other',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const now = t.clock.now().getTime();
    const endAt = async (ago: number) =>
      t.handle.db
        .update(trips)
        .set({ cancelledAt: new Date(now - ago) })
        .where(eq(trips.id, trip._id));
    await endAt(PUBLIC_LINK_TTL_AFTER_END_MS - HOUR);
    expect((await get(`/api/public/trip-info/${link}`)).statusCode).toBe(200);

    await endAt(PUBLIC_LINK_TTL_AFTER_END_MS + HOUR);
    const personal = [
      trip.unique_id,
      plazaBolivar.address,
      altamira.address,
      guest.name,
      ...(row!.driver ? [row!.driver.firstName, row!.driver.vehicle.plate] : []),
    ];
    for (const lang of LANGUAGES)
      expectExpired(await get(`/api/public/trip-info/${link}`, lang), lang, personal);
    // a link never issued is still unknown, not expired
    expect((await get(`/api/public/trip-info/${link.slice(0, -2)}xx`)).statusCode).toBe(404);
  });

  it('a parcel link: each receiver’s hash stored; 410 link_expired with no personal data after the window', async () => {
    const imageId = await uploadParcelImage(t, token);
    const created = await settle(
      t,
      t.app.inject({
        method: 'POST',
        url: '/api/corporate/parcels',
        headers: { 'access-token': token, 'idempotency-key': `links-${Date.now()}` },
        payload: parcelBody(imageId, { receivers: parcelReceivers(2) }),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const parcel = created.json().data;
    const stops = await t.handle.db
      .select()
      .from(orderStops)
      .where(eq(orderStops.orderId, parcel._id));
    const dropoffs = stops.filter((s) => s.role === 'dropoff');
    expect(dropoffs).toHaveLength(2);
    for (const stop of dropoffs) {
      const link = stopLinkToken(t.config.linkTokenKey, parcel._id, stop.seq);
      expect(stop.trackingTokenHash).toBe(hashToken(link));
      expect(await rowsHolding(link)).toEqual([]);
      expect(parcel.stops.find((s: { index: number }) => s.index === stop.seq).tracking_token).toBe(
        link,
      );
    }
    const link = stopLinkToken(t.config.linkTokenKey, parcel._id, dropoffs[0]!.seq);
    expect((await get(`/api/public/parcel-track/${link}`)).statusCode).toBe(200);

    const cancel = await settle(
      t,
      t.app.inject({
        method: 'POST',
        url: `/api/corporate/parcels/${parcel._id}/cancel`,
        headers: { 'access-token': token },
        payload: { reason_id: 'booked_by_mistake' },
      }),
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.handle.db
      .update(trips)
      .set({ cancelledAt: new Date(t.clock.now().getTime() - PUBLIC_LINK_TTL_AFTER_END_MS - HOUR) })
      .where(eq(trips.id, parcel._id));
    const personal = [
      parcel.unique_id,
      dropoffs[0]!.contactName!,
      dropoffs[0]!.address,
      dropoffs[0]!.contactPhone!,
    ];
    for (const lang of LANGUAGES)
      expectExpired(await get(`/api/public/parcel-track/${link}`, lang), lang, personal);
  });

  it('limits every public route that takes a token per address: 429 rate_limited with Retry-After', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ops = operationsOf(doc).filter((op) => op.path.includes('{token}'));
    // the trip and parcel links, the approval links, the invitations
    expect(ops.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/public/trip-info/{token}',
        'GET /api/public/parcel-track/{token}',
        'GET /api/public/approvals/{token}',
      ]),
    );
    const unlimited: string[] = [];
    for (const op of ops) {
      const ip = freshIp();
      const call = () =>
        t.app.inject({
          method: op.method as 'GET',
          url: op.path.replace('{token}', 'nope-not-a-link-token'),
          headers: { 'accept-language': 'fr' },
          remoteAddress: ip,
          ...(op.method === 'GET' ? {} : { payload: {} }),
        });
      for (let i = 0; i < publicRateLimit.max; i++) await call();
      const res = await call();
      const body = res.json();
      if (
        res.statusCode !== 429 ||
        body.error_code !== 'rate_limited' ||
        body.message !== errorMessage('rate_limited', 'fr') ||
        !(Number(res.headers['retry-after']) > 0)
      )
        unlimited.push(`${op.method} ${op.path}: ${res.statusCode} ${body.error_code}`);
    }
    expect(unlimited).toEqual([]);
  });
});
