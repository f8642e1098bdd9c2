import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { corporateMembers, corporates, sessions, type DbOrTx } from '@trayecto/db';

export type MemberRow = typeof corporateMembers.$inferSelect;

/** The company's members, oldest first (a team is small: at most TEAM_MAX_MEMBERS). */
export function listMembers(db: DbOrTx, corporateId: string) {
  return db
    .select()
    .from(corporateMembers)
    .where(eq(corporateMembers.corporateId, corporateId))
    .orderBy(asc(corporateMembers.createdAt), asc(corporateMembers.id));
}

/** One member of this company, or undefined (another company's id reads as not found). */
export async function findMember(db: DbOrTx, corporateId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(corporateMembers)
    .where(and(eq(corporateMembers.corporateId, corporateId), eq(corporateMembers.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Members that count against the cap: invited or active. */
export async function countSeats(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(corporateMembers)
    .where(
      and(eq(corporateMembers.corporateId, corporateId), ne(corporateMembers.status, 'inactive')),
    );
  return row?.n ?? 0;
}

/** The company's row, locked: invitations of one company take turns (the cap holds). */
export async function lockCompany(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({
      id: corporates.id,
      name: corporates.name,
      email: corporates.email,
      lang: corporates.lang,
      timezone: corporates.timezone,
    })
    .from(corporates)
    .where(eq(corporates.id, corporateId))
    .for('update');
  return row;
}

export async function companyOf(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({
      name: corporates.name,
      email: corporates.email,
      lang: corporates.lang,
      timezone: corporates.timezone,
      // the owner is the company's own login: its last sign-in is its newest session of its own
      // (not a member's, not assist mode's)
      lastLoginAt: sql<Date | null>`(select max(s.created_at) from sessions s
        where s.corporate_id = ${corporateId} and s.member_id is null and s.admin_id is null)`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
    })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row;
}

export async function corporateEmailTaken(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: corporates.id })
    .from(corporates)
    .where(eq(corporates.email, email))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether an e-mail signs in somewhere other than this company's team: a company's own login, or
 * a member of another company with a password.
 */
export async function emailSignsInElsewhere(db: DbOrTx, corporateId: string, email: string) {
  if (await corporateEmailTaken(db, email)) return true;
  const [row] = await db
    .select({ id: corporateMembers.id })
    .from(corporateMembers)
    .where(
      and(
        eq(corporateMembers.email, email),
        ne(corporateMembers.corporateId, corporateId),
        sql`${corporateMembers.passwordHash} is not null`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A new invited member; undefined when the e-mail is already in this team (its unique index). */
export async function insertMember(db: DbOrTx, values: typeof corporateMembers.$inferInsert) {
  const [row] = await db.insert(corporateMembers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateMember(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof corporateMembers.$inferInsert>,
) {
  const [row] = await db
    .update(corporateMembers)
    .set(changes)
    .where(eq(corporateMembers.id, id))
    .returning();
  return row!;
}

/** The invitation of a token hash, locked (two acceptances at once: one wins). */
export async function findByInviteHash(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({
      member: corporateMembers,
      companyName: corporates.name,
      uniqueId: corporates.uniqueId,
    })
    .from(corporateMembers)
    .innerJoin(corporates, eq(corporates.id, corporateMembers.corporateId))
    .where(eq(corporateMembers.inviteTokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: corporateMembers }) : await query;
  return row;
}

/** Ends every live session of a member; the ids of those ended (their sockets are closed). */
export async function revokeMemberSessions(db: DbOrTx, memberId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
