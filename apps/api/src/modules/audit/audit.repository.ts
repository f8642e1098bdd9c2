import { auditLog, type DbOrTx } from '@trayecto/db';
import type { Actor } from '../../app-types.ts';

export type AuditInput = {
  actor: Actor;
  /** tenant the change belongs to; defaults to the actor's corporate */
  corporateId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one row to the audit log (never updated or deleted). Call it with the transaction that
 * makes the change, so the change and its record commit together. In assist mode the admin is
 * the actor and is also kept in assist_admin_id.
 */
export async function recordAudit(db: DbOrTx, input: AuditInput): Promise<void> {
  const { actor } = input;
  await db.insert(auditLog).values({
    corporateId: input.corporateId !== undefined ? input.corporateId : actor.corporateId,
    actorType: actor.adminId ? 'admin' : actor.corporateId ? 'corporate' : 'system',
    actorId: actor.adminId ?? actor.corporateId,
    assistAdminId: actor.adminId && actor.corporateId ? actor.adminId : null,
    memberId: actor.adminId ? null : (actor.memberId ?? null),
    apiKeyId: actor.adminId ? null : (actor.apiKeyId ?? null),
    action: input.action,
    entity: input.entity,
    entityId: input.entityId ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
    ip: actor.ip,
  });
}
