import {
  fromCents,
  isFinalTripStatus,
  type OrderStopStatus,
  type Quote,
  type ServiceTypeId,
  type TripStatus,
} from '@trayecto/contracts';
import type { OrderStopRow } from '../orders/order-stops.repository.ts';
import { positionOf, type LivePosition } from '../trips/trip-dto.ts';
import type { QuoteWithOrder } from './quotes.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The quote's own steps (asked, priced or declined, decided), oldest first. */
function quoteEvents({ quote }: QuoteWithOrder) {
  const events = [{ status: 'waiting', at: quote.requestedAt }];
  if (quote.pricedAt)
    events.push({
      status: quote.declineCode ? 'declined' : 'waiting_for_approval',
      at: quote.pricedAt,
    });
  if (quote.decidedAt) events.push({ status: quote.status, at: quote.decidedAt });
  return events;
}

/**
 * The quote as the API answers it: its stops (with the run's progress once approved), the
 * desk's price line by line, its decision, and its run (status, car, events).
 */
export function toQuote(
  row: QuoteWithOrder,
  stops: readonly OrderStopRow[],
  runEvents: readonly { status: string; at: Date }[] = [],
  live?: LivePosition,
): Quote {
  const { quote, order } = row;
  const legs = quote.legs ?? null;
  const fareCents = legs ? legs.reduce((sum, leg) => sum + leg.fareCents, 0) : null;
  const stopCount = quote.places.length - 1;
  const feeCents = quote.stopFeeCents !== null ? quote.stopFeeCents * stopCount : null;
  const running = order && !isFinalTripStatus(order.status as TripStatus);
  const car = order && running ? positionOf(order, live) : null;
  const driver = order?.driver;
  return {
    _id: quote.id,
    unique_id: quote.uniqueId,
    status: quote.status,
    order_id: order?.id ?? null,
    order_status: (order?.status as TripStatus | undefined) ?? null,
    passenger: {
      type: quote.passengerType,
      user_id: quote.passengerUserId,
      name: quote.passengerName,
      phone: quote.passengerPhone,
    },
    payer: quote.payer,
    service_type_id: quote.serviceTypeId as ServiceTypeId,
    comment: quote.comment,
    scheduled_at: quote.scheduledAt.toISOString(),
    requested_at: quote.requestedAt.toISOString(),
    priced_at: iso(quote.pricedAt),
    expires_at: quote.expiresAt.toISOString(),
    decided_at: iso(quote.decidedAt),
    deny_reason_id: quote.denyReasonId,
    deny_comment: quote.denyComment,
    decline_code: quote.declineCode,
    stops: quote.places.map((place, index) => {
      const stop = stops.find((s) => s.seq === index);
      return {
        index,
        place,
        status: (stop?.status as OrderStopStatus | undefined) ?? 'pending',
        arrived_at: iso(stop?.arrivedAt ?? null),
        completed_at: iso(stop?.completedAt ?? null),
        failed_at: iso(stop?.failedAt ?? null),
      };
    }),
    legs: legs
      ? legs.map((leg, i) => ({
          from: i,
          to: i + 1,
          distance_km: leg.distanceKm,
          duration_min: leg.durationMin,
          fare: fromCents(leg.fareCents),
        }))
      : null,
    fare: fareCents !== null ? fromCents(fareCents) : null,
    stop_fee: quote.stopFeeCents !== null ? fromCents(quote.stopFeeCents) : null,
    fee: feeCents !== null ? fromCents(feeCents) : null,
    total: quote.totalCents !== null ? fromCents(quote.totalCents) : null,
    exchange_rate: quote.exchangeRate,
    distance_km: quote.distanceKm,
    duration_min: quote.durationMin,
    final_fare: order?.finalFareCents != null ? fromCents(order.finalFareCents) : null,
    route: quote.route ?? quote.places.map((p) => [p.lng, p.lat] as [number, number]),
    position: car?.position ?? null,
    eta_min: car?.etaMin ?? null,
    driver: driver
      ? {
          name: driver.name,
          photo_url: driver.photoUrl,
          plate: driver.vehicle.plate,
          vehicle: `${driver.vehicle.brand} ${driver.vehicle.model}`,
        }
      : null,
    events: [
      ...quoteEvents(row),
      // the run's statuses after the approval (the order's own 'scheduled' is the approval's)
      ...runEvents.filter((e, i) => i > 0 || e.status !== 'scheduled'),
    ].map((e) => ({ status: e.status, at: e.at.toISOString() })),
  };
}
