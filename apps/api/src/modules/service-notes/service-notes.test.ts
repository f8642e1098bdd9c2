import { randomUUID } from 'node:crypto';
import { eq, gte } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_NOTES_BUNDLE_MAX,
  toBolivares,
  zonedDateString,
  zonedDayStart,
  type Parcel,
  type ServiceNote,
  type Trip,
} from '@trayecto/contracts';
import { corporates, exchangeRates, trips } from '@trayecto/db';
import { login, type TestContext } from '../../../test/helpers.ts';
import { seedDemoTrips } from '../../seed/seed-trips.ts';
import { parcelBody, parcelReceivers, uploadParcelImage } from '../parcels/parcels-test-helpers.ts';
import {
  altamira,
  plazaBolivar,
  runUntil,
  scriptedDropoffs,
  setupTrips,
  statusOf,
  tripsApi,
} from '../trips/trips-test-helpers.ts';

// Service notes (issue 11 part 6) of a ride with a promo code and of a parcel with a failed
// drop-off, both driven to their end on the test clock by the simulated provider: the note's
// words and money (fare, discount, fees, total, bolívares at the completion day's BCV rate), its
// PDF read back, another company's order and an unfinished one refused, the month's bundle
// against the history's own totals, and the month's rules.

const DROPOFF_RATE = 0.5;
/** The BCV rate in force from the test's start: the completion day's. */
const RATE = 250.123456;
/** A rate that starts a month later: never the note's. */
const LATER_RATE = 999.5;

let t: TestContext;
let demo: { token: string; _id: string };
let otra: { token: string; _id: string };
let master: { token: string };
let ride: Trip;
let parcel: Parcel;
let scheduled: Trip;
let companyName: string;

/** The text each page of a PDF draws with the standard fonts (WinAnsi hex strings, Tj). */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    return streams
      .map((ref) => {
        const stream = page.doc.context.lookup(ref as never);
        const raw = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : null;
        const ops = raw ? Buffer.from(raw).toString('latin1') : '';
        return [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
          .map((m) => new TextDecoder('windows-1252').decode(Buffer.from(m[1]!, 'hex')))
          .join('\n');
      })
      .join('\n');
  });
}

const get = (token: string, url: string, lang = 'en') => tripsApi(t, token, lang).get(url);
const note = (token: string, id: string, lang = 'en') =>
  get(token, `/api/corporate/service-notes/${id}`, lang);
const bundle = (token: string, query: string, lang = 'en') =>
  get(token, `/api/corporate/service-notes/bundle.pdf?${query}`, lang);
