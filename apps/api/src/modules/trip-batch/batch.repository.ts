import { and, eq, isNull } from 'drizzle-orm';
import { payrollUsers, tripBatches, type DbOrTx } from '@trayecto/db';

// The SQL of trip batches: the company's active collaborators (to find a row's passenger) and
// the batches kept with their report.

export type BatchRecord = typeof tripBatches.$inferSelect;

export async function activeCollaborators(db: DbOrTx, corporateId: string) {
  return db
    .select({
      id: payrollUsers.id,
      name: payrollUsers.name,
      email: payrollUsers.email,
      idCard: payrollUsers.idCard,
    })
    .from(payrollUsers)
    .where(
      and(
        eq(payrollUsers.corporateId, corporateId),
        eq(payrollUsers.isActive, true),
        isNull(payrollUsers.deletedAt),
      ),
    );
}

/** An ID card as a lookup key: V-12.345.678, v12345678 and V-12345678 are the same card. */
export const idCardKey = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

export async function insertBatch(db: DbOrTx, values: typeof tripBatches.$inferInsert) {
  const [row] = await db.insert(tripBatches).values(values).returning();
  return row!;
}

export async function findBatch(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select()
    .from(tripBatches)
    .where(and(eq(tripBatches.corporateId, corporateId), eq(tripBatches.id, id)))
    .limit(1);
  return row ?? null;
}
