import { and, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { beforeTimeId } from '../../lib/keyset-sql.ts';
import {
  admins,
  corporates,
  invoices,
  topups,
  uploads,
  type DbOrTx,
  type TopupStatusCode,
} from '@trayecto/db';

// The SQL of top-ups. Every corporate query is scoped by corporate_id and uses the index that
// leads with it (topups_corporate_idx); the console's lists use topups_status_idx.

export type TopupRow = typeof topups.$inferSelect;
export type NewTopup = typeof topups.$inferInsert;

export async function insertTopup(db: DbOrTx, values: NewTopup): Promise<TopupRow> {
  const [row] = await db.insert(topups).values(values).returning();
  if (!row) throw new Error('insert into topups returned no row');
  return row;
}

/** An open top-up (not rejected) that holds this reference key, if any. */
export async function findOpenByReference(db: DbOrTx, referenceKey: string) {
  const [row] = await db
    .select({ id: topups.id })
    .from(topups)
    .where(and(eq(topups.referenceKey, referenceKey), sql`${topups.status} <> 'rejected'`))
    .limit(1);
  return row ?? null;
}

/**
 * The approved pago móvil top-up that already holds this payment, if any: the same bank and date,
 * and one reference the end of the other (a company may type the last four digits, another the
 * whole reference: the same payment). Callers hold paymentLock first, so two approvals of one
 * payment at once are one after the other.
 */
export async function findApprovedHolder(
  db: DbOrTx,
  row: Pick<TopupRow, 'id' | 'bankCode' | 'paymentDate' | 'reference'>,
) {
  const [holder] = await db
    .select({ id: topups.id, seq: topups.seq })
    .from(topups)
    .where(
      and(
        eq(topups.method, 'pago_movil'),
        eq(topups.status, 'approved'),
        eq(topups.bankCode, row.bankCode ?? ''),
        eq(topups.paymentDate, row.paymentDate),
        sql`${topups.id} <> ${row.id}`,
        sql`(right(${topups.reference}, length(${row.reference})) = ${row.reference}
          or right(${row.reference}, length(${topups.reference})) = ${topups.reference})`,
      ),
    )
    .limit(1);
  return holder ?? null;
}

/** Serializes decisions about one pago móvil payment (bank, date, last four digits). */
export async function paymentLock(
  db: DbOrTx,
  row: Pick<TopupRow, 'bankCode' | 'paymentDate' | 'reference'>,
) {
  const key = `pm:${row.bankCode ?? ''}:${row.paymentDate}:${row.reference.slice(-4)}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function findTopup(
  db: DbOrTx,
  id: string,
  opts: { corporateId?: string; forUpdate?: boolean } = {},
): Promise<TopupRow | null> {
  const where = opts.corporateId
    ? and(eq(topups.id, id), eq(topups.corporateId, opts.corporateId))
    : eq(topups.id, id);
  const query = db.select().from(topups).where(where).limit(1);
  const [row] = opts.forUpdate ? await query.for('no key update') : await query;
  return row ?? null;
}

export type TopupFilter = {
  status?: TopupStatusCode | undefined;
  method?: 'pago_movil' | 'zelle' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export type TimeIdPosition = { at: Date; id: string };

const before = (p: TimeIdPosition | undefined): SQL | undefined =>
  beforeTimeId(topups.createdAt, topups.id, p);

/** A company's top-ups, newest first (keyset on created_at, id). */
export function selectCompanyTopups(
  db: DbOrTx,
  corporateId: string,
  filter: TopupFilter,
  page: { after?: TimeIdPosition | undefined; limit: number },
): Promise<TopupRow[]> {
  return db
    .select()
    .from(topups)
    .where(
      and(
        eq(topups.corporateId, corporateId),
        filter.status ? eq(topups.status, filter.status) : undefined,
        filter.method ? eq(topups.method, filter.method) : undefined,
        filter.from ? sql`${topups.createdAt} >= ${filter.from}` : undefined,
        filter.to ? lte(topups.createdAt, filter.to) : undefined,
        before(page.after),
      ),
    )
    .orderBy(desc(topups.createdAt), desc(topups.id))
    .limit(page.limit);
}

export type ConsoleTopupRow = TopupRow & {
  corporateName: string;
  corporateUniqueId: string;
  decidedByName: string | null;
};

const consoleColumns = {
  topup: topups,
  corporateName: corporates.name,
  corporateUniqueId: corporates.uniqueId,
  decidedByName: admins.name,
};

const flatten = (r: {
  topup: TopupRow;
  corporateName: string;
  corporateUniqueId: string;
  decidedByName: string | null;
}): ConsoleTopupRow => ({
  ...r.topup,
  corporateName: r.corporateName,
  corporateUniqueId: r.corporateUniqueId,
  decidedByName: r.decidedByName,
});

/** The ids of the companies whose name contains `q` (accents and case as typed, ILIKE). */
export async function companiesNamed(db: DbOrTx, q: string): Promise<string[]> {
  const rows = await db
    .select({ id: corporates.id })
    .from(corporates)
    .where(ilike(corporates.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    .limit(500);
  return rows.map((r) => r.id);
}

/** Every company's top-ups for the console, newest first; `q` matches company, reference or number. */
export async function selectConsoleTopups(
  db: DbOrTx,
  filter: TopupFilter & { q?: string | undefined },
  page: { after?: TimeIdPosition | undefined; limit: number },
): Promise<ConsoleTopupRow[]> {
  const q = filter.q?.trim();
  const seq = q ? /^(?:REC-)?0*(\d{1,15})$/i.exec(q)?.[1] : undefined;
  // the companies whose name matches first (a small table), so the list walks its own index in
  // order and filters, rather than joining every top-up to test the name
  const companies = q ? await companiesNamed(db, q) : [];
  const rows = await db
    .select(consoleColumns)
    .from(topups)
    .innerJoin(corporates, eq(corporates.id, topups.corporateId))
    .leftJoin(admins, eq(admins.id, topups.decidedBy))
    .where(
      and(
        filter.status ? eq(topups.status, filter.status) : undefined,
        filter.method ? eq(topups.method, filter.method) : undefined,
        q
          ? or(
              companies.length > 0 ? inArray(topups.corporateId, companies) : undefined,
              eq(topups.reference, q.toUpperCase()),
              seq ? eq(topups.seq, Number(seq)) : undefined,
            )
          : undefined,
        before(page.after),
      ),
    )
    .orderBy(desc(topups.createdAt), desc(topups.id))
    .limit(page.limit);
  return rows.map(flatten);
}

export async function findConsoleTopup(db: DbOrTx, id: string): Promise<ConsoleTopupRow | null> {
  const [row] = await db
    .select(consoleColumns)
    .from(topups)
    .innerJoin(corporates, eq(corporates.id, topups.corporateId))
    .leftJoin(admins, eq(admins.id, topups.decidedBy))
    .where(eq(topups.id, id))
    .limit(1);
  return row ? flatten(row) : null;
}

/** Moves a top-up from one of `from` to new values; null when it is no longer in one of them. */
export async function moveTopup(
  db: DbOrTx,
  id: string,
  from: TopupStatusCode[],
  values: Partial<NewTopup>,
): Promise<TopupRow | null> {
  const [row] = await db
    .update(topups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(topups.id, id), inArray(topups.status, from)))
    .returning();
  return row ?? null;
}

/** Pago móvil top-ups whose next question to the bank is due. */
export function selectDueChecks(db: DbOrTx, now: Date, limit: number): Promise<TopupRow[]> {
  return db
    .select()
    .from(topups)
    .where(and(eq(topups.status, 'verifying'), lte(topups.nextCheckAt, now)))
    .orderBy(topups.nextCheckAt)
    .limit(limit);
}

/** When the earliest pending question to the bank is due, or null. */
export async function nextDueCheck(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${topups.nextCheckAt})` })
    .from(topups)
    .where(eq(topups.status, 'verifying'));
  const at = row?.at ?? null;
  return at === null ? null : new Date(at);
}

