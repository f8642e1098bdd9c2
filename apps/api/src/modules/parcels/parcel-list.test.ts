import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMN_LABELS, ERROR_MESSAGES } from '@trayecto/contracts';
import { corporates, trips } from '@trayecto/db';
import { auth, login, type TestContext } from '../../../test/helpers.ts';
import { newKey, runUntil, settle, setupTrips, statusOf } from '../trips/trips-test-helpers.ts';
import { PARCEL_CSV_COLUMNS } from './parcel-list.service.ts';
import { parcelBody, parcelReceivers, uploadParcelImage } from './parcels-test-helpers.ts';

// The parcel history as a list (issue 8): totals over the whole filtered list, filters, and the
// CSV export in the caller's language; bad queries refused; another company's list is its own.

let t: TestContext;
let demo: { token: string; _id: string };
let otra: { token: string; _id: string };
let delivered: { _id: string; unique_id: string };
let cancelled: { _id: string; unique_id: string };

const get = (token: string, url: string, lang = 'es') =>
  settle(
    t,
    t.app.inject({ method: 'GET', url, headers: { ...auth(token), 'accept-language': lang } }),
  );
const post = (token: string, url: string, payload: object) =>
  settle(
    t,
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...auth(token), 'idempotency-key': newKey() },
    }),
  );

beforeAll(async () => {
  t = await setupTrips({ dropoffFailureRate: 0 });
  demo = await login(t.app, 'demo@trayecto.test');
  otra = await login(t.app, 'otra@trayecto.test');
  const imageId = await uploadParcelImage(t, demo.token);
  const one = parcelBody(imageId, { receivers: parcelReceivers(1) });
  delivered = (await post(demo.token, '/api/corporate/parcels', one)).json().data;
  await runUntil(t, async () => (await statusOf(t, delivered._id)) === 'completed');
  const big = parcelBody(imageId, { receivers: parcelReceivers(2), size: 'M', weight_kg: 8 });
  cancelled = (await post(demo.token, '/api/corporate/parcels', big)).json().data;
  const res = await post(demo.token, `/api/corporate/parcels/${cancelled._id}/cancel`, {
    reason_id: 'other',
  });
  expect(res.statusCode, res.body).toBe(200);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('the parcel history', () => {
  it('gives the totals of the whole filtered list on its first page, and filters by size and text', async () => {
    const [charged] = await t.handle.db
      .select({ cents: trips.finalFareCents })
      .from(trips)
      .where(eq(trips.id, delivered._id));
    expect(charged!.cents).toBeGreaterThan(0);

    const all = (await get(demo.token, '/api/corporate/parcels?scope=history&limit=1')).json();
    expect(all.data.parcels).toHaveLength(1);
    expect(all.data.totals).toEqual({ count: 2, amount: charged!.cents! / 100 });
    // a later page keeps what the first one said: no totals
    const next = await get(
      demo.token,
      `/api/corporate/parcels?scope=history&limit=1&cursor=${all.data.next_cursor as string}`,
    );
    expect(next.json().data.totals).toBeNull();
    expect(next.json().data.parcels).toHaveLength(1);

    const sizeM = (await get(demo.token, '/api/corporate/parcels?scope=history&size=M')).json();
    expect(sizeM.data.parcels.map((p: { _id: string }) => p._id)).toEqual([cancelled._id]);
    expect(sizeM.data.totals).toEqual({ count: 1, amount: 0 });
    const byName = await get(demo.token, '/api/corporate/parcels?scope=history&q=receptor%20dos');
    expect(byName.json().data.parcels.map((p: { _id: string }) => p._id)).toEqual([cancelled._id]);
    const running = (await get(demo.token, '/api/corporate/parcels?scope=running')).json();
    expect(running.data.totals).toBeNull();
  });

  it('exports the whole list as CSV in the caller language, one row per parcel', async () => {
    const res = await get(demo.token, '/api/corporate/parcels?scope=history&format=csv', 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="envios-history.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(PARCEL_CSV_COLUMNS.map((c) => CSV_COLUMN_LABELS[c].fr).join(','));
    expect(lines).toHaveLength(3);
    const cells = (id: string) => lines.find((l) => l.startsWith(id))!.split(',');
    const done = cells(delivered.unique_id);
    const col = (name: (typeof PARCEL_CSV_COLUMNS)[number]) => PARCEL_CSV_COLUMNS.indexOf(name);
    expect(done[col('status')]).toBe('Terminé');
    expect(done[col('delivered')]).toBe('1/1');
    expect(done[col('receivers')]).toBe('Receptor Uno');
    const off = cells(cancelled.unique_id);
    expect(off[col('receivers')]).toBe('Receptor Uno | Receptor Dos');
    expect(off[col('weight_kg')]).toBe('8.0');
    expect(off[col('final_fare_usd')]).toBe('');
  });

  it('finds parcels for the top-bar search by id (with or without EN-), sender or receiver', async () => {
    const search = async (q: string) =>
      (await get(demo.token, `/api/corporate/parcels/search?q=${encodeURIComponent(q)}`)).json()
        .data.parcels as Array<{ _id: string; receivers: string[]; sender_name: string }>;
    const byReceiver = await search('receptor dos');
    expect(byReceiver.map((p) => p._id)).toEqual([cancelled._id]);
    expect(byReceiver[0]).toMatchObject({
      receivers: ['Receptor Uno', 'Receptor Dos'],
      sender_name: 'Recepción Ávila',
      status: 'cancelled_by_user',
    });
    const code = delivered.unique_id.replace(/^EN-/, '');
    expect((await search(code)).map((p) => p._id)).toEqual([delivered._id]);
    expect((await search(delivered.unique_id.toLowerCase())).map((p) => p._id)).toEqual([
      delivered._id,
    ]);
    expect((await search('Ávila')).map((p) => p._id).sort()).toEqual(
      [delivered._id, cancelled._id].sort(),
    );
    expect(await search('nadie se llama así')).toEqual([]);
    // a pattern's wildcards are text, not wildcards
    expect(await search('%')).toEqual([]);
    const empty = await get(demo.token, '/api/corporate/parcels/search?q=%20', 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_code).toBe('field_required');
  });

  it('refuses a bad query with its code, and keeps another company to its own list', async () => {
    for (const query of ['format=xml', 'totals=maybe', 'size=XXL', 'cursor=%%%', 'limit=0']) {
      const res = await get(demo.token, `/api/corporate/parcels?scope=history&${query}`, 'en');
      expect(res.statusCode, query).toBe(400);
      const { error_code, message } = res.json();
      expect(error_code, query).toBeTruthy();
      expect(
        Object.values(ERROR_MESSAGES).some((m) => m.en === message),
        query,
      ).toBe(true);
    }
    // without shipments, the export and the search are refused as the list is
    expect((await get(otra.token, '/api/corporate/parcels?format=csv')).statusCode).toBe(403);
    expect((await get(otra.token, '/api/corporate/parcels/search?q=EN')).statusCode).toBe(403);
    await t.handle.db
      .update(corporates)
      .set({ isActiveShipments: true })
      .where(eq(corporates.id, otra._id));
    const theirs = (await get(otra.token, '/api/corporate/parcels?scope=history')).json();
    expect(theirs.data).toMatchObject({ parcels: [], totals: { count: 0, amount: 0 } });
    const csv = await get(otra.token, '/api/corporate/parcels?scope=history&format=csv');
    expect(csv.body).not.toContain(delivered.unique_id);
    const found = await get(otra.token, `/api/corporate/parcels/search?q=${delivered.unique_id}`);
    expect(found.json().data.parcels).toEqual([]);
  });
});
