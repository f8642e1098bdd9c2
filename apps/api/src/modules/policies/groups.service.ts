import { GROUPS_MAX, type Group, type GroupBody, type TravelPolicy } from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findUser } from '../payroll/payroll.repository.ts';
import { userPolicy } from './policy-check.ts';
import * as repo from './groups.repository.ts';

// The company's groups of collaborators and their travel policies (issue 13, part 2). Each
// change is audited with before and after; a name is unique in the company (its index decides).

const toGroup = (row: repo.GroupRow, members: number): Group => ({
  _id: row.id,
  name: row.name,
  cost_center: row.costCenter,
  policy: repo.policyOf(row),
  members,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const audited = (row: repo.GroupRow) => ({
  name: row.name,
  cost_center: row.costCenter,
  policy: row.policy,
});

const nameTaken = () =>
  new AppError(409, 'group_name_taken', { fields: { name: 'group_name_taken' } });

export async function listGroups(deps: AppDeps, corporateId: string) {
  const rows = await repo.listGroups(deps.db, corporateId);
  return { success: true as const, groups: rows.map((r) => toGroup(r.group, r.members)) };
}

async function found(db: DbOrTx, corporateId: string, id: string) {
  const row = isUuid(id) ? await repo.findGroup(db, corporateId, id) : undefined;
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

export async function createGroup(
  deps: AppDeps,
  corporateId: string,
  body: GroupBody & { policy: TravelPolicy },
  actor: Actor,
) {
  try {
    const row = await runTransaction(deps.db, async (tx) => {
      if ((await repo.countGroups(tx, corporateId)) >= GROUPS_MAX)
        throw new AppError(409, 'groups_full', { params: { max: GROUPS_MAX } });
      const now = deps.clock.now();
      const created = await repo.insertGroup(tx, {
        corporateId,
        name: body.name,
        costCenter: body.cost_center?.trim() || null,
        policy: body.policy,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        actor,
        action: 'group_created',
        entity: 'group',
        entityId: created.id,
        after: audited(created),
      });
      return created;
    });
    return { success: true as const, group: toGroup(row, 0) };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateGroup(
  deps: AppDeps,
  corporateId: string,
  id: string,
  body: GroupBody & { policy: TravelPolicy },
  actor: Actor,
) {
  try {
    const row = await runTransaction(deps.db, async (tx) => {
      const before = await found(tx, corporateId, id);
      const after = await repo.updateGroup(tx, before.id, {
        name: body.name,
        costCenter: body.cost_center?.trim() || null,
        policy: body.policy,
        updatedAt: deps.clock.now(),
      });
      await recordAudit(tx, {
        actor,
        action: 'group_updated',
        entity: 'group',
        entityId: before.id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
    const members = (await repo.listGroups(deps.db, corporateId)).find(
      (r) => r.group.id === row.id,
    );
    return { success: true as const, group: toGroup(row, members?.members ?? 0) };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Removes a group: its collaborators leave it (and book without a policy until given another). */
export async function deleteGroup(deps: AppDeps, corporateId: string, id: string, actor: Actor) {
  await runTransaction(deps.db, async (tx) => {
    const before = await found(tx, corporateId, id);
    const now = deps.clock.now();
    await repo.releaseMembers(tx, before.id, now);
    await repo.updateGroup(tx, before.id, { deletedAt: now, updatedAt: now });
    await recordAudit(tx, {
      actor,
      action: 'group_deleted',
      entity: 'group',
      entityId: before.id,
      before: audited(before),
    });
  });
  return { success: true as const };
}

/** GET /users/:id/policy: what the booking form shows before the person books. */
export async function getUserPolicy(deps: AppDeps, corporateId: string, userId: string) {
  const row = isUuid(userId) ? await findUser(deps.db, corporateId, userId) : null;
  if (!row || row.user.deletedAt) throw new AppError(404, 'not_found');
  return userPolicy(deps.db, corporateId, userId, deps.clock.now());
}
