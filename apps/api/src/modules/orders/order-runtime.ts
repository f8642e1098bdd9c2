import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AppDeps } from '../../app-types.ts';
import type { TimerHandle } from '../../lib/clock.ts';
import { startLeaderElection, type LeaderElection } from '../../lib/leader-election.ts';
import type { ProviderEvent, ProviderGateway } from '../../providers/provider-gateway.ts';
import { handleProviderEvent } from './order-events.ts';
import { dispatchPending, reconcileUnfinished } from './order-dispatch.ts';
import * as repo from '../trips/trips.repository.ts';
import { createRunningOrders, type RunningOrders } from './running-orders.ts';
import type { Emit } from '../../plugins/realtime.ts';

/** Simulated ms between two batched position writes (the DB never takes a write per tick). */
export const POSITION_FLUSH_MS = 5_000;
/** Simulated ms between two sweeps for trips created on another instance (backup for NOTIFY). */
const SWEEP_MS = 10_000;
/** Real ms between two tries to lead (also after the leader's connection was lost). */
export const LEADER_RETRY_MS = 2_000;
/** Real ms between two checks that the leader's lock connection still answers. */
const LEADER_HEARTBEAT_MS = 2_000;
// Arbitrary constants: the simulator leader's session lock and the dispatch channel.
export const LEADER_LOCK_KEY = 72_617_940;
export const DISPATCH_CHANNEL = 'trips_dispatch';
/** A trip cancelled on an instance that does not run the simulator: the leader tells the provider. */
export const CANCEL_CHANNEL = 'trips_cancel';

/** Where this instance stands in a cluster of API instances. */
export type Cluster = {
  /** this instance runs the simulator and handles its events */
  isLeader(): boolean;
  /** asks the leader to dispatch orders created here (non-leader instances) */
  notifyPending(): Promise<void>;
  /** asks the leader to cancel at the provider an order cancelled here (non-leader instances) */
  notifyCancelled(orderId: string): Promise<void>;
  /**
   * Work that runs on the leader only (a module's timers: the quotes' expiry): started when this
   * instance leads, stopped when it stops leading; told of NOTIFY on its channel.
   */
  addLeaderTask(task: LeaderTask): void;
  /** NOTIFY `channel` (PostgreSQL; with PGlite this instance always leads) */
  notify(channel: string, payload?: string): Promise<void>;
};

export type LeaderTask = {
  /** the NOTIFY channel the leader listens on for this task */
  channel?: string;
  start(): void;
  stop(): void;
  notified?(payload: string | undefined): void;
};

/** The hand-overs to the provider this instance is part way through. */
export type Handovers = {
  /** orders whose dispatch call is under way here (the sweep leaves them alone) */
  inFlight: Set<string>;
  /** unfinished orders the provider did not take back after a restart; retried by the sweep */
  retry: Set<string>;
};

/**
 * The order core's runtime: the app's parts (deps, the provider, the sockets, the log) and its
 * named collaborators: the running orders in memory, the hand-overs under way, the cluster.
 */
export type OrderRuntime = {
  deps: AppDeps;
  gateway: ProviderGateway;
  emit: Emit;
  log: FastifyBaseLogger;
  orders: RunningOrders;
  handovers: Handovers;
  cluster: Cluster;
  /** runs `work` after every earlier piece of work on the same order (per-order serialization) */
  serial<T>(orderId: string, work: () => Promise<T>): Promise<T>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** resolves when queued work is done (shutdown, tests) */
  idle(): Promise<void>;
};

