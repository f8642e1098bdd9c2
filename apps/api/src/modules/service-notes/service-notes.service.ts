import {
  DEFAULT_TIMEZONE,
  PARCEL_SIZE_SURCHARGE_CENTS,
  SERVICE_NOTES_BUNDLE_MAX,
  fromCents,
  isServedTripStatus,
  multistopChargeCents,
  serviceNoteFileName,
  serviceNoteNumber,
  serviceNotesBundleFileName,
  toBolivares,
  toCents,
  zonedMonthString,
  monthBounds,
  type Language,
  type NoteAmount,
  type OrderKind,
  type ParcelSize,
  type ServiceNote,
  type ServiceNoteLine,
  type ServiceNotesKind,
  type ServiceTypeId,
  type TripStatus,
} from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid, keysetRows } from '../../lib/keyset.ts';
import { discountCents } from '../promos/promos.service.ts';
import { toParcel } from '../parcels/parcel-dto.ts';
import type { TripRow } from '../trips/trips.repository.ts';
import { listRates, type RateRow } from '../wallet/wallet.repository.ts';
import { pickRate } from '../wallet/wallet.service.ts';
import { renderBundlePdf, renderNotePdf, type BundleSummary } from './service-note-pdf.ts';
import * as repo from './service-notes.repository.ts';

// Service notes (issue 11 part 6): the document of each trip and parcel driven to its end. The
// note is built as plain data first (the JSON answer, toServiceNote), then drawn
// (service-note-pdf.ts), one or a month of them.

/** Orders of a month read per batch for the bundle (each batch: a handful of queries). */
export const BUNDLE_BATCH = 200;

/**
 * Bundles drawn at once by this process: pdf-lib holds the whole document in memory (about
 * 4 MB of PDF and 250+ MB of heap for 2,000 notes), so a third one waits its turn: 429.
 */
export const BUNDLES_AT_ONCE = 2;
const BUSY_RETRY_AFTER_S = 15;
let bundlesDrawing = 0;

/** Cents as a note shows them: dollars, and bolívares at the note's rate. */
const amountAt = (rate: RateRow | null) => (cents: number) => {
  const usd = fromCents(cents);
  return { usd, ves: rate ? toBolivares(usd, rate.rate) : null } satisfies NoteAmount;
};

type LineCents = Omit<ServiceNoteLine, 'amount'> & { cents: number };
const line = (
  kind: ServiceNoteLine['kind'],
  cents: number,
  extra: Partial<Pick<LineCents, 'stop_number' | 'quantity'>> = {},
): LineCents => ({ kind, cents, stop_number: null, quantity: null, ...extra });

/**
 * What the order was charged line by line (cents), by its kind's rule (orders/order-money.ts),
 * adding up to what was charged: when they do not (the payer could not cover a final fare above
 * the estimate, and the estimate held was charged), an adjustment says the difference.
 */
function chargeLines(
  order: TripRow,
  extras: repo.NoteExtras,
): { lines: LineCents[]; discount: number } {
  const total = order.finalFareCents ?? 0;
  const lines: LineCents[] = [];
  let discount = 0;
  const kind: OrderKind = order.kind;
  if (kind === 'parcel' && extras.parcel) {
    // the parcel's own charge lines (as its page and its proof of delivery show them)
    const parcel = toParcel({ order, parcel: extras.parcel }, extras.stops, null);
    const numbers = new Map(
      extras.stops.filter((s) => s.role === 'dropoff').map((s, i) => [s.seq, i + 1] as const),
    );
    const surcharge = PARCEL_SIZE_SURCHARGE_CENTS[extras.parcel.size as ParcelSize] ?? 0;
    for (const charge of parcel.charge_lines) {
      const cents = toCents(charge.amount);
      if (charge.kind === 'fare' && surcharge > 0 && cents >= surcharge) {
        lines.push(line('fare', cents - surcharge), line('size_surcharge', surcharge));
      } else if (charge.kind === 'fare') {
        lines.push(line('fare', cents));
      } else {
        lines.push(
          line('return_fee', cents, { stop_number: numbers.get(charge.stop_index ?? -1) ?? null }),
        );
      }
    }
  } else if (kind === 'multistop' && extras.quote?.legs && extras.quote.stopFeeCents !== null) {
    // the price its quote said, and the fee of each stop made (a skipped one is not charged)
    const dropoffs = extras.stops.filter((s) => s.role === 'dropoff');
    const skipped = dropoffs.filter((s) => s.status === 'failed').length;
    const charge = multistopChargeCents({
      legsCents: extras.quote.legs.map((leg) => leg.fareCents),
      stopFeeCents: extras.quote.stopFeeCents,
      stops: dropoffs.length,
      skipped,
    });
    lines.push(line('fare', charge.legsCents));
    if (charge.feeCents > 0)
      lines.push(line('stop_fee', charge.feeCents, { quantity: dropoffs.length - skipped }));
  } else {
    // a ride: the fare driven less its promo code's discount
    const fare =
      extras.drivenFareCents ?? total + (order.promoCode ? (extras.redeemedDiscountCents ?? 0) : 0);
    discount =
      extras.drivenFareCents !== null && extras.promo
        ? discountCents(extras.promo, fare)
        : order.promoCode
          ? fare - total
          : 0;
    lines.push(line('fare', fare));
    if (discount > 0) lines.push(line('promo_discount', -discount));
  }
  const difference = total - lines.reduce((sum, l) => sum + l.cents, 0);
  if (difference !== 0) lines.push(line('adjustment', difference));
  return { lines, discount };
}

