import { and, desc, eq, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityPageSchema,
  csvDateTime,
  errorMessage,
  type ActivityEntry,
  type ErrorCode,
} from '@trayecto/contracts';
import { admins, auditLog } from '@trayecto/db';
import { auth, login, setupApp, type TestContext } from '../../../test/helpers.ts';
import { SEED_ADMIN } from '../../seed/seed-data.ts';
import { recordAudit } from '../audit/audit.repository.ts';

// GET /api/corporate/activity (issue 10): the company's own audit log, who did it (the company,
// a provider admin in assist mode, the provider), filters, keyset pages and the CSV.

let t: TestContext;
let demo: { token: string; id: string };
let otra: { token: string; id: string };
let adminId: string;
const JAN = new Date('2025-01-10T15:00:00Z');
const FEB = new Date('2025-02-10T15:00:00Z');

/** Adds an audit row as the app does, then dates it when asked (the log's rows are dated by the database). */
async function audit(
  actor: { corporateId: string | null; adminId: string | null; ip: string | null },
  row: { corporateId?: string; action: string; entity: string; entityId: string; at?: Date },
) {
  await recordAudit(t.handle.db, {
    actor,
    ...(row.corporateId ? { corporateId: row.corporateId } : {}),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
  });
  if (row.at) {
    await t.handle.db
      .update(auditLog)
      .set({ createdAt: row.at })
      .where(eq(auditLog.entityId, row.entityId));
  }
}

beforeAll(async () => {
  t = await setupApp();
  const d = await login(t.app, 'demo@trayecto.test');
  const o = await login(t.app, 'otra@trayecto.test');
  demo = { token: d.token, id: d._id };
  otra = { token: o.token, id: o._id };
  const [admin] = await t.handle.db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, SEED_ADMIN.email));
  adminId = admin!.id;
  const company = { corporateId: demo.id, adminId: null, ip: '10.0.0.1' };
  await audit(company, {
    action: 'payroll_user_created',
    entity: 'payroll_user',
    entityId: 'demo-pu-jan',
    at: JAN,
  });
  await audit(company, {
    action: 'payroll_user_deleted',
    entity: 'payroll_user',
    entityId: 'demo-pu-feb',
    at: FEB,
  });
  // a provider admin inside demo's panel (assist mode)
  await audit(
    { corporateId: demo.id, adminId, ip: '10.9.9.9' },
    { action: 'profile_updated', entity: 'corporate', entityId: 'demo-assist' },
  );
  // the system on its own, and the provider's console (an admin outside the panel)
  await audit(
    { corporateId: null, adminId: null, ip: null },
    { corporateId: demo.id, action: 'quote_expired', entity: 'quote', entityId: 'demo-system' },
  );
  await audit(
    { corporateId: null, adminId, ip: '10.8.8.8' },
    {
      corporateId: demo.id,
      action: 'company_features_changed',
      entity: 'corporate',
      entityId: 'demo-console',
    },
  );
  // another company's rows, which demo must never see
  await audit(
    { corporateId: otra.id, adminId: null, ip: '10.0.0.2' },
    { action: 'payroll_user_created', entity: 'payroll_user', entityId: 'otra-secret', at: JAN },
  );
  await audit(
    { corporateId: otra.id, adminId, ip: '10.9.9.8' },
    { action: 'profile_updated', entity: 'corporate', entityId: 'otra-assist' },
  );
});
afterAll(async () => {
  await t?.close();
});

const list = (token: string, query: Record<string, string> = {}, lang = 'es') =>
  t.app.inject({
    method: 'GET',
    url: '/api/corporate/activity',
    query,
    headers: { ...auth(token), 'accept-language': lang },
  });

async function entries(token: string, query: Record<string, string> = {}) {
  const res = await list(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return activityPageSchema.parse(res.json());
}

async function allEntries(token: string, query: Record<string, string> = {}) {
  const found: ActivityEntry[] = [];
  let cursor: string | null = null;
  do {
    const page = await entries(token, { ...query, limit: '2', ...(cursor ? { cursor } : {}) });
    expect(page.entries.length).toBeLessThanOrEqual(2);
    found.push(...page.entries);
    cursor = page.next_cursor;
  } while (cursor);
  return found;
}

const dbIds = async (corporateId: string) =>
  (
    await t.handle.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.corporateId, corporateId))
      .orderBy(desc(auditLog.id))
  ).map((r) => String(r.id));

