import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { PASSENGER_ORDER_KINDS } from '@trayecto/contracts';
import {
  corporates,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  payrollUsers,
  trips,
  type DbOrTx,
} from '@trayecto/db';

export type StatsRow = { date: string; status: string; count: number; amountCents: number };
export type TripShipmentStats = {
  totals: { trips: number; shipments: number };
  details: { trips: StatsRow[]; shipments: StatsRow[] };
};

/**
 * Trip and shipment totals of some corporates between two instants, and per local day and
 * status (the day in `timeZone`). Amounts are what was charged. Trips are the rides, shipments
 * the parcels.
 */
export async function tripShipmentStats(
  db: DbOrTx,
  corporateIds: string[],
  range: { from: Date; to: Date },
  timeZone = 'America/Caracas',
): Promise<TripShipmentStats> {
  if (corporateIds.length === 0) {
    return { totals: { trips: 0, shipments: 0 }, details: { trips: [], shipments: [] } };
  }
  const day = sql<string>`to_char(${trips.requestedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      // every passenger order (a ride, a multistop trip) is a trip; a parcel a shipment
      kind: sql<string>`case when ${inArray(trips.kind, [...PASSENGER_ORDER_KINDS])} then 'trip' else ${trips.kind} end`,
      date: day,
      status: trips.status,
      count: sql<number>`count(*)::int`,
      amountCents: sql<string>`coalesce(sum(${trips.finalFareCents}), 0)::bigint`,
    })
    .from(trips)
    .where(
      and(
        inArray(trips.corporateId, corporateIds),
        isNotNull(trips.dispatchedAt),
        gte(trips.requestedAt, range.from),
        lt(trips.requestedAt, range.to),
      ),
    )
    // by position: the time zone is a bind parameter, so a repeated expression would not match
    .groupBy(sql`1`, sql`2`, sql`3`)
    .orderBy(sql`1`, sql`2`, sql`3`);
  // passenger orders are the trips; parcels the shipments (the order core keeps all in one table)
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        date: r.date,
        status: r.status,
        count: r.count,
        amountCents: Number(r.amountCents),
      }));
  const rides = of('trip');
  const shipments = of('parcel');
  const count = (list: { count: number }[]) => list.reduce((n, r) => n + r.count, 0);
  return {
    totals: { trips: count(rides), shipments: count(shipments) },
    details: { trips: rides, shipments },
  };
}

/** Payroll users (not deleted) of some corporates, optionally only active or inactive ones. */
export async function listPayrollUsers(
  db: DbOrTx,
  corporateIds: string[],
  isActive: boolean | undefined,
) {
  if (corporateIds.length === 0) return [];
  const conditions = [
    inArray(payrollUsers.corporateId, corporateIds),
    isNull(payrollUsers.deletedAt),
  ];
  if (isActive !== undefined) conditions.push(eq(payrollUsers.isActive, isActive));
  return db
    .select({
      id: payrollUsers.id,
      name: payrollUsers.name,
      email: payrollUsers.email,
      isActive: payrollUsers.isActive,
    })
    .from(payrollUsers)
    .where(and(...conditions))
    .orderBy(asc(payrollUsers.name), asc(payrollUsers.id));
}

/** Movements of the wallet accounts of some corporates, newest first, with their total count. */
export async function listWalletMovements(
  db: DbOrTx,
  corporateIds: string[],
  page: number,
  limit: number,
) {
  if (corporateIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(ledgerAccounts.ownerType, 'corporate'),
    inArray(ledgerAccounts.ownerId, corporateIds),
  );
  const [totalRow] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(where);
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      transferId: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      description: ledgerTransfers.description,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerTransfers.createdAt,
      corporateId: corporates.id,
      corporateName: corporates.name,
      corporateUniqueId: corporates.uniqueId,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(corporates, eq(corporates.id, ledgerAccounts.ownerId))
    .where(where)
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerEntries.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: totalRow?.total ?? 0 };
}
