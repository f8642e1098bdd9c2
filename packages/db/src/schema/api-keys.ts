import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins, corporates } from './corporates.ts';
import { corporateMembers } from './team.ts';

/**
 * A company's API keys: opaque secrets stored as SHA-256 hashes, like session tokens (ADR 0002,
 * 0015). An update or delete announces the hash on `auth_cache` (migration 0022), so a revoked
 * key stops working at once on every instance.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** the secret's first characters, to tell keys apart in the list */
    shown: text('shown').notNull(),
    scopes: text('scopes').array().notNull(),
    /** the team member who created it; null: the company's own login */
    createdByMemberId: uuid('created_by_member_id').references(() => corporateMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** written at most once a minute per key (or when the address changes) */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByMemberId: uuid('revoked_by_member_id').references(() => corporateMembers.id),
    /** a provider admin who revoked it in assist mode */
    revokedByAdminId: uuid('revoked_by_admin_id').references(() => admins.id),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_uq').on(t.tokenHash),
    index('api_keys_corporate_idx').on(t.corporateId, t.createdAt),
    index('api_keys_active_idx')
      .on(t.corporateId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