/** What the note of a served order says (the JSON answer; the PDF draws the same). */
export function toServiceNote(
  order: TripRow,
  extras: repo.NoteExtras,
  company: repo.NoteCompany,
  rates: RateRow[],
): ServiceNote {
  const completedAt = order.completedAt ?? order.updatedAt;
  const rate = pickRate(rates, completedAt);
  const amount = amountAt(rate);
  const { lines, discount } = chargeLines(order, extras);
  const companyName = company.fiscalName?.trim() || company.name;
  const stops = [...extras.stops].sort((a, b) => a.seq - b.seq);
  const last = stops.length - 1;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    number: serviceNoteNumber(order.uniqueId),
    order_id: order.id,
    unique_id: order.uniqueId,
    kind: order.kind,
    status: order.status as ServiceNote['status'],
    company: {
      name: companyName,
      tax_id: company.taxId?.trim() || null,
      address: company.fiscalAddress?.trim() || null,
    },
    person: {
      role: order.kind === 'parcel' ? 'sender' : 'passenger',
      type: order.passengerType,
      name: order.passengerName,
    },
    requested_by: extras.requester?.assist
      ? { type: 'assist', name: extras.requester.adminName ?? '' }
      : { type: 'company', name: company.name },
    time_zone: company.timezone || DEFAULT_TIMEZONE,
    requested_at: order.requestedAt.toISOString(),
    scheduled_at: iso(order.scheduledAt),
    started_at: iso(order.startedAt),
    completed_at: completedAt.toISOString(),
    route:
      stops.length > 0
        ? stops.map((s, i) => ({
            role: i === 0 ? 'origin' : i === last ? 'destination' : 'stop',
            address: s.address,
            name: i === 0 ? null : s.contactName,
            status: s.status,
            at: iso(s.completedAt ?? s.failedAt),
          }))
        : [
            {
              role: 'origin',
              address: order.originAddress,
              name: null,
              status: 'completed',
              at: null,
            },
            {
              role: 'destination',
              address: order.destinationAddress,
              name: null,
              status: 'completed',
              at: null,
            },
          ],
    service_type_id: order.serviceTypeId as ServiceTypeId,
    distance_km: Math.round(order.distanceKm * 10) / 10,
    duration_min: Math.max(1, Math.round(order.durationMin)),
    promo: order.promoCode ? { code: order.promoCode, discount: amount(discount) } : null,
    lines: lines.map(({ cents, ...rest }) => ({ ...rest, amount: amount(cents) })),
    total: amount(order.finalFareCents ?? 0),
    payer: {
      type: order.payer,
      name: order.payer === 'corporate' ? companyName : order.passengerName,
    },
    exchange_rate: rate ? { rate: rate.rate, effective_at: rate.effectiveAt.toISOString() } : null,
  };
}

/** An order has a note once it was driven to its end and charged. */
const hasNote = (order: TripRow) =>
  isServedTripStatus(order.status as TripStatus) && order.finalFareCents !== null;

async function companyOf(deps: AppDeps, corporateId: string) {
  const company = await repo.findCompany(deps.db, corporateId);
  if (!company) throw notFound();
  return company;
}

/**
 * GET /service-notes/{orderId}: the note of a trip or parcel of this company. Another company's
 * order, an unknown or malformed id: 404 not_found; an order of its own not finished (running,
 * cancelled, never served): 409 service_note_unavailable.
 */
export async function getServiceNote(
  deps: AppDeps,
  corporateId: string,
  orderId: string,
): Promise<ServiceNote> {
  const order = isUuid(orderId) ? await repo.findOrder(deps.db, corporateId, orderId) : null;
  if (!order) throw notFound();
  if (!hasNote(order)) throw new AppError(409, 'service_note_unavailable');
  const [extras, company, rates] = await Promise.all([
    repo.extrasOf(deps.db, corporateId, [order]),
    companyOf(deps, corporateId),
    listRates(deps.db),
  ]);
  return toServiceNote(order, extras.get(order.id)!, company, rates);
}

