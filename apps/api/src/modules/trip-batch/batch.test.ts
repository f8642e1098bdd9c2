import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, trips, tripBatches } from '@trayecto/db';
import { BATCH_MAX_ROWS, OPEN_POLICY, zonedDateString } from '@trayecto/contracts';
import { auth, corporateIdByEmail, letterSerial, login } from '../../../test/helpers.ts';
import {
  collaborator,
  giveBalance,
  loginDemo,
  newKey,
  settle,
  setupTrips,
  type Faults,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';
import { columnOf, looksLikeFormula } from './batch-file.ts';
import { readTime } from './batch.service.ts';

// Booking trips from a file (issue 13, part 5): the preview marks each bad row with its reason,
// booking places the good ones once (a retry books nothing twice), the report says what became
// of each row; a file that cannot be a batch is refused whole and nothing is booked.

let t: TripsContext & { faults: Faults };
let owner: string;
let demoId: string;
let idCard: string;
const TZ = 'America/Caracas';

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: unknown,
  extra: Record<string, string> = {},
) =>
  settle(
    t,
    t.app.inject({
      method,
      url,
      headers: { ...auth(token), 'accept-language': 'es', ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );

const file = (name: string, text: string | Buffer) => ({
  file_name: name,
  content_base64: Buffer.from(text).toString('base64'),
});

/** "YYYY-MM-DD HH:MM" in Caracas, `hours` from the test clock. */
function at(hours: number) {
  const when = new Date(t.clock.now().getTime() + hours * 3_600_000);
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(when);
  return `${zonedDateString(when, TZ)} ${hhmm}`;
}

const HEADER = 'passenger,phone,origin,destination,time,service_type,reason,cost_center';
const PLACES = ['Plaza Altamira', 'Plaza Bolívar', 'Parque del Este', 'Centro Sambil Caracas'];

/** 20 rows: 18 good (guests, and one collaborator by ID card), line 6 an unknown address, line 12 too soon. */
function twentyRows() {
  const rows = Array.from({ length: 20 }, (_, i) => {
    const from = PLACES[i % 4]!;
    const to = PLACES[(i + 1) % 4]!;
    const who =
      i === 0 ? `${idCard},` : `Invitado ${letterSerial(i + 1)},414${String(1_000_000 + i)}`;
    return `${who},${from},${to},${at(2 + i * 0.25)},economy,Visita ${i + 1},VEN-01`;
  });
  rows[4] = rows[4]!.replace('Plaza Bolívar', 'Calle Inexistente 123');
  rows[10] = rows[10]!.replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/, at(0.1));
  return [HEADER, ...rows].join('\n');
}

const tripCount = async () =>
  (await t.handle.db.select({ n: count() }).from(trips).where(eq(trips.corporateId, demoId)))[0]!.n;

beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 30 });
  owner = (await loginDemo(t)).token;
  demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  const user = await collaborator(t, demoId, { active: true });
  idCard = user.idCard;
  await giveBalance(t, owner, user.id, 200);
});
afterAll(() => t?.close());

