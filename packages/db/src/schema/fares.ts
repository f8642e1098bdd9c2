import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './corporates.ts';

// The provider's fare adjustments (console, /admin/fares): one row per city and service type
// whose tariff differs from the fare engine's default table (apps/api providers/fares). No row:
// the default. Values in integer US cents, each within the bounds of contracts fares.ts.

export const fareOverrides = pgTable(
  'fare_overrides',
  {
    /** contracts CITY_IDS */
    cityId: text('city_id').notNull(),
    /** contracts SERVICE_TYPE_IDS */
    serviceTypeId: text('service_type_id').notNull(),
    baseCents: integer('base_cents').notNull(),
    perKmCents: integer('per_km_cents').notNull(),
    perMinCents: integer('per_min_cents').notNull(),
    minimumCents: integer('minimum_cents').notNull(),
    /** the admin who set these values */
    updatedBy: uuid('updated_by').references(() => admins.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.serviceTypeId] })],
);