/** GET /service-notes/{orderId}/pdf: the same note as a PDF, in the caller's language. */
export async function serviceNotePdf(
  deps: AppDeps,
  corporateId: string,
  orderId: string,
  lang: Language,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const note = await getServiceNote(deps, corporateId, orderId);
  const bytes = await renderNotePdf(note, lang, {
    now: deps.clock.now(),
    producer: deps.config.productName,
  });
  return { fileName: serviceNoteFileName(note.unique_id), bytes };
}

const KINDS: Record<ServiceNotesKind | 'all', readonly OrderKind[]> = {
  trips: ['ride', 'multistop'],
  parcels: ['parcel'],
  all: ['ride', 'multistop', 'parcel'],
};

/**
 * GET /service-notes/bundle.pdf?month=YYYY-MM[&kind=trips|parcels]: the notes of every trip and
 * parcel requested in that month (the company's time zone, as the history and the month figures
 * count them) and driven to its end, oldest first, one per page after a cover with the count and
 * the totals in dollars and bolívares. A month not started yet: 422 service_notes_month_future;
 * a month with none: 404 service_notes_month_empty; more than SERVICE_NOTES_BUNDLE_MAX: 422
 * service_notes_over_max. The orders are read in keyset batches (the PDF itself is built in
 * memory: pdf-lib has no streaming writer, hence the cap).
 */
export async function serviceNotesBundle(
  deps: AppDeps,
  corporateId: string,
  query: { month: string; kind?: ServiceNotesKind | undefined },
  lang: Language,
): Promise<{ fileName: string; bytes: Uint8Array; count: number }> {
  const company = await companyOf(deps, corporateId);
  const timeZone = company.timezone || DEFAULT_TIMEZONE;
  const now = deps.clock.now();
  if (query.month > zonedMonthString(now, timeZone))
    throw new AppError(422, 'service_notes_month_future', {
      fields: { month: 'service_notes_month_future' },
    });
  const filter: repo.MonthFilter = {
    ...monthBounds(query.month, timeZone),
    kinds: KINDS[query.kind ?? 'all'],
  };
  const { count } = await repo.countMonth(deps.db, corporateId, filter);
  if (count === 0)
    throw new AppError(404, 'service_notes_month_empty', {
      fields: { month: 'service_notes_month_empty' },
    });
  if (count > SERVICE_NOTES_BUNDLE_MAX)
    throw new AppError(422, 'service_notes_over_max', {
      params: { max: SERVICE_NOTES_BUNDLE_MAX },
      fields: { month: 'service_notes_over_max' },
    });

  if (bundlesDrawing >= BUNDLES_AT_ONCE)
    throw new AppError(429, 'rate_limited', {
      headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) },
    });
  bundlesDrawing += 1;
  try {
    return await drawBundle(deps, corporateId, { ...query, filter, company, timeZone, now }, lang);
  } finally {
    bundlesDrawing -= 1;
  }
}

async function drawBundle(
  deps: AppDeps,
  corporateId: string,
  input: {
    month: string;
    kind?: ServiceNotesKind | undefined;
    filter: repo.MonthFilter;
    company: repo.NoteCompany;
    timeZone: string;
    now: Date;
  },
  lang: Language,
): Promise<{ fileName: string; bytes: Uint8Array; count: number }> {
  const { filter, company, timeZone, now } = input;
  const query = { month: input.month, kind: input.kind };
  const rates = await listRates(deps.db);
  async function* notes() {
    let batch: TripRow[] = [];
    const flush = async function* () {
      const extras = await repo.extrasOf(deps.db, corporateId, batch);
      for (const order of batch) yield toServiceNote(order, extras.get(order.id)!, company, rates);
      batch = [];
    };
    const rows = keysetRows(
      (after: repo.NotePosition | undefined, limit) =>
        repo.selectMonth(deps.db, corporateId, filter, after, limit),
      (row) => ({ at: row.requestedAt, id: row.id }),
      BUNDLE_BATCH,
    );
    let taken = 0;
    for await (const order of rows) {
      // orders that finished since the count are in; the cap holds all the same
      if (++taken > SERVICE_NOTES_BUNDLE_MAX) break;
      batch.push(order);
      if (batch.length === BUNDLE_BATCH) yield* flush();
    }
    if (batch.length > 0) yield* flush();
  }

  const summary: BundleSummary = {
    month: query.month,
    kind: query.kind ?? null,
    timeZone,
    from: filter.from,
    to: filter.to,
    company: { name: company.fiscalName?.trim() || company.name, taxId: company.taxId },
  };
  const { bytes, count: drawn } = await renderBundlePdf(notes(), summary, lang, {
    now,
    producer: deps.config.productName,
  });
  return { fileName: serviceNotesBundleFileName(query.month, query.kind), bytes, count: drawn };
}
