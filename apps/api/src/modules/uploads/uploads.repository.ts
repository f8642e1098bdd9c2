import { and, eq } from 'drizzle-orm';
import { corporates, uploads, type DbOrTx, type UploadPurpose } from '@trayecto/db';

// The `uploads` table: one row per stored file (its bytes are behind lib/storage.ts under
// `storage_key`). Every read is by corporate and id (the uploads_corporate_idx index).

export type UploadRow = typeof uploads.$inferSelect;

export type NewUpload = {
  id: string;
  corporateId: string;
  purpose: UploadPurpose;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
};

export async function insertUpload(db: DbOrTx, upload: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(upload).returning();
  if (!row) throw new Error('insert into uploads returned no row');
  return row;
}

/** The company's upload with this id (a uuid), or null: another company's id finds nothing. */
export async function findUploadById(
  db: DbOrTx,
  corporateId: string,
  id: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.corporateId, corporateId), eq(uploads.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * The logo upload with this id (a uuid) when it is a company's logo right now (its image_url
 * names it), or null: an older logo, another kind of upload, none.
 */
export async function findCurrentLogo(
  db: DbOrTx,
  id: string,
  imageUrl: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select({ upload: uploads })
    .from(uploads)
    .innerJoin(
      corporates,
      and(eq(corporates.id, uploads.corporateId), eq(corporates.imageUrl, imageUrl)),
    )
    .where(and(eq(uploads.id, id), eq(uploads.purpose, 'logo')))
    .limit(1);
  return row?.upload ?? null;
}
