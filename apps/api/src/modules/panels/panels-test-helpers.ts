import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  corporates,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  masterPanels,
  trips,
} from '@trayecto/db';
import { auth, type TestContext } from '../../../test/helpers.ts';
import { ensureAccount, transfer } from '../ledger/ledger.service.ts';

// Shared by the panels *.test.ts files only (never imported by src code paths).

export function api(t: TestContext, token: string, lang = 'en') {
  const headers = (extra: Record<string, string> = {}) => ({
    ...auth(token),
    'accept-language': lang,
    ...extra,
  });
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: headers() }),
    post: (url: string, payload: unknown, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers(extra) }),
  };
}

/** Tops a corporate's wallet up from the provider's bank clearing account (as a top-up would). */
export async function fund(t: TestContext, corporateId: string, cents: number) {
  const db = t.handle.db;
  const bank = await ensureAccount(db, { type: 'provider', code: 'bank_clearing' });
  const account = await ensureAccount(db, { type: 'corporate', corporateId });
  await transfer(db, {
    corporateId,
    // a negative amount sends money back to the bank, to start from a known balance
    kind: cents < 0 ? 'adjustment' : 'topup',
    description: cents < 0 ? 'test adjustment' : 'test top-up',
    entries: [
      { accountId: bank.id, amountCents: -cents },
      { accountId: account.id, amountCents: cents },
    ],
  });
  return account;
}

/** A corporate's wallet account as stored. */
export async function walletRow(t: TestContext, corporateId: string) {
  const [row] = await t.handle.db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'corporate'), eq(ledgerAccounts.ownerId, corporateId)));
  return row ?? null;
}

/** Inserts an approved corporate (no password to sign in with) and returns its id. */
export async function createCorporate(
  t: TestContext,
  opts: { master?: boolean; name?: string } = {},
) {
  const id = randomUUID();
  const suffix = id.slice(0, 8);
  await t.handle.db.insert(corporates).values({
    id,
    uniqueId: `TP-${suffix}`,
    name: opts.name ?? `Panel de prueba ${suffix}`,
    email: `panel-${suffix}@test.example`,
    passwordHash: 'x',
    status: 'approved',
    isCorporateMaster: opts.master ?? false,
  });
  return id;
}

/** Another master with one panel of its own (nothing to do with master@trayecto.test). */
export async function otherMasterWithPanel(t: TestContext) {
  const masterId = await createCorporate(t, { master: true, name: 'Otro Grupo C.A.' });
  const panelId = await createCorporate(t, { name: 'Panel Ajeno C.A.' });
  await t.handle.db.insert(masterPanels).values({ masterId, panelId });
  return { masterId, panelId };
}

let tripN = 0;
/** A dispatched order row (a ride unless `kind` says otherwise) for the month's figures. */
export function order(
  corporateId: string,
  requestedAt: Date,
  status: string,
  finalFareCents: number | null,
  opts: { kind?: 'ride' | 'parcel' | 'multistop'; dispatched?: boolean } = {},
) {
  tripN++;
  return {
    corporateId,
    kind: opts.kind ?? 'ride',
    uniqueId: `VJ-PNL${tripN}-${Date.now().toString(36)}`,
    shareTokenHash: `share-token-panels-${tripN}-${randomUUID()}`,
    passengerType: 'third_party' as never,
    passengerName: 'Pasajero',
    payer: 'corporate' as never,
    payerAccountId: corporateId,
    originAddress: 'A',
    originLat: 10.5,
    originLng: -66.9,
    destinationAddress: 'B',
    destinationLat: 10.49,
    destinationLng: -66.85,
    serviceTypeId: 'economy',
    cityId: 'caracas',
    status,
    type: 'immediate' as const,
    requestedAt,
    dispatchedAt: opts.dispatched === false ? null : requestedAt,
    estimatedFareCents: 500,
    estimatedFareGrossCents: 500,
    finalFareCents,
    route: [],
    distanceKm: 5,
    durationMin: 12,
  };
}

export const insertOrders = (t: TestContext, rows: ReturnType<typeof order>[]) =>
  t.handle.db.insert(trips).values(rows);

/** What a refusal must leave as it was: transfers, entries, audit rows, balances of both. */
export async function moneyState(t: TestContext, ids: string[]) {
  const db = t.handle.db;
  const [[transfers], [entries], [audits]] = await Promise.all([
    db.select({ n: count() }).from(ledgerTransfers),
    db.select({ n: count() }).from(ledgerEntries),
    db.select({ n: count() }).from(auditLog),
  ]);
  const balances: Record<string, number | null> = {};
  for (const id of ids) balances[id] = (await walletRow(t, id))?.balanceCents ?? null;
  return { transfers: transfers!.n, entries: entries!.n, audits: audits!.n, balances };
}

/**
 * The ledger's invariants over the whole database: every transfer sums to zero with two or more
 * entries, every account's balance is the sum of its entries, and each entry continues the
 * previous one's balance. Answers the faults found (empty when all hold).
 */
export async function ledgerFaults(t: TestContext): Promise<string[]> {
  const db = t.handle.db;
  const faults: string[] = [];
  const sums = await db
    .select({
      transferId: ledgerEntries.transferId,
      total: sql<string>`sum(${ledgerEntries.amountCents})::bigint`,
      n: count(),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transferId);
  for (const s of sums) {
    if (Number(s.total) !== 0) faults.push(`transfer ${s.transferId} sums to ${s.total}`);
    if (s.n < 2) faults.push(`transfer ${s.transferId} has ${s.n} entries`);
  }
  const accounts = await db.select().from(ledgerAccounts);
  for (const a of accounts) {
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, a.id))
      .orderBy(asc(ledgerEntries.id));
    let balance = 0;
    for (const e of entries) {
      if (e.balanceBeforeCents !== balance) faults.push(`entry ${e.id} breaks the chain`);
      balance = e.balanceAfterCents;
    }
    const sum = entries.reduce((n, e) => n + e.amountCents, 0);
    if (sum !== a.balanceCents) faults.push(`account ${a.id}: balance ${a.balanceCents} ≠ ${sum}`);
    if (!a.allowNegative && a.balanceCents + a.overdraftCents < 0)
      faults.push(`account ${a.id} is past its overdraft`);
  }
  return faults;
}

/** The audit rows of an action on a corporate. */
export function auditRows(t: TestContext, corporateId: string, action: string) {
  return t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.corporateId, corporateId), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));
}
