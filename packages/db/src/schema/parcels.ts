import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';
import { trips } from './trips.ts';

// Parcels (issue 8): what a parcel order carries, and the files a company or a courier sends
// (the parcel's image, a proof-of-delivery photo). Every index leads with corporate_id.

/** a parcel's photo, a proof-of-delivery photo, a company's logo (its onboarding form), a top-up's receipt */
export type UploadPurpose = 'parcel_image' | 'proof_photo' | 'logo' | 'receipt';

/** A stored file: its bytes live behind the storage seam (DATA_DIR by default) under `storageKey`. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** the type read from the file's bytes, never from its name */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_corporate_idx').on(t.corporateId, t.id)],
);

export type ParcelSenderType = 'corporate' | 'payroll';

/** The parcel of an order of kind 'parcel' (one row per order). */
export const parcels = pgTable(
  'parcels',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    senderType: text('sender_type').$type<ParcelSenderType>().notNull(),
    parcelType: text('parcel_type').notNull(),
    size: text('size').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /** the vehicle the size and weight call for (contracts: PARCEL_VEHICLES) */
    vehicle: text('vehicle').notNull(),
    description: text('description').notNull(),
    details: text('details'),
    imageUploadId: uuid('image_upload_id')
      .notNull()
      .references(() => uploads.id),
    declaredValueCents: bigint('declared_value_cents', { mode: 'number' }).notNull(),
    /** what failed drop-offs added to the charge (contracts: parcelReturnFeeCents) */
    returnFeeCents: bigint('return_fee_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('parcels_corporate_idx').on(t.corporateId, t.orderId)],
);
