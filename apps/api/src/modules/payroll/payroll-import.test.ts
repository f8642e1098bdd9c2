import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_CELL_MAX_CHARS,
  payrollImportPreviewSchema,
  payrollImportResultSchema,
} from '@trayecto/contracts';
import { ledgerAccounts, payrollUsers } from '@trayecto/db';
import { setupApp, type TestContext } from '../../../test/helpers.ts';
import { api, auditRows, loginAs, writeCounts, type Caller } from './payroll-test-helpers.ts';

let t: TestContext;
let demo: Caller;
beforeAll(async () => {
  t = await setupApp();
  demo = await loginAs(t, 'demo@trayecto.test');
});
afterAll(async () => {
  await t?.close();
});

const preview = (csv: unknown, who = demo) =>
  api(t, who).post('/api/corporate/users/import/preview', { csv });
const doImport = (csv: unknown, who = demo) =>
  api(t, who).post('/api/corporate/users/import', { csv });

const GOOD = [
  'name,email,phone,id_card,department',
  'Ana Importada,ana.importada@example.com,4121112233,V11112222,Ventas',
  '"Pérez Juan",juan.perez@example.com,(414) 555-66-77,e-22223333,"Ventas, Caracas"',
].join('\n');

const ONE_BAD = [
  'name,email,phone,id_card,department',
  'Bien Uno,bien.uno@example.com,4121112233,V33334444,Ventas',
  'Mal Correo,no-es-correo,4121112233,V33334445,Ventas',
  'Mal Teléfono,mal.tel@example.com,41211,J33334446,',
  'Repetido,bien.uno@example.com,4121112233,V33334447,',
  'Existente,MARIA.GONZALEZ@elavila.com.ve,4121112233,V33334448,',
  `${'x'.repeat(121)},largo@example.com,4121112233,V33334449,${'d'.repeat(81)}`,
].join('\r\n');

