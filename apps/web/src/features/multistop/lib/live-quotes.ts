import type { OrderStopEvent, Quote, TripUpdateEvent } from '@trayecto/contracts';
import { stopsAfterEvent } from '../../../lib/stop-events.ts';

// How the run's events change an approved quote already on screen: `trip:update` (trip_id is the
// quote's order_id) moves its run's status and ETA, `order:stop` one stop. The car's position
// goes to the map's feed, not here (a render per position would be wasted). What the events do
// not carry (the final fare, the driver, the timeline) comes with a refetch.

/** The quote after a `trip:update` of its run, or the same object when nothing changed. */
export function withTripUpdate(quote: Quote, event: TripUpdateEvent): Quote {
  if (event.kind !== 'multistop' || !quote.order_id || event.trip_id !== quote.order_id)
    return quote;
  const eta = event.eta === undefined ? quote.eta_min : event.eta;
  if (quote.order_status === event.status && quote.eta_min === eta) return quote;
  return { ...quote, order_status: event.status, eta_min: eta };
}

/** The quote after an `order:stop` of one of its run's stops, or the same object. */
export function withStopEvent(quote: Quote, event: OrderStopEvent): Quote {
  if (event.kind !== 'multistop' || !quote.order_id || event.order_id !== quote.order_id)
    return quote;
  const stops = stopsAfterEvent(quote.stops, event);
  return stops === quote.stops ? quote : { ...quote, stops };
}
