import {
  fromCents,
  scheduledAtProblem,
  SCHEDULED_TRIP_MIN_AHEAD_MIN,
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

/** 400 scheduled_in_past / scheduled_too_soon (SPEC §5: at least 15 minutes ahead). */
export function checkScheduledAt(value: string | null | undefined, now: Date): Date | null {
  if (!value) return null;
  const at = new Date(value);
  const problem = scheduledAtProblem(at, now);
  if (problem) {
    throw new AppError(400, problem, {
      params: { min: SCHEDULED_TRIP_MIN_AHEAD_MIN },
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
