/**
 * Time as a seam. Services and the simulated provider read the time and schedule work through a
 * Clock, never through Date.now()/setTimeout directly, so tests (and replays) can step time.
 */
export type TimerHandle = { readonly id: number };

export type Clock = {
  now(): Date;
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
};

/** The wall clock. Timers are unref'd so a pending simulation never keeps the process alive. */
export function createSystemClock(): Clock {
  let nextId = 1;
  const timers = new Map<number, NodeJS.Timeout>();
  return {
    now: () => new Date(),
    setTimeout(callback, delayMs) {
      const id = nextId++;
      const timer = setTimeout(
        () => {
          timers.delete(id);
          callback();
        },
        Math.max(0, delayMs),
      );
      timer.unref?.();
      timers.set(id, timer);
      return { id };
    },
    clearTimeout(handle) {
      const timer = timers.get(handle.id);
      if (timer) clearTimeout(timer);
      timers.delete(handle.id);
    },
  };
}

export type ManualClock = Clock & {
  /** Moves time forward by `ms`, firing every due timer in time order (then insertion order). */
  advance(ms: number): Promise<void>;
  /** Moves time forward to `at` (no-op if it is in the past). */
  advanceTo(at: Date): Promise<void>;
  /** Number of timers not yet fired. */
  pending(): number;
};

/**
 * A clock that only moves when told to. Between timers it yields to the microtask queue so the
 * promise continuations a timer triggers run before the next timer fires, as they would in real
 * time. Usable for deterministic replays as well as tests.
 */
export function createManualClock(start: Date | number = Date.UTC(2026, 0, 1, 12)): ManualClock {
  let nowMs = typeof start === 'number' ? start : start.getTime();
  let nextId = 1;
  const timers = new Map<number, { at: number; seq: number; callback: () => void }>();

  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await new Promise<void>((resolve) => setImmediate(resolve));
  };

  const nextDue = (limit: number) => {
    let best: { id: number; at: number; seq: number } | undefined;
    for (const [id, t] of timers) {
      if (t.at > limit) continue;
      if (!best || t.at < best.at || (t.at === best.at && t.seq < best.seq)) {
        best = { id, at: t.at, seq: t.seq };
      }
    }
    return best;
  };

  const clock: ManualClock = {
    now: () => new Date(nowMs),
    setTimeout(callback, delayMs) {
      const id = nextId++;
      timers.set(id, { at: nowMs + Math.max(0, delayMs), seq: id, callback });
      return { id };
    },
    clearTimeout(handle) {
      timers.delete(handle.id);
    },
    async advance(ms) {
      await clock.advanceTo(new Date(nowMs + Math.max(0, ms)));
    },
    async advanceTo(at) {
      const target = at.getTime();
      await flush();
      for (;;) {
        const due = nextDue(target);
        if (!due) break;
        const timer = timers.get(due.id);
        timers.delete(due.id);
        nowMs = Math.max(nowMs, due.at);
        timer?.callback();
        await flush();
      }
      nowMs = Math.max(nowMs, target);
    },
    pending: () => timers.size,
  };
  return clock;
}
