import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csvDateTime,
  payrollUserResponseSchema,
  payrollUsersPageSchema,
  type PayrollUser,
} from '@trayecto/contracts';
import { ledgerAccounts, payrollUsers } from '@trayecto/db';
import { setupApp, type TestContext } from '../../../test/helpers.ts';
import {
  api,
  auditRows,
  loginAs,
  newUser,
  userIdByEmail,
  writeCounts,
  type Caller,
} from './payroll-test-helpers.ts';

let t: TestContext;
let demo: Caller;
let otra: Caller;
beforeAll(async () => {
  t = await setupApp();
  demo = await loginAs(t, 'demo@trayecto.test');
  otra = await loginAs(t, 'otra@trayecto.test');
});
afterAll(async () => {
  await t?.close();
});

const list = async (who: Caller, query = '') => {
  const res = await api(t, who).get(`/api/corporate/users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return payrollUsersPageSchema.strict().parse(res.json()).data;
};

describe('GET /api/corporate/users', () => {
  it('pages the whole list by (name, id) with an opaque cursor and no repeats', async () => {
    const seen: PayrollUser[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(demo, `?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.users);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(12);
    expect(new Set(seen.map((u) => u._id)).size).toBe(12);
    const all = (await list(demo, '?limit=100')).users;
    expect(seen.map((u) => u._id)).toEqual(all.map((u) => u._id));
    expect(all[0]).toMatchObject({ balance: 0, overdraft: 0, available: 0, deleted_at: null });
  });

  it('searches name, e-mail, phone and identity card, ignoring accents and case', async () => {
    expect((await list(demo, '?q=oscar')).users.map((u) => u.name)).toEqual([
      'Óscar Enrique Villalobos',
    ]);
    expect((await list(demo, '?q=BRICENO')).users.map((u) => u.name)).toEqual([
      'Daniela Carolina Briceño',
    ]);
    expect(
      (await list(demo, `?q=${encodeURIComponent('andreína.rodríguez@')}`)).users,
    ).toHaveLength(1);
    expect((await list(demo, '?q=424-1987')).users.map((u) => u.name)).toEqual([
      'José Gregorio Pérez',
    ]);
    expect((await list(demo, '?q=20345678')).users.map((u) => u.name)).toEqual([
      'Andreína Rodríguez',
    ]);
    expect((await list(demo, '?q=v-20345678')).users.map((u) => u.name)).toEqual([
      'Andreína Rodríguez',
    ]);
    expect((await list(demo, '?q=100%25')).users).toEqual([]);
    // Another corporate's collaborators are never found.
    expect((await list(demo, '?q=Urdaneta')).users).toEqual([]);
  });

  it('filters by active flag', async () => {
    const inactive = await list(demo, '?is_active=false');
    expect(inactive.users.map((u) => u.name).sort()).toEqual([
      'Génesis Valentina Mora',
      'Óscar Enrique Villalobos',
    ]);
    expect((await list(demo, '?is_active=true&limit=100')).users.every((u) => u.is_active)).toBe(
      true,
    );
  });

  it.each([
    ['a cursor that is not base64url JSON', '?cursor=%%%', 'invalid_cursor'],
    [
      'a cursor with the wrong shape',
      `?cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
      'invalid_cursor',
    ],
    [
      'a cursor with a non-uuid id',
      `?cursor=${Buffer.from('["x","1"]').toString('base64url')}`,
      'invalid_cursor',
    ],
    ['limit 0', '?limit=0', 'validation_error'],
    ['limit 101', '?limit=101', 'validation_error'],
    ['an unknown active filter', '?is_active=maybe', 'validation_error'],
    ['an over-long search', `?q=${'x'.repeat(121)}`, 'too_long'],
  ])('refuses %s with 400', async (_n, query, code) => {
    const res = await api(t, demo).get(`/api/corporate/users${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
  });

  it('exports the whole filtered list as CSV in the caller language, times in the company zone', async () => {
    const res = await api(t, demo, 'es').get(
      '/api/corporate/users?format=csv&is_active=true&limit=2',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="colaboradores\.csv"$/,
    );
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Nombre',
      'Correo electrónico',
      'Teléfono',
      'Cédula',
      'Departamento',
      'Estado',
      'Saldo ($)',
      'Sobregiro ($)',
      'Disponible ($)',
      'En la nómina desde',
    ]);
    const active = (await list(demo, '?is_active=true&limit=100')).users;
    expect(rows.slice(1).map((r) => r[1])).toEqual(active.map((u) => u.email));
    expect(rows[1]).toEqual([
      active[0]!.name,
      active[0]!.email,
      active[0]!.phone,
      active[0]!.id_card,
      active[0]!.department,
      'Activo',
      '0.00',
      '0.00',
      '0.00',
      csvDateTime(new Date(active[0]!.created_at), 'America/Caracas'),
    ]);
    // in English, the English labels
    const en = parse((await api(t, demo, 'en').get('/api/corporate/users?format=csv')).body, {
      bom: true,
    }) as string[][];
    expect(en[0]![0]).toBe('Name');
    expect(en[1]![5]).toBe('Active');
  });

  it('bars a corporate master with 403 forbidden', async () => {
    const master = await loginAs(t, 'master@trayecto.test');
    for (const res of [
      await api(t, master).get('/api/corporate/users'),
      await api(t, master).post('/api/corporate/users', newUser()),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error_code).toBe('forbidden');
    }
  });
});

