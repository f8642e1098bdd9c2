import { eq } from 'drizzle-orm';
import { corporates, type DbOrTx } from '@trayecto/db';

// The company's fiscal data: columns of its own corporates row (migration 0010).

const fiscalColumns = {
  fiscalName: corporates.fiscalName,
  taxId: corporates.taxId,
  fiscalAddress: corporates.fiscalAddress,
  invoiceEmails: corporates.invoiceEmails,
  imageUrl: corporates.imageUrl,
  onboardedAt: corporates.onboardedAt,
};
export type FiscalRow = {
  fiscalName: string | null;
  taxId: string | null;
  fiscalAddress: string | null;
  invoiceEmails: string[] | null;
  imageUrl: string | null;
  onboardedAt: Date | null;
};

/** The corporate's fiscal data; `forUpdate` locks its row until the transaction ends. */
export async function findFiscalData(
  db: DbOrTx,
  corporateId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<FiscalRow | undefined> {
  const query = db.select(fiscalColumns).from(corporates).where(eq(corporates.id, corporateId));
  const [row] = opts.forUpdate ? await query.for('no key update') : await query;
  return row;
}

export type FiscalChanges = {
  fiscalName: string;
  taxId: string;
  fiscalAddress: string;
  invoiceEmails: string[];
  imageUrl?: string | null;
  onboardedAt?: Date;
};

export async function updateFiscalData(
  db: DbOrTx,
  corporateId: string,
  changes: FiscalChanges,
  now: Date,
) {
  await db
    .update(corporates)
    .set({ ...changes, updatedAt: now })
    .where(eq(corporates.id, corporateId));
}
