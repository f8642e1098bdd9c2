import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { LEAD_STATUSES, type LeadStatusCode } from '@trayecto/contracts';
import { admins, captchaUses, corporates, leadNotes, leads, type DbOrTx } from '@trayecto/db';
import { isUuid } from '../../lib/keyset.ts';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
/** A lead and the company made from it, if any. */
export type LeadWithCorporate = {
  lead: LeadRow;
  corporate: { id: string; uniqueId: string; status: string } | null;
};
export type LeadFilter = { status?: LeadStatusCode | undefined; search?: string | undefined };

/**
 * Spends a captcha solution: true the first time, false when it was already spent (primary key
 * conflict; two at once: the second waits for the first's commit and then finds it).
 */
export async function spendCaptcha(
  tx: DbOrTx,
  proof: { key: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(captchaUses)
    .values({ signature: proof.key, expiresAt: proof.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  return rows.length === 1;
}

/** Spent solutions that could no longer verify anyway (captcha_uses_expires_idx). */
export async function deleteExpiredCaptchas(tx: DbOrTx, now: Date): Promise<void> {
  await tx.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
}

export async function insertLead(tx: DbOrTx, row: NewLeadRow): Promise<LeadRow> {
  const [created] = await tx.insert(leads).values(row).returning();
  return created!;
}

const withCorporate = {
  lead: leads,
  corporate: { id: corporates.id, uniqueId: corporates.uniqueId, status: corporates.status },
};

function toLeadWithCorporate(row: {
  lead: LeadRow;
  corporate: { id: string; uniqueId: string; status: string } | null;
}): LeadWithCorporate {
  return { lead: row.lead, corporate: row.corporate?.id ? row.corporate : null };
}

/** A lead by id (a malformed id finds nothing); `forUpdate` locks it for the transaction. */
export async function findLead(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<LeadWithCorporate | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select(withCorporate)
    .from(leads)
    .leftJoin(corporates, eq(corporates.id, leads.corporateId))
    .where(eq(leads.id, id));
  const [row] = opts.forUpdate ? await query.for('update', { of: leads }) : await query;
  return row ? toLeadWithCorporate(row) : null;
}

export async function updateLead(
  tx: DbOrTx,
  id: string,
  patch: Partial<NewLeadRow>,
): Promise<LeadRow> {
  const [row] = await tx.update(leads).set(patch).where(eq(leads.id, id)).returning();
  return row!;
}

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: LeadFilter): SQL[] {
  const where: SQL[] = [];
  if (f.search) {
    const like = likeOf(f.search);
    // a tax id is found with or without its dashes: J-12345678-9, J123456789
    const taxLike = likeOf(f.search.replace(/[\s-]/g, ''));
    where.push(
      sql`(lower(${leads.name}) like ${like} or lower(${leads.company}) like ${like} or lower(${leads.email}) like ${like} or lower(replace(${leads.taxId}, '-', '')) like ${taxLike})`,
    );
  }
  return where;
}

/** One keyset page of leads, newest first (leads_list_idx / leads_status_idx). */
export async function selectLeads(
  db: DbOrTx,
  f: LeadFilter,
  opts: { after?: { at: Date; id: string } | undefined; limit: number },
): Promise<LeadWithCorporate[]> {
  const where = whereOf(f);
  if (f.status) where.push(eq(leads.status, f.status));
  if (opts.after) {
    where.push(
      sql`(${leads.createdAt}, ${leads.id}) < (${opts.after.at.toISOString()}::timestamptz, ${opts.after.id}::uuid)`,
    );
  }
  const rows = await db
    .select(withCorporate)
    .from(leads)
    .leftJoin(corporates, eq(corporates.id, leads.corporateId))
    .where(and(...where))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(opts.limit);
  return rows.map(toLeadWithCorporate);
}

/** Leads per status under the search (the tabs' counts). */
export async function countLeads(
  db: DbOrTx,
  f: LeadFilter,
): Promise<Record<LeadStatusCode, number>> {
  const rows = await db
    .select({ status: leads.status, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(...whereOf(f)))
    .groupBy(leads.status);
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<
    LeadStatusCode,
    number
  >;
  for (const row of rows) {
    if (row.status in counts) counts[row.status] += Number(row.n);
  }
  return counts;
}

export type LeadNoteView = {
  id: string;
  text: string;
  createdAt: Date;
  adminId: string;
  adminName: string;
};

/** A lead's notes, newest first, with the name of the admin who wrote each. */
export function selectNotes(db: DbOrTx, leadId: string): Promise<LeadNoteView[]> {
  return db
    .select({
      id: leadNotes.id,
      text: leadNotes.text,
      createdAt: leadNotes.createdAt,
      adminId: admins.id,
      adminName: admins.name,
    })
    .from(leadNotes)
    .innerJoin(admins, eq(admins.id, leadNotes.adminId))
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}

export async function insertNote(
  tx: DbOrTx,
  values: { leadId: string; adminId: string; text: string; createdAt: Date },
): Promise<string> {
  const [row] = await tx.insert(leadNotes).values(values).returning({ id: leadNotes.id });
  return row!.id;
}
