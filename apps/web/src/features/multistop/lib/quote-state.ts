import {
  QUOTE_STATUSES,
  TRIP_STATUSES,
  isCancellableTripStatus,
  isFinalTripStatus,
  isOpenQuoteStatus,
  type Quote,
  type QuoteStatus,
  type TripStatus,
} from '@trayecto/contracts';

// What a quote's state means on screen: the status it shows, and what the company may still do.

/** A quote says its own status until approved; from then on, its run's (scheduled, started…). */
export type ShownStatus =
  { kind: 'quote'; status: QuoteStatus } | { kind: 'trip'; status: TripStatus };

export function shownStatus(quote: Pick<Quote, 'status' | 'order_status'>): ShownStatus {
  if (quote.status === 'approved' && quote.order_status)
    return { kind: 'trip', status: quote.order_status };
  return { kind: 'quote', status: quote.status };
}

/** Approved and its trip not finished: the car may move on the map, the events matter. */
export function isQuoteRunning(quote: Pick<Quote, 'status' | 'order_status'>): boolean {
  return (
    quote.status === 'approved' &&
    quote.order_status !== null &&
    !isFinalTripStatus(quote.order_status)
  );
}

export type QuoteActions = {
  /** priced and waiting: approve it (the payer's balance is held) or deny it with a reason */
  approve: boolean;
  deny: boolean;
  /** still open (the desk's price or the decision pending): withdraw it */
  withdraw: boolean;
  /** approved and its trip not started yet: cancel the trip with a reason */
  cancelTrip: boolean;
};

export function quoteActions(quote: Pick<Quote, 'status' | 'order_status'>): QuoteActions {
  const deciding = quote.status === 'waiting_for_approval';
  return {
    approve: deciding,
    deny: deciding,
    withdraw: isOpenQuoteStatus(quote.status),
    cancelTrip:
      quote.status === 'approved' &&
      quote.order_status !== null &&
      isCancellableTripStatus(quote.order_status),
  };
}

const isQuoteStatus = (s: string): s is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(s);
const isTripStatus = (s: string): s is TripStatus =>
  (TRIP_STATUSES as readonly string[]).includes(s);

/**
 * The label of each entry of a quote's `events`: its own statuses first, then (after `approved`)
 * its run's. Both lists have a `waiting`, so which one an entry is depends on where it stands.
 * An unknown code is kept as it came (null), shown raw rather than hidden.
 */
export function eventStatuses(events: readonly { status: string }[]): (ShownStatus | null)[] {
  let approved = false;
  return events.map(({ status }) => {
    if (!approved && isQuoteStatus(status)) {
      approved = status === 'approved';
      return { kind: 'quote', status };
    }
    return isTripStatus(status) ? { kind: 'trip', status } : null;
  });
}
