import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { fromCents, type PayrollMovement, type PayrollUser } from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { notFound } from '../../lib/app-error.ts';
import { findAccount, listAccountEntries } from '../ledger/ledger.service.ts';
import { toPayrollUser } from './payroll-dto.ts';
import {
  decodeEntryCursor,
  decodeNameIdCursor,
  encodeEntryCursor,
  encodeNameIdCursor,
  isUuid,
} from './keyset-cursor.ts';
import * as repo from './payroll.repository.ts';

export type ListQuery = {
  q?: string | undefined;
  is_active?: 'true' | 'false' | undefined;
  cursor?: string | undefined;
  limit: number;
};

const filterOf = (query: ListQuery): repo.ListFilter => ({
  q: query.q,
  isActive: query.is_active === undefined ? undefined : query.is_active === 'true',
});

/** GET /users: one keyset page ordered by (name, id); deleted users are never listed. */
export async function listUsers(deps: AppDeps, corporateId: string, query: ListQuery) {
  const after = query.cursor ? decodeNameIdCursor(query.cursor) : undefined;
  const rows = await repo.listUsers(deps.db, corporateId, filterOf(query), {
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const users: PayrollUser[] = page.map(toPayrollUser);
  return {
    success: true as const,
    data: {
      users,
      next_cursor:
        rows.length > query.limit && last
          ? encodeNameIdCursor({ name: last.user.name, id: last.user.id })
          : null,
    },
  };
}

export const USER_CSV_COLUMNS = [
  'name',
  'email',
  'phone',
  'id_card',
  'department',
  'is_active',
  'balance',
  'overdraft',
  'available',
  'created_at',
] as const;
const EXPORT_BATCH = 500;

/** Spreadsheet apps run a cell that starts with = + - @ as a formula: quote such text. */
export const csvSafe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** GET /users?format=csv: the whole filtered list, streamed in keyset batches. */
export function exportUsersCsv(deps: AppDeps, corporateId: string, query: ListQuery): Readable {
  const filter = filterOf(query);
  async function* rows() {
    yield [...USER_CSV_COLUMNS];
    let after: { name: string; id: string } | undefined;
    for (;;) {
      const batch = await repo.listUsers(deps.db, corporateId, filter, {
        after,
        limit: EXPORT_BATCH,
      });
      for (const row of batch) {
        const u = toPayrollUser(row);
        yield [
          csvSafe(u.name),
          csvSafe(u.email),
          u.phone,
          u.id_card,
          csvSafe(u.department ?? ''),
          String(u.is_active),
          u.balance.toFixed(2),
          u.overdraft.toFixed(2),
          u.available.toFixed(2),
          u.created_at,
        ];
      }
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1]!.user;
      after = { name: last.name, id: last.id };
    }
  }
  return Readable.from(rows()).pipe(stringify({ bom: true }));
}

/** GET /users/{id}/movements: the collaborator's ledger entries, newest first (deleted users too). */
export async function listMovements(
  deps: AppDeps,
  corporateId: string,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
) {
  if (!isUuid(userId)) throw notFound();
  const before = query.cursor ? decodeEntryCursor(query.cursor) : undefined;
  const user = await repo.findUser(deps.db, corporateId, userId);
  if (!user) throw notFound();
  const account = await findAccount(deps.db, { type: 'payroll_user', corporateId, userId });
  if (!account) return { success: true as const, data: { movements: [], next_cursor: null } };
  const { items, nextCursor } = await listAccountEntries(deps.db, account.id, {
    cursor: before,
    limit: query.limit,
  });
  const movements: PayrollMovement[] = items.map((e) => ({
    _id: String(e.id),
    created_at: e.createdAt.toISOString(),
    origin: e.kind,
    description: e.description,
    amount: fromCents(e.amountCents),
    initial_balance: fromCents(e.balanceBeforeCents),
    final_balance: fromCents(e.balanceAfterCents),
  }));
  return {
    success: true as const,
    data: { movements, next_cursor: nextCursor === null ? null : encodeEntryCursor(nextCursor) },
  };
}