export function createOrderRuntime(options: {
  deps: AppDeps;
  gateway: ProviderGateway;
  emit: Emit;
  log: FastifyBaseLogger;
}): OrderRuntime {
  const { deps, gateway, log } = options;
  const chains = new Map<string, Promise<void>>();
  const orders = createRunningOrders(deps.db);
  const tasks: LeaderTask[] = [];
  let leader = false;
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  let flushTimer: TimerHandle | undefined;
  let sweepTimer: TimerHandle | undefined;
  let election: LeaderElection | undefined;
  let leaderTerm = 0;
  let flushing: Promise<void> = Promise.resolve();

  const runtime: OrderRuntime = {
    gateway,
    deps,
    emit: options.emit,
    log,
    orders,
    handovers: { inFlight: new Set(), retry: new Set() },
    cluster: {
      isLeader: () => leader,
      async notifyPending() {
        if (deps.driver === 'postgres')
          await deps.db.execute(sql.raw(`notify ${DISPATCH_CHANNEL}`));
      },
      async notifyCancelled(orderId) {
        await runtime.cluster.notify(CANCEL_CHANNEL, orderId);
      },
      addLeaderTask(task) {
        tasks.push(task);
        if (leader) task.start();
      },
      async notify(channel, payload = '') {
        if (deps.driver === 'postgres')
          await deps.db.execute(sql`select pg_notify(${channel}, ${payload})`);
      },
    },
    serial<T>(tripId: string, work: () => Promise<T>): Promise<T> {
      const previous = chains.get(tripId) ?? Promise.resolve();
      const result = previous.then(work);
      // The chain goes on whatever this work did; the caller sees its own failure.
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      chains.set(tripId, tail);
      void tail.then(() => {
        if (chains.get(tripId) === tail) chains.delete(tripId);
      });
      return result;
    },
    async start() {
      if (deps.driver === 'pglite') {
        await becomeLeader();
        return;
      }
      election = startLeaderElection({
        pool: (deps.db as unknown as { $client: pg.Pool }).$client,
        key: LEADER_LOCK_KEY,
        channels: [
          DISPATCH_CHANNEL,
          CANCEL_CHANNEL,
          ...tasks.flatMap((t) => (t.channel ? [t.channel] : [])),
        ],
        retryMs: LEADER_RETRY_MS,
        heartbeatMs: LEADER_HEARTBEAT_MS,
        onElected: becomeLeader,
        onDeposed: stepDown,
        onNotification(channel, payload) {
          if (channel === DISPATCH_CHANNEL) void dispatchPending(runtime);
          if (channel === CANCEL_CHANNEL && payload) cancelAtProvider(payload);
          for (const task of tasks) if (task.channel === channel) task.notified?.(payload);
        },
        log,
      });
      await election.ready;
    },
    async stop() {
      stopped = true;
      stepDown();
      gateway.stop();
      await runtime.idle();
      await flush().catch(() => undefined);
      // Ending the lock's session frees the lock and the LISTEN.
      await election?.stop();
    },
    async idle() {
      for (let i = 0; i < 10 && chains.size > 0; i++) {
        await Promise.all([...chains.values()]);
      }
      await flushing;
    },
  };

  const onEvent = (event: ProviderEvent) => {
    if (event.type === 'position') {
      orders.setLive(event.tripId, {
        position: event.position,
        etaMin: event.etaMin,
        at: event.at,
      });
    }
    // Never throws into the simulation: a failure is logged and the next event goes on.
    runtime
      .serial(event.tripId, () => handleProviderEvent(runtime, event))
      .catch((error: unknown) =>
        log.error({ err: error, event: event.type, tripId: event.tripId }, 'trip event failed'),
      );
  };

  async function flush() {
    const rows = orders.takeDirty();
    for (let i = 0; i < rows.length; i += 500) {
      await repo.writePositions(deps.db, rows.slice(i, i + 500));
    }
  }

  // A term is one stretch of leadership: timers of an earlier term never re-arm in a later one.
  function scheduleFlush(term = leaderTerm) {
    flushTimer = deps.clock.setTimeout(() => {
      if (stopped || term !== leaderTerm) return;
      flushing = flush()
        .catch((error: unknown) => log.error({ err: error }, 'position flush failed'))
        .finally(() => {
          if (term === leaderTerm) scheduleFlush(term);
        });
    }, POSITION_FLUSH_MS);
  }

  function scheduleSweep(term = leaderTerm) {
    sweepTimer = deps.clock.setTimeout(() => {
      if (stopped || term !== leaderTerm) return;
      void dispatchPending(runtime).finally(() => {
        if (term === leaderTerm) scheduleSweep(term);
      });
    }, SWEEP_MS);
  }

  /** The company cancelled the trip elsewhere: the driver stops and the map stops moving it. */
  function cancelAtProvider(tripId: string) {
    void runtime
      .serial(tripId, async () => {
        await gateway.cancel(tripId).catch((error: unknown) => {
          // unknown (never dispatched) or already started: nothing more to stop
          log.info({ err: error, tripId }, 'trips: cancel from another instance not applied');
        });
        orders.forget(tripId);
      })
      .catch((error: unknown) => log.error({ err: error, tripId }, 'trips: remote cancel failed'));
  }

  async function becomeLeader() {
    if (stopped) return;
    leader = true;
    leaderTerm += 1;
    unsubscribe = gateway.onEvent(onEvent);
    scheduleFlush();
    scheduleSweep();
    for (const task of tasks) task.start();
    // In the background: the server answers while the provider's state and ours are brought
    // together (after a restart, or after leading again once the database came back).
    void reconcileUnfinished(runtime)
      .then(() => dispatchPending(runtime))
      .catch((error: unknown) => log.error({ err: error }, 'trips: reconcile failed'));
    log.info('trips: this instance runs the provider simulator');
  }

  /**
   * Leadership lost (the lock's connection died). The provider goes on driving its trips; this
   * instance stops writing their events until it (or another instance) leads again and reconciles.
   */
  function stepDown() {
    leader = false;
    leaderTerm += 1;
    unsubscribe?.();
    unsubscribe = undefined;
    for (const task of tasks) task.stop();
    if (flushTimer) deps.clock.clearTimeout(flushTimer);
    if (sweepTimer) deps.clock.clearTimeout(sweepTimer);
    flushTimer = undefined;
    sweepTimer = undefined;
  }

  return runtime;
}
