import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { OPEN_POLICY, RUNNING_TRIP_STATUSES, type TravelPolicy } from '@trayecto/contracts';
import { collaboratorGroups, payrollUsers, trips, type DbOrTx } from '@trayecto/db';

export type GroupRow = typeof collaboratorGroups.$inferSelect;

/** The company's groups (not removed) with how many collaborators (not removed) each holds. */
export async function listGroups(db: DbOrTx, corporateId: string) {
  const [groups, counts] = await Promise.all([
    db
      .select()
      .from(collaboratorGroups)
      .where(
        and(eq(collaboratorGroups.corporateId, corporateId), isNull(collaboratorGroups.deletedAt)),
      )
      .orderBy(asc(sql`lower(${collaboratorGroups.name})`), asc(collaboratorGroups.id)),
    db
      .select({ groupId: payrollUsers.groupId, n: count() })
      .from(payrollUsers)
      .where(
        and(
          eq(payrollUsers.corporateId, corporateId),
          isNotNull(payrollUsers.groupId),
          isNull(payrollUsers.deletedAt),
        ),
      )
      .groupBy(payrollUsers.groupId),
  ]);
  const members = new Map(counts.map((c) => [c.groupId, c.n]));
  return groups.map((group) => ({ group, members: members.get(group.id) ?? 0 }));
}

export async function findGroup(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select()
    .from(collaboratorGroups)
    .where(
      and(
        eq(collaboratorGroups.corporateId, corporateId),
        eq(collaboratorGroups.id, id),
        isNull(collaboratorGroups.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function countGroups(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(collaboratorGroups)
    .where(
      and(eq(collaboratorGroups.corporateId, corporateId), isNull(collaboratorGroups.deletedAt)),
    );
  return row?.n ?? 0;
}

export async function insertGroup(db: DbOrTx, values: typeof collaboratorGroups.$inferInsert) {
  const [row] = await db.insert(collaboratorGroups).values(values).returning();
  return row!;
}

export async function updateGroup(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof collaboratorGroups.$inferInsert>,
) {
  const [row] = await db
    .update(collaboratorGroups)
    .set(changes)
    .where(eq(collaboratorGroups.id, id))
    .returning();
  return row!;
}

/** Collaborators leave a removed group. */
export async function releaseMembers(db: DbOrTx, groupId: string, now: Date) {
  await db
    .update(payrollUsers)
    .set({ groupId: null, updatedAt: now })
    .where(eq(payrollUsers.groupId, groupId));
}

/** The group (not removed) a collaborator of this company books under, if any. */
export async function groupOfUser(db: DbOrTx, corporateId: string, userId: string) {
  const [row] = await db
    .select({ group: collaboratorGroups })
    .from(payrollUsers)
    .innerJoin(collaboratorGroups, eq(collaboratorGroups.id, payrollUsers.groupId))
    .where(
      and(
        eq(payrollUsers.corporateId, corporateId),
        eq(payrollUsers.id, userId),
        isNull(collaboratorGroups.deletedAt),
      ),
    )
    .limit(1);
  return row?.group;
}

/** A group's policy; one stored before a field existed reads as that field's default. */
export const policyOf = (row: GroupRow): TravelPolicy => ({
  ...OPEN_POLICY,
  ...(row.policy as Partial<TravelPolicy>),
});

/**
 * What a collaborator's orders of a period cost: the final fare of those that have one (served,
 * or cancelled with a fee) and the estimate of those still running. Walks trips_passenger_idx.
 */
export async function spentCents(
  db: DbOrTx,
  corporateId: string,
  userId: string,
  period: { from: Date; to: Date },
) {
  const [row] = await db
    .select({
      final: sql<string>`coalesce(sum(${trips.finalFareCents}) filter (where ${isNotNull(trips.finalFareCents)}), 0)`,
      running: sql<string>`coalesce(sum(${trips.estimatedFareCents}) filter (where ${and(
        isNull(trips.finalFareCents),
        inArray(trips.status, [...RUNNING_TRIP_STATUSES]),
      )}), 0)`,
    })
    .from(trips)
    .where(
      and(
        eq(trips.corporateId, corporateId),
        eq(trips.passengerUserId, userId),
        gte(trips.requestedAt, period.from),
        lt(trips.requestedAt, period.to),
      ),
    );
  return Number(row?.final ?? 0) + Number(row?.running ?? 0);
}
