import { SESSION_ABSOLUTE_TTL_MS, SESSION_IDLE_TTL_MS } from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import type { AppDeps, AuthContext } from '../../app-types.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findSessionByTokenHash, insertSession, touchSession } from './auth.repository.ts';

// lastSeenAt is written at most this often, so reads don't each cost a write.
const TOUCH_EVERY_MS = 60_000;

/** Creates a session and returns its token (shown once; only the hash is stored). */
export async function createSession(
  db: DbOrTx,
  now: Date,
  owner: { corporateId: string | null; adminId: string | null },
  client: { ip: string | null; userAgent: string | null },
) {
  const token = newToken();
  const sessionId = await insertSession(db, {
    tokenHash: hashToken(token),
    ...owner,
    now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS),
    ...client,
  });
  return { token, sessionId };
}

/**
 * The live session of a token, or null when it is unknown, revoked, past its absolute expiry or
 * idle longer than SESSION_IDLE_TTL_MS.
 */
export async function resolveSession(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<AuthContext | null> {
  if (token.length < 16 || token.length > 200) return null;
  const row = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!row || row.revokedAt) return null;
  const now = deps.clock.now();
  if (row.expiresAt.getTime() <= now.getTime()) return null;
  if (row.lastSeenAt.getTime() + SESSION_IDLE_TTL_MS <= now.getTime()) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
    await touchSession(deps.db, row.id, now);
  return {
    sessionId: row.id,
    corporateId: row.corporateId,
    adminId: row.adminId,
    corporateStatus: row.corporateStatus,
  };
}
