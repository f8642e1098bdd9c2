import { describe, expect, it } from 'vitest';
import { createSyncBarrier } from './session-sync.ts';

/** Round trips the test answers by hand; each remembers the keys it was asked to read. */
function manualRoundTrips() {
  const trips: {
    keys: string[];
    answer: (rows: Record<string, number>) => void;
    fail: (e: Error) => void;
  }[] = [];
  const roundTrip = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) =>
      trips.push({
        keys,
        answer: (rows) => resolve(new Map(Object.entries(rows))),
        fail: reject,
      }),
    );
  return { roundTrip, trips };
}

/** The end of this turn of the event loop, when a round trip asked for in it leaves. */
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createSyncBarrier', () => {
  it('never lets a caller ride a round trip that left before it called', async () => {
    const { roundTrip, trips } = manualRoundTrips();
    const barrier = createSyncBarrier(roundTrip);
    const log: string[] = [];
    // asked in one turn: one round trip, after the turn
    const first = barrier.sync().then((ok) => log.push(`first ${ok}`));
    const alsoFirst = barrier.sync().then((ok) => log.push(`also first ${ok}`));
    expect(trips).toHaveLength(0);
    await endOfTurn();
    expect(trips).toHaveLength(1);
    // these arrive while it is on the wire: they share the next one
    const second = barrier.sync().then((ok) => log.push(`second ${ok}`));
    const third = barrier.sync().then((ok) => log.push(`third ${ok}`));
    await endOfTurn();
    expect(trips).toHaveLength(1);

    trips[0]!.answer({});
    await Promise.all([first, alsoFirst]);
    expect(log).toEqual(['first true', 'also first true']);
    await endOfTurn();
    expect(trips).toHaveLength(2);
    expect(log).toHaveLength(2);
    trips[1]!.answer({});
    await Promise.all([second, third]);
    expect(log.slice(2)).toEqual(['second true', 'third true']);
    expect(trips).toHaveLength(2);
  });

  it('reads the rows asked for on the next round trip, all keys together', async () => {
    const { roundTrip, trips } = manualRoundTrips();
    const barrier = createSyncBarrier(roundTrip);
    const first = barrier.read('a');
    await endOfTurn();
    expect(trips.map((t) => t.keys)).toEqual([['a']]);
    const sync = barrier.sync();
    const a = barrier.read('a');
    const b = barrier.read('b');
    trips[0]!.answer({ a: 100 });
    expect(await first).toBe(100);
    await endOfTurn();
    // 'a' changed meanwhile: the caller who asked after the first trip left sees the new value
    expect(trips.map((t) => t.keys)).toEqual([['a'], ['a', 'b']]);
    trips[1]!.answer({ a: 90 });
    expect(await a).toBe(90);
    expect(await b).toBeUndefined(); // no such row
    expect(await sync).toBe(true);
  });

  it('a sync since a mark rides a round trip that left after the mark', async () => {
    const { roundTrip, trips } = manualRoundTrips();
    const barrier = createSyncBarrier(roundTrip);
    // a request arrives (mark) while nothing is on the wire; its wallet read and its sync share one
    const since = barrier.mark();
    const wallet = barrier.read('a');
    await endOfTurn();
    const synced = barrier.sync(since);
    expect(trips.map((t) => t.keys)).toEqual([['a']]);
    trips[0]!.answer({ a: 7 });
    expect(await synced).toBe(true);
    expect(await wallet).toBe(7);
    // a mark taken while a trip is on the wire does not let a sync ride that trip
    const early = barrier.sync();
    await endOfTurn();
    const late = barrier.sync(barrier.mark());
    expect(trips).toHaveLength(2);
    trips[1]!.answer({});
    expect(await early).toBe(true);
    await endOfTurn();
    expect(trips).toHaveLength(3);
    trips[2]!.answer({});
    expect(await late).toBe(true);
  });

  it('answers false (sync) and null (read) when the round trip fails, and starts afresh', async () => {
    const { roundTrip, trips } = manualRoundTrips();
    const barrier = createSyncBarrier(roundTrip);
    const synced = barrier.sync();
    await endOfTurn();
    const read = barrier.read('a');
    trips[0]!.fail(new Error('connection lost'));
    expect(await synced).toBe(false);
    await endOfTurn();
    trips[1]!.fail(new Error('connection lost'));
    expect(await read).toBeNull();
    const next = barrier.sync();
    await endOfTurn();
    expect(trips).toHaveLength(3);
    trips[2]!.answer({});
    expect(await next).toBe(true);
  });
});
