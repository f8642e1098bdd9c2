import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createPgCluster, type PgCluster } from '../../../../scripts/lib/pg-cluster.mjs';
import { startApiServer, type ApiServer } from '../../../../scripts/lib/server-harness.mjs';

// The pieces every fault test uses: a PostgreSQL cluster of its own (so stopping the database
// never touches the machine's shared one), real servers as child processes on it, a side
// connection for SQL checks, and polling with deadlines.

export type { ApiServer, PgCluster };

const DB_NAME = 'trayecto';

/**
 * A fast fleet: 200 simulated seconds per real second (a 30-minute ride takes ~10 s), coarse
 * ticks so position updates do not eat the 2 cores, enough drivers that searches succeed, and no
 * random provider failures or driver drops (the faults here are the ones the test injects).
 */
export const FAST_SIM: Record<string, string> = {
  SIM_SPEED: '200',
  SIM_TICK_MS: '10000',
  SIM_DRIVERS_PER_CITY: '150',
  SIM_FAILURE_RATE: '0',
  SIM_CANCEL_RATE: '0',
};

/** A fresh cluster on a spare port with an empty `trayecto` database. */
export async function createFaultCluster(): Promise<PgCluster> {
  const cluster = await createPgCluster({ prefix: 'trayecto-fault-' });
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  try {
    await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  return cluster;
}

/** The application name tags the server's connections, so pg_stat_activity says whose they are. */
export function databaseUrl(cluster: PgCluster, applicationName: string) {
  const url = new URL(cluster.url(DB_NAME));
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

/** `node --import tsx apps/api/src/server.ts` on the cluster, demo seed on, fast fleet. */
export function startServer(
  cluster: PgCluster,
  name: string,
  env: Record<string, string | undefined> = {},
): Promise<ApiServer> {
  return startApiServer({
    env: {
      DATABASE_URL: databaseUrl(cluster, name),
      // the machine's Redis (CI sets it) is shared; these servers need none
      REDIS_URL: undefined,
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      ...FAST_SIM,
      ...env,
    },
    healthTimeoutMs: 120_000,
  });
}

/**
 * A small pool for the test's own SQL. A pool (not one client) because the database is stopped
 * and started under it: dead connections are dropped and the next query opens a new one.
 */
/**
 * A test file's fault setup: its own cluster and SQL pool, created before its tests; every server
 * it pushes to `servers`, the pool and the cluster stopped after them. Read the fields inside a
 * test (they are set by beforeAll).
 */
export function useFaultCluster() {
  const setup = {
    cluster: undefined as unknown as PgCluster,
    pool: undefined as unknown as pg.Pool,
    servers: [] as ApiServer[],
  };
  beforeAll(async () => {
    setup.cluster = await createFaultCluster();
    setup.pool = sqlPool(setup.cluster);
  });
  afterAll(async () => {
    for (const s of setup.servers) await s.stop();
    await setup.pool?.end();
    setup.cluster?.destroy();
  });
  return setup;
}

export function sqlPool(cluster: PgCluster): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl(cluster, 'fault-test'),
    max: 2,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', () => undefined);
  return pool;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `check` until it returns something truthy and returns that; throws after `timeoutMs`
 * with `what`, the last value seen and the last error.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T> | T,
  { timeoutMs, intervalMs = 100 }: { timeoutMs: number; intervalMs?: number },
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  let lastError: unknown;
  for (;;) {
    try {
      last = await check();
      if (last) return last as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const why = lastError instanceof Error ? `; last error: ${lastError.message}` : '';
      throw new Error(
        `${what}: not within ${timeoutMs / 1000} s (last: ${JSON.stringify(last)}${why})`,
      );
    }
    await sleep(intervalMs);
  }
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inParallel<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  });
  await Promise.all(lanes);
  return results;
}
