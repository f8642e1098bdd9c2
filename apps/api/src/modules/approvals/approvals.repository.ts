import { and, count, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { ApprovalStatus } from '@trayecto/contracts';
import {
  approvalLinks,
  approvalRequests,
  corporateMembers,
  corporates,
  type DbOrTx,
} from '@trayecto/db';
import { beforeTimeId } from '../../lib/keyset-sql.ts';

export type ApprovalRow = typeof approvalRequests.$inferSelect;

export async function insertRequest(db: DbOrTx, values: typeof approvalRequests.$inferInsert) {
  const [row] = await db.insert(approvalRequests).values(values).returning();
  return row!;
}

export async function insertLinks(db: DbOrTx, values: (typeof approvalLinks.$inferInsert)[]) {
  if (values.length) await db.insert(approvalLinks).values(values);
}

/** Who may decide: the company's own login and its active members whose role decides approvals. */
export async function approversOf(db: DbOrTx, corporateId: string) {
  const [company] = await db
    .select({ name: corporates.name, email: corporates.email, lang: corporates.lang })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  const members = await db
    .select({ id: corporateMembers.id, name: corporateMembers.name, email: corporateMembers.email })
    .from(corporateMembers)
    .where(
      and(
        eq(corporateMembers.corporateId, corporateId),
        eq(corporateMembers.status, 'active'),
        inArray(corporateMembers.role, ['admin', 'approver']),
      ),
    );
  return { company: company!, members };
}

export async function findRequest(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.corporateId, corporateId), eq(approvalRequests.id, id)))
    .limit(1);
  return row;
}

/** Moves a request out of `waiting` (once: the condition decides between two deciders). */
export async function decideRequest(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof approvalRequests.$inferInsert>,
  from: ApprovalStatus[] = ['waiting'],
) {
  const [row] = await db
    .update(approvalRequests)
    .set(changes)
    .where(and(eq(approvalRequests.id, id), inArray(approvalRequests.status, from)))
    .returning();
  return row;
}

export function listRequests(
  db: DbOrTx,
  corporateId: string,
  filter: { status?: ApprovalStatus | undefined },
  page: { after?: { at: Date; id: string } | undefined; limit: number },
) {
  return db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.corporateId, corporateId),
        filter.status ? eq(approvalRequests.status, filter.status) : undefined,
        beforeTimeId(approvalRequests.createdAt, approvalRequests.id, page.after),
      ),
    )
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
    .limit(page.limit);
}

export async function countWaiting(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(approvalRequests)
    .where(
      and(eq(approvalRequests.corporateId, corporateId), eq(approvalRequests.status, 'waiting')),
    );
  return row?.n ?? 0;
}

/** A link by its token's hash with its request and company (locked: a link decides once). */
export async function findLink(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({
      link: approvalLinks,
      request: approvalRequests,
      companyName: corporates.name,
      memberStatus: corporateMembers.status,
      memberRole: corporateMembers.role,
    })
    .from(approvalLinks)
    .innerJoin(approvalRequests, eq(approvalRequests.id, approvalLinks.requestId))
    .innerJoin(corporates, eq(corporates.id, approvalRequests.corporateId))
    .leftJoin(corporateMembers, eq(corporateMembers.id, approvalLinks.memberId))
    .where(eq(approvalLinks.tokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: approvalLinks }) : await query;
  return row;
}

export async function useLinks(db: DbOrTx, requestId: string, now: Date) {
  await db
    .update(approvalLinks)
    .set({ usedAt: now })
    .where(and(eq(approvalLinks.requestId, requestId), isNull(approvalLinks.usedAt)));
}

/** Requests still waiting past their time (the expiry sweep). */
export function selectExpired(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.status, 'waiting'), lte(approvalRequests.expiresAt, now)))
    .orderBy(approvalRequests.expiresAt)
    .limit(limit);
}

/** The e-mail of whoever asked: the member, else the company's. */
export async function requesterEmail(db: DbOrTx, row: ApprovalRow) {
  if (row.requestedByMemberId) {
    const [m] = await db
      .select({ email: corporateMembers.email })
      .from(corporateMembers)
      .where(eq(corporateMembers.id, row.requestedByMemberId));
    if (m) return m.email;
  }
  const [c] = await db
    .select({ email: corporates.email, lang: corporates.lang })
    .from(corporates)
    .where(eq(corporates.id, row.corporateId));
  return c?.email ?? null;
}

export async function companyLang(db: DbOrTx, corporateId: string) {
  const [c] = await db
    .select({ lang: corporates.lang, name: corporates.name, preTime: corporates.preTimeMinutes })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return c;
}

export async function memberName(db: DbOrTx, memberId: string) {
  const [m] = await db
    .select({ name: corporateMembers.name })
    .from(corporateMembers)
    .where(eq(corporateMembers.id, memberId));
  return m?.name ?? null;
}
