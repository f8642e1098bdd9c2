import { eq } from 'drizzle-orm';
import { PDFDocument, PDFArray, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_PROOF_ARABIC_NOTE, type Parcel } from '@trayecto/contracts';
import { corporates } from '@trayecto/db';
import { login, type TestContext } from '../../../test/helpers.ts';
import {
  runUntil,
  scriptedDropoffs,
  setupTrips,
  statusOf,
  tripsApi,
} from '../trips/trips-test-helpers.ts';
import { renderProofPdf } from './parcel-proof-pdf.ts';
import { proofModel } from './parcel-proof.ts';
import { parcelBody, parcelReceivers, uploadParcelImage } from './parcels-test-helpers.ts';

// The proof of delivery (GET /parcels/{id}/proof) of a parcel driven to its end on the test
// clock: two receivers, the second absent. The PDF is read back: its pages, the text it draws
// (pdf-lib compresses each page and writes the standard fonts' text as hex strings: both are
// undone here), the courier's photo embedded; and the parcels' rules hold (403, 404).

const DROPOFF_RATE = 0.5;

let t: TestContext;
let demo: { token: string; _id: string };
let otra: { token: string; _id: string };
let parcel: Parcel;

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

/** How many images the PDF embeds. */
async function imageCount(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) => object instanceof PDFRawStream && /\/Subtype \/Image/.test(`${object.dict}`),
    ).length;
}

function proof(token: string, id: string, lang = 'en') {
  return tripsApi(t, token, lang).get(`/api/corporate/parcels/${id}/proof`);
}

beforeAll(async () => {
  // the receivers: present, then absent
  t = await setupTrips(
    { dropoffFailureRate: DROPOFF_RATE },
    scriptedDropoffs(7, [false, true], DROPOFF_RATE),
  );
  demo = await login(t.app, 'demo@trayecto.test');
  otra = await login(t.app, 'otra@trayecto.test');
  const api = tripsApi(t, demo.token);
  const imageId = await uploadParcelImage(t, demo.token);
  const created = await api.post(
    '/api/corporate/parcels',
    parcelBody(imageId, { receivers: parcelReceivers(2) }),
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data._id as string;
  await runUntil(
    t,
    async () => (await statusOf(t, id)) === 'partially_completed',
    4 * 3_600_000,
    5_000,
  );
  parcel = (await api.get(`/api/corporate/parcels/${id}`)).json().data;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('proof of delivery', () => {
  it('downloads the PDF of a finished parcel: each stop, the PIN, the photo and the charge', async () => {
    const res = await proof(demo.token, parcel._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="entrega-${parcel.unique_id}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`Proof of delivery ${parcel.unique_id}`);
    const text = (await pdfText(bytes)).join('\n');
    for (const words of [
      'Proof of delivery',
      parcel.unique_id,
      'Partially completed',
      'Recepción Ávila',
      'Plaza Bolívar de Caracas',
      'Picked up',
      'Receptor Uno',
      'Receptor Dos',
      'Delivered',
      'Not delivered',
      'nobody received the parcel',
      'PIN verified',
      'Return fee · delivery 2',
      'Total charged',
    ])
      expect(text).toContain(words);
    // the delivered stop's photo is in it; the absent receiver's stop has none
    expect(parcel.stops.map((s) => s.proof_photo_id !== null)).toEqual([false, true, false]);
    expect(await imageCount(bytes)).toBe(1);
    expect(text).toContain('No photo');
  });

  it('is written in the caller language, and in English with a note for Arabic', async () => {
    const es = (await pdfText((await proof(demo.token, parcel._id, 'es')).rawPayload)).join('\n');
    for (const words of ['Comprobante de entrega', 'Parcialmente completado', 'Entregado', 'Sí'])
      expect(es).toContain(words);
    const fr = (await pdfText((await proof(demo.token, parcel._id, 'fr')).rawPayload)).join('\n');
    expect(fr).toContain('Preuve de livraison');
    const ar = await proof(demo.token, parcel._id, 'ar');
    expect(ar.statusCode).toBe(200);
    const arText = (await pdfText(ar.rawPayload)).join('\n');
    expect(arText).toContain('Proof of delivery');
    expect(arText.replace(/\s+/g, ' ')).toContain(DELIVERY_PROOF_ARABIC_NOTE);
  });

  it('builds its words from the parcel: times in the company zone, the charge as the receipt', () => {
    const now = new Date('2026-03-02T15:04:00Z');
    const model = proofModel(parcel, 'en', 'America/Caracas', now);
    expect(model.uniqueId).toBe(parcel.unique_id);
    expect(model.stops.map((s) => s.title)).toEqual(['Pickup', 'Delivery 1', 'Delivery 2']);
    const [, delivered, absent] = model.stops;
    const fields = (stop: typeof delivered) =>
      Object.fromEntries(stop!.fields.map((f) => [f.label, f.value]));
    expect(fields(delivered)).toMatchObject({ Receiver: 'Receptor Uno', 'PIN verified': 'Yes' });
    expect(fields(absent)).toMatchObject({
      Status: 'Not delivered',
      Reason: 'nobody received the parcel',
      'PIN verified': 'No',
    });
    expect(delivered!.photo!.uploadId).toBe(parcel.stops[1]!.proof_photo_id);
    expect(fields(delivered)['Arrived']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(model.charge.lines.map((l) => l.label)).toEqual([
      'Route fare',
      'Return fee · delivery 2',
    ]);
    expect(model.charge.total?.value).toBe(`$${parcel.final_fare!.toFixed(2)}`);
    // 15:04 UTC is 11:04 in Caracas
    expect(model.footer(1, 2)).toContain('2026-03-02 11:04 (America/Caracas)');
    expect(model.footer(1, 2)).toContain('Page 1 of 2');
  });

  it('still makes the document when a photo cannot be drawn, or a name is in a script its font lacks', async () => {
    const renamed = {
      ...parcel,
      stops: parcel.stops.map((s) => (s.index === 1 ? { ...s, name: 'مريم Díaz 📦' } : s)),
    };
    const model = proofModel(renamed, 'en', 'America/Caracas', new Date());
    const photoId = parcel.stops[1]!.proof_photo_id!;
    const broken = new Map([
      [photoId, { bytes: Buffer.from('not a png'), contentType: 'image/png' }],
    ]);
    const bytes = await renderProofPdf(model, broken, { now: new Date(), producer: 'test' });
    expect(await imageCount(bytes)).toBe(0);
    const text = (await pdfText(bytes)).join('\n');
    expect(text).toContain('The photo cannot be shown here: see it in the panel');
    expect(text).toContain('???? Díaz ?');
  });

  it('needs the shipments feature, and another company or a malformed id finds nothing', async () => {
    const off = await proof(otra.token, parcel._id);
    expect(off.statusCode).toBe(403);
    expect(off.json().error_code).toBe('forbidden');
    await t.handle.db
      .update(corporates)
      .set({ isActiveShipments: true })
      .where(eq(corporates.id, otra._id));
    const foreign = await proof(otra.token, parcel._id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error_code: 'not_found', message: expect.any(String) });
    // a malformed id answers as the parcel's own route does
    const detail = await tripsApi(t, demo.token).get('/api/corporate/parcels/nope');
    const malformed = await proof(demo.token, 'nope');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(detail.statusCode);
    expect(malformed.json().error_code).toBe(detail.json().error_code);
  });
});
