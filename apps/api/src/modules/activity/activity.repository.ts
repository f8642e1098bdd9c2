import { and, desc, eq, gte, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { admins, apiKeys, auditLog, corporateMembers, corporates, type DbOrTx } from '@trayecto/db';
import { DEFAULT_TIMEZONE, type ActivityActor } from '@trayecto/contracts';
import { auditRefSql } from '../audit/audit-ref.ts';

// The company's slice of audit_log, newest first. Every read leads with corporate_id and walks
// audit_log_corporate_idx (corporate_id, id) backwards: keyset pages by id.

export type ActivityFilter = {
  actor?: ActivityActor | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

const actorCondition: Record<ActivityActor, SQL | undefined> = {
  company: eq(auditLog.actorType, 'corporate'),
  assist: isNotNull(auditLog.assistAdminId),
  system: and(ne(auditLog.actorType, 'corporate'), isNull(auditLog.assistAdminId)),
};

/**
 * One page of the company's rows under the filters, after `beforeId` (the last row of the page
 * before). The assist-mode admin's and the team member's names come with its row (never an
 * e-mail), and the reference a person reads in place of the raw id.
 */
export function selectActivity(
  db: DbOrTx,
  corporateId: string,
  filter: ActivityFilter,
  page: { beforeId?: number | undefined; limit: number },
) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      entityRef: auditRefSql(),
      actorType: auditLog.actorType,
      assistAdminId: auditLog.assistAdminId,
      ip: auditLog.ip,
      adminName: admins.name,
      memberName: corporateMembers.name,
      apiKeyName: apiKeys.name,
    })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.assistAdminId))
    .leftJoin(corporateMembers, eq(corporateMembers.id, auditLog.memberId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
    .where(
      and(
        // The company as a closed range, not an equality, with the ORDER BY on (corporate_id,
        // id): only audit_log_corporate_idx yields that order, so PostgreSQL walks it backwards
        // and stops after `limit` rows. With an equality it may walk the primary key newest
        // first and skip every other company's rows (EXPLAIN, one company 1 row in 6:
        // activity-plan.test.ts). A next page starts below (company, cursor) in that order.
        gte(auditLog.corporateId, corporateId),
        page.beforeId === undefined
          ? lte(auditLog.corporateId, corporateId)
          : sql`(${auditLog.corporateId}, ${auditLog.id}) < (${corporateId}::uuid, ${sql`${page.beforeId}::bigint`})`,
        filter.actor ? actorCondition[filter.actor] : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
        filter.to ? lte(auditLog.createdAt, filter.to) : undefined,
      ),
    )
    .orderBy(desc(auditLog.corporateId), desc(auditLog.id))
    .limit(page.limit);
}
export type ActivityRow = Awaited<ReturnType<typeof selectActivity>>[number];

/** The company's name and time zone (the CSV says who and when the company's way). */
export async function companyOf(db: DbOrTx, corporateId: string) {
  const [row] = await db
    .select({ name: corporates.name, timezone: corporates.timezone })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row ?? { name: '', timezone: DEFAULT_TIMEZONE };
}
