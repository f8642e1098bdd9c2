import { and, asc, eq, inArray } from 'drizzle-orm';
import { corporates, ledgerAccounts, masterPanels, type DbOrTx } from '@trayecto/db';
import { DEFAULT_TIMEZONE } from '@trayecto/contracts';

/** The corporate with its wallet account (balance and overdraft in cents), if any. */
export async function findCorporateWithAccount(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({
      corporate: corporates,
      balanceCents: ledgerAccounts.balanceCents,
      heldCents: ledgerAccounts.heldCents,
      overdraftCents: ledgerAccounts.overdraftCents,
    })
    .from(corporates)
    .leftJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.ownerType, 'corporate'), eq(ledgerAccounts.ownerId, corporates.id)),
    )
    .where(eq(corporates.id, corporateId))
    .limit(1);
  return row;
}

/** The wallet accounts of some corporates (those without one are missing from the answer). */
export async function findCorporateWallets(db: DbOrTx, corporateIds: string[]) {
  return db
    .select({
      corporateId: ledgerAccounts.ownerId,
      balanceCents: ledgerAccounts.balanceCents,
      heldCents: ledgerAccounts.heldCents,
      overdraftCents: ledgerAccounts.overdraftCents,
    })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.ownerType, 'corporate'), inArray(ledgerAccounts.ownerId, corporateIds)),
    );
}

/** A master's associated panels, by name. */
export async function listAssociatedPanels(db: DbOrTx, masterId: string) {
  return db
    .select({
      id: corporates.id,
      uniqueId: corporates.uniqueId,
      name: corporates.name,
      email: corporates.email,
    })
    .from(masterPanels)
    .innerJoin(corporates, eq(corporates.id, masterPanels.panelId))
    .where(eq(masterPanels.masterId, masterId))
    .orderBy(asc(corporates.name), asc(corporates.id));
}

export type ProfileChanges = Partial<{
  name: string;
  phone: string;
  countryPhoneCode: string;
  lang: string;
}>;

export async function updateCorporate(
  db: DbOrTx,
  corporateId: string,
  changes: ProfileChanges & { status?: 'pending' | 'approved' | 'suspended' },
  now: Date,
) {
  const [row] = await db
    .update(corporates)
    .set({ ...changes, updatedAt: now })
    .where(eq(corporates.id, corporateId))
    .returning();
  return row;
}

/** The corporate's time zone (exports show times in it). */
export async function corporateTimeZone(db: DbOrTx, corporateId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: corporates.timezone })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row?.timezone ?? DEFAULT_TIMEZONE;
}