const usd = (value: number) => `$${value.toFixed(2)}`;
const bs = (value: number) =>
  `Bs. ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** YYYY-MM of an instant in Caracas (the demo company's time zone). */
const monthOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Caracas',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date(iso));

beforeAll(async () => {
  // the parcel's receivers: present, then absent
  t = await setupTrips(
    { dropoffFailureRate: DROPOFF_RATE },
    scriptedDropoffs(7, [false, true], DROPOFF_RATE),
  );
  const now = t.clock.now();
  // the seed's promo codes and past trips (completed ones of this month too)
  await seedDemoTrips(t.handle.db, now);
  // today's rate is RATE from now on: it replaces the seeded one (one rate per day)
  await t.handle.db
    .delete(exchangeRates)
    .where(gte(exchangeRates.effectiveAt, zonedDayStart(zonedDateString(now))));
  await t.handle.db.insert(exchangeRates).values([
    { currency: 'VES', rate: String(RATE), effectiveAt: now },
    {
      currency: 'VES',
      rate: String(LATER_RATE),
      effectiveAt: new Date(now.getTime() + 30 * 86_400_000),
    },
  ]);
  demo = await login(t.app, 'demo@trayecto.test');
  otra = await login(t.app, 'otra@trayecto.test');
  master = await login(t.app, 'master@trayecto.test');
  companyName = (
    await t.handle.db
      .select({ name: corporates.name })
      .from(corporates)
      .where(eq(corporates.id, demo._id))
  )[0]!.name;
  const api = tripsApi(t, demo.token);

  const rideRes = await api.create({
    passenger: { type: 'guest', name: 'Invitada Nota', phone: '4141234567' },
    origin: plazaBolivar,
    destination: altamira,
    service_type_id: 'economy',
    promo_code: 'TRAYECTO5',
  });
  expect(rideRes.statusCode, rideRes.body).toBe(201);
  const rideId = rideRes.json().data._id as string;

  const imageId = await uploadParcelImage(t, demo.token);
  const parcelRes = await api.post(
    '/api/corporate/parcels',
    parcelBody(imageId, { receivers: parcelReceivers(2), size: 'M' }),
    { 'idempotency-key': randomUUID() },
  );
  expect(parcelRes.statusCode, parcelRes.body).toBe(201);
  const parcelId = parcelRes.json().data._id as string;

  const scheduledRes = await api.create({
    passenger: { type: 'guest', name: 'Invitado Futuro', phone: '4141234568' },
    origin: plazaBolivar,
    destination: altamira,
    service_type_id: 'economy',
    scheduled_at: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
  });
  expect(scheduledRes.statusCode, scheduledRes.body).toBe(201);
  scheduled = scheduledRes.json().data;

  await runUntil(
    t,
    async () =>
      (await statusOf(t, rideId)) === 'completed' &&
      (await statusOf(t, parcelId)) === 'partially_completed',
    4 * 3_600_000,
    5_000,
  );
  ride = (await api.get(`/api/corporate/trips/${rideId}`)).json().data;
  parcel = (await api.get(`/api/corporate/parcels/${parcelId}`)).json().data;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('the note of a completed trip', () => {
  it('says who, when, where and what was charged, in dollars and in bolívares at the day’s rate', async () => {
    const res = await note(demo.token, ride._id);
    expect(res.statusCode, res.body).toBe(200);
    const n = res.json().data as ServiceNote;
    expect(n).toMatchObject({
      number: `NS-${ride.unique_id}`,
      order_id: ride._id,
      unique_id: ride.unique_id,
      kind: 'ride',
      status: 'completed',
      person: { role: 'passenger', type: 'guest', name: 'Invitada Nota' },
      requested_by: { type: 'company', name: companyName },
      time_zone: 'America/Caracas',
      requested_at: ride.requested_at,
      started_at: ride.started_at,
      completed_at: ride.completed_at,
      service_type_id: 'economy',
      distance_km: ride.distance_km,
      duration_min: ride.duration_min,
      payer: { type: 'corporate' },
      exchange_rate: { rate: RATE },
    });
    expect(n.company.name.length).toBeGreaterThan(0);
    expect(n.route.map((s) => [s.role, s.address])).toEqual([
      ['origin', plazaBolivar.address],
      ['destination', altamira.address],
    ]);
    // the fare driven, the code's $5 off, and nothing else: they add up to what was charged
    expect(n.lines.map((l) => l.kind)).toEqual(['fare', 'promo_discount']);
    const [fare, discount] = n.lines;
    expect(discount!.amount.usd).toBe(-5);
    expect(n.promo).toEqual({ code: 'TRAYECTO5', discount: { usd: 5, ves: toBolivares(5, RATE) } });
    expect(n.total.usd).toBe(ride.final_fare);
    expect(Math.round((fare!.amount.usd - 5) * 100)).toBe(Math.round(ride.final_fare! * 100));
    // each amount in bolívares at the completion day's rate (not the later one)
    for (const a of [...n.lines.map((l) => l.amount), n.total])
      expect(a.ves).toBe(toBolivares(a.usd, RATE));
  });

  it('downloads as a PDF in the caller’s language, Spanish for Arabic', async () => {
    const res = await get(demo.token, `/api/corporate/service-notes/${ride._id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="nota-${ride.unique_id}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe(`Service note NS-${ride.unique_id}`);
    const text = (await pdfText(res.rawPayload)).join('\n');
    for (const words of [
      'Service note',
      `NS-${ride.unique_id}`,
      'Invitada Nota (guest)',
      plazaBolivar.address,
      'Discount · code TRAYECTO5',
      'Total charged',
      `${usd(ride.final_fare!)} · ${bs(toBolivares(ride.final_fare!, RATE))}`,
      `${RATE} Bs. per dollar`,
      'Page 1 of 1',
    ])
      expect(text).toContain(words);

    const ar = await get(demo.token, `/api/corporate/service-notes/${ride._id}/pdf`, 'ar');
    expect(ar.statusCode).toBe(200);
    const arText = (await pdfText(ar.rawPayload)).join('\n');
    expect(arText).toContain('Nota de servicio');
    expect(arText).toContain('Total cobrado');
    expect(arText).toContain('Este documento está en español');
    const fr = (
      await pdfText(
        (await get(demo.token, `/api/corporate/service-notes/${ride._id}/pdf`, 'fr')).rawPayload,
      )
    ).join('\n');
    expect(fr).toContain('Note de service');
  });
});

