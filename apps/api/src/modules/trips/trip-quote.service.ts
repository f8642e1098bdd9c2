import {
  fromCents,
  scheduledAtProblem,
  SCHEDULED_TRIP_MIN_AHEAD_MIN,
  type ErrorCode,
  type Language,
  type LatLng,
  type ServiceTypeId,
  type TripEstimateRequest,
  type TripEstimateResponse,
} from '@trayecto/contracts';
import { AppError } from '../../lib/app-error.ts';
import { toEstimateResponse } from '../../providers/fares/fare-engine.ts';
import type { ProviderGateway, Quote } from '../../providers/provider-gateway.ts';
import { discountCents, findUsablePromo, type ValidPromo } from '../promos/promos.service.ts';
import type { AppDeps } from '../../app-types.ts';

/** A rule of how far ahead an order's time must be: the problem with a time, and its minutes. */
export type AheadRule = {
  problem: (at: Date, now: Date) => ErrorCode | null;
  minAheadMin: number;
};
/** SPEC §5: a scheduled trip (and a parcel) at least 15 minutes from now. */
const TRIP_AHEAD: AheadRule = {
  problem: scheduledAtProblem,
  minAheadMin: SCHEDULED_TRIP_MIN_AHEAD_MIN,
};

/**
 * 400 with the rule's problem on `scheduled_at` (scheduled_in_past / scheduled_too_soon for a
 * trip; a multistop quote brings its own rule), else the time; none: null (now).
 */
export function checkScheduledAt(
  value: string | null | undefined,
  now: Date,
  rule: AheadRule = TRIP_AHEAD,
): Date | null {
  if (!value) return null;
  const at = new Date(value);
  const problem = rule.problem(at, now);
  if (problem) {
    throw new AppError(400, problem, {
      params: { min: rule.minAheadMin },
      fields: { scheduled_at: problem },
    });
  }
  return at;
}

/**
 * The provider's quote. origin_not_served and bad places pass through; any other failure is the
 * provider's: 502 'Error getting estimated fare with promo code' when a promo code was given.
 */
export async function quoteOrFail(
  gateway: ProviderGateway,
  request: { origin: LatLng; destination: LatLng; serviceTypeId?: ServiceTypeId },
  failure: 'promo_estimate_error' | 'estimate_error' | 'trip_create_error' | 'parcel_create_error',
): Promise<Quote> {
  try {
    return await gateway.quote(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(502, failure);
  }
}

/** POST /trips/estimate: fares for each service type (or the one asked), the promo applied. */
export async function estimateTrip(
  deps: AppDeps,
  gateway: ProviderGateway,
  corporateId: string,
  body: TripEstimateRequest,
  lang: Language,
): Promise<TripEstimateResponse> {
  const now = deps.clock.now();
  checkScheduledAt(body.scheduled_at, now);
  let promo: ValidPromo | null = null;
  if (body.promo_code) promo = await findUsablePromo(deps.db, corporateId, body.promo_code, now);
  const quote = await quoteOrFail(
    gateway,
    { origin: body.origin, destination: body.destination, serviceTypeId: body.service_type_id },
    promo ? 'promo_estimate_error' : 'estimate_error',
  );
  const answer = toEstimateResponse(quote, lang);
  if (!promo) return answer;
  const p = promo;
  return {
    ...answer,
    fares: answer.fares.map((fare, i) => {
      const cents = quote.fares[i]!.fareCents;
      return {
        ...fare,
        fare: fromCents(cents - discountCents(p, cents)),
        fare_before_discount: fromCents(cents),
      };
    }),
  };
}
