import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  PASSENGER_ORDER_KINDS,
  SERVED_TRIP_STATUSES,
  type CorporateStatusCode,
} from '@trayecto/contracts';
import {
  corporates,
  ledgerAccounts,
  masterPanels,
  payrollUsers,
  trips,
  type DbOrTx,
  type Tx,
} from '@trayecto/db';

// A master's associated panels (master_panels). Every query starts from the master's id: a
// panel that is not associated with it is not found, whoever owns it.

const c = corporates;
const mp = masterPanels;
const acc = ledgerAccounts;

export type PanelRowData = {
  id: string;
  name: string;
  uniqueId: string;
  email: string;
  status: CorporateStatusCode;
  /** null when the panel has no wallet account yet (nothing ever moved) */
  balanceCents: number | null;
  heldCents: number | null;
  overdraftCents: number | null;
};

const panelColumns = {
  id: c.id,
  name: c.name,
  uniqueId: c.uniqueId,
  email: c.email,
  status: c.status,
  balanceCents: acc.balanceCents,
  heldCents: acc.heldCents,
  overdraftCents: acc.overdraftCents,
};
const walletJoin = and(eq(acc.ownerType, 'corporate'), eq(acc.ownerId, c.id));

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export type PanelFilter = { q?: string | undefined };

/** One page of the master's panels ordered by (name, id), keyset after `after`. */
export function listPanels(
  db: DbOrTx,
  masterId: string,
  filter: PanelFilter,
  opts: { after?: { name: string; id: string } | undefined; limit: number },
): Promise<PanelRowData[]> {
  const where: SQL[] = [eq(mp.masterId, masterId)];
  const q = filter.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(or(ilike(c.name, like), ilike(c.uniqueId, like), ilike(c.email, like))!);
  }
  if (opts.after) {
    where.push(sql`(${c.name}, ${c.id}) > (${opts.after.name}, ${opts.after.id}::uuid)`);
  }
  return db
    .select(panelColumns)
    .from(mp)
    .innerJoin(c, eq(c.id, mp.panelId))
    .leftJoin(acc, walletJoin)
    .where(and(...where))
    .orderBy(asc(c.name), asc(c.id))
    .limit(opts.limit);
}

/** One panel of the master (null when it is not one of its panels). */
export async function findPanel(
  db: DbOrTx,
  masterId: string,
  panelId: string,
): Promise<PanelRowData | null> {
  const [row] = await db
    .select(panelColumns)
    .from(mp)
    .innerJoin(c, eq(c.id, mp.panelId))
    .leftJoin(acc, walletJoin)
    .where(and(eq(mp.masterId, masterId), eq(mp.panelId, panelId)));
  return row ?? null;
}

export type MonthFiguresRow = {
  corporateId: string;
  trips: number;
  parcels: number;
  tripsCents: number;
  parcelsCents: number;
};

/**
 * The orders of some corporates requested in a month of local days (`startDate`..`endDate`, in
 * `timeZone`), as the dashboard counts them: dispatched orders only; served trips (rides and
 * multistop trips) and parcels counted, and everything they were charged summed.
 */
export async function monthFigures(
  db: DbOrTx,
  corporateIds: string[],
  month: { startDate: string; endDate: string },
  timeZone: string,
): Promise<MonthFiguresRow[]> {
  if (corporateIds.length === 0) return [];
  const from = sql`(${month.startDate}::date)::timestamp at time zone ${timeZone}`;
  const to = sql`(${month.endDate}::date + 1)::timestamp at time zone ${timeZone}`;
  const passenger = inArray(trips.kind, [...PASSENGER_ORDER_KINDS]);
  const parcel = eq(trips.kind, 'parcel');
  const served = inArray(trips.status, [...SERVED_TRIP_STATUSES]);
  const rows = await db
    .select({
      corporateId: trips.corporateId,
      trips: sql<number>`(count(*) filter (where ${and(passenger, served)}))::int`,
      parcels: sql<number>`(count(*) filter (where ${and(parcel, served)}))::int`,
      tripsCents: sql<string>`coalesce(sum(${trips.finalFareCents}) filter (where ${passenger}), 0)::bigint`,
      parcelsCents: sql<string>`coalesce(sum(${trips.finalFareCents}) filter (where ${parcel}), 0)::bigint`,
    })
    .from(trips)
    .where(
      and(
        inArray(trips.corporateId, corporateIds),
        isNotNull(trips.dispatchedAt),
        sql`${trips.requestedAt} >= ${from}`,
        sql`${trips.requestedAt} < ${to}`,
      ),
    )
    .groupBy(trips.corporateId);
  return rows.map((r) => ({
    corporateId: r.corporateId,
    trips: Number(r.trips),
    parcels: Number(r.parcels),
    tripsCents: Number(r.tripsCents),
    parcelsCents: Number(r.parcelsCents),
  }));
}

/** Active, not removed, payroll collaborators per corporate. */
export async function activeCollaborators(
  db: DbOrTx,
  corporateIds: string[],
): Promise<Map<string, number>> {
  if (corporateIds.length === 0) return new Map();
  const rows = await db
    .select({ corporateId: payrollUsers.corporateId, n: count() })
    .from(payrollUsers)
    .where(
      and(
        inArray(payrollUsers.corporateId, corporateIds),
        eq(payrollUsers.isActive, true),
        isNull(payrollUsers.deletedAt),
      ),
    )
    .groupBy(payrollUsers.corporateId);
  return new Map(rows.map((r) => [r.corporateId, Number(r.n)]));
}

/**
 * Locks the association of a master and a panel (the business row of a transfer, `for no key
 * update`); false when the panel is not the master's.
 */
export async function lockAssociation(tx: Tx, masterId: string, panelId: string) {
  const rows = await tx
    .select({ panelId: mp.panelId })
    .from(mp)
    .where(and(eq(mp.masterId, masterId), eq(mp.panelId, panelId)))
    .for('no key update');
  return rows.length === 1;
}

/** Locks the wallet accounts of the master and the panel, in id order (the ledger's lock order). */
export async function lockWallets(tx: Tx, masterId: string, panelId: string) {
  const rows = await tx
    .select()
    .from(acc)
    .where(and(eq(acc.ownerType, 'corporate'), inArray(acc.ownerId, [masterId, panelId])))
    .orderBy(asc(acc.id))
    .for('no key update');
  return {
    master: rows.find((r) => r.ownerId === masterId) ?? null,
    panel: rows.find((r) => r.ownerId === panelId) ?? null,
  };
}

/** The names of some corporates, by id. */
export async function corporateNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: c.id, name: c.name }).from(c).where(inArray(c.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