describe('the note of a parcel with a failed drop-off', () => {
  it('has the fare, the size surcharge and the return fee, adding up to the charge', async () => {
    const res = await note(demo.token, parcel._id, 'es');
    expect(res.statusCode, res.body).toBe(200);
    const n = res.json().data as ServiceNote;
    expect(n).toMatchObject({
      kind: 'parcel',
      status: 'partially_completed',
      person: { role: 'sender', type: 'guest', name: 'Recepción Ávila' },
      promo: null,
      exchange_rate: { rate: RATE },
    });
    expect(n.route.map((s) => [s.role, s.name, s.status])).toEqual([
      ['origin', null, 'completed'],
      ['stop', 'Receptor Uno', 'completed'],
      ['destination', 'Receptor Dos', 'failed'],
    ]);
    expect(n.lines.map((l) => [l.kind, l.stop_number])).toEqual([
      ['fare', null],
      ['size_surcharge', null],
      ['return_fee', 2],
    ]);
    const [fare, surcharge, returnFee] = n.lines.map((l) => l.amount.usd);
    expect(surcharge).toBe(1); // size M
    // the parcel's own charge lines: the fare with its surcharge, then the return fee
    expect(parcel.charge_lines.map((l) => l.amount)).toEqual([
      Math.round((fare! + surcharge!) * 100) / 100,
      returnFee,
    ]);
    expect(n.total.usd).toBe(parcel.final_fare);
    expect(n.total.ves).toBe(toBolivares(parcel.final_fare!, RATE));

    const pdf = await get(demo.token, `/api/corporate/service-notes/${parcel._id}/pdf`, 'es');
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const words of [
      'Nota de servicio',
      'Recepción Ávila (contacto de la empresa)',
      'Recargo por tamaño',
      'Tarifa de devolución · entrega 2',
      'No entregado',
    ])
      expect(text).toContain(words);
  });
});

describe('what has no note', () => {
  it('answers another company, or an unknown id, 404 with nothing of the order', async () => {
    for (const url of [
      `/api/corporate/service-notes/${ride._id}`,
      `/api/corporate/service-notes/${parcel._id}/pdf`,
    ]) {
      const res = await get(otra.token, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error_code: 'not_found' });
      expect(res.body).not.toContain(ride.unique_id);
      expect(res.body).not.toContain(parcel.unique_id);
    }
    for (const id of [randomUUID(), 'nope']) {
      const res = await note(demo.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe('not_found');
    }
  });

  it('refuses an order not finished, or cancelled, 409 service_note_unavailable', async () => {
    for (const url of [
      `/api/corporate/service-notes/${scheduled._id}`,
      `/api/corporate/service-notes/${scheduled._id}/pdf`,
    ]) {
      const res = await get(demo.token, url, 'es');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        error_code: 'service_note_unavailable',
        message: 'La nota de servicio está disponible cuando el viaje o el envío se completa',
      });
    }
    const cancelled = await tripsApi(t, demo.token).post(
      `/api/corporate/trips/${scheduled._id}/cancel`,
      { reason_id: 'booked_by_mistake' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await note(demo.token, scheduled._id)).statusCode).toBe(409);
  });

  it('bars masters, as trips do', async () => {
    const res = await note(master.token, ride._id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('forbidden');
  });
});

