import type { AppDeps, SessionMember } from '../../app-types.ts';
import type { SyncBarrier } from './session-sync.ts';

/**
 * The per-instance memory of sessions and corporates that lets a request skip the database
 * (ARCHITECTURE §3). It is only ever as fresh as the notifications that invalidate it (channel
 * `auth_cache`, migration 0005): session-listener.ts feeds them in and provides `sync`, the
 * barrier after which every change committed before the call has been applied here. While the
 * notifications are not flowing the cache is not `live`: it is empty and refuses new entries,
 * so callers go to the database.
 */

/** What a cached session needs for the per-request checks (expiry, idleness) on the app clock. */
export type CachedSession = {
  sessionId: string;
  corporateId: string | null;
  adminId: string | null;
  /** a team member's session: who and with which role (a change to the member drops the entry) */
  member: SessionMember | null;
  expiresAtMs: number;
  /** a lower bound: another instance may have touched the session since */
  lastSeenAtMs: number;
};

/** A change the database announced: its payload parsed. */
export type CacheChange =
  | { kind: 'session'; tokenHash: string }
  | { kind: 'corporate'; id: string }
  /** only where the connection asked for wallet notifications (PGlite, see migration 0005) */
  | { kind: 'wallet'; id: string }
  | { kind: 'all' };

export const CACHE_CHANNEL = 'auth_cache';
// Bounds on memory: past them the oldest entries go (they are refilled from the database).
export const MAX_CACHED_SESSIONS = 20_000;
export const MAX_CACHED_CORPORATES = 5_000;

/** A Map that forgets its oldest entry past `max`. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }
  override set(key: K, value: V) {
    if (!this.has(key) && this.size >= this.max) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}

export function parseCacheChange(payload: string): CacheChange {
  const id = payload.slice(2);
  if (payload.startsWith('s:') && id) return { kind: 'session', tokenHash: id };
  if (payload.startsWith('c:') && id) return { kind: 'corporate', id };
  if (payload.startsWith('w:') && id) return { kind: 'wallet', id };
  // '*' or anything this version does not know: forgetting everything is always safe
  return { kind: 'all' };
}

/** What the per-request checks need of a session's corporate (a `c:` change forgets it). */
export type CorporateFlags = { status: string; isMaster: boolean };

/** A corporate's wallet account, in cents, as GET /me needs it. */
export type WalletCents = { balanceCents: number; heldCents: number; overdraftCents: number };

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache() {
  const sessions = new BoundedMap<string, CachedSession>(MAX_CACHED_SESSIONS);
  /** corporate id → status and master flag */
  const corporates = new BoundedMap<string, CorporateFlags>(MAX_CACHED_CORPORATES);
  const subscribers = new Set<(change: CacheChange) => void>();
  let live = false;
  // Bumped by every change: a fill that read the database before a change arrived is dropped.
  let epoch = 0;
  // PGlite hears changes inside the committing statement: no round trip needed (or offered)
  let barrier: SyncBarrier<WalletCents> = {
    mark: () => 0,
    sync: () => Promise.resolve(live),
    read: () => Promise.resolve(null),
  };

  const apply = (change: CacheChange) => {
    epoch++;
    if (change.kind === 'session') sessions.delete(change.tokenHash);
    else if (change.kind === 'corporate') corporates.delete(change.id);
    else if (change.kind === 'all') {
      sessions.clear();
      corporates.clear();
    }
    for (const fn of subscribers) fn(change);
  };

  return {
    sessions,
    corporates,
    isLive: () => live,
    /** A point in time for `sync(since)`: take it when the request arrives. */
    mark: () => barrier.mark(),
    /**
     * Resolves true once every change committed before the call (or before `since`, a `mark()`)
     * is applied; false: bypass the cache.
     */
    sync: (since?: number) => barrier.sync(since),
    /**
     * A corporate's wallet as of after the call, read by the next sync round trip (PostgreSQL,
     * where wallets are not announced: migration 0005); null: none offered, read it yourself.
     */
    readWallet: (corporateId: string) => barrier.read(corporateId),
    setBarrier(b: SyncBarrier<WalletCents>) {
      barrier = b;
    },
    /** Take before reading the database for a fill; `canFill(ticket)` says if it may be kept. */
    ticket: () => epoch,
    canFill: (ticket: number) => live && ticket === epoch,
    /** A notification's payload. */
    notify(payload: string) {
      apply(parseCacheChange(payload));
    },
    /** Forgets everything; `live` says whether notifications flow (the cache may fill again). */
    reset(nowLive: boolean) {
      live = nowLive;
      apply({ kind: 'all' });
    },
    /** Other caches kept fresh by the same notifications (e.g. GET /me's). */
    subscribe(fn: (change: CacheChange) => void) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  };
}

// One cache per app (its deps), found by whoever resolves a session with those deps.
const caches = new WeakMap<object, SessionCache>();
export const attachSessionCache = (deps: AppDeps, cache: SessionCache) => caches.set(deps, cache);
export const sessionCacheOf = (deps: object) => caches.get(deps);
