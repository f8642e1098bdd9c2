import type { Readable } from 'node:stream';
import {
  ACTIVE_LABELS,
  csvDateTime,
  csvHeader,
  fromCents,
  type CsvColumn,
  type Language,
  type PayrollMovement,
  type PayrollUser,
} from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { notFound } from '../../lib/app-error.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import {
  decodeEntryCursor,
  decodeNameIdCursor,
  encodeEntryCursor,
  encodeNameIdCursor,
  isUuid,
  keysetPage,
  keysetRows,
} from '../../lib/keyset.ts';
import { findAccount, listAccountEntries } from '../ledger/ledger.service.ts';
import { toPayrollUser } from './payroll-dto.ts';
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
  const { page, next } = keysetPage(rows, query.limit, (r) =>
    encodeNameIdCursor({ name: r.user.name, id: r.user.id }),
  );
  const users: PayrollUser[] = page.map(toPayrollUser);
  return { success: true as const, data: { users, next_cursor: next } };
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
] as const satisfies readonly CsvColumn[];

/** GET /users?format=csv: the whole filtered list, streamed, in the caller's language. */
export async function exportUsersCsv(
  deps: AppDeps,
  corporateId: string,
  query: ListQuery,
  lang: Language,
): Promise<Readable> {
  const filter = filterOf(query);
  const tz = await corporateTimeZone(deps.db, corporateId);
  const rows = keysetRows(
    (after: { name: string; id: string } | undefined, limit) =>
      repo.listUsers(deps.db, corporateId, filter, { after, limit }),
    (row) => ({ name: row.user.name, id: row.user.id }),
  );
  return csvStream(csvHeader(USER_CSV_COLUMNS, lang), rows, (row) => {
    const u = toPayrollUser(row);
    return [
      u.name,
      u.email,
      u.phone,
      u.id_card,
      u.department ?? '',
      ACTIVE_LABELS[u.is_active ? 'active' : 'inactive'][lang],
      csvNumber(u.balance, 2),
      csvNumber(u.overdraft, 2),
      csvNumber(u.available, 2),
      csvDateTime(new Date(u.created_at), tz),
    ];
  });
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
