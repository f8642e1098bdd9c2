import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { corporates, passwordResets, sessions, type DbOrTx } from '@trayecto/db';

export async function findCorporateByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(corporates).where(eq(corporates.email, email)).limit(1);
  return row;
}

export async function findCorporateById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(corporates).where(eq(corporates.id, id)).limit(1);
  return row;
}

export async function setPasswordHash(
  db: DbOrTx,
  corporateId: string,
  passwordHash: string,
  now: Date,
) {
  await db
    .update(corporates)
    .set({ passwordHash, updatedAt: now })
    .where(eq(corporates.id, corporateId));
}

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    corporateId: string | null;
    adminId: string | null;
    now: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: values.tokenHash,
      corporateId: values.corporateId,
      adminId: values.adminId,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: values.expiresAt,
      ip: values.ip,
      userAgent: values.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/** The session of a token hash with its corporate's status, if any (revoked ones included). */
export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      corporateId: sessions.corporateId,
      adminId: sessions.adminId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      corporateStatus: corporates.status,
      corporateIsMaster: corporates.isCorporateMaster,
    })
    .from(sessions)
    .leftJoin(corporates, eq(corporates.id, sessions.corporateId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a corporate, except `keepSessionId` when given. */
export async function revokeCorporateSessions(
  db: DbOrTx,
  corporateId: string,
  now: Date,
  keepSessionId?: string,
) {
  const conditions = [eq(sessions.corporateId, corporateId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(sql`${sessions.id} <> ${keepSessionId}`);
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertPasswordReset(
  db: DbOrTx,
  values: { corporateId: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db.insert(passwordResets).values({
    corporateId: values.corporateId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** Locks the reset row (so two concurrent resets cannot both use it). */
export async function findPasswordResetForUpdate(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function markPasswordResetUsed(db: DbOrTx, id: string, now: Date) {
  await db.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, id));
}

/** Other unused links of the corporate stop working once one is used. */
export async function expireOtherResets(db: DbOrTx, corporateId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.corporateId, corporateId), isNull(passwordResets.usedAt)));
}

/** Reset links created for a corporate since an instant. */
export async function countRecentResets(db: DbOrTx, corporateId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.corporateId, corporateId), gt(passwordResets.createdAt, since)));
  return row?.n ?? 0;
}
