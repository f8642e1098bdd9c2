import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  companyNotices,
  ledgerAccounts,
  ledgerEntries,
  ledgerHolds,
  ledgerTransfers,
  moneyWatchSettings,
  trips,
  type DbOrTx,
} from '@trayecto/db';

// The SQL of a company's money watch: its settings, what it spent, what its scheduled orders
// hold, the credits near their end, and its notices.

export type SettingsRow = typeof moneyWatchSettings.$inferSelect;
export type NoticeRow = typeof companyNotices.$inferSelect;

export async function findSettings(db: DbOrTx, corporateId: string): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(moneyWatchSettings)
    .where(eq(moneyWatchSettings.corporateId, corporateId))
    .limit(1);
  return row ?? null;
}

export async function saveSettings(
  db: DbOrTx,
  values: Omit<typeof moneyWatchSettings.$inferInsert, 'lowSince'>,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(moneyWatchSettings)
    .values(values)
    .onConflictDoUpdate({
      target: moneyWatchSettings.corporateId,
      // a new threshold is judged afresh: the next check warns again if it is already crossed
      set: { ...values, lowSince: null },
    })
    .returning();
  return row!;
}

/** Sets or clears low_since; true when this call changed it (so one instance sends the alert). */
export async function markLow(db: DbOrTx, corporateId: string, at: Date | null): Promise<boolean> {
  const s = moneyWatchSettings;
  const rows = await db
    .update(s)
    .set({ lowSince: at })
    .where(
      and(eq(s.corporateId, corporateId), at ? isNull(s.lowSince) : sql`${s.lowSince} is not null`),
    )
    .returning({ id: s.corporateId });
  return rows.length > 0;
}

/** Companies that asked to be warned (threshold, forecast), for the leader's sweep. */
export async function watchedCompanies(db: DbOrTx): Promise<SettingsRow[]> {
  return db.select().from(moneyWatchSettings).where(eq(moneyWatchSettings.alertsEnabled, true));
}

const CONSUMPTION = [
  'trip_charge',
  'parcel_charge',
  'give_balance',
  'take_balance',
  'user_removed',
];

/**
 * What left the company's wallet for its travel in [from, to): charges on the wallet and balance
 * given to collaborators (less what was taken back), in cents, never below zero.
 */
export async function spentCents(db: DbOrTx, accountId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerTransfers.kind, CONSUMPTION),
        gte(ledgerTransfers.createdAt, from),
        lt(ledgerTransfers.createdAt, to),
      ),
    );
  return Math.max(0, -Number(row?.sum ?? 0));
}

/** The wallet's pending holds of orders scheduled after `now` (each with its time). */
export async function scheduledHolds(db: DbOrTx, accountId: string, now: Date) {
  return db
    .select({ cents: ledgerHolds.amountCents, at: trips.scheduledAt })
    .from(ledgerHolds)
    .innerJoin(trips, eq(trips.holdId, ledgerHolds.id))
    .where(
      and(
        eq(ledgerHolds.accountId, accountId),
        eq(ledgerHolds.status, 'pending'),
        gt(trips.scheduledAt, now),
      ),
    );
}

export async function walletAccount(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'corporate'), eq(ledgerAccounts.ownerId, corporateId)))
    .limit(1);
  return row ?? null;
}

export async function findNotice(db: DbOrTx, corporateId: string, id: string) {
  const [row] = await db
    .select({ id: companyNotices.id })
    .from(companyNotices)
    .where(and(eq(companyNotices.corporateId, corporateId), eq(companyNotices.id, id)))
    .limit(1);
  return row ?? null;
}

/** A notice, once per (company, kind, key); null when it was already given. */
export async function insertNotice(
  db: DbOrTx,
  values: typeof companyNotices.$inferInsert,
): Promise<NoticeRow | null> {
  const [row] = await db.insert(companyNotices).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listNotices(db: DbOrTx, corporateId: string, kinds: string[], limit: number) {
  if (kinds.length === 0) return [];
  return db
    .select()
    .from(companyNotices)
    .where(and(eq(companyNotices.corporateId, corporateId), inArray(companyNotices.kind, kinds)))
    .orderBy(desc(companyNotices.createdAt), desc(companyNotices.id))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, corporateId: string, kinds: string[]) {
  if (kinds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyNotices)
    .where(
      and(
        eq(companyNotices.corporateId, corporateId),
        inArray(companyNotices.kind, kinds),
        isNull(companyNotices.readAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Marks the company's notices read (all of the kinds, or one); answers how many changed. */
export async function markRead(
  db: DbOrTx,
  corporateId: string,
  kinds: string[],
  at: Date,
  id?: string,
) {
  if (kinds.length === 0) return 0;
  const n = companyNotices;
  const rows = await db
    .update(n)
    .set({ readAt: at })
    .where(
      and(
        eq(n.corporateId, corporateId),
        inArray(n.kind, kinds),
        isNull(n.readAt),
        id ? eq(n.id, id) : undefined,
      ),
    )
    .returning({ id: n.id });
  return rows.length;
}
