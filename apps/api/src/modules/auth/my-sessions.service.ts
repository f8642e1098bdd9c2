import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { SESSION_IDLE_TTL_MS, type MySession } from '@trayecto/contracts';
import { sessions, type DbOrTx } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { revokeOpenedSessions } from './auth.repository.ts';

// The sessions a person can see and end, from the user menu: the company panel's (its own login
// or a member's: never assist mode's, which belong to the admin) and a console admin's. Ending a
// console session ends the assist sessions it opened, as its logout does.

/** Whose sessions: a panel login (company, and the member or null for its own login), or an admin. */
export type SessionOwner =
  | { kind: 'panel'; corporateId: string; memberId: string | null }
  | { kind: 'console'; adminId: string };

const ownedBy = (owner: SessionOwner): SQL =>
  owner.kind === 'panel'
    ? and(
        eq(sessions.corporateId, owner.corporateId),
        isNull(sessions.adminId),
        owner.memberId ? eq(sessions.memberId, owner.memberId) : isNull(sessions.memberId),
      )!
    : and(eq(sessions.adminId, owner.adminId), isNull(sessions.corporateId))!;

/** Not ended, not past its expiry, not idle: what resolveSession would still take. */
const live = (now: Date): SQL =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TTL_MS)),
  )!;

export async function listMySessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  owner: SessionOwner,
  currentId: string,
): Promise<MySession[]> {
  const rows = await deps.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(ownedBy(owner), live(deps.clock.now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(200);
  return rows.map((r) => ({
    _id: r.id,
    current: r.id === currentId,
    user_agent: r.userAgent,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
  }));
}

type Ended = { ids: string[]; assist: { id: string; corporateId: string | null }[] };

/**
 * Ends one of the owner's live sessions (`only`), or all but the current one (`only` null). An
 * id that is not the owner's live session, another person's included, is 404 not_found.
 */
export async function endMySessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  owner: SessionOwner,
  currentId: string,
  only: string | null,
  actor: Actor,
): Promise<Ended> {
  if (only !== null && !isUuid(only)) throw new AppError(404, 'not_found');
  return runTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const which = only === null ? sql`${sessions.id} <> ${currentId}` : eq(sessions.id, only);
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(ownedBy(owner), live(now), which))
      .returning({ id: sessions.id });
    if (only !== null && ended.length === 0) throw new AppError(404, 'not_found');
    const assist: Ended['assist'] = [];
    for (const { id } of ended) {
      if (owner.kind === 'console') assist.push(...(await revokeOpenedSessions(tx, id, now)));
      await audit(tx, owner, actor, id);
    }
    for (const a of assist) {
      await recordAudit(tx, {
        actor: { ...actor, corporateId: a.corporateId },
        action: 'assist_ended',
        entity: 'session',
        entityId: a.id,
      });
    }
    return { ids: ended.map((e) => e.id), assist };
  });
}

function audit(tx: DbOrTx, owner: SessionOwner, actor: Actor, sessionId: string) {
  return recordAudit(tx, {
    actor,
    ...(owner.kind === 'console' ? { corporateId: null } : {}),
    action: owner.kind === 'console' ? 'admin_session_ended' : 'session_ended',
    entity: 'session',
    entityId: sessionId,
  });
}
