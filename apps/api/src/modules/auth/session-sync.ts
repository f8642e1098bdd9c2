/** One round trip to the database: it proves freshness and reads the rows of `keys` on the way. */
export type RoundTrip<T> = (keys: string[]) => Promise<Map<string, T>>;

export type SyncBarrier<T> = {
  /** how many round trips have started: `sync(mark())` may use any that starts after this */
  mark(): number;
  /**
   * true once a round trip that started after the call (or after `since`, a `mark()`) is back;
   * false when it failed
   */
  sync(since?: number): Promise<boolean>;
  /** the row of `key` read by a round trip that started after the call; null when it failed */
  read(key: string): Promise<T | undefined | null>;
};

/**
 * Coalesces round trips: a caller needs one that *started after it called* (one already on the
 * wire may have left before the change it must see was committed), so callers arriving while one
 * is in flight share the next one, and the rows they ask for are read by it. Under load that is
 * one round trip per batch of requests, not per request.
 */
export function createSyncBarrier<T>(roundTrip: RoundTrip<T>): SyncBarrier<T> {
  let started = 0;
  let inFlight: { n: number; trip: Promise<Map<string, T> | null> } | undefined;
  let next: { keys: Set<string>; result: Promise<Map<string, T> | null> } | undefined;

  const start = (keys: string[]) => {
    const trip = roundTrip(keys).catch(() => null);
    const current = { n: ++started, trip };
    inFlight = current;
    void trip.then(() => {
      if (inFlight === current) inFlight = undefined;
    });
    return trip;
  };

  const join = (key?: string, since = started) => {
    // one that left after `since` will do for a sync (a read needs its key on the next one)
    if (inFlight && key === undefined && inFlight.n > since) return inFlight.trip;
    if (!next) {
      const keys = new Set<string>();
      // The next one leaves once the one on the wire is back, at the end of that turn of the
      // event loop, so that every request read in the same turn rides it.
      const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));
      const result = (inFlight ? inFlight.trip.then(endOfTurn) : endOfTurn()).then(() => {
        next = undefined;
        return start([...keys]);
      });
      next = { keys, result };
    }
    if (key !== undefined) next.keys.add(key);
    return next.result;
  };

  return {
    mark: () => started,
    sync: async (since) => (await join(undefined, since)) !== null,
    read: async (key) => {
      const rows = await join(key);
      return rows === null ? null : rows.get(key);
    },
  };
}
