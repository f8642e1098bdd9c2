import type { PDFDocument } from 'pdf-lib';
import { ACCENT, finishPdf, startPdf } from '../../lib/pdf-flow.ts';
import type { ProofModel } from './parcel-proof.ts';

// Draws a proof of delivery (parcel-proof.ts) on the shared PDF flow (lib/pdf-flow.ts): each
// courier photo embedded as it was taken.

export type ProofPhoto = { bytes: Uint8Array; contentType: string };

/** The photo embedded, or null when it cannot be (WebP, which PDF has no filter for; a broken file). */
async function embedPhoto(doc: PDFDocument, photo: ProofPhoto | undefined) {
  if (!photo) return null;
  try {
    if (photo.contentType === 'image/png') return await doc.embedPng(photo.bytes);
    if (photo.contentType === 'image/jpeg') return await doc.embedJpg(photo.bytes);
  } catch {
    // a file that is not the image its type says: the document is still worth having
  }
  return null;
}

/** The PDF's bytes. */
export async function renderProofPdf(
  model: ProofModel,
  photos: ReadonlyMap<string, ProofPhoto>,
  meta: { now: Date; producer: string },
): Promise<Uint8Array> {
  const { doc, fonts, flow } = await startPdf({
    title: `${model.title} ${model.uniqueId}`,
    lang: model.lang,
    now: meta.now,
    producer: meta.producer,
  });

  flow.text(model.title, { size: 20, bold: true });
  flow.text(model.uniqueId, { size: 14, bold: true, color: ACCENT });
  if (model.note) flow.text(model.note, { size: 9 });
  flow.y -= 6;
  for (const field of model.summary) flow.field(field);

  for (const stop of model.stops) {
    flow.heading(stop.title);
    for (const field of stop.fields) flow.field(field);
    if (!stop.photo) continue;
    const { label, uploadId, none, notShown } = stop.photo;
    const image = uploadId ? await embedPhoto(doc, photos.get(uploadId)) : null;
    if (image) flow.photo(label, image);
    else flow.field({ label, value: uploadId ? notShown : none });
  }

  flow.heading(model.charge.title);
  for (const line of model.charge.lines) flow.amount(line);
  if (model.charge.total) flow.amount(model.charge.total, true);

  return finishPdf(doc, fonts, model.footer);
}