describe('the monthly bundle', () => {
  /** The history's own count and amount of the month's served orders (another code path). */
  async function historyTotals(month: string, path: 'trips' | 'parcels') {
    const from = zonedDayStart(`${month}-01`, 'America/Caracas');
    const [y, m] = month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    const to = new Date(zonedDayStart(next, 'America/Caracas').getTime() - 1);
    let count = 0;
    let cents = 0;
    for (const status of ['completed', 'partially_completed']) {
      const q = `scope=history&status=${status}&from=${from.toISOString()}&to=${to.toISOString()}&limit=1`;
      const res = await get(demo.token, `/api/corporate/${path}?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      count += res.json().data.totals.count;
      cents += Math.round(res.json().data.totals.amount * 100);
    }
    return { count, cents };
  }

  it('puts every completed trip and parcel of the month in one PDF, after a cover with the totals', async () => {
    const month = monthOf(ride.requested_at);
    expect(monthOf(parcel.requested_at)).toBe(month);
    const tripsOfMonth = await historyTotals(month, 'trips');
    const parcelsOfMonth = await historyTotals(month, 'parcels');
    const count = tripsOfMonth.count + parcelsOfMonth.count;
    expect(count).toBeGreaterThanOrEqual(2);

    const res = await bundle(demo.token, `month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="notas-${month}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfText(res.rawPayload);
    // the cover, then each note on its own page (one page each here)
    expect(pages.length).toBe(count + 1);
    const cover = pages[0]!;
    expect(cover).toContain('Service notes · ');
    expect(cover).toContain('Trips and parcels');
    expect(cover).toContain(`Notes\n${count}`);
    expect(cover).toContain(`Trips\n${tripsOfMonth.count}`);
    expect(cover).toContain(`Parcels\n${parcelsOfMonth.count}`);
    expect(cover).toContain(usd((tripsOfMonth.cents + parcelsOfMonth.cents) / 100));
    // the cover's bolívares: each note's own, at the rate of its day, summed
    const vesOf = (page: string) => {
      const m = /Total charged\n\$[\d,.]+ · Bs\. ([\d,.]+)/.exec(page);
      expect(m, page).not.toBeNull();
      return Math.round(Number(m![1]!.replace(/,/g, '')) * 100);
    };
    const vesCents = pages.slice(1).reduce((sum, page) => sum + vesOf(page), 0);
    expect(cover).toContain(`Total charged (Bs.)\n${bs(vesCents / 100)}`);
    const rest = pages.slice(1).join('\n');
    expect(rest).toContain(`NS-${ride.unique_id}`);
    expect(rest).toContain(`NS-${parcel.unique_id}`);
    expect(rest.match(/Service note\n/g)?.length).toBe(count);

    // one kind only
    const onlyParcels = await bundle(demo.token, `month=${month}&kind=parcels`);
    expect(onlyParcels.statusCode).toBe(200);
    expect(onlyParcels.headers['content-disposition']).toBe(
      `attachment; filename="notas-envios-${month}.pdf"`,
    );
    const parcelPages = await pdfText(onlyParcels.rawPayload);
    expect(parcelPages.length).toBe(parcelsOfMonth.count + 1);
    expect(parcelPages.join('\n')).not.toContain(`NS-${ride.unique_id}`);
  });

  it('refuses a malformed month, a month not started, and says when a month has none', async () => {
    for (const month of ['2026-13', '2026-1', 'enero', '2026-01-01']) {
      const res = await bundle(demo.token, `month=${encodeURIComponent(month)}`);
      expect(res.statusCode, month).toBe(400);
      expect(res.json()).toMatchObject({
        error_code: 'service_notes_month_invalid',
        fields: { month: expect.any(String) },
      });
    }
    const missing = await bundle(demo.token, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_code).toBe('field_required');
    const ancient = await bundle(demo.token, 'month=1200-01');
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json().error_code).toBe('date_out_of_range');
    const badKind = await bundle(demo.token, `month=${monthOf(ride.requested_at)}&kind=all`);
    expect(badKind.statusCode).toBe(400);

    const future = new Date(t.clock.now().getTime() + 40 * 86_400_000).toISOString();
    const ahead = await bundle(demo.token, `month=${monthOf(future)}`, 'es');
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json()).toMatchObject({
      error_code: 'service_notes_month_future',
      message: 'Ese mes aún no ha comenzado',
    });

    const empty = await bundle(demo.token, 'month=2001-01');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error_code).toBe('service_notes_month_empty');
    // another company's month holds none of this one's orders
    const other = await bundle(otra.token, `month=${monthOf(parcel.requested_at)}&kind=parcels`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error_code).toBe('service_notes_month_empty');
  });

  it(`stops at ${SERVICE_NOTES_BUNDLE_MAX} notes with a clear error`, async () => {
    // a month of the company's past full of completed rides (copies of this one, straight in)
    const [row] = await t.handle.db.select().from(trips).where(eq(trips.id, ride._id));
    const base = new Date('2024-03-10T15:00:00Z');
    const copies = Array.from({ length: SERVICE_NOTES_BUNDLE_MAX + 1 }, (_, i) => ({
      ...row!,
      id: randomUUID(),
      uniqueId: `VJ-CAP${String(i).padStart(5, '0')}`,
      shareTokenHash: `cap-${randomUUID()}`,
      holdId: null,
      promoCodeId: null,
      promoCode: null,
      requestedAt: new Date(base.getTime() + i * 60_000),
      completedAt: new Date(base.getTime() + i * 60_000 + 1_200_000),
    }));
    for (let i = 0; i < copies.length; i += 500)
      await t.handle.db.insert(trips).values(copies.slice(i, i + 500));
    const res = await bundle(demo.token, 'month=2024-03&kind=trips', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'service_notes_over_max',
      message: `That month has more than ${SERVICE_NOTES_BUNDLE_MAX} notes, the most one file holds`,
    });
  });
});
