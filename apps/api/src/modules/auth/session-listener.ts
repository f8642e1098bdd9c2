import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { AppDeps } from '../../app-types.ts';
import { CACHE_CHANNEL, type SessionCache, type WalletCents } from './session-cache.ts';
import { createSyncBarrier } from './session-sync.ts';

/** A round trip on the listening connection slower than this counts as a lost connection. */
export const SYNC_TIMEOUT_MS = 2_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;
/** The session setting that turns on wallet notifications (PGlite only; migration 0005). */
export const WALLET_NOTIFY_SETTING = 'trayecto.notify_wallets';
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'trayecto-auth-cache';

// GET /me's wallets, read on the sync round trip (prepared once per connection). bigint comes
// back as text; cents stay far below 2^53.
const WALLETS = {
  name: 'auth-cache-wallets',
  text: `select owner_id as corporate_id, balance_cents, held_cents, overdraft_cents
    from ledger_accounts where owner_type = 'corporate' and owner_id = any($1::uuid[])`,
};
type WalletRow = {
  corporate_id: string;
  balance_cents: string;
  held_cents: string;
  overdraft_cents: string;
};
const walletOf = (r: WalletRow): WalletCents => ({
  balanceCents: Number(r.balance_cents),
  heldCents: Number(r.held_cents),
  overdraftCents: Number(r.overdraft_cents),
});

export type SessionListener = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** PostgreSQL: the backend pid of the listening connection, when connected (tests). */
  backendPid(): number | undefined;
};

/**
 * Feeds the database's `auth_cache` notifications into the cache. PGlite delivers them inside
 * the statement that commits, before it returns, so its cache is fresh without a barrier.
 * PostgreSQL: a dedicated connection LISTENs; its loss empties the cache and bypasses it until
 * the connection (and the LISTEN) is back.
 */
export function createSessionListener(
  deps: Pick<AppDeps, 'db' | 'driver'>,
  cache: SessionCache,
  log: FastifyBaseLogger,
): SessionListener {
  return deps.driver === 'pglite'
    ? pgliteListener(deps.db as unknown as { $client: PGlite }, cache, log)
    : postgresListener(deps.db as unknown as { $client: pg.Pool }, cache, log);
}

function pgliteListener(
  db: { $client: PGlite },
  cache: SessionCache,
  log: FastifyBaseLogger,
): SessionListener {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start() {
      try {
        // one process, one connection: announcing wallets costs nothing here (migration 0005)
        await db.$client.exec(`set ${WALLET_NOTIFY_SETTING} = 'on'`);
        unlisten = await db.$client.listen(CACHE_CHANNEL, (payload) => cache.notify(payload));
        cache.reset(true);
      } catch (error) {
        log.warn({ err: error }, 'auth cache: cannot listen; bypassing');
      }
    },
    async stop() {
      cache.reset(false);
      await unlisten?.().catch(() => undefined);
    },
    backendPid: () => undefined,
  };
}

function postgresListener(
  db: { $client: pg.Pool },
  cache: SessionCache,
  log: FastifyBaseLogger,
): SessionListener {
  let client: pg.Client | undefined;
  let pid: number | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client, error?: unknown) => {
    if (client !== c) return;
    client = undefined;
    pid = undefined;
    cache.reset(false);
    if (!stopped) log.warn({ err: error }, 'auth cache: notification connection lost; bypassing');
    void c.end().catch(() => undefined);
    scheduleConnect();
  };

  const barrier = createSyncBarrier<WalletCents>(async (corporateIds) => {
    const c = client;
    if (!c) throw new Error('auth cache: not listening');
    try {
      // Notifications committed before this round trip reach us before its answer does.
      const rows = corporateIds.length
        ? (await c.query<WalletRow>({ ...WALLETS, values: [corporateIds] })).rows
        : (await c.query('')).rows;
      if (client !== c) throw new Error('auth cache: connection replaced');
      return new Map(rows.map((r: WalletRow) => [r.corporate_id, walletOf(r)]));
    } catch (error) {
      lost(c, error);
      throw error;
    }
  });
  cache.setBarrier({
    mark: barrier.mark,
    sync: (since) => (client ? barrier.sync(since) : Promise.resolve(false)),
    read: (id) => (client ? barrier.read(id) : Promise.resolve(null)),
  });

  function scheduleConnect() {
    if (stopped || retryTimer) return;
    // real time, not the app clock: tests step that clock and its timers never fire
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect() {
    const c = new pg.Client({
      ...db.$client.options,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: SYNC_TIMEOUT_MS,
    });
    c.on('notification', (msg) => {
      if (client === c) cache.notify(msg.payload ?? '*');
    });
    c.on('error', (error) => lost(c, error));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`listen ${CACHE_CHANNEL}`);
      const { rows } = await c.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (stopped) throw new Error('stopped');
      client = c;
      pid = rows[0]?.pid;
      retryMs = RETRY_MIN_MS;
      // only now: whatever changed while nobody listened is forgotten, not served
      cache.reset(true);
    } catch (error) {
      c.removeAllListeners('end');
      c.on('error', () => undefined);
      void c.end().catch(() => undefined);
      // once per outage, not at every retry
      if (!stopped && retryMs === RETRY_MIN_MS)
        log.warn({ err: error }, 'auth cache: cannot listen; bypassing, will retry');
      scheduleConnect();
    }
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      cache.reset(false);
      if (c) {
        c.removeAllListeners('end');
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
    backendPid: () => pid,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** feeds the session cache; `backendPid()` for tests that cut its connection */
    sessionListener: SessionListener;
  }
}
