import type { Readable } from 'node:stream';
import {
  PROMO_CODES_LIST_MAX,
  TRIP_STATUS_LABELS,
  csvDateTime,
  csvHeader,
  fromCents,
  labelIn,
  type CompanyPromoCode,
  type CsvColumn,
  type Language,
  type PromoCodeStatus,
  type PromoCodesResponse,
  type PromoRedemption,
  type PromoRedemptionsPage,
} from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  isUuid,
  keysetPage,
  keysetRows,
} from '../../lib/keyset.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import * as repo from './promo-codes-page.repository.ts';
import { promoStatus, usesLeft } from './promo-status.ts';
import type { PromoRow } from './promos.repository.ts';

// The company's promo codes page (issue 11 part 5): GET /promo-codes and
// GET /promo-codes/:id/redemptions (JSON pages or the CSV).

type ListQuery = { status?: PromoCodeStatus | undefined };
type RedemptionsQuery = { cursor?: string | undefined; limit: number };

function promoView(
  p: PromoRow,
  status: PromoCodeStatus,
  usage: repo.CompanyUsage | undefined,
): CompanyPromoCode {
  return {
    _id: p.id,
    code: p.code,
    kind: p.kind,
    value: p.kind === 'fixed' ? fromCents(p.value) : p.value,
    valid_from: p.validFrom.toISOString(),
    valid_until: p.validUntil.toISOString(),
    usage_limit: p.usageLimit,
    uses_left: usesLeft(p),
    status,
    for_every_company: p.corporateId === null,
    times_used: usage?.times ?? 0,
    saved: fromCents(usage?.savedCents ?? 0),
  };
}

/**
 * GET /promo-codes: the company's own codes and the global ones (at most PROMO_CODES_LIST_MAX,
 * the latest valid_until first), each with its status at the clock's now — the rule booking
 * applies — and this company's uses and savings only. `status` keeps the codes in that status.
 */
export async function listCompanyPromoCodes(
  deps: AppDeps,
  corporateId: string,
  query: ListQuery,
): Promise<PromoCodesResponse> {
  const now = deps.clock.now();
  const rows = await repo.selectCompanyPromos(deps.db, corporateId, PROMO_CODES_LIST_MAX + 1);
  const kept = rows.slice(0, PROMO_CODES_LIST_MAX);
  const usage = await repo.selectCompanyUsage(
    deps.db,
    corporateId,
    kept.map((p) => p.id),
  );
  const codes = kept
    .map((p) => promoView(p, promoStatus(p, now), usage.get(p.id)))
    .filter((p) => !query.status || p.status === query.status);
  return {
    success: true,
    data: { promo_codes: codes, truncated: rows.length > PROMO_CODES_LIST_MAX },
  };
}

/** The code, when this company may see it; 404 not_found for another company's or none. */
async function visiblePromo(deps: AppDeps, corporateId: string, id: string): Promise<PromoRow> {
  const promo = isUuid(id) ? await repo.selectCompanyPromo(deps.db, corporateId, id) : null;
  if (!promo) throw new AppError(404, 'not_found');
  return promo;
}

const positionOf = (r: repo.RedemptionRow): repo.RedemptionPosition => ({
  requestedAt: r.requestedAt,
  tripId: r.tripId,
});

function redemptionView(r: repo.RedemptionRow): PromoRedemption {
  return {
    _id: r.id,
    trip: { _id: r.tripId, unique_id: r.uniqueId, status: r.status },
    date: r.requestedAt.toISOString(),
    passenger: r.passengerName,
    fare_before_discount: fromCents(r.grossCents),
    discount: fromCents(r.discountCents),
    fare_charged: r.finalFareCents === null ? null : fromCents(r.finalFareCents),
  };
}

/**
 * GET /promo-codes/:id/redemptions: this company's trips that used the code, newest request
 * first, keyset on (requested_at, trip id). A global code shows this company's trips only.
 */
export async function listPromoRedemptions(
  deps: AppDeps,
  corporateId: string,
  id: string,
  query: RedemptionsQuery,
): Promise<PromoRedemptionsPage> {
  const position = query.cursor ? decodeTimeIdCursor(query.cursor) : undefined;
  const promo = await visiblePromo(deps, corporateId, id);
  const rows = await repo.selectRedemptions(deps.db, corporateId, promo.id, {
    after: position && { requestedAt: position.at, tripId: position.id },
    limit: query.limit + 1,
  });
  const { page, next } = keysetPage(rows, query.limit, (r) =>
    encodeTimeIdCursor({ at: r.requestedAt, id: r.tripId }),
  );
  return {
    success: true,
    data: { redemptions: page.map(redemptionView), next_cursor: next },
  };
}

export const REDEMPTION_CSV_COLUMNS = [
  'unique_id',
  'date',
  'passenger',
  'trip_status',
  'promo_code',
  'fare_before_discount_usd',
  'discount_usd',
  'fare_charged_usd',
] as const satisfies readonly CsvColumn[];

/**
 * GET /promo-codes/:id/redemptions?format=csv: every one of this company's trips that used the
 * code, in the caller's language, times in the company's time zone. The code is checked before
 * the stream starts, so another company's code is a plain 404.
 */
export async function exportPromoRedemptionsCsv(
  deps: AppDeps,
  corporateId: string,
  id: string,
  lang: Language,
): Promise<Readable> {
  const promo = await visiblePromo(deps, corporateId, id);
  const tz = await corporateTimeZone(deps.db, corporateId);
  const rows = keysetRows(
    (after: repo.RedemptionPosition | undefined, limit) =>
      repo.selectRedemptions(deps.db, corporateId, promo.id, { after, limit }),
    positionOf,
  );
  return csvStream(csvHeader(REDEMPTION_CSV_COLUMNS, lang), rows, (r) => [
    r.uniqueId,
    csvDateTime(r.requestedAt, tz),
    r.passengerName,
    labelIn(TRIP_STATUS_LABELS, r.status, lang),
    promo.code,
    csvNumber(fromCents(r.grossCents), 2),
    csvNumber(fromCents(r.discountCents), 2),
    r.finalFareCents === null ? '' : csvNumber(fromCents(r.finalFareCents), 2),
  ]);
}
