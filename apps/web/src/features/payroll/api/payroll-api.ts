import {
  deletePayrollUserResponseSchema,
  payrollBalanceResponseSchema,
  payrollImportPreviewSchema,
  payrollImportResultSchema,
  payrollMovementsPageSchema,
  payrollUserResponseSchema,
  payrollUsersPageSchema,
  type CreatePayrollUserBody,
  type PayrollBalanceBody,
  type UpdatePayrollUserBody,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

// Payroll collaborators (issue 3): /api/corporate/users and its sub-resources.

const BASE = '/corporate/users';

export type UsersFilters = {
  q?: string | undefined;
  is_active?: 'true' | 'false' | undefined;
};

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function listUsers(
  filters: UsersFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  const answer = await api.get(BASE, {
    query: { ...filters, cursor: cursor ?? undefined, limit },
    schema: payrollUsersPageSchema,
    ...signalOf(signal),
  });
  return answer.data;
}

export function exportUsersCsv(filters: UsersFilters) {
  return api.get<Blob>(BASE, { query: { ...filters, format: 'csv' }, responseType: 'blob' });
}

const userPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function getUser(id: string, signal?: AbortSignal) {
  const answer = await api.get(userPath(id), {
    schema: payrollUserResponseSchema,
    ...signalOf(signal),
  });
  return answer.data.user;
}

export async function createUser(body: CreatePayrollUserBody) {
  return (await api.post(BASE, body, { schema: payrollUserResponseSchema })).data.user;
}

export async function updateUser(id: string, body: UpdatePayrollUserBody) {
  return (await api.patch(userPath(id), body, { schema: payrollUserResponseSchema })).data.user;
}

/** Removes the collaborator; their balance returns to the corporate (the menu follows at once). */
export async function deleteUser(id: string) {
  const answer = await api.delete(userPath(id), { schema: deletePayrollUserResponseSchema });
  useSessionStore.getState().setWallet(answer.data.wallet);
  return answer.data;
}

/** Give or take balance; `key` is the action's Idempotency-Key (reused on a retry). */
export async function moveBalance(id: string, body: PayrollBalanceBody, key: string) {
  const answer = await api.post(`${userPath(id)}/balance`, body, {
    headers: { 'Idempotency-Key': key },
    schema: payrollBalanceResponseSchema,
  });
  useSessionStore.getState().setWallet(answer.data.wallet);
  return answer.data;
}

export async function listMovements(
  id: string,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  const answer = await api.get(`${userPath(id)}/movements`, {
    query: { cursor: cursor ?? undefined, limit },
    schema: payrollMovementsPageSchema,
    ...signalOf(signal),
  });
  return answer.data;
}

export async function previewImport(csv: string) {
  const answer = await api.post(
    `${BASE}/import/preview`,
    { csv },
    { schema: payrollImportPreviewSchema },
  );
  return answer.data;
}

export async function confirmImport(csv: string) {
  return (await api.post(`${BASE}/import`, { csv }, { schema: payrollImportResultSchema })).data
    .created;
}
