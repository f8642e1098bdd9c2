import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * Work that must run once in a cluster (the provider simulator, its timers) runs on the instance
 * holding a PostgreSQL session advisory lock. The lock lives on one dedicated connection, which
 * also LISTENs for the channels the leader serves. When that connection dies (the database
 * restarted, the network dropped, the server ended it) or stops answering the heartbeat, this
 * instance steps down at once and, like every other instance, tries again every `retryMs`: the
 * first to get the lock when the database is back leads, so the cluster has a leader again within
 * seconds of the database returning.
 */
export type LeaderElection = {
  /** settles after the first try (led or not), so a starting instance knows where it stands */
  ready: Promise<void>;
  isLeader(): boolean;
  stop(): Promise<void>;
};

export type LeaderElectionOptions = {
  pool: pg.Pool;
  key: number;
  channels: readonly string[];
  /** how often an instance that does not lead tries to (also after losing the lock) */
  retryMs: number;
  /** how often the leader checks that its connection still answers */
  heartbeatMs: number;
  /**
   * how long a heartbeat may go unanswered before the leader steps down (default 3 beats): a
   * connection that goes silent without closing (a network partition) is noticed here, not after
   * the operating system's TCP keep-alive gives up hours later
   */
  heartbeatTimeoutMs?: number;
  onElected(): Promise<void> | void;
  onDeposed(): void;
  onNotification(channel: string, payload: string | undefined): void;
  log: FastifyBaseLogger;
};

export function startLeaderElection(options: LeaderElectionOptions): LeaderElection {
  const { pool, key, log } = options;
  let client: pg.PoolClient | undefined;
  let leader = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** when the heartbeat on the wire was sent (undefined: none is waiting for its answer) */
  let beatSentAt: number | undefined;
  const beatTimeoutMs = options.heartbeatTimeoutMs ?? options.heartbeatMs * 3;

  const schedule = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => void attempt(), options.retryMs);
    retryTimer.unref();
  };

  function depose(error: unknown) {
    const lost = client;
    if (!lost) return;
    client = undefined;
    if (heartbeat) clearInterval(heartbeat);
    lost.removeAllListeners('notification');
    // Destroying the connection frees the lock on the server if the session is still alive.
    lost.release(true);
    if (leader) {
      leader = false;
      log.error({ err: error }, 'leader connection lost; this instance stops leading and retries');
      options.onDeposed();
    }
    schedule();
  }

  async function attempt() {
    if (stopped || client) return;
    let candidate: pg.PoolClient | undefined;
    try {
      candidate = await pool.connect();
      const { rows } = await candidate.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1) as ok',
        [key],
      );
      if (!rows[0]?.ok || stopped) {
        if (rows[0]?.ok) await candidate.query('select pg_advisory_unlock($1)', [key]);
        candidate.release();
        schedule();
        return;
      }
      client = candidate;
      candidate.on('error', (error) => depose(error));
      candidate.on('notification', (msg) => {
        if (leader) options.onNotification(msg.channel, msg.payload);
      });
      for (const channel of options.channels) await candidate.query(`listen ${channel}`);
      beatSentAt = undefined;
      heartbeat = setInterval(() => {
        const current = client;
        if (!current) return;
        // One heartbeat at a time: a silent connection must not pile up queries behind it.
        if (beatSentAt !== undefined) {
          if (performance.now() - beatSentAt > beatTimeoutMs) {
            depose(new Error(`leader heartbeat unanswered for ${beatTimeoutMs} ms`));
          }
          return;
        }
        beatSentAt = performance.now();
        current.query('select 1').then(
          () => {
            if (client === current) beatSentAt = undefined;
          },
          (error: unknown) => {
            if (client === current) depose(error);
          },
        );
      }, options.heartbeatMs);
      heartbeat.unref();
      leader = true;
      await options.onElected();
    } catch (error) {
      if (candidate && candidate === client) depose(error);
      else {
        // The database is not there yet: try again later.
        candidate?.release(true);
        schedule();
      }
    }
  }

  const ready = attempt();

  return {
    ready,
    isLeader: () => leader,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      const held = client;
      client = undefined;
      leader = false;
      if (held) {
        held.removeAllListeners('notification');
        await held.query('select pg_advisory_unlock_all()').catch(() => undefined);
        held.release(true);
      }
    },
  };
}
