import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  corporates,
  exchangeRates,
  ledgerEntries,
  ledgerTransfers,
  payrollUsers,
  topups,
  type DbOrTx,
} from '@trayecto/db';

// The corporate wallet's history: its ledger entries (keyset on the (account_id, id) index),
// each with the transfer that explains it and, for payroll movements, the collaborator.

const e = ledgerEntries;
const t = ledgerTransfers;
const pu = payrollUsers;
const tu = topups;

export type OperationFilter = {
  from?: Date | undefined;
  to?: Date | undefined;
  kind?: string | undefined;
};

export type OperationRow = {
  id: number;
  amountCents: number;
  balanceBeforeCents: number;
  balanceAfterCents: number;
  createdAt: Date;
  kind: string;
  description: string;
  userId: string | null;
  userName: string | null;
  /** a top-up's payment, when the movement is its credit (null otherwise) */
  topupCurrency: string | null;
  topupAmountCents: number | null;
  topupAmountUsdCents: number | null;
  topupIgtfCents: number | null;
  topupRate: string | null;
};

export function selectOperations(
  db: DbOrTx,
  corporateId: string,
  accountId: string,
  filter: OperationFilter,
  opts: { beforeId?: number | undefined; limit: number },
): Promise<OperationRow[]> {
  // The account as a closed range, not an equality, with the ORDER BY on (account_id, id): only the
  // (account_id, id) index yields that order, so PostgreSQL walks it backwards and stops after
  // `limit` rows. With an equality it may instead walk the primary key newest-first and filter out
  // every other account's entries (seen with EXPLAIN on a table where this account is 1 row in 6).
  // A next page starts below (account, cursor) in that same index order.
  const where: SQL[] = [
    gte(e.accountId, accountId),
    opts.beforeId === undefined
      ? lte(e.accountId, accountId)
      : sql`(${e.accountId}, ${e.id}) < (${accountId}::uuid, ${sql`${opts.beforeId}::bigint`})`,
  ];
  // Scoped by the account, which is the corporate's own (the service finds it by its owner), not
  // by the transfer's tenant: a transfer between a master and one of its panels (kind
  // 'panel_transfer', tagged with the master) is in both companies' histories.
  if (filter.kind) where.push(eq(t.kind, filter.kind));
  if (filter.from) where.push(gte(t.createdAt, filter.from));
  if (filter.to) where.push(lte(t.createdAt, filter.to));
  return db
    .select({
      id: e.id,
      amountCents: e.amountCents,
      balanceBeforeCents: e.balanceBeforeCents,
      balanceAfterCents: e.balanceAfterCents,
      createdAt: t.createdAt,
      kind: t.kind,
      description: t.description,
      userId: pu.id,
      userName: pu.name,
      topupCurrency: tu.currency,
      topupAmountCents: tu.amountCents,
      topupAmountUsdCents: tu.amountUsdCents,
      topupIgtfCents: tu.igtfCents,
      topupRate: tu.rate,
    })
    .from(e)
    .innerJoin(t, eq(t.id, e.transferId))
    .leftJoin(
      tu,
      and(
        eq(tu.corporateId, corporateId),
        sql`${tu.id} = case when ${t.referenceType} = 'topup' then ${t.referenceId}::uuid end`,
      ),
    )
    .leftJoin(
      pu,
      and(
        eq(pu.corporateId, corporateId),
        sql`${pu.id} = case when ${t.referenceType} = 'payroll_user' then ${t.referenceId}::uuid end`,
      ),
    )
    .where(and(...where))
    .orderBy(desc(e.accountId), desc(e.id))
    .limit(opts.limit);
}

export type RateRow = { rate: number; effectiveAt: Date };

/** Every VES rate, oldest first (one row per day at most: a small table). */
export async function listRates(db: DbOrTx): Promise<RateRow[]> {
  const rows = await db
    .select({ rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, 'VES'))
    .orderBy(asc(exchangeRates.effectiveAt), asc(exchangeRates.id));
  return rows.map((r) => ({ rate: Number(r.rate), effectiveAt: r.effectiveAt }));
}

export async function corporateAllowsCredits(db: DbOrTx, corporateId: string): Promise<boolean> {
  const [row] = await db
    .select({ allow: corporates.isAllowCredits })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row?.allow ?? false;
}

export type FlowRow = { kind: string; inCents: number; outCents: number };

/**
 * What came into and went out of an account between two instants of its movements' dates (the
 * transfers', as the balance history and the statement read them), by transfer kind (the
 * dashboard's money in and out of the month).
 */
export async function selectFlows(
  db: DbOrTx,
  accountId: string,
  from: Date,
  to: Date,
): Promise<FlowRow[]> {
  const rows = await db
    .select({
      kind: t.kind,
      inCents: sql<string>`coalesce(sum(${e.amountCents}) filter (where ${e.amountCents} > 0), 0)`,
      outCents: sql<string>`coalesce(-sum(${e.amountCents}) filter (where ${e.amountCents} < 0), 0)`,
    })
    .from(e)
    .innerJoin(t, eq(t.id, e.transferId))
    // a movement's date is its transfer's (seeded and imported history carries its own there)
    .where(and(eq(e.accountId, accountId), gte(t.createdAt, from), lte(t.createdAt, to)))
    .groupBy(t.kind)
    .orderBy(asc(t.kind));
  return rows.map((r) => ({
    kind: r.kind,
    inCents: Number(r.inCents),
    outCents: Number(r.outCents),
  }));
}