describe('reading a batch file', () => {
  it('knows the columns by their English or Spanish names', () => {
    expect(columnOf('Pasajero')).toBe('passenger');
    expect(columnOf(' Centro de costo ')).toBe('cost_center');
    expect(columnOf('Teléfono')).toBe('phone');
    expect(columnOf('fecha_hora')).toBe('time');
    expect(columnOf('precio')).toBeNull();
  });
  it.each([
    ['=1+1', true],
    ['@SUM(A1)', true],
    ['+cmd|calc', true],
    ['-2+HYPERLINK("x")', true],
    ['\u200b=1', true],
    ['+584141234567', false],
    ['-12', false],
    ['Plaza Altamira', false],
  ])('%s looks like a formula: %s', (text, formula) => {
    expect(looksLikeFormula(text)).toBe(formula);
  });
  it('reads times in the company time zone', () => {
    expect(readTime('2026-12-01 08:30', TZ)?.toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(readTime('01/12/2026 8:30', TZ)?.toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(readTime('2026-12-01 24:10', TZ)).toBeNull();
    expect(readTime('mañana', TZ)).toBeNull();
  });
});

describe('booking trips from a file', () => {
  let batchId: string;

  it('previews 20 rows: 18 good with their estimates, 2 marked with their reasons, nothing written', async () => {
    const before = await tripCount();
    const res = await call(
      'POST',
      '/api/corporate/trips/batch/preview',
      owner,
      file('viajes.csv', twentyRows()),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ valid: 18, invalid: 2 });
    expect(data.rows).toHaveLength(20);
    const bad = data.rows.filter((r: { status: string }) => r.status === 'error');
    expect(bad.map((r: { line: number; errors: object }) => [r.line, r.errors])).toEqual([
      [6, { destination: 'address_not_found' }],
      [12, { time: 'scheduled_too_soon' }],
    ]);
    const first = data.rows[0];
    expect(first).toMatchObject({
      status: 'ok',
      service_type_id: 'economy',
      needs_approval: false,
    });
    expect(first.origin_address).toMatch(/Plaza Altamira/);
    expect(first.estimate).toBeGreaterThan(0);
    expect(data.total_estimate).toBeGreaterThan(first.estimate);
    expect(await tripCount()).toBe(before);
  });

  it('books the 18 good rows once and keeps the report; the same key again books nothing more', async () => {
    const before = await tripCount();
    const key = newKey();
    // one file, sent twice (its times are read from the clock, which moves while it books)
    const sent = file('viajes.csv', twentyRows());
    const res = await call('POST', '/api/corporate/trips/batch', owner, sent, {
      'idempotency-key': key,
    });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json().data;
    batchId = batch._id;
    expect(batch.booked).toBe(18);
    expect(batch.rows.filter((r: { outcome: string }) => r.outcome === 'skipped')).toHaveLength(2);
    expect(await tripCount()).toBe(before + 18);
    const placed = await t.handle.db
      .select()
      .from(trips)
      .where(and(eq(trips.corporateId, demoId), eq(trips.costCenter, 'VEN-01')));
    expect(placed.filter((p) => p.type === 'scheduled')).toHaveLength(18);
    const again = await call('POST', '/api/corporate/trips/batch', owner, sent, {
      'idempotency-key': key,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(batchId);
    expect(await tripCount()).toBe(before + 18);
  });

  it('downloads the report as CSV in the caller’s language', async () => {
    const res = await call('GET', `/api/corporate/trips/batches/${batchId}?format=csv`, owner);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Línea,Pasajero,Origen,Destino,Hora,Resultado,Referencia,Motivo,Estimado (USD)',
    );
    expect(lines).toHaveLength(21);
    expect(lines.filter((l) => l.includes(',Reservado,'))).toHaveLength(18);
    expect(lines.find((l) => l.startsWith('6,'))).toContain('No encontramos esa dirección');
  });

  it("answers 404 for another company's batch, and 403 to a viewer", async () => {
    const otra = (await login(t.app, 'otra@trayecto.test')).token;
    expect((await call('GET', `/api/corporate/trips/batches/${batchId}`, otra)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/corporate/trips/batches/nope', owner)).statusCode).toBe(404);
    const viewer = (await login(t.app, 'lectura@elavila.test')).token;
    const res = await call(
      'POST',
      '/api/corporate/trips/batch/preview',
      viewer,
      file('v.csv', twentyRows()),
    );
    expect(res.statusCode).toBe(403);
  });

  it('refuses a file that cannot be a batch, whole, booking nothing', async () => {
    const before = await tripCount();
    const rows101 = [
      HEADER,
      ...Array.from(
        { length: BATCH_MAX_ROWS + 1 },
        () => `Ana,4141234567,Plaza Altamira,Plaza Bolívar,${at(3)},economy,,`,
      ),
    ].join('\n');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Viajes');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      'Ana',
      '4141234567',
      'Plaza Altamira',
      'Plaza Bolívar',
      at(3),
      'economy',
      '',
      '',
    ]);
    sheet.addRow([
      'Luis',
      '4141234568',
      'Plaza Altamira',
      'Plaza Bolívar',
      at(3),
      'economy',
      '',
      '',
    ]);
    sheet.getCell('G3').value = {
      formula: 'HYPERLINK("http://x","y")',
    } as ExcelJS.CellFormulaValue;
    const xlsxFormula = Buffer.from(await book.xlsx.writeBuffer());
    for (const [name, content, status, code] of [
      ['v.csv', rows101, 400, 'csv_too_many_rows'],
      [
        'v.csv',
        'pasajero,origen,destino,precio\nAna,Plaza Altamira,Plaza Bolívar,3',
        400,
        'batch_columns',
      ],
      [
        'v.csv',
        'passenger,origin,destination\nAna,Plaza Altamira,Plaza Bolívar',
        400,
        'batch_columns',
      ],
      [
        'v.csv',
        `${HEADER}\n=1+1,4141234567,Plaza Altamira,Plaza Bolívar,${at(3)},,,`,
        400,
        'batch_formula',
      ],
      ['v.xlsx', xlsxFormula, 400, 'batch_formula'],
      ['v.xlsx', 'not a zip', 400, 'batch_file_unreadable'],
      ['v.pdf', '%PDF-1.4', 400, 'batch_file_unreadable'],
      ['v.csv', HEADER, 400, 'batch_empty'],
      ['v.csv', 'x'.repeat(600 * 1024), 413, 'batch_file_too_large'],
    ] as const) {
      const res = await call('POST', '/api/corporate/trips/batch', owner, file(name, content), {
        'idempotency-key': newKey(),
      });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status);
      expect(res.json().error_code).toBe(code);
      expect(res.json().message).not.toBe('');
    }
    // a 20 MB upload: the body limit answers before anything is read
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/trips/batch/preview',
      headers: { ...auth(owner), 'content-type': 'application/json' },
      payload: JSON.stringify(file('v.csv', 'x'.repeat(20 * 1024 * 1024))),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error_code).toBe('payload_too_large');
    expect(await tripCount()).toBe(before);
    expect(
      (
        await t.handle.db
          .select({ n: count() })
          .from(tripBatches)
          .where(eq(tripBatches.corporateId, demoId))
      )[0]!.n,
    ).toBe(1);
  });

  it('reads an XLSX with real dates and books it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Viajes');
    sheet.addRow(['Pasajero', 'Teléfono', 'Origen', 'Destino', 'Hora']);
    const [day, time] = at(5).split(' ') as [string, string];
    const wall = new Date(`${day}T${time}:00Z`);
    sheet.addRow(['Beatriz Invitada', '0414-555.12.34', 'Plaza Bolívar', 'Plaza Altamira', wall]);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const res = await call(
      'POST',
      '/api/corporate/trips/batch/preview',
      owner,
      file('viajes.xlsx', content),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows[0]).toMatchObject({
      status: 'ok',
      passenger_name: 'Beatriz Invitada',
    });
    expect(res.json().data.rows[0].scheduled_at).toBe(
      new Date(wall.getTime() + 4 * 3_600_000).toISOString(),
    );
  });
});