describe('GET /api/corporate/activity', () => {
  it("lists the company's own rows, newest first, page by page, and never another company's", async () => {
    const rows = await allEntries(demo.token);
    expect(rows.map((r) => r._id)).toEqual(await dbIds(demo.id));
    expect(rows.length).toBeGreaterThanOrEqual(6); // its login, and the five above
    const ids = rows.map((r) => r.entity_id);
    expect(ids).not.toContain('otra-secret');
    expect(ids).not.toContain('otra-assist');
    // and the other company sees its own, not demo's
    const other = await allEntries(otra.token);
    expect(other.map((r) => r._id)).toEqual(await dbIds(otra.id));
    expect(other.map((r) => r.entity_id)).toEqual(
      expect.arrayContaining(['otra-secret', 'otra-assist']),
    );
    expect(other.map((r) => r.entity_id)).not.toContain('demo-assist');
  });

  it('says what, when, who and from where; an assist-mode row names the admin, never the e-mail', async () => {
    const res = await list(demo.token);
    expect(res.body).not.toContain(SEED_ADMIN.email);
    const rows = await allEntries(demo.token);
    const by = (entityId: string) => rows.find((r) => r.entity_id === entityId);
    expect(by('demo-assist')).toEqual({
      _id: expect.any(String),
      created_at: expect.any(String),
      action: 'profile_updated',
      entity: 'corporate',
      entity_id: 'demo-assist',
      entity_ref: 'demo-assist',
      actor: 'assist',
      assist_admin: { name: SEED_ADMIN.name },
      member: null,
      api_key: null,
      ip: '10.9.9.9',
    });
    expect(by('demo-pu-jan')).toMatchObject({
      actor: 'company',
      assist_admin: null,
      ip: '10.0.0.1',
      created_at: JAN.toISOString(),
    });
    expect(by('demo-system')).toMatchObject({ actor: 'system', assist_admin: null, ip: null });
    expect(by('demo-console')).toMatchObject({ actor: 'system', assist_admin: null });
    expect(rows.find((r) => r.action === 'login')).toMatchObject({ actor: 'company' });
  });

  it('filters by who', async () => {
    const assist = await allEntries(demo.token, { actor: 'assist' });
    expect(assist.map((r) => r.entity_id)).toEqual(['demo-assist']);
    const system = await allEntries(demo.token, { actor: 'system' });
    expect(system.map((r) => r.entity_id)).toEqual(['demo-console', 'demo-system']);
    const company = await allEntries(demo.token, { actor: 'company' });
    expect(company.length).toBeGreaterThan(0);
    expect(company.every((r) => r.actor === 'company')).toBe(true);
    expect(company.map((r) => r.entity_id)).toEqual(
      expect.arrayContaining(['demo-pu-jan', 'demo-pu-feb']),
    );
    expect(company.length + assist.length + system.length).toBe((await dbIds(demo.id)).length);
  });

  it('filters by action and by dates (an instant range, both ends included)', async () => {
    const created = await allEntries(demo.token, { action: 'payroll_user_created' });
    expect(created.map((r) => r.entity_id)).toEqual(['demo-pu-jan']);
    const january = await allEntries(demo.token, {
      from: '2025-01-01T04:00:00.000Z',
      to: '2025-02-01T03:59:59.999Z',
    });
    expect(january.map((r) => r.entity_id)).toEqual(['demo-pu-jan']);
    const exact = await allEntries(demo.token, {
      from: FEB.toISOString(),
      to: FEB.toISOString(),
    });
    expect(exact.map((r) => r.entity_id)).toEqual(['demo-pu-feb']);
    const both = await allEntries(demo.token, { to: '2025-03-01T00:00:00Z', actor: 'company' });
    expect(both.map((r) => r.entity_id)).toEqual(['demo-pu-feb', 'demo-pu-jan']);
    expect(await allEntries(demo.token, { action: 'quote_approved' })).toEqual([]);
  });

  it.each<[string, Record<string, string>, ErrorCode]>([
    ['an unknown who', { actor: 'admin' }, 'validation_error'],
    ['an unknown action code', { action: 'dropped_tables' }, 'validation_error'],
    ['a date that is not one', { from: 'yesterday' }, 'validation_error'],
    [
      'an end before its start',
      { from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' },
      'date_range_reversed',
    ],
    ['a year out of range', { to: '0000-01-01T00:00:00Z' }, 'date_out_of_range'],
    ['a broken cursor', { cursor: '***' }, 'invalid_cursor'],
    [
      'a cursor of another shape',
      { cursor: Buffer.from('{"e":-4}').toString('base64url') },
      'invalid_cursor',
    ],
    ['a limit of zero', { limit: '0' }, 'validation_error'],
    ['a limit over the maximum', { limit: '101' }, 'validation_error'],
    ['an unknown format', { format: 'xml' }, 'validation_error'],
  ])('refuses %s: 400 with its code, in the caller’s language', async (_n, query, code) => {
    const res = await list(demo.token, query, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: code, message: errorMessage(code, 'en') });
  });

  it('exports the filtered log as CSV: labels in the caller’s language, times in the company’s zone', async () => {
    const res = await list(demo.token, { format: 'csv' }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="actividad.csv"');
    expect(res.body).not.toContain(SEED_ADMIN.email);
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual(['Date', 'Action', 'Item', 'Reference', 'Who', 'IP address']);
    expect(rows).toHaveLength((await dbIds(demo.id)).length);
    const row = (entityId: string) => rows.find((r) => r[3] === entityId);
    expect(row('demo-pu-jan')).toEqual([
      csvDateTime(JAN, 'America/Caracas'),
      'Collaborator added',
      'Collaborator',
      'demo-pu-jan',
      'Distribuidora El Ávila C.A.',
      '10.0.0.1',
    ]);
    expect(row('demo-pu-jan')![0]).toBe('2025-01-10 11:00');
    expect(row('demo-assist')!.slice(1)).toEqual([
      'Profile updated',
      'Company',
      'demo-assist',
      `Assist mode · ${SEED_ADMIN.name}`,
      '10.9.9.9',
    ]);
    expect(row('demo-system')!.slice(1)).toEqual([
      'Quote expired',
      'Quote',
      'demo-system',
      'Provider',
      '',
    ]);
    expect(rows.some((r) => r[3] === 'otra-secret' || r[3] === 'otra-assist')).toBe(false);

    const spanish = await list(demo.token, { format: 'csv', actor: 'assist' }, 'es');
    const [esHeader, ...esRows] = parse(spanish.body, { bom: true }) as string[][];
    expect(esHeader).toEqual([
      'Fecha',
      'Acción',
      'Elemento',
      'Referencia',
      'Quién',
      'Dirección IP',
    ]);
    expect(esRows).toEqual([
      [
        expect.any(String),
        'Perfil actualizado',
        'Empresa',
        'demo-assist',
        `Modo asistido · ${SEED_ADMIN.name}`,
        '10.9.9.9',
      ],
    ]);
  });

  it('is open to masters (their own log) and closed without an approved session', async () => {
    const master = await login(t.app, 'master@trayecto.test');
    const rows = await allEntries(master.token);
    expect(rows.map((r) => r._id)).toEqual(await dbIds(master._id));
    expect(rows.some((r) => r.action === 'login')).toBe(true);

    const none = await t.app.inject({ method: 'GET', url: '/api/corporate/activity' });
    expect(none.statusCode).toBe(403);
    expect(none.json().error_code).toBe('token_required');
    const pending = await login(t.app, 'pending@trayecto.test');
    const refused = await list(pending.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe('not_approved');
  });

  it('reads nothing it should not: an assist-mode row of another company stays out under every filter', async () => {
    const queries: Record<string, string>[] = [
      { actor: 'assist' },
      { action: 'profile_updated' },
      {},
    ];
    for (const query of queries) {
      const ids = (await allEntries(demo.token, query)).map((r) => r.entity_id);
      expect(ids).not.toContain('otra-assist');
    }
    const otraRows = await t.handle.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.corporateId, otra.id), inArray(auditLog.entityId, ['otra-assist'])));
    expect(otraRows).toHaveLength(1);
  });
});
