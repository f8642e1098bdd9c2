import type { Redis } from 'ioredis';
import { hashToken } from '../../lib/tokens.ts';
import type { ApiKeyScope } from '@trayecto/contracts';
import type { AppDeps, AuthContext } from '../../app-types.ts';
import {
  BoundedMap,
  MAX_CACHED_SESSIONS,
  sessionCacheOf,
  type CorporateFlags,
  type SessionCache,
} from '../auth/session-cache.ts';
import { findKeyByTokenHash, touchApiKey } from './api-keys.repository.ts';

// A key's last use and address are written at most this often (or when the address changes),
// so a busy integration does not write on every request.
const TOUCH_EVERY_MS = 60_000;

type CachedKey = {
  id: string;
  corporateId: string;
  name: string;
  scopes: ApiKeyScope[];
  lastUsedAtMs: number;
  lastUsedIp: string | null;
};

// Keys live beside the sessions of the same cache and are forgotten by the same notifications
// (`s:<hash>` from migration 0022's trigger, or everything), so a revocation counts on every
// instance as soon as it commits.
const keyCaches = new WeakMap<SessionCache, BoundedMap<string, CachedKey>>();
function keyCacheOf(cache: SessionCache) {
  let keys = keyCaches.get(cache);
  if (!keys) {
    const created = new BoundedMap<string, CachedKey>(MAX_CACHED_SESSIONS);
    cache.subscribe((change) => {
      if (change.kind === 'session') created.delete(change.tokenHash);
      else if (change.kind === 'all') created.clear();
    });
    keyCaches.set(cache, created);
    keys = created;
  }
  return keys;
}

const contextOf = (key: CachedKey, corporate: CorporateFlags): AuthContext => ({
  sessionId: `api-key:${key.id}`,
  corporateId: key.corporateId,
  adminId: null,
  corporateStatus: corporate.status,
  isCorporateMaster: corporate.isMaster,
  member: null,
  // the key's scopes, not a role, decide what it may do (the auth hook checks them first)
  role: 'admin',
  apiKey: { id: key.id, name: key.name, scopes: key.scopes },
});

/**
 * The company behind a live API key, or null when the key is unknown or revoked. Like
 * resolveSession: the per-instance cache answers once `sync` says every change committed before
 * the request has arrived; otherwise the database does.
 */
export async function resolveApiKey(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
  ip: string | null,
): Promise<AuthContext | null> {
  if (token.length < 16 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(deps);
  const keys = cache && keyCacheOf(cache);
  if (cache && keys && (await cache.sync(cache.mark()))) {
    const key = keys.get(tokenHash);
    const corporate = key && cache.corporates.get(key.corporateId);
    if (key && corporate) {
      await touch(deps, key, ip, () => keys.delete(tokenHash));
      return contextOf(key, corporate);
    }
  }
  const ticket = cache?.ticket();
  const row = await findKeyByTokenHash(deps.db, tokenHash);
  if (!row || row.revokedAt) return null;
  const key: CachedKey = {
    id: row.id,
    corporateId: row.corporateId,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    lastUsedAtMs: row.lastUsedAt?.getTime() ?? 0,
    lastUsedIp: row.lastUsedIp,
  };
  const corporate: CorporateFlags = {
    status: row.corporateStatus,
    isMaster: row.corporateIsMaster,
  };
  await touch(deps, key, ip);
  if (cache && keys && ticket !== undefined && cache.canFill(ticket)) {
    keys.set(tokenHash, key);
    cache.corporates.set(key.corporateId, corporate);
  }
  return contextOf(key, corporate);
}

async function touch(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  key: CachedKey,
  ip: string | null,
  onFailure?: () => void,
) {
  const nowMs = deps.clock.now().getTime();
  if (nowMs - key.lastUsedAtMs < TOUCH_EVERY_MS && key.lastUsedIp === ip) return;
  // concurrent requests of this key don't all write
  key.lastUsedAtMs = nowMs;
  key.lastUsedIp = ip;
  try {
    await touchApiKey(deps.db, key.id, new Date(nowMs), ip);
  } catch (error) {
    onFailure?.();
    throw error;
  }
}

/**
 * Requests per key in fixed windows of the app's clock. With Redis the count is the cluster's
 * (one INCR per request on the window's key), so a key spread over several instances gets its
 * limit once, not once per instance; without Redis, or while Redis fails, this instance counts
 * alone (a Redis outage must not shut every key out). Resolves to 0 when the request may go on,
 * else the seconds until the window ends (the answer's Retry-After).
 */
export function createKeyRateLimiter(
  limit: { max: number; windowMs: number },
  redis?: Pick<Redis, 'multi'>,
) {
  const windows = new BoundedMap<string, { startMs: number; count: number }>(MAX_CACHED_SESSIONS);
  const local = (keyId: string, nowMs: number): number => {
    const current = windows.get(keyId);
    if (!current || nowMs - current.startMs >= limit.windowMs) {
      windows.set(keyId, { startMs: nowMs, count: 1 });
      return 0;
    }
    current.count++;
    if (current.count <= limit.max) return 0;
    return Math.max(1, Math.ceil((current.startMs + limit.windowMs - nowMs) / 1000));
  };
  return async (keyId: string, nowMs: number): Promise<number> => {
    if (!redis) return local(keyId, nowMs);
    const window = Math.floor(nowMs / limit.windowMs);
    const name = `trayecto-key-rl:${keyId}:${window}`;
    try {
      const answers = await redis
        .multi()
        .incr(name)
        .pexpire(name, limit.windowMs * 2)
        .exec();
      const count = Number(answers?.[0]?.[1]);
      if (!Number.isFinite(count)) return local(keyId, nowMs);
      if (count <= limit.max) return 0;
      return Math.max(1, Math.ceil(((window + 1) * limit.windowMs - nowMs) / 1000));
    } catch {
      return local(keyId, nowMs);
    }
  };
}