describe('the preview says what booking will do with the payer’s money', () => {
  // A collaborator whose group sends a trip outside its policy (any service but economy) to an
  // approver, with the balance for exactly one economy trip. Then the preview and the booking
  // of one file agree row by row, and the row the preview refuses for the balance is what
  // POST /trips refuses too.
  let userId: string;
  let email: string;

  beforeAll(async () => {
    const group = await call('POST', '/api/corporate/groups', owner, {
      name: 'Solo económico',
      policy: { ...OPEN_POLICY, service_types: ['economy'], on_violation: 'approval' },
    });
    expect(group.statusCode, group.body).toBe(201);
    email = `saldo.justo.${Date.now()}@elavila.test`;
    const created = await call('POST', '/api/corporate/users', owner, {
      name: 'Saldo Justo',
      email,
      phone: '4145550199',
      id_card: 'V-27123456',
      group_id: group.json().group._id,
    });
    expect(created.statusCode, created.body).toBe(201);
    userId = created.json().data.user._id;
  });

  const rows = () =>
    [
      HEADER,
      `${email},,Plaza Altamira,Plaza Bolívar,${at(3)},economy,,`,
      `${email},,Plaza Altamira,Plaza Bolívar,${at(3.5)},economy,,`,
      `${email},,Plaza Altamira,Plaza Bolívar,${at(4)},comfort,,`,
      `Invitado Saldo,4141112233,Plaza Altamira,Plaza Bolívar,${at(4)},economy,,`,
      `Invitado Servicio,4141112234,Plaza Altamira,Calle Inexistente 123,${at(4)},limusina,,`,
    ].join('\n');

  it('refuses the rows the payer cannot cover, in booking order, even one that would wait for an approver; the report names each reason’s column', async () => {
    // with nothing, every row of the collaborator is refused for the balance: none waits
    const broke = await call(
      'POST',
      '/api/corporate/trips/batch/preview',
      owner,
      file('s.csv', rows()),
    );
    expect(broke.statusCode, broke.body).toBe(200);
    const economy = broke.json().data.rows[0].estimate as number;
    expect(
      broke
        .json()
        .data.rows.map((r: { errors: object; needs_approval: boolean }) => [
          r.errors,
          r.needs_approval,
        ]),
    ).toEqual([
      [{ row: 'insufficient_balance' }, false],
      [{ row: 'insufficient_balance' }, false],
      [{ row: 'insufficient_balance' }, false],
      [{}, false],
      [{ destination: 'address_not_found', service_type: 'service_type_invalid' }, false],
    ]);

    // the balance of one economy trip: the first fits, the second and the comfort one do not
    await giveBalance(t, owner, userId, economy);
    const preview = await call(
      'POST',
      '/api/corporate/trips/batch/preview',
      owner,
      file('s.csv', rows()),
    );
    const predicted = preview.json().data;
    expect(predicted).toMatchObject({ valid: 2, invalid: 3 });
    expect(
      predicted.rows.map((r: { status: string; errors: object }) => [r.status, r.errors]),
    ).toEqual([
      ['ok', {}],
      ['error', { row: 'insufficient_balance' }],
      ['error', { row: 'insufficient_balance' }],
      ['ok', {}],
      ['error', { destination: 'address_not_found', service_type: 'service_type_invalid' }],
    ]);
    expect(predicted.rows.some((r: { needs_approval: boolean }) => r.needs_approval)).toBe(false);

    const before = await tripCount();
    const res = await call('POST', '/api/corporate/trips/batch', owner, file('s.csv', rows()), {
      'idempotency-key': newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json().data;
    // what the preview said of each row is what became of it, for the same reasons
    expect(
      batch.rows.map((r: { outcome: string; errors: object }) => [r.outcome, r.errors]),
    ).toEqual([
      ['booked', {}],
      ['skipped', { row: 'insufficient_balance' }],
      ['skipped', { row: 'insufficient_balance' }],
      ['booked', {}],
      ['skipped', { destination: 'address_not_found', service_type: 'service_type_invalid' }],
    ]);
    expect(await tripCount()).toBe(before + 2);
    const account = await t.handle.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerId, userId));
    expect(account[0]!.heldCents).toBe(Math.round(economy * 100));

    // and the server refuses the comfort row (outside the policy), booked on its own, for the
    // balance before any approver could see it
    const alone = await call(
      'POST',
      '/api/corporate/trips',
      owner,
      {
        passenger: { type: 'payroll', user_id: userId },
        origin: { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 },
        destination: { address: 'Plaza Bolívar', lat: 10.5061, lng: -66.9146 },
        service_type_id: 'comfort',
        scheduled_at: new Date(t.clock.now().getTime() + 4 * 3_600_000).toISOString(),
      },
      { 'idempotency-key': newKey() },
    );
    expect(alone.statusCode, alone.body).toBe(422);
    expect(alone.json().error_code).toBe('insufficient_balance');

    // the report, in each language, says which column each reason is about
    for (const [lang, destination, service] of [
      ['es', 'Destino: No encontramos esa dirección', 'Servicio: Ese tipo de servicio no existe'],
      ['en', 'Destination: ', 'Service: That service type does not exist'],
    ] as const) {
      const csv = await settle(
        t,
        t.app.inject({
          method: 'GET',
          url: `/api/corporate/trips/batches/${batch._id}?format=csv`,
          headers: { ...auth(owner), 'accept-language': lang },
        }),
      );
      const line6 = csv.body.split(/\r?\n/).find((l) => l.startsWith('6,'))!;
      expect(line6).toContain(destination);
      expect(line6).toContain(service);
    }
  });
});
