import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  QUOTE_UPDATE_EVENT,
  quoteUpdateEventSchema,
  type Quote,
  type QuoteUpdateEvent,
  type QuotesPage,
  type TripUpdateEvent,
} from '@trayecto/contracts';
import { useOrderSocket, type OrderSocketHandlers } from '../../../lib/use-order-socket.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { quoteKeys } from '../api/quotes-api.ts';
import { withStopEvent, withTripUpdate } from '../lib/live-quotes.ts';

type Handlers = OrderSocketHandlers & {
  onQuote?: (event: QuoteUpdateEvent) => void;
};

/**
 * The company's quotes' `quote:update`, and their runs' `trip:update` and `order:stop` (kind
 * 'multistop'; trip_id / order_id is the quote's order_id) on the panel's one socket, parsed
 * with the contracts' schemas; and the reconnection (events may have been missed meanwhile).
 * `enabled` false: not listening (a company without multistop trips).
 */
export function useQuoteSocket({ onQuote, enabled = true, ...run }: Handlers) {
  useSocketEvent(QUOTE_UPDATE_EVENT, quoteUpdateEventSchema, (event) => onQuote?.(event), enabled);
  useOrderSocket('multistop', { ...run, enabled });
}

/**
 * Keeps the quote queries current with the events: a `quote:update` brings its detail and the
 * lists again (a price, a decision, an expiry); a run's events patch the detail that shows it at
 * once (status, ETA, a stop) and, when its status moves, bring what they do not carry (driver,
 * timeline, final fare) and the lists (they show the run's status). `onTrip` gets the run's
 * events too, for the car on the map.
 */
export function useLiveQuotes({ onTrip }: { onTrip?: (event: TripUpdateEvent) => void } = {}) {
  const queryClient = useQueryClient();
  const enabled = useSessionStore((s) => s.is_active_multi_stops);

  /** Patches every cached detail of this run; whether its status moved in one of them. */
  const patchDetails = (orderId: string, patch: (q: Quote) => Quote) => {
    let moved = false;
    for (const [key, quote] of queryClient.getQueriesData<Quote>({
      queryKey: quoteKeys.details(),
    })) {
      if (!quote || quote.order_id !== orderId) continue;
      const next = patch(quote);
      if (next === quote) continue;
      queryClient.setQueryData(key, next);
      if (next.order_status !== quote.order_status) {
        moved = true;
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    }
    return moved;
  };
  /** A list on screen shows this run with another status than the event's. */
  const listIsBehind = (event: TripUpdateEvent) =>
    queryClient
      .getQueriesData<InfiniteData<QuotesPage>>({ queryKey: quoteKeys.lists() })
      .some(([, data]) =>
        data?.pages.some((page) =>
          page.quotes.some((q) => q.order_id === event.trip_id && q.order_status !== event.status),
        ),
      );

  useQuoteSocket({
    enabled,
    onQuote(event) {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(event.quote_id) });
      void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
    },
    onTrip(event) {
      onTrip?.(event);
      const behind = listIsBehind(event);
      const moved = patchDetails(event.trip_id, (q) => withTripUpdate(q, event));
      if (moved || behind) void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
    },
    onStop(event) {
      patchDetails(event.order_id, (q) => withStopEvent(q, event));
    },
    onReconnect() {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    },
  });
}
