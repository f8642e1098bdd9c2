import type { CityId, ServiceTypeId } from '@trayecto/contracts';
import type { Clock, TimerHandle } from '../../lib/clock.ts';
import type { Tariff } from './fare-table.ts';

// The fare book: the provider's adjustments of the default table (the console's fare_overrides
// rows), held in memory so that `tariffFor` stays a synchronous lookup for its callers (estimates,
// final fares, the multistop desk). One book per process: the app fills it before it listens,
// after each console write on this instance, and every FARE_BOOK_REFRESH_MS from the database, so
// the other instances follow a change within that time.

/** How often each instance reads the overrides again (other instances' writes). */
export const FARE_BOOK_REFRESH_MS = 30_000;
/** How soon a read is tried again while none has succeeded yet (the database was away at start). */
export const FARE_BOOK_RETRY_MS = 2_000;

export type FareOverride = { cityId: CityId; serviceTypeId: ServiceTypeId; tariff: Tariff };

const key = (city: CityId, type: ServiceTypeId) => `${city}/${type}`;

let book = new Map<string, Tariff>();

/** The override of a city's service type, if the provider set one. */
export function fareOverrideFor(city: CityId, type: ServiceTypeId): Tariff | undefined {
  return book.get(key(city, type));
}

/** Replaces the whole book (what the database holds now); no rows: the default table. */
export function replaceFareOverrides(overrides: readonly FareOverride[]): void {
  book = new Map(overrides.map((o) => [key(o.cityId, o.serviceTypeId), { ...o.tariff }]));
}

export type FareBookSync = {
  /** the first read, awaited before the app listens (a failure stops the start) */
  start(): Promise<void>;
  /** reads the overrides again now (after a console write on this instance) */
  reload(): Promise<void>;
  stop(): void;
};

/**
 * Keeps the book in step with the database: `load` reads every override. A read that started
 * before another one finished never overwrites the newer answer, so a periodic read overtaken by
 * the reload after a write cannot bring the old fares back. A failed periodic read keeps the
 * current book and tries again at the next tick.
 */
export function createFareBookSync(options: {
  load: () => Promise<FareOverride[]>;
  clock: Clock;
  log: { warn: (obj: object, msg: string) => void };
  refreshMs?: number;
}): FareBookSync {
  const refreshMs = options.refreshMs ?? FARE_BOOK_REFRESH_MS;
  let started = 0;
  let applied = 0;
  let timer: TimerHandle | undefined;
  let stopped = false;
  let loaded = false;

  const read = async () => {
    const ticket = ++started;
    const overrides = await options.load();
    if (ticket > applied && !stopped) {
      applied = ticket;
      loaded = true;
      replaceFareOverrides(overrides);
    }
  };

  const schedule = () => {
    timer = options.clock.setTimeout(
      () => {
        timer = undefined;
        if (stopped) return;
        read()
          .catch((err: unknown) => options.log.warn({ err }, 'fare book: reading overrides failed'))
          .finally(() => {
            if (!stopped && !timer) schedule();
          });
      },
      loaded ? refreshMs : FARE_BOOK_RETRY_MS,
    );
  };

  return {
    async start() {
      // The app starts with the database away too (it answers 503 until it is back): then the
      // book is the default table, and the read is tried again every 2 s until it succeeds.
      await read().catch((err: unknown) =>
        options.log.warn({ err }, 'fare book: the first read failed; retrying'),
      );
      if (!stopped && !timer) schedule();
    },
    reload: read,
    stop() {
      stopped = true;
      if (timer) options.clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
