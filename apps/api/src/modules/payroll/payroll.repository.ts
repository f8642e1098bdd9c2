import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ledgerAccounts, payrollUsers, type DbOrTx } from '@trayecto/db';

// Payroll SQL. Every statement is scoped by corporate_id (ARCHITECTURE.md §5).

const u = payrollUsers;
const acc = ledgerAccounts;

export type PayrollUserRow = typeof payrollUsers.$inferSelect;
export type PayrollUserWithAccount = {
  user: PayrollUserRow;
  accountId: string | null;
  balanceCents: number | null;
  overdraftCents: number | null;
  heldCents: number | null;
};

// Explicit: lower() leaves non-ASCII letters alone under the C locale (PGlite's default).
const ACCENTS_FROM = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const ACCENTS_TO = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/** Lower case without accents (the same folding the SQL side applies). */
export const foldText = (v: string) =>
  v
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** name, e-mail, phone and identity card (with and without its dash), folded like foldText. */
const haystack = sql`lower(translate(${u.name} || ' ' || ${u.email} || ' ' || ${u.phone} || ' ' || ${u.idCard} || ' ' || replace(${u.idCard}, '-', ''), ${ACCENTS_FROM}, ${ACCENTS_TO}))`;

export type ListFilter = { q?: string | undefined; isActive?: boolean | undefined };

function listWhere(
  corporateId: string,
  filter: ListFilter,
  after?: { name: string; id: string },
): SQL {
  const parts: SQL[] = [eq(u.corporateId, corporateId), isNull(u.deletedAt)];
  if (filter.isActive !== undefined) parts.push(eq(u.isActive, filter.isActive));
  const q = filter.q?.trim();
  if (q) {
    // A phone typed with its mask ((412) 555-12...) searches by its digits.
    const needle =
      /^[\d\s()+.-]+$/.test(q) && /\d{3}/.test(q) && !/^[VEve]-/.test(q)
        ? q.replace(/\D/g, '')
        : foldText(q);
    parts.push(sql`${haystack} like ${`%${escapeLike(needle)}%`}`);
  }
  if (after) parts.push(sql`(${u.name}, ${u.id}) > (${after.name}, ${after.id}::uuid)`);
  return and(...parts)!;
}

const withAccount = {
  user: u,
  accountId: acc.id,
  balanceCents: acc.balanceCents,
  overdraftCents: acc.overdraftCents,
  heldCents: acc.heldCents,
};
const accountJoin = and(eq(acc.ownerType, 'payroll_user'), eq(acc.ownerId, u.id));

/** One page of the list ordered by (name, id), keyset after `after`. */
export function listUsers(
  db: DbOrTx,
  corporateId: string,
  filter: ListFilter,
  opts: { after?: { name: string; id: string } | undefined; limit: number },
): Promise<PayrollUserWithAccount[]> {
  return db
    .select(withAccount)
    .from(u)
    .leftJoin(acc, accountJoin)
    .where(listWhere(corporateId, filter, opts.after))
    .orderBy(asc(u.name), asc(u.id))
    .limit(opts.limit);
}

/** The user of this corporate (deleted ones included), with its account. */
export async function findUser(
  db: DbOrTx,
  corporateId: string,
  userId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<PayrollUserWithAccount | null> {
  const query = db
    .select(withAccount)
    .from(u)
    .leftJoin(acc, accountJoin)
    .where(and(eq(u.corporateId, corporateId), eq(u.id, userId)));
  const rows = opts.forUpdate ? await query.for('no key update', { of: u }) : await query;
  return rows[0] ?? null;
}

export type NewPayrollUser = Omit<typeof payrollUsers.$inferInsert, 'id' | 'corporateId'>;

export async function insertUsers(
  db: DbOrTx,
  corporateId: string,
  values: NewPayrollUser[],
): Promise<PayrollUserRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(u)
    .values(values.map((v) => ({ ...v, corporateId })))
    .returning();
}

export type PayrollUserChanges = Partial<
  Pick<
    PayrollUserRow,
    'name' | 'email' | 'phone' | 'idCard' | 'department' | 'isActive' | 'deletedAt' | 'groupId'
  >
>;

export async function updateUser(
  db: DbOrTx,
  corporateId: string,
  userId: string,
  changes: PayrollUserChanges,
  now: Date,
): Promise<PayrollUserRow | null> {
  const rows = await db
    .update(u)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(u.corporateId, corporateId), eq(u.id, userId)))
    .returning();
  return rows[0] ?? null;
}

/** Which of these e-mails (lower case) a non-deleted user of the corporate already has. */
export async function existingEmails(
  db: DbOrTx,
  corporateId: string,
  emails: string[],
  exceptUserId?: string,
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: u.email })
    .from(u)
    .where(
      and(
        eq(u.corporateId, corporateId),
        isNull(u.deletedAt),
        inArray(sql`lower(${u.email})`, emails),
        exceptUserId ? sql`${u.id} <> ${exceptUserId}::uuid` : undefined,
      ),
    );
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

/**
 * Locks and reads the corporate's wallet account and the user's account, in id order (the order
 * the ledger's transfers lock in, so no deadlock). Missing accounts are simply absent.
 */
export async function lockWalletAndUserAccounts(db: DbOrTx, corporateId: string, userId: string) {
  const rows = await db
    .select()
    .from(acc)
    .where(
      sql`(${acc.ownerType} = 'corporate' and ${acc.ownerId} = ${corporateId}::uuid) or (${acc.ownerType} = 'payroll_user' and ${acc.ownerId} = ${userId}::uuid and ${acc.corporateId} = ${corporateId}::uuid)`,
    )
    .orderBy(asc(acc.id))
    .for('no key update');
  return {
    corporate: rows.find((r) => r.ownerType === 'corporate') ?? null,
    user: rows.find((r) => r.ownerType === 'payroll_user') ?? null,
  };
}