describe('POST /api/corporate/users', () => {
  it('creates the user and its ledger account with the overdraft, audited', async () => {
    const body = newUser({
      email: 'Nueva.Persona@Example.com',
      overdraft: 25.5,
      id_card: 'e12345678',
    });
    const res = await api(t, demo).post('/api/corporate/users', body);
    expect(res.statusCode, res.body).toBe(201);
    const { user } = payrollUserResponseSchema.parse(res.json()).data;
    expect(user).toMatchObject({
      email: 'nueva.persona@example.com',
      id_card: 'E-12345678',
      overdraft: 25.5,
      balance: 0,
      available: 25.5,
      is_active: true,
      deleted_at: null,
    });
    const [account] = await t.handle.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerId, user._id));
    expect(account).toMatchObject({
      ownerType: 'payroll_user',
      corporateId: demo._id,
      overdraftCents: 2550,
      balanceCents: 0,
    });
    const [audit] = await auditRows(t, demo._id, 'payroll_user_created');
    expect(audit).toMatchObject({ entityId: user._id, actorType: 'corporate', actorId: demo._id });
    expect(audit!.after).toMatchObject({ email: 'nueva.persona@example.com', overdraft: 25.5 });
    const got = await api(t, demo).get(`/api/corporate/users/${user._id}`);
    expect(payrollUserResponseSchema.parse(got.json()).data.user).toEqual(user);
  });

  it('answers 409 duplicate_email for an e-mail a live user of the corporate has, in any case', async () => {
    const before = await writeCounts(t, demo._id);
    const res = await api(t, demo).post(
      '/api/corporate/users',
      newUser({ email: 'MARIA.GONZALEZ@elavila.com.ve' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_code: 'duplicate_email',
      message: 'A collaborator with that email already exists',
    });
    expect(await writeCounts(t, demo._id)).toEqual(before);
    // The same e-mail in another corporate is fine.
    expect(
      (
        await api(t, otra).post(
          '/api/corporate/users',
          newUser({ email: 'maria.gonzalez@elavila.com.ve' }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it.each([
    ['no name', { name: undefined }, 'field_required'],
    ['a blank name', { name: '  ' }, 'field_required'],
    ['an over-long name', { name: 'x'.repeat(121) }, 'too_long'],
    ['a bad e-mail', { email: 'no-es-correo' }, 'email_invalid'],
    ['a 9-digit phone', { phone: '412123456' }, 'phone_digits'],
    ['a phone with letters', { phone: '41212345ab' }, 'numeric_only'],
    ['a name with digits and symbols', { name: '12345 !!' }, 'name_letters'],
    ['a name with a digit', { name: 'Ana María 2' }, 'name_letters'],
    ['a J identity card', { id_card: 'J12345678' }, 'id_card_invalid'],
    ['a 7-digit identity card', { id_card: 'V1234567' }, 'id_card_invalid'],
    ['an over-long department', { department: 'd'.repeat(81) }, 'too_long'],
    ['a negative overdraft', { overdraft: -1 }, 'amount_not_negative'],
    ['an overdraft with 3 decimals', { overdraft: 1.005 }, 'amount_decimals'],
    ['an overdraft as a string', { overdraft: '10' }, 'validation_error'],
  ])('refuses %s with 400 and writes nothing', async (_n, overrides, code) => {
    const before = await writeCounts(t, demo._id);
    const res = await api(t, demo).post('/api/corporate/users', newUser(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
    expect(await writeCounts(t, demo._id)).toEqual(before);
  });
});

describe('PATCH /api/corporate/users/{id}', () => {
  it('edits fields, manages the overdraft through the ledger, deactivates, and audits before/after', async () => {
    const created = payrollUserResponseSchema.parse(
      (await api(t, demo).post('/api/corporate/users', newUser())).json(),
    ).data.user;
    const res = await api(t, demo).patch(`/api/corporate/users/${created._id}`, {
      name: 'Nombre Nuevo',
      overdraft: 40,
      is_active: false,
      department: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(payrollUserResponseSchema.parse(res.json()).data.user).toMatchObject({
      name: 'Nombre Nuevo',
      overdraft: 40,
      available: 40,
      is_active: false,
      department: null,
    });
    const [audit] = await auditRows(t, demo._id, 'payroll_user_updated');
    expect(audit!.before).toEqual({
      name: created.name,
      overdraft: 0,
      is_active: true,
      department: 'Pruebas',
    });
    expect(audit!.after).toEqual({
      name: 'Nombre Nuevo',
      overdraft: 40,
      is_active: false,
      department: null,
    });
  });

  it('gives a seeded user (no account yet) an overdraft, and refuses a duplicate e-mail with 409', async () => {
    const id = await userIdByEmail(t, 'carlos.rivas@elavila.com.ve');
    const res = await api(t, demo).patch(`/api/corporate/users/${id}`, { overdraft: 12.34 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ overdraft: 12.34, available: 12.34 });
    const dup = await api(t, demo).patch(`/api/corporate/users/${id}`, {
      email: 'jose.perez@elavila.com.ve',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error_code).toBe('duplicate_email');
    // Its own e-mail is not a duplicate.
    expect(
      (
        await api(t, demo).patch(`/api/corporate/users/${id}`, {
          email: 'CARLOS.RIVAS@elavila.com.ve',
        })
      ).statusCode,
    ).toBe(200);
  });

  it.each([
    ['an empty body', {}, 'validation_error'],
    ['a negative overdraft', { overdraft: -5 }, 'amount_not_negative'],
    ['a bad e-mail', { email: 'x@' }, 'email_invalid'],
    ['a bad flag', { is_active: 'yes' }, 'validation_error'],
  ])('refuses %s with 400', async (_n, payload, code) => {
    const id = await userIdByEmail(t, 'luis.hernandez@elavila.com.ve');
    const [before] = await t.handle.db.select().from(payrollUsers).where(eq(payrollUsers.id, id));
    const res = await api(t, demo).patch(`/api/corporate/users/${id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
    const [after] = await t.handle.db.select().from(payrollUsers).where(eq(payrollUsers.id, id));
    expect(after).toEqual(before);
  });
});

describe('tenancy', () => {
  it('answers 404 not_found for another corporate’s user on every route, changing nothing', async () => {
    const foreign = await userIdByEmail(t, 'ana.fernandez@logisticasdellago.com.ve');
    const [before] = await t.handle.db
      .select()
      .from(payrollUsers)
      .where(eq(payrollUsers.id, foreign));
    const counts = await writeCounts(t, otra._id);
    const a = api(t, demo);
    const responses = [
      await a.get(`/api/corporate/users/${foreign}`),
      await a.get(`/api/corporate/users/${foreign}/movements`),
      await a.patch(`/api/corporate/users/${foreign}`, { name: 'Hack' }),
      await a.post(
        `/api/corporate/users/${foreign}/balance`,
        { amount: 1 },
        { 'idempotency-key': 'tenancy-1' },
      ),
      await a.delete(`/api/corporate/users/${foreign}`),
      await a.get('/api/corporate/users/not-a-uuid'),
    ];
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ error_code: 'not_found', message: expect.any(String) });
    }
    const [after] = await t.handle.db
      .select()
      .from(payrollUsers)
      .where(eq(payrollUsers.id, foreign));
    expect(after).toEqual(before);
    expect(await writeCounts(t, otra._id)).toEqual(counts);
  });
});

describe('OpenAPI', () => {
  it('lists the payroll and wallet routes with their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
    }>();
    for (const path of [
      '/api/corporate/users/',
      '/api/corporate/users/{id}',
      '/api/corporate/users/{id}/movements',
      '/api/corporate/users/{id}/balance',
      '/api/corporate/users/import/preview',
      '/api/corporate/users/import',
      '/api/corporate/wallet',
      '/api/corporate/wallet/operations',
    ]) {
      expect(
        Object.keys(doc.paths).map((p) =>
          p === '/api/corporate/users' ? '/api/corporate/users/' : p,
        ),
      ).toContain(path);
    }
    const balance = doc.paths['/api/corporate/users/{id}/balance']!.post!;
    expect(balance.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]),
    );
  });
});
