import { findGroup } from '../policies/groups.repository.ts';
import type { DbOrTx } from '@trayecto/db';
import {
  toCents,
  type PayrollUser,
  type createPayrollUserBodySchema,
  type updatePayrollUserBodySchema,
} from '@trayecto/contracts';
import type { z } from 'zod';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { ensureAccount, setOverdraft } from '../ledger/ledger.service.ts';
import { toPayrollUser } from './payroll-dto.ts';
import { isUuid } from '../../lib/keyset.ts';
import * as repo from './payroll.repository.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { runTransaction } from '../../lib/transaction.ts';

export type CreateUserInput = z.output<typeof createPayrollUserBodySchema>;
export type UpdateUserInput = z.output<typeof updatePayrollUserBodySchema>;

/** Runs `fn`, turning the e-mail unique index's refusal (a race past our check) into 409. */
export async function mapDuplicateEmail<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'duplicate_email');
    throw error;
  }
}

/** GET /users/{id}: any user of this corporate, deleted ones included (history links keep working). */
export async function getUser(
  deps: AppDeps,
  corporateId: string,
  userId: string,
): Promise<PayrollUser> {
  if (!isUuid(userId)) throw notFound();
  const row = await repo.findUser(deps.db, corporateId, userId);
  if (!row) throw notFound();
  return toPayrollUser(row);
}

/** A group id of this company (not removed), or null; another company's: 404 on the field. */
async function groupIn(db: DbOrTx, corporateId: string, groupId: string | null) {
  if (groupId === null) return null;
  if (!(await findGroup(db, corporateId, groupId)))
    throw new AppError(404, 'not_found', { fields: { group_id: 'not_found' } });
  return groupId;
}

/** POST /users: the user and its ledger account (with the given overdraft), in one transaction. */
export async function createUser(
  deps: AppDeps,
  corporateId: string,
  body: CreateUserInput,
  actor: Actor,
): Promise<PayrollUser> {
  return mapDuplicateEmail(() =>
    runTransaction(deps.db, async (tx) => {
      if ((await repo.existingEmails(tx, corporateId, [body.email])).size > 0)
        throw new AppError(409, 'duplicate_email');
      const now = deps.clock.now();
      const [user] = await repo.insertUsers(tx, corporateId, [
        {
          name: body.name,
          email: body.email,
          phone: body.phone,
          idCard: body.id_card,
          department: body.department ?? null,
          groupId: await groupIn(tx, corporateId, body.group_id ?? null),
          createdAt: now,
          updatedAt: now,
        },
      ]);
      const account = await ensureAccount(
        tx,
        { type: 'payroll_user', corporateId, userId: user!.id },
        { overdraftCents: toCents(body.overdraft ?? 0) },
      );
      const dto = toPayrollUser({
        user: user!,
        accountId: account.id,
        balanceCents: account.balanceCents,
        overdraftCents: account.overdraftCents,
        heldCents: account.heldCents,
      });
      await recordAudit(tx, {
        actor,
        corporateId,
        action: 'payroll_user_created',
        entity: 'payroll_user',
        entityId: user!.id,
        after: dto,
      });
      return dto;
    }),
  );
}

/** PATCH /users/{id}: profile fields, overdraft (through the ledger) and active flag. */
export async function updateUser(
  deps: AppDeps,
  corporateId: string,
  userId: string,
  body: UpdateUserInput,
  actor: Actor,
): Promise<PayrollUser> {
  if (!isUuid(userId)) throw notFound();
  return mapDuplicateEmail(() =>
    runTransaction(deps.db, async (tx) => {
      const before = await repo.findUser(tx, corporateId, userId, { forUpdate: true });
      if (!before || before.user.deletedAt) throw notFound();
      if (body.email !== undefined && body.email !== before.user.email.toLowerCase()) {
        if ((await repo.existingEmails(tx, corporateId, [body.email], userId)).size > 0)
          throw new AppError(409, 'duplicate_email');
      }
      const changes: repo.PayrollUserChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.email !== undefined) changes.email = body.email;
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.id_card !== undefined) changes.idCard = body.id_card;
      if (body.department !== undefined) changes.department = body.department;
      if (body.is_active !== undefined) changes.isActive = body.is_active;
      if (body.group_id !== undefined)
        changes.groupId = await groupIn(tx, corporateId, body.group_id);
      await repo.updateUser(tx, corporateId, userId, changes, deps.clock.now());
      if (body.overdraft !== undefined) {
        const account = await ensureAccount(tx, { type: 'payroll_user', corporateId, userId });
        await setOverdraft(tx, account.id, toCents(body.overdraft));
      }
      const after = (await repo.findUser(tx, corporateId, userId))!;
      const beforeDto = toPayrollUser(before);
      const afterDto = toPayrollUser(after);
      const keys = Object.keys(body) as Array<keyof UpdateUserInput>;
      await recordAudit(tx, {
        actor,
        corporateId,
        action: 'payroll_user_updated',
        entity: 'payroll_user',
        entityId: userId,
        before: Object.fromEntries(keys.map((k) => [k, beforeDto[k]])),
        after: Object.fromEntries(keys.map((k) => [k, afterDto[k]])),
      });
      return afterDto;
    }),
  );
}
