import type { OrderStopEvent, OrderStopStatus } from '@trayecto/contracts';

/** What an `order:stop` changes of a stop: its progress and when each step happened. */
type StopProgress = {
  index: number;
  status: OrderStopStatus;
  arrived_at: string | null;
  completed_at: string | null;
  failed_at: string | null;
};

/**
 * An order's stops after an `order:stop` of one of them (whose order it is, the caller checks),
 * or the same array when it changes nothing: a stop not there, or already at that status.
 */
export function stopsAfterEvent<S extends StopProgress>(stops: S[], event: OrderStopEvent): S[] {
  const stop = stops.find((s) => s.index === event.stop_index);
  if (!stop || stop.status === event.status) return stops;
  const at =
    event.status === 'arrived'
      ? { arrived_at: event.at }
      : event.status === 'completed'
        ? { completed_at: event.at }
        : event.status === 'failed'
          ? { failed_at: event.at }
          : {};
  return stops.map((s) =>
    s.index === event.stop_index ? { ...s, status: event.status, ...at } : s,
  );
}
