import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { apiKeys, corporates, type DbOrTx } from '@trayecto/db';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The company's keys, newest first (revoked ones too: the list shows them as revoked). */
export function selectApiKeys(db: DbOrTx, corporateId: string) {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.corporateId, corporateId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Locks the company's row so two creations cannot both pass the per-company limit. */
export async function lockCorporate(db: DbOrTx, corporateId: string) {
  await db.execute(
    sql`select 1 from ${corporates} where ${corporates.id} = ${corporateId} for update`,
  );
}

export async function countActiveKeys(db: DbOrTx, corporateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.corporateId, corporateId), isNull(apiKeys.revokedAt)));
  return Number(row?.n ?? 0);
}

export async function insertApiKey(db: DbOrTx, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function findApiKey(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.corporateId, corporateId)))
    .limit(1);
  return row;
}

/** Revokes a live key; undefined when it was already revoked (or is not the company's). */
export async function revokeApiKey(
  db: DbOrTx,
  corporateId: string,
  id: string,
  by: { at: Date; memberId: string | null; adminId: string | null },
) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: by.at, revokedByMemberId: by.memberId, revokedByAdminId: by.adminId })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.corporateId, corporateId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** What the auth hook needs of a key, with its company's flags, by the secret's hash. */
export async function findKeyByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      corporateId: apiKeys.corporateId,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedIp: apiKeys.lastUsedIp,
      corporateStatus: corporates.status,
      corporateIsMaster: corporates.isCorporateMaster,
    })
    .from(apiKeys)
    .innerJoin(corporates, eq(corporates.id, apiKeys.corporateId))
    .where(eq(apiKeys.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchApiKey(db: DbOrTx, id: string, at: Date, ip: string | null) {
  await db.update(apiKeys).set({ lastUsedAt: at, lastUsedIp: ip }).where(eq(apiKeys.id, id));
}
