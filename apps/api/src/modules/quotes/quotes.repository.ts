import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { OPEN_QUOTE_STATUSES, type QuoteTab } from '@trayecto/contracts';
import { corporates, multistopQuotes, trips, type DbOrTx } from '@trayecto/db';
import type { TripRow } from '../trips/trips.repository.ts';

export type QuoteRow = typeof multistopQuotes.$inferSelect;
export type NewQuoteRow = typeof multistopQuotes.$inferInsert;
/** A quote and, once approved, its order. */
export type QuoteWithOrder = { quote: QuoteRow; order: TripRow | null };

const OPEN = [...OPEN_QUOTE_STATUSES];

export async function insertQuote(db: DbOrTx, row: NewQuoteRow): Promise<QuoteRow> {
  const [created] = await db.insert(multistopQuotes).values(row).returning();
  return created!;
}

/** A quote of this corporate with its order (another corporate's id: null). */
export async function findQuote(
  db: DbOrTx,
  corporateId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<QuoteWithOrder | null> {
  const query = db
    .select({ quote: multistopQuotes, order: trips })
    .from(multistopQuotes)
    .leftJoin(trips, eq(trips.id, multistopQuotes.orderId))
    .where(and(eq(multistopQuotes.corporateId, corporateId), eq(multistopQuotes.id, id)));
  const [row] = opts.forUpdate ? await query.for('update', { of: multistopQuotes }) : await query;
  return row ?? null;
}

export async function findQuoteById(db: DbOrTx, id: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(multistopQuotes).where(eq(multistopQuotes.id, id));
  return row ?? null;
}

/**
 * Moves a quote on only from the statuses given: the one guard against a second decision (two
 * clicks, two instances, the expiry timer racing an approval). null when it was not in them.
 */
export async function moveQuote(
  db: DbOrTx,
  id: string,
  from: readonly QuoteRow['status'][],
  patch: Partial<NewQuoteRow>,
  opts: { openUntil?: Date; extra?: SQL[] } = {},
): Promise<QuoteRow | null> {
  const where = [
    eq(multistopQuotes.id, id),
    inArray(multistopQuotes.status, [...from]),
    ...(opts.extra ?? []),
  ];
  // still open at that moment: a quote whose expiry has passed is not approved or denied
  if (opts.openUntil)
    where.push(sql`${multistopQuotes.expiresAt} > ${opts.openUntil.toISOString()}::timestamptz`);
  const [row] = await db
    .update(multistopQuotes)
    .set(patch)
    .where(and(...where))
    .returning();
  return row ?? null;
}

/**
 * Open quotes (waiting for a price or a decision) expiring after `from` and up to `until`, across
 * companies (multistop_quotes_open_idx): the ones whose timers come near.
 */
export function selectOpenQuotes(db: DbOrTx, from: Date, until: Date): Promise<QuoteRow[]> {
  return db
    .select()
    .from(multistopQuotes)
    .where(
      and(
        inArray(multistopQuotes.status, OPEN),
        sql`${multistopQuotes.expiresAt} > ${from.toISOString()}::timestamptz`,
        lte(multistopQuotes.expiresAt, until),
      ),
    )
    .orderBy(multistopQuotes.expiresAt);
}

/**
 * Expires up to `limit` open quotes whose expiry has passed (a server that was down across
 * them), dated at their expiry, in one statement; the rows it expired. Rows another transaction
 * holds are skipped, never expired twice.
 */
export function expireDue(db: DbOrTx, now: Date, limit: number): Promise<QuoteRow[]> {
  const due = db
    .select({ id: multistopQuotes.id })
    .from(multistopQuotes)
    .where(and(inArray(multistopQuotes.status, OPEN), lte(multistopQuotes.expiresAt, now)))
    .orderBy(multistopQuotes.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(multistopQuotes)
    .set({ status: 'expired', decidedAt: sql`${multistopQuotes.expiresAt}`, updatedAt: now })
    .where(and(inArray(multistopQuotes.id, due), inArray(multistopQuotes.status, OPEN)))
    .returning();
}

/** Quotes the pricing desk has not answered yet, across companies, oldest first. */
export function selectUnpriced(db: DbOrTx, limit: number): Promise<QuoteRow[]> {
  return db
    .select()
    .from(multistopQuotes)
    .where(eq(multistopQuotes.status, 'waiting'))
    .orderBy(multistopQuotes.requestedAt)
    .limit(limit);
}

export type QuoteFilter = {
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
};

/** The tab's statuses (null: every status). */
const TAB_STATUSES: Record<QuoteTab, readonly QuoteRow['status'][] | null> = {
  all: null,
  waiting: ['waiting'],
  waiting_for_approval: ['waiting_for_approval'],
  approved: ['approved'],
  not_approved: ['not_approved'],
  expired: ['expired'],
};

function whereOf(corporateId: string, f: QuoteFilter): SQL[] {
  const where: SQL[] = [eq(multistopQuotes.corporateId, corporateId)];
  if (f.from) where.push(gte(multistopQuotes.scheduledAt, f.from));
  if (f.to) where.push(lte(multistopQuotes.scheduledAt, f.to));
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(lower(${multistopQuotes.passengerName}) like ${like} or lower(${multistopQuotes.uniqueId}) like ${like})`,
    );
  }
  return where;
}

/** One keyset page of quotes, latest scheduled first (multistop_quotes_list_idx). */
export function selectQuotes(
  db: DbOrTx,
  corporateId: string,
  tab: QuoteTab,
  f: QuoteFilter,
  opts: { after?: { at: Date; id: string } | undefined; limit: number },
): Promise<QuoteWithOrder[]> {
  const where = whereOf(corporateId, f);
  const statuses = TAB_STATUSES[tab];
  if (statuses) where.push(inArray(multistopQuotes.status, [...statuses]));
  if (opts.after) {
    where.push(
      sql`(${multistopQuotes.scheduledAt}, ${multistopQuotes.id}) < (${opts.after.at.toISOString()}::timestamptz, ${opts.after.id}::uuid)`,
    );
  }
  return (
    db
      .select({ quote: multistopQuotes, order: trips })
      .from(multistopQuotes)
      .leftJoin(trips, eq(trips.id, multistopQuotes.orderId))
      .where(and(...where))
      // as multistop_quotes_list_idx is sorted (desc nulls last), so the index serves it
      .orderBy(
        sql`${multistopQuotes.scheduledAt} desc nulls last`,
        sql`${multistopQuotes.id} desc nulls last`,
      )
      .limit(opts.limit)
  );
}

/** Quotes per tab under the date and search filters. */
export async function countQuotes(
  db: DbOrTx,
  corporateId: string,
  f: QuoteFilter,
): Promise<Record<QuoteTab, number>> {
  const rows = await db
    .select({ status: multistopQuotes.status, n: sql<number>`count(*)::int` })
    .from(multistopQuotes)
    .where(and(...whereOf(corporateId, f)))
    .groupBy(multistopQuotes.status);
  const counts: Record<QuoteTab, number> = {
    all: 0,
    waiting: 0,
    waiting_for_approval: 0,
    approved: 0,
    not_approved: 0,
    expired: 0,
  };
  for (const row of rows) {
    counts.all += Number(row.n);
    if (row.status in counts) counts[row.status as QuoteTab] += Number(row.n);
  }
  return counts;
}

export async function multiStopsActive(db: DbOrTx, corporateId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: corporates.isActiveMultiStops })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row?.on ?? false;
}

/** Where the company's notices go: its e-mail, language, time zone and name. */
export async function corporateContact(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({
      email: corporates.email,
      name: corporates.name,
      lang: corporates.lang,
      timezone: corporates.timezone,
    })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row ?? null;
}
