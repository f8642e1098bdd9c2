import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  companyHolidays,
  corporates,
  recurringOccurrences,
  recurringTrips,
  type DbOrTx,
} from '@trayecto/db';

// The SQL of recurring trips, their occurrences and the company's holidays. Company queries lead
// with corporate_id.

export type RecurringRow = typeof recurringTrips.$inferSelect;
export type OccurrenceRow = typeof recurringOccurrences.$inferSelect;

const live = (corporateId: string) =>
  and(eq(recurringTrips.corporateId, corporateId), isNull(recurringTrips.deletedAt));

export async function listRecurring(db: DbOrTx, corporateId: string) {
  return db
    .select()
    .from(recurringTrips)
    .where(live(corporateId))
    .orderBy(asc(recurringTrips.createdAt), asc(recurringTrips.id));
}

export async function findRecurring(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select()
    .from(recurringTrips)
    .where(and(live(corporateId), eq(recurringTrips.id, id)))
    .limit(1);
  return row ?? null;
}

export async function countRecurring(db: DbOrTx, corporateId: string) {
  const [row] = await db.select({ n: count() }).from(recurringTrips).where(live(corporateId));
  return row?.n ?? 0;
}

export async function insertRecurring(db: DbOrTx, values: typeof recurringTrips.$inferInsert) {
  const [row] = await db.insert(recurringTrips).values(values).returning();
  return row!;
}

export async function updateRecurring(
  db: DbOrTx,
  corporateId: string,
  id: string,
  set: Partial<typeof recurringTrips.$inferInsert>,
) {
  const [row] = await db
    .update(recurringTrips)
    .set(set)
    .where(and(live(corporateId), eq(recurringTrips.id, id)))
    .returning();
  return row ?? null;
}

/** Every schedule that is not paused, with its company's time zone (the booking sweep). */
export async function activeSchedules(db: DbOrTx) {
  return db
    .select({ schedule: recurringTrips, timezone: corporates.timezone })
    .from(recurringTrips)
    .innerJoin(corporates, eq(corporates.id, recurringTrips.corporateId))
    .where(
      and(
        isNull(recurringTrips.deletedAt),
        eq(recurringTrips.paused, false),
        eq(corporates.status, 'approved'),
      ),
    );
}

/** The latest occurrences of these schedules, newest first. */
export async function recentOccurrences(db: DbOrTx, ids: string[], perSchedule: number) {
  if (ids.length === 0) return new Map<string, OccurrenceRow[]>();
  const rows = await db
    .select()
    .from(recurringOccurrences)
    .where(inArray(recurringOccurrences.recurringId, ids))
    .orderBy(desc(recurringOccurrences.occursAt));
  const out = new Map<string, OccurrenceRow[]>();
  for (const row of rows) {
    const list = out.get(row.recurringId) ?? [];
    if (list.length < perSchedule) list.push(row);
    out.set(row.recurringId, list);
  }
  return out;
}

export async function occurrenceExists(db: DbOrTx, recurringId: string, occursAt: Date) {
  const [row] = await db
    .select({ at: recurringOccurrences.occursAt })
    .from(recurringOccurrences)
    .where(
      and(
        eq(recurringOccurrences.recurringId, recurringId),
        eq(recurringOccurrences.occursAt, occursAt),
      ),
    )
    .limit(1);
  return !!row;
}

/** Records an occurrence once; false when it was already recorded. */
export async function recordOccurrence(
  db: DbOrTx,
  values: typeof recurringOccurrences.$inferInsert,
) {
  const rows = await db
    .insert(recurringOccurrences)
    .values(values)
    .onConflictDoNothing()
    .returning({ at: recurringOccurrences.occursAt });
  return rows.length > 0;
}

export async function listHolidays(db: DbOrTx, corporateId: string) {
  return db
    .select({ day: companyHolidays.day, name: companyHolidays.name })
    .from(companyHolidays)
    .where(eq(companyHolidays.corporateId, corporateId))
    .orderBy(asc(companyHolidays.day));
}

export async function insertHoliday(
  db: DbOrTx,
  values: typeof companyHolidays.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(companyHolidays)
    .values(values)
    .onConflictDoNothing()
    .returning({ day: companyHolidays.day });
  return rows.length > 0;
}

export async function deleteHoliday(db: DbOrTx, corporateId: string, day: string) {
  const rows = await db
    .delete(companyHolidays)
    .where(and(eq(companyHolidays.corporateId, corporateId), eq(companyHolidays.day, day)))
    .returning({ day: companyHolidays.day });
  return rows.length > 0;
}
