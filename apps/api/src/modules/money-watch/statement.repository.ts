import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  corporates,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  moneyWatchSettings,
  statementRuns,
  trips,
  type AccountOwnerType,
  type DbOrTx,
} from '@trayecto/db';

// The SQL of a monthly statement: the company's accounts (its wallet and its collaborators'),
// their movements in a month by kind, the charges with the order they paid, and the months sent.

const OWN: AccountOwnerType[] = ['corporate', 'payroll_user'];

/** Every movement on the company's accounts in [from, to), summed by transfer kind and order kind. */
export async function movementsByKind(db: DbOrTx, corporateId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      kind: ledgerTransfers.kind,
      orderKind: trips.kind,
      cents: sql<string>`sum(${ledgerEntries.amountCents})`,
      transfers: sql<string>`count(distinct ${ledgerTransfers.id})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(
      trips,
      and(
        eq(ledgerTransfers.referenceType, 'trip'),
        sql`${trips.id}::text = ${ledgerTransfers.referenceId}`,
      ),
    )
    .where(
      and(
        eq(ledgerAccounts.corporateId, corporateId),
        inArray(ledgerAccounts.ownerType, OWN),
        gte(ledgerTransfers.createdAt, from),
        lt(ledgerTransfers.createdAt, to),
      ),
    )
    .groupBy(ledgerTransfers.kind, trips.kind);
  return rows.map((r) => ({
    kind: r.kind,
    orderKind: r.orderKind,
    cents: Number(r.cents),
    transfers: Number(r.transfers),
  }));
}

/** Each order charge on the company's accounts in [from, to), with who travelled and the cost centre. */
export async function chargesOfMonth(db: DbOrTx, corporateId: string, from: Date, to: Date) {
  return db
    .select({
      cents: ledgerEntries.amountCents,
      orderKind: trips.kind,
      costCenter: trips.costCenter,
      passengerType: trips.passengerType,
      passengerUserId: trips.passengerUserId,
      passengerName: trips.passengerName,
      uniqueId: trips.uniqueId,
      at: ledgerTransfers.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(trips, sql`${trips.id}::text = ${ledgerTransfers.referenceId}`)
    .where(
      and(
        eq(ledgerAccounts.corporateId, corporateId),
        inArray(ledgerAccounts.ownerType, OWN),
        eq(ledgerTransfers.referenceType, 'trip'),
        inArray(ledgerTransfers.kind, ['trip_charge', 'parcel_charge']),
        gte(ledgerTransfers.createdAt, from),
        lt(ledgerTransfers.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerTransfers.createdAt));
}

/**
 * The company's accounts together (its wallet and its collaborators'): their balance now, and
 * what moved on them from `from` on (to go from today's balance back to a past one).
 */
export async function accountsBalance(db: DbOrTx, corporateId: string, from?: Date) {
  const own = and(
    eq(ledgerAccounts.corporateId, corporateId),
    inArray(ledgerAccounts.ownerType, OWN),
  );
  if (!from) {
    const [row] = await db
      .select({ cents: sql<string | null>`sum(${ledgerAccounts.balanceCents})` })
      .from(ledgerAccounts)
      .where(own);
    return Number(row?.cents ?? 0);
  }
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(own, gte(ledgerTransfers.createdAt, from)));
  return Number(row?.cents ?? 0);
}

export async function companyStart(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({
      name: corporates.name,
      uniqueId: corporates.uniqueId,
      lang: corporates.lang,
      timezone: corporates.timezone,
      createdAt: corporates.createdAt,
    })
    .from(corporates)
    .where(eq(corporates.id, corporateId))
    .limit(1);
  return row ?? null;
}

/** The company's first movement (history imported with its own dates may predate the company). */
export async function firstMovementAt(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${ledgerTransfers.createdAt})` })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.corporateId, corporateId));
  return row?.at ? new Date(row.at) : null;
}

export async function sentMonths(db: DbOrTx, corporateId: string) {
  return db
    .select({ month: statementRuns.month, sentAt: statementRuns.sentAt })
    .from(statementRuns)
    .where(eq(statementRuns.corporateId, corporateId));
}

/** Claims a month's sending; false when another instance (or an earlier run) already did. */
export async function claimMonth(db: DbOrTx, corporateId: string, month: string, at: Date) {
  const rows = await db
    .insert(statementRuns)
    .values({ corporateId, month, sentAt: at })
    .onConflictDoNothing()
    .returning({ month: statementRuns.month });
  return rows.length > 0;
}

/** Approved companies that chose to receive their statement, for the timer. */
export async function statementCompanies(db: DbOrTx) {
  return db
    .select({ id: corporates.id, timezone: corporates.timezone })
    .from(moneyWatchSettings)
    .innerJoin(corporates, eq(corporates.id, moneyWatchSettings.corporateId))
    .where(and(eq(moneyWatchSettings.statementEnabled, true), eq(corporates.status, 'approved')));
}
