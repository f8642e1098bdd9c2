import {
  ASSIST_ABSOLUTE_TTL_MS,
  ASSIST_IDLE_TTL_MS,
  can,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
} from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import type { AppDeps, AuthContext } from '../../app-types.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  findAssistOpener,
  findSessionByTokenHash,
  insertSession,
  revokeSession,
  touchSession,
} from './auth.repository.ts';
import {
  sessionCacheOf,
  type CachedSession,
  type CorporateFlags,
  type SessionCache,
  type WalletCents,
} from './session-cache.ts';

// lastSeenAt is written at most this often, so reads don't each cost a write.
const TOUCH_EVERY_MS = 60_000;

/**
 * Creates a session and returns its token (shown once; only the hash is stored). Assist mode
 * (an admin and a company) names the console session that opened it and lives at most
 * ASSIST_ABSOLUTE_TTL_MS.
 */
export async function createSession(
  db: DbOrTx,
  now: Date,
  owner: {
    corporateId: string | null;
    adminId: string | null;
    memberId?: string | null;
    openedBySessionId?: string | null;
  },
  client: { ip: string | null; userAgent: string | null },
) {
  const token = newToken();
  const assist = Boolean(owner.adminId && owner.corporateId);
  const sessionId = await insertSession(db, {
    tokenHash: hashToken(token),
    ...owner,
    now,
    expiresAt: new Date(
      now.getTime() + (assist ? ASSIST_ABSOLUTE_TTL_MS : SESSION_ABSOLUTE_TTL_MS),
    ),
    ...client,
  });
  return { token, sessionId };
}

export type ResolveOptions = {
  /**
   * Also read the session corporate's wallet, on the same sync round trip (GET /me on
   * PostgreSQL): given a promise of it, or of null when it could not be read that way.
   */
  onWallet?: (wallet: Promise<WalletCents | undefined | null>) => void;
};

/** An admin inside a company's panel (assist mode) is let go after an hour without a request. */
const idleTtlOf = (s: Pick<CachedSession, 'adminId' | 'corporateId'>) =>
  s.adminId && s.corporateId ? ASSIST_IDLE_TTL_MS : SESSION_IDLE_TTL_MS;

const isLive = (
  s: Pick<CachedSession, 'expiresAtMs' | 'lastSeenAtMs' | 'adminId' | 'corporateId'>,
  nowMs: number,
) => s.expiresAtMs > nowMs && s.lastSeenAtMs + idleTtlOf(s) > nowMs;

const contextOf = (s: CachedSession, corporate: CorporateFlags | null): AuthContext => ({
  sessionId: s.sessionId,
  corporateId: s.corporateId,
  adminId: s.adminId,
  corporateStatus: corporate?.status ?? null,
  isCorporateMaster: corporate?.isMaster ?? false,
  member: s.member,
  // the company's own login and a provider admin in assist mode may do everything
  role: s.member?.role ?? 'admin',
});

/**
 * A token that no longer opens a session because its company was suspended: suspending ends
 * every session of the company, and the person still looking at the panel is owed the reason,
 * not "Sesión expirada". Read only for a refused token.
 */
