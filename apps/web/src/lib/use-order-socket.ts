import {
  ORDER_STOP_EVENT,
  TRIP_UPDATE_EVENT,
  orderStopEventSchema,
  tripUpdateEventSchema,
  type OrderKind,
  type OrderStopEvent,
  type TripUpdateEvent,
} from '@trayecto/contracts';
import { useSocketEvent, useSocketReconnect } from './use-socket-event.ts';

export type OrderSocketHandlers = {
  onTrip?: (event: TripUpdateEvent) => void;
  onStop?: (event: OrderStopEvent) => void;
  onReconnect?: () => void;
  /** false: not listening (a company without such orders) */
  enabled?: boolean;
};

/**
 * The `trip:update` (trip_id is the order's id) and `order:stop` events of the company's orders
 * of one `kind` on the panel's one socket, parsed with the contracts' schemas (the server sends
 * every kind to the company's room); and the reconnection (events may have been missed meanwhile).
 */
export function useOrderSocket(
  kind: OrderKind,
  { onTrip, onStop, onReconnect, enabled = true }: OrderSocketHandlers,
) {
  useSocketEvent(
    TRIP_UPDATE_EVENT,
    tripUpdateEventSchema,
    (event) => {
      if (event.kind === kind) onTrip?.(event);
    },
    enabled,
  );
  useSocketEvent(
    ORDER_STOP_EVENT,
    orderStopEventSchema,
    (event) => {
      if (event.kind === kind) onStop?.(event);
    },
    enabled,
  );
  useSocketReconnect(() => onReconnect?.(), enabled);
}
