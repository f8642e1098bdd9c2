import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  admins,
  corporateMembers,
  corporates,
  passwordResets,
  sessions,
  type DbOrTx,
} from '@trayecto/db';

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
    memberId?: string | null;
    openedBySessionId?: string | null;
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
      memberId: values.memberId ?? null,
      openedBySessionId: values.openedBySessionId ?? null,
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
      memberId: sessions.memberId,
      memberRole: corporateMembers.role,
      memberStatus: corporateMembers.status,
      memberName: corporateMembers.name,
      memberEmail: corporateMembers.email,
    })
    .from(sessions)
    .leftJoin(corporates, eq(corporates.id, sessions.corporateId))
    .leftJoin(corporateMembers, eq(corporateMembers.id, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * What holds an assist session up: the console session that opened it (when it ends, expires or
 * idles) and its admin (active, and the role). Undefined when that session or admin is gone.
 */
export async function findAssistOpener(db: DbOrTx, assistSessionId: string) {
  const opener = alias(sessions, 'opener');
  const [row] = await db
    .select({
      revokedAt: opener.revokedAt,
      expiresAt: opener.expiresAt,
      lastSeenAt: opener.lastSeenAt,
      role: admins.role,
      adminActive: admins.isActive,
    })
    .from(sessions)
    .innerJoin(opener, eq(opener.id, sessions.openedBySessionId))
    .innerJoin(admins, and(eq(admins.id, opener.adminId), eq(admins.id, sessions.adminId)))
    .where(eq(sessions.id, assistSessionId));
  return row;
}

/** Ends the assist sessions a console session opened; their ids. */
export async function revokeOpenedSessions(db: DbOrTx, openerId: string, now: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.openedBySessionId, openerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, corporateId: sessions.corporateId });
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

/**
 * Revokes live sessions of a corporate, except `keepSessionId` when given: everyone's (a
 * suspension), or only those of one login, `member` (a team member's id, or null for the
 * company's own login) — a password changed by one person signs out no one else.
 */
export async function revokeCorporateSessions(
  db: DbOrTx,
  corporateId: string,
  now: Date,
  keepSessionId?: string,
  options: { member?: string | null } = {},
) {
  const conditions = [eq(sessions.corporateId, corporateId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(sql`${sessions.id} <> ${keepSessionId}`);
  if (options.member !== undefined) {
    conditions.push(
      options.member === null ? isNull(sessions.memberId) : eq(sessions.memberId, options.member),
    );
  }
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertPasswordReset(
  db: DbOrTx,
  values: {
    corporateId: string;
    memberId: string | null;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.insert(passwordResets).values({
    corporateId: values.corporateId,
    memberId: values.memberId,
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

const resetsOf = (corporateId: string, memberId: string | null) =>
  and(
    eq(passwordResets.corporateId, corporateId),
    memberId === null ? isNull(passwordResets.memberId) : eq(passwordResets.memberId, memberId),
  );

/** Other unused links of the same login stop working once one is used. */
export async function expireOtherResets(
  db: DbOrTx,
  corporateId: string,
  memberId: string | null,
  now: Date,
) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(resetsOf(corporateId, memberId), isNull(passwordResets.usedAt)));
}

/** Reset links created for one login (the company's own or a member's) since an instant. */
export async function countRecentResets(
  db: DbOrTx,
  corporateId: string,
  memberId: string | null,
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(resetsOf(corporateId, memberId), gt(passwordResets.createdAt, since)));
  return row?.n ?? 0;
}

/** An active member by its sign-in e-mail (lower case), with its company's name and language. */
export async function findActiveMemberByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: corporateMembers.id,
      corporateId: corporateMembers.corporateId,
      email: corporateMembers.email,
      name: corporateMembers.name,
      passwordHash: corporateMembers.passwordHash,
      uniqueId: corporates.uniqueId,
      lang: corporates.lang,
    })
    .from(corporateMembers)
    .innerJoin(corporates, eq(corporates.id, corporateMembers.corporateId))
    .where(and(eq(corporateMembers.email, email), eq(corporateMembers.status, 'active')))
    .limit(1);
  return row;
}

/** Whether a member of any company, in any status, holds this e-mail (lower case). */
export async function memberEmailTaken(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: corporateMembers.id })
    .from(corporateMembers)
    .where(eq(corporateMembers.email, email))
    .limit(1);
  return Boolean(row);
}

export async function findMemberById(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(corporateMembers)
    .where(eq(corporateMembers.id, id))
    .limit(1);
  return row;
}

export async function setMemberPasswordHash(
  db: DbOrTx,
  memberId: string,
  passwordHash: string,
  now: Date,
) {
  await db
    .update(corporateMembers)
    .set({ passwordHash, updatedAt: now })
    .where(eq(corporateMembers.id, memberId));
}

export async function touchMemberLogin(db: DbOrTx, memberId: string, now: Date) {
  await db
    .update(corporateMembers)
    .set({ lastLoginAt: now })
    .where(eq(corporateMembers.id, memberId));
}