/** Who a company's top-up notices go to, and in which language and time zone. */
export async function corporateContact(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({
      name: corporates.name,
      email: corporates.email,
      lang: corporates.lang,
      timezone: corporates.timezone,
      invoiceEmails: corporates.invoiceEmails,
      fiscalName: corporates.fiscalName,
      taxId: corporates.taxId,
      fiscalAddress: corporates.fiscalAddress,
      uniqueId: corporates.uniqueId,
    })
    .from(corporates)
    .where(eq(corporates.id, corporateId))
    .limit(1);
  return row ?? null;
}
export type CorporateContact = NonNullable<Awaited<ReturnType<typeof corporateContact>>>;

/** The invoice of each of these top-ups that has one. */
export async function invoiceIdsOf(db: DbOrTx, topupIds: string[]): Promise<Map<string, string>> {
  if (topupIds.length === 0) return new Map();
  const rows = await db
    .select({ topupId: invoices.topupId, id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.topupId, topupIds));
  return new Map(rows.map((r) => [r.topupId, r.id]));
}

/** The content type of each of these uploads. */
export async function receiptTypesOf(
  db: DbOrTx,
  uploadIds: string[],
): Promise<Map<string, string>> {
  if (uploadIds.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, contentType: uploads.contentType })
    .from(uploads)
    .where(inArray(uploads.id, uploadIds));
  return new Map(rows.map((r) => [r.id, r.contentType]));
}
