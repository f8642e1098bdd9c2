import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { beforeTimeId } from '../../lib/keyset-sql.ts';
import {
  admins,
  corporateCredits,
  corporates,
  creditMovements,
  topups,
  type CreditStatusCode,
  type DbOrTx,
} from '@trayecto/db';
import { companiesNamed } from '../topups/topups.repository.ts';

// The SQL of corporate credits. Company queries lead with corporate_id (corporate_credits_corporate_idx).

export type CreditRow = typeof corporateCredits.$inferSelect;
export type NewCredit = typeof corporateCredits.$inferInsert;

export async function insertCredit(db: DbOrTx, values: NewCredit): Promise<CreditRow> {
  const [row] = await db.insert(corporateCredits).values(values).returning();
  if (!row) throw new Error('insert into corporate_credits returned no row');
  return row;
}

export async function findCredit(
  db: DbOrTx,
  id: string,
  opts: { corporateId?: string; forUpdate?: boolean } = {},
): Promise<CreditRow | null> {
  const where = opts.corporateId
    ? and(eq(corporateCredits.id, id), eq(corporateCredits.corporateId, opts.corporateId))
    : eq(corporateCredits.id, id);
  const query = db.select().from(corporateCredits).where(where).limit(1);
  const [row] = opts.forUpdate ? await query.for('no key update') : await query;
  return row ?? null;
}

export async function moveCredit(
  db: DbOrTx,
  id: string,
  from: CreditStatusCode[],
  values: Partial<NewCredit>,
): Promise<CreditRow | null> {
  const [row] = await db
    .update(corporateCredits)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(corporateCredits.id, id), inArray(corporateCredits.status, from)))
    .returning();
  return row ?? null;
}

type Position = { at: Date; id: string };
const before = (p: Position | undefined): SQL | undefined =>
  beforeTimeId(corporateCredits.createdAt, corporateCredits.id, p);

export function selectCompanyCredits(
  db: DbOrTx,
  corporateId: string,
  status: CreditStatusCode | undefined,
  page: { after?: Position | undefined; limit: number },
): Promise<CreditRow[]> {
  return db
    .select()
    .from(corporateCredits)
    .where(
      and(
        eq(corporateCredits.corporateId, corporateId),
        status ? eq(corporateCredits.status, status) : undefined,
        before(page.after),
      ),
    )
    .orderBy(desc(corporateCredits.createdAt), desc(corporateCredits.id))
    .limit(page.limit);
}

/** What the company owes on its active and expired credits, in cents. */
export async function dueCents(db: DbOrTx, corporateId: string): Promise<number> {
  const [row] = await db
    .select({
      due: sql<string>`coalesce(sum(${corporateCredits.amountCents} - ${corporateCredits.paidCents}), 0)`,
    })
    .from(corporateCredits)
    .where(
      and(
        eq(corporateCredits.corporateId, corporateId),
        inArray(corporateCredits.status, ['active', 'expired']),
      ),
    );
  return Number(row?.due ?? 0);
}

/** The company's credits still owed, the ones to pay first first: expired, then by expiration. */
export function selectDueCredits(db: DbOrTx, corporateId: string): Promise<CreditRow[]> {
  return db
    .select()
    .from(corporateCredits)
    .where(
      and(
        eq(corporateCredits.corporateId, corporateId),
        inArray(corporateCredits.status, ['active', 'expired']),
      ),
    )
    .orderBy(
      sql`case when ${corporateCredits.status} = 'expired' then 0 else 1 end`,
      asc(corporateCredits.expiresAt),
      asc(corporateCredits.seq),
    )
    .for('no key update');
}

export async function insertMovement(db: DbOrTx, values: typeof creditMovements.$inferInsert) {
  await db.insert(creditMovements).values(values);
}

export async function selectMovements(db: DbOrTx, creditId: string) {
  return db
    .select({ movement: creditMovements, topupSeq: topups.seq })
    .from(creditMovements)
    .leftJoin(topups, eq(topups.id, creditMovements.topupId))
    .where(eq(creditMovements.creditId, creditId))
    .orderBy(asc(creditMovements.createdAt), asc(creditMovements.id));
}

export type ConsoleCreditRow = CreditRow & {
  corporateName: string;
  corporateUniqueId: string;
  decidedByName: string | null;
};

const consoleColumns = {
  credit: corporateCredits,
  corporateName: corporates.name,
  corporateUniqueId: corporates.uniqueId,
  decidedByName: admins.name,
};
const flatten = (r: {
  credit: CreditRow;
  corporateName: string;
  corporateUniqueId: string;
  decidedByName: string | null;
}): ConsoleCreditRow => ({
  ...r.credit,
  corporateName: r.corporateName,
  corporateUniqueId: r.corporateUniqueId,
  decidedByName: r.decidedByName,
});

export async function selectConsoleCredits(
  db: DbOrTx,
  filter: { status?: CreditStatusCode | undefined; q?: string | undefined },
  page: { after?: Position | undefined; limit: number },
): Promise<ConsoleCreditRow[]> {
  const q = filter.q?.trim();
  const seq = q ? /^(?:CRE-)?0*(\d{1,15})$/i.exec(q)?.[1] : undefined;
  const companies = q ? await companiesNamed(db, q) : [];
  const rows = await db
    .select(consoleColumns)
    .from(corporateCredits)
    .innerJoin(corporates, eq(corporates.id, corporateCredits.corporateId))
    .leftJoin(admins, eq(admins.id, corporateCredits.decidedBy))
    .where(
      and(
        filter.status ? eq(corporateCredits.status, filter.status) : undefined,
        q
          ? or(
              companies.length > 0 ? inArray(corporateCredits.corporateId, companies) : undefined,
              seq ? eq(corporateCredits.seq, Number(seq)) : undefined,
              // no company by that name and not a number: nothing
              companies.length === 0 && !seq ? sql`false` : undefined,
            )
          : undefined,
        before(page.after),
      ),
    )
    .orderBy(desc(corporateCredits.createdAt), desc(corporateCredits.id))
    .limit(page.limit);
  return rows.map(flatten);
}

export async function findConsoleCredit(db: DbOrTx, id: string): Promise<ConsoleCreditRow | null> {
  const [row] = await db
    .select(consoleColumns)
    .from(corporateCredits)
    .innerJoin(corporates, eq(corporates.id, corporateCredits.corporateId))
    .leftJoin(admins, eq(admins.id, corporateCredits.decidedBy))
    .where(eq(corporateCredits.id, id))
    .limit(1);
  return row ? flatten(row) : null;
}

/** Active credits whose expiration has passed. */
export function selectExpiring(db: DbOrTx, now: Date, limit: number): Promise<CreditRow[]> {
  return db
    .select()
    .from(corporateCredits)
    .where(and(eq(corporateCredits.status, 'active'), lte(corporateCredits.expiresAt, now)))
    .orderBy(asc(corporateCredits.expiresAt))
    .limit(limit);
}

export { corporateAllowsCredits } from '../wallet/wallet.repository.ts';