describe('POST /api/corporate/users/import/preview', () => {
  it('marks each bad row with its reasons and writes nothing', async () => {
    const before = await writeCounts(t, demo._id);
    const res = await preview(ONE_BAD);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, valid, invalid } = payrollImportPreviewSchema.parse(res.json()).data;
    expect({ valid, invalid }).toEqual({ valid: 1, invalid: 5 });
    expect(rows.map((r) => [r.line, r.errors])).toEqual([
      [2, {}],
      [3, { email: 'email_invalid' }],
      [4, { phone: 'phone_digits', id_card: 'id_card_invalid' }],
      [5, { email: 'duplicate_email' }],
      [6, { email: 'duplicate_email' }],
      [7, { name: 'too_long', department: 'too_long' }],
    ]);
    expect(rows[0]!.values).toEqual({
      name: 'Bien Uno',
      email: 'bien.uno@example.com',
      phone: '4121112233',
      id_card: 'V33334444',
      department: 'Ventas',
    });
    expect(await writeCounts(t, demo._id)).toEqual(before);
  });

  it('reads phones as the form does (+58, a trunk 0, a mask) and refuses names with digits or symbols', async () => {
    const res = await preview(
      [
        'name,email,phone,id_card',
        'Con Prefijo,con.prefijo@example.com,+58 414 123 4567,V44445561',
        'Con Cero,con.cero@example.com,0414-1234568,V44445562',
        'Con Máscara,con.mascara@example.com,(414) 123-45-69,V44445563',
        '12345 !!,numeros@example.com,4141234570,V44445564',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = payrollImportPreviewSchema.parse(res.json()).data;
    expect(rows.map((r) => r.errors)).toEqual([{}, {}, {}, { name: 'name_letters' }]);
    const created = await doImport(
      [
        'name,email,phone,id_card',
        'Con Prefijo,con.prefijo@example.com,+58 414 123 4567,V44445561',
        'Con Cero,con.cero@example.com,0414-1234568,V44445562',
      ].join('\n'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const stored = await t.handle.db
      .select({ email: payrollUsers.email, phone: payrollUsers.phone })
      .from(payrollUsers)
      .where(eq(payrollUsers.corporateId, demo._id));
    expect(stored).toEqual(
      expect.arrayContaining([
        { email: 'con.prefijo@example.com', phone: '4141234567' },
        { email: 'con.cero@example.com', phone: '4141234568' },
      ]),
    );
  });

  it('accepts semicolons, a BOM, masked phones and a file without the department column', async () => {
    const res = await preview(
      '\uFEFFname;email;phone;id_card\nSin Depto;sin.depto@example.com;(412) 111-22-33;V44445555\n',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ valid: 1, invalid: 0 });
  });

  it.each([
    [
      'an unclosed quote',
      'name,email,phone,id_card\n"Ana,ana@example.com,4121112233,V11112222',
      'file',
    ],
    ['a header without id_card', 'name,email,phone\nAna,ana@example.com,4121112233', 'header'],
    [
      'an unknown column',
      'name,email,phone,id_card,salary\nAna,ana@example.com,4121112233,V11112222,10',
      'header',
    ],
    ['a header only', 'name,email,phone,id_card\n', 'file'],
    [
      'too many rows',
      `name,email,phone,id_card\n${Array.from({ length: 1001 }, (_, i) => `N${i},n${i}@example.com,4121112233,V${String(50000000 + i)}`).join('\n')}`,
      'file',
    ],
  ])('refuses %s with 400 csv_invalid', async (_n, csv, field) => {
    const res = await preview(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('csv_invalid');
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });

  it('says how many rows a file may have', async () => {
    const csv = `name,email,phone,id_card\n${'A,a@example.com,4121112233,V11112222\n'.repeat(1001)}`;
    expect((await preview(csv)).json().fields).toEqual({
      file: 'The file allows at most 1000 rows',
    });
  });

  it('refuses a cell over the limit with 422, for preview and import, never echoing it', async () => {
    for (const cell of ['N'.repeat(FILE_CELL_MAX_CHARS + 1), `"${'N'.repeat(200_000)}"`]) {
      const csv = `name,email,phone,id_card\n${cell},a@example.com,4121112233,V11112222`;
      for (const res of [await preview(csv), await doImport(csv)]) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().error_code).toBe('file_cell_too_long');
        expect(res.body).not.toContain('NNNN');
      }
    }
  });

  it('refuses an empty or non-string body with 400', async () => {
    expect((await preview('')).json().error_code).toBe('field_required');
    expect((await preview(42)).statusCode).toBe(400);
  });
});

describe('POST /api/corporate/users/import', () => {
  it('refuses the whole file when one row is bad, with every row error, and writes nothing', async () => {
    const before = await writeCounts(t, demo._id);
    const res = await doImport(ONE_BAD, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: 'csv_invalid',
      fields: {
        '3.email': 'The email is not valid',
        '4.phone': expect.any(String),
        '4.id_card': expect.any(String),
        '5.email': 'A collaborator with that email already exists',
        '6.email': 'A collaborator with that email already exists',
        '7.name': 'At most 120 characters',
      },
    });
    expect(await writeCounts(t, demo._id)).toEqual(before);
  });

  it('inserts every row with its ledger account in one transaction, audited once', async () => {
    const before = await writeCounts(t, demo._id);
    const res = await doImport(GOOD);
    expect(res.statusCode, res.body).toBe(201);
    expect(payrollImportResultSchema.parse(res.json()).data.created).toBe(2);
    const [juan] = await t.handle.db
      .select()
      .from(payrollUsers)
      .where(eq(payrollUsers.email, 'juan.perez@example.com'));
    expect(juan).toMatchObject({
      name: 'Pérez Juan',
      phone: '4145556677',
      idCard: 'E-22223333',
      department: 'Ventas, Caracas',
      corporateId: demo._id,
      isActive: true,
    });
    const [account] = await t.handle.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerId, juan!.id));
    expect(account).toMatchObject({
      ownerType: 'payroll_user',
      balanceCents: 0,
      overdraftCents: 0,
    });
    expect(await writeCounts(t, demo._id)).toMatchObject({
      users: before.users + 2,
      audits: before.audits + 1,
    });
    const [audit] = await auditRows(t, demo._id, 'payroll_users_imported');
    expect(audit!.after).toMatchObject({ count: 2 });
    // The same file again: every row is now a duplicate.
    const again = await doImport(GOOD);
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().fields)).toEqual(['2.email', '3.email']);
  });
});
