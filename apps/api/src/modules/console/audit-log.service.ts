import { and, desc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditFilter, Language } from '@trayecto/contracts';
import { admins, auditLog, corporateMembers, corporates, type DbOrTx } from '@trayecto/db';
import type { AppDeps } from '../../app-types.ts';
import { csvStream } from '../../lib/csv.ts';
import {
  decodeEntryCursor,
  encodeEntryCursor,
  isUuid,
  keysetPage,
  keysetRows,
} from '../../lib/keyset.ts';
import { auditRefSql } from '../audit/audit-ref.ts';
import { auditCsvCells, auditCsvColumns } from './console-csv.ts';

// The audit log across companies, as the provider reads it: newest first, by id (ids only grow).

const actorAdmin = alias(admins, 'actor_admin');
const assistAdmin = alias(admins, 'assist_admin');
const actorCorporate = alias(corporates, 'actor_corporate');

/** The rows of the log a filter selects (a filter naming no possible id selects nothing). */
function whereOf(f: AuditFilter, afterId: number | undefined): SQL | undefined {
  const none = sql`false`;
  const conditions: (SQL | undefined)[] = [];
  if (f.corporate_id)
    conditions.push(isUuid(f.corporate_id) ? eq(auditLog.corporateId, f.corporate_id) : none);
  if (f.actor_id) conditions.push(isUuid(f.actor_id) ? eq(auditLog.actorId, f.actor_id) : none);
  if (f.actor_type) conditions.push(eq(auditLog.actorType, f.actor_type));
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.assist_only) conditions.push(isNotNull(auditLog.assistAdminId));
  if (f.from) conditions.push(gte(auditLog.createdAt, new Date(f.from)));
  if (f.to) conditions.push(lte(auditLog.createdAt, new Date(f.to)));
  if (afterId !== undefined) conditions.push(lt(auditLog.id, afterId));
  return and(...conditions);
}

async function readEntries(db: DbOrTx, f: AuditFilter, afterId: number | undefined, limit: number) {
  return db
    .select({
      log: auditLog,
      actorAdminName: actorAdmin.name,
      actorAdminEmail: actorAdmin.email,
      actorCorporateName: actorCorporate.name,
      actorCorporateEmail: actorCorporate.email,
      memberName: corporateMembers.name,
      memberEmail: corporateMembers.email,
      entityRef: auditRefSql(),
      assistAdminName: assistAdmin.name,
      companyName: corporates.name,
      companyUniqueId: corporates.uniqueId,
    })
    .from(auditLog)
    .leftJoin(actorAdmin, and(eq(auditLog.actorType, 'admin'), eq(actorAdmin.id, auditLog.actorId)))
    .leftJoin(
      actorCorporate,
      and(eq(auditLog.actorType, 'corporate'), eq(actorCorporate.id, auditLog.actorId)),
    )
    .leftJoin(corporateMembers, eq(corporateMembers.id, auditLog.memberId))
    .leftJoin(assistAdmin, eq(assistAdmin.id, auditLog.assistAdminId))
    .leftJoin(corporates, eq(corporates.id, auditLog.corporateId))
    .where(whereOf(f, afterId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
type EntryRow = Awaited<ReturnType<typeof readEntries>>[number];

export function auditEntryOf(r: EntryRow): AuditEntry {
  const l = r.log;
  return {
    _id: String(l.id),
    created_at: l.createdAt.toISOString(),
    action: l.action,
    entity: l.entity,
    entity_id: l.entityId,
    entity_ref: r.entityRef,
    actor_type: l.actorType,
    // a team member acts under the company's session: the member is who did it
    actor_name: r.memberName ?? r.actorAdminName ?? r.actorCorporateName ?? null,
    actor_email: r.memberEmail ?? r.actorAdminEmail ?? r.actorCorporateEmail ?? null,
    assist_admin:
      l.assistAdminId && r.assistAdminName
        ? { _id: l.assistAdminId, name: r.assistAdminName }
        : null,
    company:
      l.corporateId && r.companyName
        ? { _id: l.corporateId, name: r.companyName, unique_id: r.companyUniqueId! }
        : null,
    ip: l.ip,
  };
}

export async function listAudit(deps: AppDeps, f: AuditFilter) {
  const afterId = f.cursor ? decodeEntryCursor(f.cursor) : undefined;
  const rows = await readEntries(deps.db, f, afterId, f.limit + 1);
  const { page, next } = keysetPage(rows, f.limit, (r) => r.log.id);
  return {
    success: true as const,
    entries: page.map(auditEntryOf),
    next_cursor: next !== null ? encodeEntryCursor(next) : null,
  };
}

export function exportAuditCsv(deps: AppDeps, f: AuditFilter, lang: Language) {
  const rows = keysetRows(
    (after: number | undefined, limit) => readEntries(deps.db, f, after, limit),
    (r) => r.log.id,
  );
  return csvStream(auditCsvColumns(lang), rows, (r) => auditCsvCells(auditEntryOf(r), lang));
}
