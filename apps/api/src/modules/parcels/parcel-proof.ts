import type { PdfField } from '../../lib/pdf-flow.ts';
import {
  DELIVERY_PROOF_ARABIC_NOTE,
  ORDER_STOP_FAILURE_LABELS,
  ORDER_STOP_STATUS_LABELS,
  TRIP_STATUS_LABELS,
  csvDateTime,
  deliveryProofFileName,
  deliveryProofLanguage,
  deliveryProofText,
  formatUsd,
  labelIn,
  type DeliveryProofLabel,
  type DeliveryProofLanguage,
  type Language,
  type Parcel,
} from '@trayecto/contracts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { readUpload } from '../uploads/uploads.service.ts';
import { renderProofPdf, type ProofPhoto } from './parcel-proof-pdf.ts';
import { getParcel, requireShipments } from './parcels.service.ts';

// GET /parcels/{id}/proof: the parcel's proof of delivery as a PDF. What it says is built first
// as plain data (proofModel: every text in the reader's language and time zone), then drawn
// (parcel-proof-pdf.ts), so the words can be tested without reading a PDF back.

export type ProofField = PdfField;
export type ProofStop = {
  title: string;
  fields: ProofField[];
  /**
   * drop-offs only: the courier's photo (an upload id; null when none was taken), and what to
   * write instead when there is none or it cannot be drawn (a WebP, a file gone)
   */
  photo?: { label: string; uploadId: string | null; none: string; notShown: string };
};
export type ProofModel = {
  lang: DeliveryProofLanguage;
  title: string;
  uniqueId: string;
  /** the English document an Arabic reader gets says why */
  note: string | null;
  summary: ProofField[];
  stops: ProofStop[];
  charge: { title: string; lines: ProofField[]; total: ProofField | null };
  /** each page's foot: the parcel, when the document was made, the page */
  footer: (page: number, pages: number) => string;
};

/** What the proof of a parcel says, in `requested`'s language and the company's time zone. */
export function proofModel(
  parcel: Parcel,
  requested: Language,
  timeZone: string,
  now: Date,
): ProofModel {
  const lang = deliveryProofLanguage(requested);
  const say = (key: DeliveryProofLabel, values = {}) => deliveryProofText(key, lang, values);
  const at = (iso: string | null) => (iso ? csvDateTime(new Date(iso), timeZone) : '—');
  const stops = [...parcel.stops].sort((a, b) => a.index - b.index);
  // drop-offs are numbered 1, 2, … in their order, as on the parcel's page
  const numbers = new Map(
    stops.filter((s) => s.role === 'dropoff').map((s, i) => [s.index, i + 1] as const),
  );

  // the unique id is the document's heading, under its title
  const summary: ProofField[] = [
    { label: say('status'), value: labelIn(TRIP_STATUS_LABELS, parcel.status, lang) },
    { label: say('sender'), value: parcel.sender.name },
    { label: say('requestedAt'), value: at(parcel.requested_at) },
  ];
  if (parcel.completed_at)
    summary.push({ label: say('finishedAt'), value: at(parcel.completed_at) });
  if (parcel.cancelled_at)
    summary.push({ label: say('cancelledAt'), value: at(parcel.cancelled_at) });
  summary.push({ label: say('timeZone'), value: timeZone });

  const proofStops = stops.map((stop): ProofStop => {
    const status = labelIn(ORDER_STOP_STATUS_LABELS[stop.role], stop.status, lang);
    const address = { label: say('address'), value: stop.place.address };
    const arrived = { label: say('arrivedAt'), value: at(stop.arrived_at) };
    if (stop.role === 'pickup') {
      return {
        title: say('pickup'),
        fields: [
          address,
          { label: say('status'), value: status },
          arrived,
          { label: say('pickedUpAt'), value: at(stop.completed_at) },
        ],
      };
    }
    const failed = stop.status === 'failed';
    const fields = [
      { label: say('receiver'), value: stop.name ?? '—' },
      address,
      { label: say('status'), value: status },
      arrived,
      failed
        ? { label: say('failedAt'), value: at(stop.failed_at) }
        : { label: say('deliveredAt'), value: at(stop.completed_at) },
    ];
    if (failed)
      fields.push({
        label: say('failureReason'),
        value: labelIn(ORDER_STOP_FAILURE_LABELS, stop.failure_reason, lang) || '—',
      });
    fields.push({ label: say('pinVerified'), value: say(stop.pin_verified ? 'yes' : 'no') });
    return {
      title: say('dropoff', { number: numbers.get(stop.index) ?? stop.index }),
      fields,
      photo: {
        label: say('photo'),
        uploadId: stop.proof_photo_id,
        none: say('noPhoto'),
        notShown: say('photoNotShown'),
      },
    };
  });

  // the receipt: what was charged line by line once the parcel ended, else what was estimated
  const charged = parcel.final_fare !== null;
  const lines: ProofField[] = charged
    ? parcel.charge_lines.map((line) => ({
        label:
          line.kind === 'fare'
            ? say('fare')
            : say('returnFee', { number: numbers.get(line.stop_index ?? -1) ?? '' }),
        value: formatUsd(line.amount, lang),
      }))
    : [{ label: say('estimatedFare'), value: formatUsd(parcel.estimated_fare, lang) }];

  const generated = say('generatedAt', { time: `${csvDateTime(now, timeZone)} (${timeZone})` });
  return {
    lang,
    title: say('title'),
    uniqueId: parcel.unique_id,
    note: requested === 'ar' ? DELIVERY_PROOF_ARABIC_NOTE : null,
    summary,
    stops: proofStops,
    charge: {
      title: say('charge'),
      lines,
      total: charged ? { label: say('total'), value: formatUsd(parcel.final_fare!, lang) } : null,
    },
    footer: (page, pages) => `${parcel.unique_id} · ${generated} · ${say('page', { page, pages })}`,
  };
}

/**
 * The company's parcel as a PDF and the name to save it under. Needs the shipments feature
 * (403); another company's parcel, or a malformed id, is not found (404), as on GET /parcels/{id}.
 * The photos are read through the storage seam, as GET /uploads/{id} reads them.
 */
export async function parcelProof(
  runtime: OrderRuntime,
  corporateId: string,
  id: string,
  lang: Language,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { deps } = runtime;
  await requireShipments(runtime, corporateId);
  const parcel = await getParcel(runtime, corporateId, id);
  const timeZone = await corporateTimeZone(deps.db, corporateId);
  const now = deps.clock.now();
  const model = proofModel(parcel, lang, timeZone, now);

  const photos = new Map<string, ProofPhoto>();
  for (const stop of model.stops) {
    const photoId = stop.photo?.uploadId;
    if (!photoId) continue;
    const file = await readUpload(deps, corporateId, photoId);
    if (file) photos.set(photoId, file);
  }
  const bytes = await renderProofPdf(model, photos, {
    now,
    producer: deps.config.productName,
  });
  return { fileName: deliveryProofFileName(parcel.unique_id), bytes };
}
