import { and, count, eq } from 'drizzle-orm';
import { auditLog, ledgerEntries, ledgerTransfers, payrollUsers } from '@trayecto/db';
import { auth, letterSerial, login, type TestContext } from '../../../test/helpers.ts';

// Shared by the payroll and wallet *.test.ts files only (never imported by src code paths).

export type Caller = { token: string; _id: string };

export const loginAs = (t: TestContext, email: string): Promise<Caller> => login(t.app, email);

export function api(t: TestContext, who: Caller, lang = 'en') {
  const headers = (extra: Record<string, string> = {}) => ({
    ...auth(who.token),
    'accept-language': lang,
    ...extra,
  });
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: headers() }),
    post: (url: string, payload: unknown, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers(extra) }),
    patch: (url: string, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: headers() }),
    put: (url: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url, payload: payload as object, headers: headers() }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers: headers() }),
  };
}

let n = 0;
/** A valid new collaborator with a unique e-mail and identity card. */
export function newUser(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Prueba Colaborador ${letterSerial(n)}`,
    email: `prueba.${n}.${Date.now().toString(36)}@example.com`,
    phone: '4121234567',
    id_card: `V${String(30000000 + n).padStart(8, '0')}`,
    department: 'Pruebas',
    ...overrides,
  };
}

/** Counts that prove a refusal wrote nothing. */
export async function writeCounts(t: TestContext, corporateId: string) {
  const db = t.handle.db;
  const [[users], [audits], [transfers], [entries]] = await Promise.all([
    db.select({ n: count() }).from(payrollUsers).where(eq(payrollUsers.corporateId, corporateId)),
    db.select({ n: count() }).from(auditLog).where(eq(auditLog.corporateId, corporateId)),
    db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.corporateId, corporateId)),
    db.select({ n: count() }).from(ledgerEntries),
  ]);
  return { users: users!.n, audits: audits!.n, transfers: transfers!.n, entries: entries!.n };
}

export async function auditRows(t: TestContext, corporateId: string, action: string) {
  return t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.corporateId, corporateId), eq(auditLog.action, action)));
}

export async function userIdByEmail(t: TestContext, email: string) {
  const [row] = await t.handle.db
    .select({ id: payrollUsers.id })
    .from(payrollUsers)
    .where(eq(payrollUsers.email, email));
  return row!.id;
}
