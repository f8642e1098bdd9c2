import { describe, expect, it } from 'vitest';
import { createManualClock, createSystemClock } from './clock.ts';
import { createRandom, seedFrom } from './random.ts';

describe('manual clock', () => {
  it('fires due timers in time order, including timers set by timers, and moves now()', async () => {
    const clock = createManualClock(1_000);
    const log: string[] = [];
    clock.setTimeout(() => log.push(`b@${clock.now().getTime()}`), 200);
    clock.setTimeout(() => {
      log.push(`a@${clock.now().getTime()}`);
      clock.setTimeout(() => log.push(`c@${clock.now().getTime()}`), 50);
    }, 100);
    const cancelled = clock.setTimeout(() => log.push('never'), 120);
    clock.clearTimeout(cancelled);
    await clock.advance(150);
    expect(log).toEqual(['a@1100', 'c@1150']);
    expect(clock.now().getTime()).toBe(1150);
    await clock.advance(1_000);
    expect(log).toEqual(['a@1100', 'c@1150', 'b@1200']);
    expect(clock.now().getTime()).toBe(2150);
    expect(clock.pending()).toBe(0);
  });

  it('lets promise continuations run between timers', async () => {
    const clock = createManualClock(0);
    const sleep = (ms: number) => new Promise<void>((r) => clock.setTimeout(r, ms));
    const log: number[] = [];
    void (async () => {
      await sleep(10);
      log.push(clock.now().getTime());
      await sleep(10);
      log.push(clock.now().getTime());
    })();
    await clock.advance(100);
    expect(log).toEqual([10, 20]);
  });

  it('system clock runs and cancels real timers', async () => {
    const clock = createSystemClock();
    let fired = false;
    const handle = clock.setTimeout(() => (fired = true), 5);
    clock.clearTimeout(handle);
    await new Promise<void>((resolve) => clock.setTimeout(resolve, 10));
    expect(fired).toBe(false);
  });
});

describe('seeded random', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const seqA = Array.from({ length: 50 }, () => a.int(1, 6));
    expect(Array.from({ length: 50 }, () => b.int(1, 6))).toEqual(seqA);
    expect(new Set(seqA)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(createRandom(43).next()).not.toBe(createRandom(42).next());
    expect(seedFrom('trayecto')).toBe(seedFrom('trayecto'));
    expect(seedFrom('12')).toBe(12);
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
  });
});
