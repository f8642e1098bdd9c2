import type { Readable } from 'node:stream';
import {
  OPERATION_KIND_LABELS,
  creditedBolivarCents,
  csvDateTime,
  csvHeader,
  fromCents,
  labelIn,
  movementDescription,
  toBolivares,
  type CsvColumn,
  type Language,
  type WalletOperation,
  type WalletFlows,
  type WalletResponse,
} from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { availableCents, findAccount, walletCents } from '../ledger/ledger.service.ts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import { decodeEntryCursor, encodeEntryCursor, keysetPage, keysetRows } from '../../lib/keyset.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import * as repo from './wallet.repository.ts';
import { dueCents } from '../credits/credits.repository.ts';

export type OperationsQuery = {
  from?: string | undefined;
  to?: string | undefined;
  kind?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

/**
 * The rate in force at `at` (the latest effective at or before it). Operations older than the
 * first recorded rate use that first rate, so old history still shows bolívares.
 */
export function pickRate(rates: repo.RateRow[], at: Date): repo.RateRow | null {
  let found: repo.RateRow | null = rates[0] ?? null;
  for (const r of rates) {
    if (r.effectiveAt.getTime() > at.getTime()) break;
    found = r;
  }
  return found;
}

/** GET /wallet: balance, holds, overdraft and available in dollars, credits due, today's rate. */
export async function getWallet(deps: AppDeps, corporateId: string): Promise<WalletResponse> {
  const [account, allowCredits, rates, due] = await Promise.all([
    findAccount(deps.db, { type: 'corporate', corporateId }),
    repo.corporateAllowsCredits(deps.db, corporateId),
    repo.listRates(deps.db),
    dueCents(deps.db, corporateId),
  ]);
  const a = account ?? { balanceCents: 0, overdraftCents: 0, heldCents: 0 };
  const rate = pickRate(rates, deps.clock.now());
  return {
    success: true,
    data: {
      currency: 'USD',
      wallet: fromCents(walletCents(a)),
      balance: fromCents(a.balanceCents),
      overdraft: fromCents(a.overdraftCents),
      holds: fromCents(a.heldCents),
      available: fromCents(availableCents(a)),
      // what the company owes on its advances (modules/credits); null when it has no credits
      credits_due: allowCredits || due > 0 ? fromCents(due) : null,
      exchange_rate: rate
        ? { currency: 'VES', rate: rate.rate, effective_at: rate.effectiveAt.toISOString() }
        : null,
    },
  };
}

const filterOf = (q: OperationsQuery): repo.OperationFilter => ({
  kind: q.kind,
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
});

function toOperation(row: repo.OperationRow, rates: repo.RateRow[]): WalletOperation {
  return {
    _id: String(row.id),
    created_at: row.createdAt.toISOString(),
    origin: row.kind,
    description: row.description,
    amount: fromCents(row.amountCents),
    initial_balance: fromCents(row.balanceBeforeCents),
    final_balance: fromCents(row.balanceAfterCents),
    user_amount: row.userId ? fromCents(-row.amountCents) : null,
    user: row.userId ? { _id: row.userId, name: row.userName ?? '' } : null,
    ...ownBolivares(row, rates),
  };
}

/**
 * The rate and bolívares a movement is shown at: a top-up's credit at its payment's rate and in
 * the bolívares its invoice says it credited (contracts creditedBolivarCents); any other at the
 * rate in force on its date.
 */
function ownBolivares(
  row: repo.OperationRow,
  rates: repo.RateRow[],
): Pick<WalletOperation, 'exchange_rate' | 'amount_ves'> {
  if (
    row.topupCurrency === null ||
    row.topupAmountCents === null ||
    row.topupAmountUsdCents === null ||
    row.topupIgtfCents === null ||
    row.topupRate === null
  )
    return { exchange_rate: pickRate(rates, row.createdAt)?.rate ?? null, amount_ves: null };
  const rate = Number(row.topupRate);
  const credited = creditedBolivarCents({
    totalCents: row.topupAmountUsdCents,
    igtfCents: row.topupIgtfCents,
    rate,
    paid: { currency: row.topupCurrency, amountCents: row.topupAmountCents },
  });
  return { exchange_rate: rate, amount_ves: fromCents(Math.sign(row.amountCents) * credited) };
}

/** GET /wallet/operations: SPEC §3 balance operations, newest first, keyset on the entry id. */
export async function listOperations(deps: AppDeps, corporateId: string, query: OperationsQuery) {
  const beforeId = query.cursor ? decodeEntryCursor(query.cursor) : undefined;
  const account = await findAccount(deps.db, { type: 'corporate', corporateId });
  if (!account) return { success: true as const, data: { operations: [], next_cursor: null } };
  const [rows, rates] = await Promise.all([
    repo.selectOperations(deps.db, corporateId, account.id, filterOf(query), {
      beforeId,
      limit: query.limit + 1,
    }),
    repo.listRates(deps.db),
  ]);
  const { page, next } = keysetPage(rows, query.limit, (r) => encodeEntryCursor(r.id));
  return {
    success: true as const,
    data: { operations: page.map((r) => toOperation(r, rates)), next_cursor: next },
  };
}

export const OPERATION_CSV_COLUMNS = [
  'date',
  'operation_origin',
  'description',
  'amount_usd',
  'initial_balance_usd',
  'final_balance_usd',
  'user',
  'user_amount_usd',
  'rate_ves_per_usd',
  'amount_ves',
] as const satisfies readonly CsvColumn[];
/**
 * GET /wallet/operations?format=csv: every filtered operation in dollars and in bolívares at the
 * rate of its own date, in the caller's language, with times in the company's time zone.
 */
export async function exportOperationsCsv(
  deps: AppDeps,
  corporateId: string,
  query: OperationsQuery,
  lang: Language,
): Promise<Readable> {
  const filter = filterOf(query);
  const tz = await corporateTimeZone(deps.db, corporateId);
  async function* operations() {
    const account = await findAccount(deps.db, { type: 'corporate', corporateId });
    if (!account) return;
    const rates = await repo.listRates(deps.db);
    const rows = keysetRows(
      (beforeId: number | undefined, limit) =>
        repo.selectOperations(deps.db, corporateId, account.id, filter, { beforeId, limit }),
      (row) => row.id,
    );
    for await (const row of rows) yield toOperation(row, rates);
  }
  return csvStream(csvHeader(OPERATION_CSV_COLUMNS, lang), operations(), (op) => [
    csvDateTime(new Date(op.created_at), tz),
    labelIn(OPERATION_KIND_LABELS, op.origin, lang),
    movementDescription(op.description, lang),
    csvNumber(op.amount, 2),
    csvNumber(op.initial_balance, 2),
    csvNumber(op.final_balance, 2),
    op.user?.name ?? '',
    op.user_amount === null ? '' : csvNumber(op.user_amount, 2),
    op.exchange_rate ?? '',
    op.amount_ves !== null
      ? csvNumber(op.amount_ves, 2)
      : op.exchange_rate === null
        ? ''
        : csvNumber(toBolivares(op.amount, op.exchange_rate), 2),
  ]);
}

/** GET /wallet/flows: the month's money in and out (the dashboard), from the ledger. */
export async function getFlows(
  deps: AppDeps,
  corporateId: string,
  range: { from: string; to: string },
): Promise<{ success: true; data: WalletFlows }> {
  const account = await findAccount(deps.db, { type: 'corporate', corporateId });
  // the demo's opening balance is where the wallet started, not money that came in
  const rows = (
    account
      ? await repo.selectFlows(deps.db, account.id, new Date(range.from), new Date(range.to))
      : []
  ).filter((r) => r.kind !== 'seed_topup');
  const sum = (pick: (r: repo.FlowRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    success: true,
    data: {
      money_in: fromCents(sum((r) => r.inCents)),
      money_out: fromCents(sum((r) => r.outCents)),
      by_kind: rows.map((r) => ({
        kind: r.kind,
        money_in: fromCents(r.inCents),
        money_out: fromCents(r.outCents),
      })),
    },
  };
}
