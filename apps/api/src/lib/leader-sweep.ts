import type { FastifyBaseLogger } from 'fastify';
import type { Clock, TimerHandle } from './clock.ts';

/**
 * A sweep the elected leader runs every `everyMs` of the app's clock (what expired credits and
 * approval requests use): start() on election, stop() on losing it, sweepNow() for tests, kick()
 * for one more sweep as soon as the running one ends (also on a NOTIFY of `channel`, from another
 * instance). One sweep at a time; a failed sweep is logged and the next one runs as usual.
 */
export function createLeaderSweep(options: {
  clock: Clock;
  everyMs: number;
  log: FastifyBaseLogger;
  /** what the log says failed */
  name: string;
  sweep: () => Promise<void>;
  /** the NOTIFY channel on which another instance asks the leader for a sweep now */
  channel?: string;
}) {
  const { clock, everyMs, log, name } = options;
  let timer: TimerHandle | undefined;
  let running = false;
  let sweeping: Promise<void> = Promise.resolve();

  async function sweep() {
    try {
      await options.sweep();
    } catch (err) {
      log.error({ err }, `${name} sweep failed`);
    }
  }

  function run() {
    if (!running) return;
    sweeping = sweeping.then(sweep).then(() => {
      if (running) timer = clock.setTimeout(run, everyMs);
    });
  }

  function kick() {
    if (running) sweeping = sweeping.then(sweep);
  }

  return {
    channel: options.channel,
    start() {
      running = true;
      run();
    },
    stop() {
      running = false;
      if (timer) clock.clearTimeout(timer);
      timer = undefined;
    },
    /** one more sweep soon, on the leader (a no-op elsewhere: see `channel`) */
    kick,
    notified: kick,
    /**
     * Tests: one sweep now, in line with the others (never beside one a NOTIFY kicked, which
     * could take the rows first and leave this one nothing), and every sweep kicked meanwhile.
     */
    async sweepNow() {
      sweeping = sweeping.then(sweep);
      let current: Promise<void>;
      do {
        current = sweeping;
        await current;
      } while (current !== sweeping);
    },
  };
}
