import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import {
  FARE_BOOK_REFRESH_MS,
  FARE_BOOK_RETRY_MS,
  createFareBookSync,
  replaceFareOverrides,
  type FareOverride,
} from './fare-book.ts';
import { FARE_TABLE, defaultTariffFor, tariffFor } from './fare-table.ts';

const log = { warn: vi.fn() };
const cheap: FareOverride = {
  cityId: 'caracas',
  serviceTypeId: 'moto',
  tariff: { baseCents: 60, perKmCents: 20, perMinCents: 3, minimumCents: 120 },
};
const dear: FareOverride = { ...cheap, tariff: { ...cheap.tariff, baseCents: 190 } };

/** A load whose answers the test releases one by one. */
function controlledLoad() {
  const calls: ((rows: FareOverride[]) => void)[] = [];
  const load = () => new Promise<FareOverride[]>((resolve) => calls.push(resolve));
  return { load, calls };
}

afterEach(() => replaceFareOverrides([]));

describe('tariffFor over the fare book', () => {
  it('is the default table while the book is empty', () => {
    for (const [city, types] of Object.entries(FARE_TABLE)) {
      for (const [type, tariff] of Object.entries(types)) {
        expect(tariffFor(city as 'caracas', type as 'moto')).toBe(tariff);
      }
    }
  });

  it('applies an override to its city and service type only; replacing the book drops it', () => {
    replaceFareOverrides([cheap]);
    expect(tariffFor('caracas', 'moto')).toEqual(cheap.tariff);
    expect(defaultTariffFor('caracas', 'moto')).toBe(FARE_TABLE.caracas.moto);
    expect(tariffFor('caracas', 'economy')).toBe(FARE_TABLE.caracas.economy);
    expect(tariffFor('valencia', 'moto')).toBe(FARE_TABLE.valencia.moto);
    replaceFareOverrides([]);
    expect(tariffFor('caracas', 'moto')).toBe(FARE_TABLE.caracas.moto);
  });
});

describe('createFareBookSync', () => {
  it('reads at start, then every refresh period on the clock, until stopped', async () => {
    const clock = createManualClock();
    const load = vi.fn(async () => [cheap]);
    const sync = createFareBookSync({ load, clock, log });
    await sync.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(tariffFor('caracas', 'moto')).toEqual(cheap.tariff);
    load.mockResolvedValue([]);
    await clock.advance(FARE_BOOK_REFRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(tariffFor('caracas', 'moto')).toBe(FARE_TABLE.caracas.moto);
    sync.stop();
    expect(clock.pending()).toBe(0);
    await clock.advance(10 * FARE_BOOK_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts on the default table when the first read fails, and retries every 2 s until one succeeds', async () => {
    const clock = createManualClock();
    const load = vi.fn(async (): Promise<FareOverride[]> => [cheap]);
    load.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    const sync = createFareBookSync({ load, clock, log });
    await sync.start();
    expect(tariffFor('caracas', 'moto')).toBe(FARE_TABLE.caracas.moto);
    await clock.advance(FARE_BOOK_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await clock.advance(FARE_BOOK_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(tariffFor('caracas', 'moto')).toEqual(cheap.tariff);
    // loaded: back to the 30 s rhythm
    await clock.advance(FARE_BOOK_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    sync.stop();
  });

  it('keeps the book and tries again at the next tick when a periodic read fails', async () => {
    const clock = createManualClock();
    const load = vi.fn(async () => [cheap]);
    const sync = createFareBookSync({ load, clock, log });
    await sync.start();
    load.mockRejectedValueOnce(new Error('down'));
    await clock.advance(FARE_BOOK_REFRESH_MS);
    expect(log.warn).toHaveBeenCalled();
    expect(tariffFor('caracas', 'moto')).toEqual(cheap.tariff);
    load.mockResolvedValue([dear]);
    await clock.advance(FARE_BOOK_REFRESH_MS);
    expect(tariffFor('caracas', 'moto')).toEqual(dear.tariff);
    sync.stop();
  });

  it('never lets an older read overwrite a newer one (a refresh overtaken by a reload)', async () => {
    const { load, calls } = controlledLoad();
    const sync = createFareBookSync({ load, clock: createManualClock(), log });
    const older = sync.reload(); // e.g. the periodic read, before a console write committed
    const newer = sync.reload(); // the reload right after the write
    calls[1]!([dear]);
    await newer;
    expect(tariffFor('caracas', 'moto')).toEqual(dear.tariff);
    calls[0]!([cheap]);
    await older;
    expect(tariffFor('caracas', 'moto')).toEqual(dear.tariff);
    sync.stop();
  });
});