export async function endedByCompanyStatus(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<boolean> {
  if (token.length < 16 || token.length > 200) return false;
  const row = await findSessionByTokenHash(deps.db, hashToken(token));
  // suspended, not pending: a pending company's own logout stays an ended session
  return !!row?.corporateId && !row.adminId && row.corporateStatus === 'suspended';
}

/**
 * The live session of a token, or null when it is unknown, revoked, past its absolute expiry or
 * idle longer than SESSION_IDLE_TTL_MS. Expiry and idleness are checked on every call against
 * the app clock; revocations and corporate changes reach the app's session cache (if any) by
 * notification, and `sync` makes sure those committed before this call have arrived.
 */
export async function resolveSession(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
  options: ResolveOptions = {},
): Promise<AuthContext | null> {
  const auth = await resolveLive(deps, token, options);
  if (!auth?.adminId || !auth.corporateId) return auth;
  // Assist mode is held up by its admin, read on every request (as the console does): the
  // console session that opened it still live, the admin active and allowed manage:assist.
  // Otherwise it ends here, for good.
  // the admin's console role comes along: it also bounds what they do in the panel (canAssist)
  const role = await assistHeld(deps, auth.sessionId);
  if (role) return { ...auth, adminRole: role };
  await revokeSession(deps.db, auth.sessionId, deps.clock.now());
  return null;
}

/** The admin's console role while the assist session holds, else null. */
async function assistHeld(deps: Pick<AppDeps, 'db' | 'clock'>, sessionId: string) {
  const opener = await findAssistOpener(deps.db, sessionId);
  if (!opener || opener.revokedAt || !opener.adminActive) return null;
  const nowMs = deps.clock.now().getTime();
  if (opener.expiresAt.getTime() <= nowMs) return null;
  if (opener.lastSeenAt.getTime() + SESSION_IDLE_TTL_MS <= nowMs) return null;
  return can(opener.role, 'manage', 'assist') ? opener.role : null;
}

async function resolveLive(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
  options: ResolveOptions,
): Promise<AuthContext | null> {
  if (token.length < 16 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(deps);
  if (cache) {
    const since = cache.mark();
    // the corporate is known before the sync confirms the session; if it is not live after all,
    // the wallet read is simply not used
    const corporateId = options.onWallet && cache.sessions.get(tokenHash)?.corporateId;
    if (corporateId) options.onWallet?.(cache.readWallet(corporateId));
    if (await cache.sync(since)) {
      const hit = await fromCache(deps, cache, tokenHash);
      if (hit) return hit;
    }
  }
  const ticket = cache?.ticket();
  const row = await findSessionByTokenHash(deps.db, tokenHash);
  if (!row || row.revokedAt) return null;
  // a member deactivated (or not yet active) has no live session, whatever the row says
  if (row.memberId && row.memberStatus !== 'active') return null;
  const now = deps.clock.now();
  const session: CachedSession = {
    sessionId: row.id,
    corporateId: row.corporateId,
    adminId: row.adminId,
    member:
      row.memberId && row.memberRole
        ? {
            id: row.memberId,
            name: row.memberName ?? '',
            email: row.memberEmail ?? '',
            role: row.memberRole,
          }
        : null,
    expiresAtMs: row.expiresAt.getTime(),
    lastSeenAtMs: row.lastSeenAt.getTime(),
  };
  if (!isLive(session, now.getTime())) return null;
  if (now.getTime() - session.lastSeenAtMs >= TOUCH_EVERY_MS) {
    await touchSession(deps.db, row.id, now);
    session.lastSeenAtMs = now.getTime();
  }
  const corporate: CorporateFlags | null = row.corporateStatus
    ? { status: row.corporateStatus, isMaster: row.corporateIsMaster ?? false }
    : null;
  if (cache && ticket !== undefined && cache.canFill(ticket)) {
    cache.sessions.set(tokenHash, session);
    if (row.corporateId && corporate) cache.corporates.set(row.corporateId, corporate);
  }
  return contextOf(session, corporate);
}

/** A cached session that is live now, or undefined to ask the database. */
async function fromCache(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  cache: SessionCache,
  tokenHash: string,
): Promise<AuthContext | undefined> {
  const session = cache.sessions.get(tokenHash);
  if (!session) return undefined;
  const corporate = session.corporateId ? cache.corporates.get(session.corporateId) : null;
  if (corporate === undefined) return undefined;
  const nowMs = deps.clock.now().getTime();
  if (!isLive(session, nowMs)) {
    // Expired here; idle perhaps only here (another instance may have touched it): ask the database.
    cache.sessions.delete(tokenHash);
    return undefined;
  }
  if (nowMs - session.lastSeenAtMs >= TOUCH_EVERY_MS) {
    session.lastSeenAtMs = nowMs; // concurrent requests of this session don't all write
    try {
      await touchSession(deps.db, session.sessionId, new Date(nowMs));
    } catch (error) {
      cache.sessions.delete(tokenHash);
      throw error;
    }
  }
  return contextOf(session, corporate);
}
