import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  corporates,
  ledgerAccounts,
  masterPanels,
  payrollUsers,
  trips,
  type CorporateStatus,
  type DbOrTx,
} from '@trayecto/db';
import type { TimeIdCursor } from '../../lib/keyset.ts';

// The console's reads and writes of companies: across tenants, by design (only admins reach it).

const companyColumns = {
  corporate: corporates,
  balanceCents: ledgerAccounts.balanceCents,
  heldCents: ledgerAccounts.heldCents,
  overdraftCents: ledgerAccounts.overdraftCents,
  accountId: ledgerAccounts.id,
};

const withAccount = and(
  eq(ledgerAccounts.ownerType, 'corporate'),
  eq(ledgerAccounts.ownerId, corporates.id),
);

/** A search over name, e-mail, PANEL ID and tax id (case-insensitive, anywhere in the text). */
function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(corporates.name, like),
    ilike(corporates.email, like),
    ilike(corporates.uniqueId, like),
    ilike(corporates.taxId, like),
  );
}

export async function listCompanies(
  db: DbOrTx,
  filter: { status?: CorporateStatus; search?: string },
  after: TimeIdCursor | undefined,
  limit: number,
) {
  const conditions = [searchWhere(filter.search)];
  if (filter.status) conditions.push(eq(corporates.status, filter.status));
  if (after) {
    conditions.push(
      sql`(${corporates.createdAt}, ${corporates.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select(companyColumns)
    .from(corporates)
    .leftJoin(ledgerAccounts, withAccount)
    .where(and(...conditions))
    .orderBy(desc(corporates.createdAt), desc(corporates.id))
    .limit(limit);
}

export async function countCompaniesByStatus(db: DbOrTx, search: string | undefined) {
  return db
    .select({ status: corporates.status, count: sql<number>`count(*)::int` })
    .from(corporates)
    .where(searchWhere(search))
    .groupBy(corporates.status);
}

export async function findCompany(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select(companyColumns)
    .from(corporates)
    .leftJoin(ledgerAccounts, withAccount)
    .where(eq(corporates.id, id));
  const [row] = await (lock ? query.for('no key update', { of: corporates }) : query);
  return row;
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export async function collaboratorCounts(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${payrollUsers.isActive})::int`,
    })
    .from(payrollUsers)
    .where(and(eq(payrollUsers.corporateId, corporateId), isNull(payrollUsers.deletedAt)));
  return row ?? { total: 0, active: 0 };
}

export function lastOrders(db: DbOrTx, corporateId: string, limit = 10) {
  return db
    .select({
      id: trips.id,
      uniqueId: trips.uniqueId,
      kind: trips.kind,
      status: trips.status,
      requestedAt: trips.requestedAt,
      amountCents: sql<number>`coalesce(${trips.finalFareCents}, ${trips.estimatedFareCents})::bigint`,
    })
    .from(trips)
    .where(eq(trips.corporateId, corporateId))
    .orderBy(desc(trips.requestedAt), desc(trips.id))
    .limit(limit);
}

const panelColumns = { id: corporates.id, uniqueId: corporates.uniqueId, name: corporates.name };

/** A master's associated panels. */
export function panelsOf(db: DbOrTx, masterId: string) {
  return db
    .select(panelColumns)
    .from(masterPanels)
    .innerJoin(corporates, eq(corporates.id, masterPanels.panelId))
    .where(eq(masterPanels.masterId, masterId))
    .orderBy(corporates.name);
}

/** The masters a panel is associated with. */
export function mastersOf(db: DbOrTx, panelId: string) {
  return db
    .select(panelColumns)
    .from(masterPanels)
    .innerJoin(corporates, eq(corporates.id, masterPanels.masterId))
    .where(eq(masterPanels.panelId, panelId))
    .orderBy(corporates.name);
}

/** Moves a company from one status to another; nothing (undefined) when it was not in `from`. */
export async function moveStatus(
  db: DbOrTx,
  id: string,
  from: CorporateStatus,
  changes: Partial<typeof corporates.$inferInsert> & { status: CorporateStatus },
  now: Date,
) {
  const [row] = await db
    .update(corporates)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(corporates.id, id), eq(corporates.status, from)))
    .returning({ id: corporates.id });
  return row;
}

export async function setFeatures(
  db: DbOrTx,
  id: string,
  changes: Partial<
    Pick<
      typeof corporates.$inferInsert,
      'isActiveShipments' | 'isActiveMultiStops' | 'isAllowCredits'
    >
  >,
  now: Date,
) {
  await db
    .update(corporates)
    .set({ ...changes, updatedAt: now })
    .where(eq(corporates.id, id));
}

export async function linkPanel(db: DbOrTx, masterId: string, panelId: string) {
  const rows = await db
    .insert(masterPanels)
    .values({ masterId, panelId })
    .onConflictDoNothing()
    .returning({ panelId: masterPanels.panelId });
  return rows.length > 0;
}

export async function unlinkPanel(db: DbOrTx, masterId: string, panelId: string) {
  const rows = await db
    .delete(masterPanels)
    .where(and(eq(masterPanels.masterId, masterId), eq(masterPanels.panelId, panelId)))
    .returning({ panelId: masterPanels.panelId });
  return rows.length > 0;
}
