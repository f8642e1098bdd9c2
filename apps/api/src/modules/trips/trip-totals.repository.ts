import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { FINAL_TRIP_STATUSES, isPassengerOrderKind, type OrderKind } from '@trayecto/contracts';
import { tripDailyTotals, type DbOrTx } from '@trayecto/db';
import { selectTotalsByScan, type TripFilter } from './trips.repository.ts';

// History totals from trip_daily_totals (one row per corporate, UTC day, status and service
// type), so a corporate with a million trips gets its totals from a few hundred rows. Partial
// days at the edges of a date range, and passenger filters, are counted on the trips themselves.

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts a trip that just reached a final status (in the transaction that finished it). The
 * summary is the trips history's: a ride or a multistop trip; a parcel is not counted in it.
 */
export async function addToDailyTotals(
  db: DbOrTx,
  trip: {
    kind: OrderKind;
    corporateId: string;
    requestedAt: Date;
    status: string;
    serviceTypeId: string;
    finalFareCents: number | null;
  },
) {
  if (!isPassengerOrderKind(trip.kind)) return;
  await db
    .insert(tripDailyTotals)
    .values({
      corporateId: trip.corporateId,
      day: dayOf(trip.requestedAt.getTime()),
      status: trip.status,
      serviceTypeId: trip.serviceTypeId,
      trips: 1,
      amountCents: trip.finalFareCents ?? 0,
    })
    .onConflictDoUpdate({
      target: [
        tripDailyTotals.corporateId,
        tripDailyTotals.day,
        tripDailyTotals.status,
        tripDailyTotals.serviceTypeId,
      ],
      set: {
        trips: sql`${tripDailyTotals.trips} + 1`,
        amountCents: sql`${tripDailyTotals.amountCents} + excluded.amount_cents`,
      },
    });
}

async function fromDays(
  db: DbOrTx,
  corporateId: string,
  f: TripFilter,
  fromDay?: string,
  toDay?: string,
) {
  const t = tripDailyTotals;
  const statuses: readonly string[] = FINAL_TRIP_STATUSES;
  const where: SQL[] = [eq(t.corporateId, corporateId)];
  where.push(
    f.status
      ? eq(t.status, statuses.includes(f.status) ? f.status : '__none__')
      : inArray(t.status, [...statuses]),
  );
  if (f.serviceTypeId) where.push(eq(t.serviceTypeId, f.serviceTypeId));
  if (fromDay) where.push(gte(t.day, fromDay));
  if (toDay) where.push(lt(t.day, toDay));
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${t.trips}), 0)::int`,
      cents: sql<string>`coalesce(sum(${t.amountCents}), 0)::bigint`,
    })
    .from(t)
    .where(and(...where));
  return { count: row?.count ?? 0, cents: Number(row?.cents ?? 0) };
}

/** Totals of the filtered history: whole days from the summary, edges and passenger filters from trips. */
export async function selectHistoryTotals(db: DbOrTx, corporateId: string, f: TripFilter) {
  if (f.scope !== 'history' || f.passengerUserId || f.passengerText)
    return selectTotalsByScan(db, corporateId, f);
  // Whole UTC days inside [from, to]: [firstDay, endDay). `to` is inclusive.
  const firstDay = f.from ? Math.ceil(f.from.getTime() / DAY_MS) * DAY_MS : undefined;
  const endDay = f.to ? Math.floor((f.to.getTime() + 1) / DAY_MS) * DAY_MS : undefined;
  if (firstDay !== undefined && endDay !== undefined && firstDay >= endDay) {
    return selectTotalsByScan(db, corporateId, f);
  }
  const parts = [
    fromDays(
      db,
      corporateId,
      f,
      firstDay === undefined ? undefined : dayOf(firstDay),
      endDay === undefined ? undefined : dayOf(endDay),
    ),
  ];
  if (f.from && firstDay !== undefined && f.from.getTime() < firstDay) {
    parts.push(
      selectTotalsByScan(db, corporateId, { ...f, from: f.from, to: new Date(firstDay - 1) }),
    );
  }
  if (f.to && endDay !== undefined && endDay <= f.to.getTime()) {
    parts.push(selectTotalsByScan(db, corporateId, { ...f, from: new Date(endDay), to: f.to }));
  }
  const all = await Promise.all(parts);
  return {
    count: all.reduce((n, p) => n + p.count, 0),
    cents: all.reduce((n, p) => n + p.cents, 0),
  };
}
