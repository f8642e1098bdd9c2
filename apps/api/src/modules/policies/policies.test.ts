import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, trips } from '@trayecto/db';
import { OPEN_POLICY, type TravelPolicy } from '@trayecto/contracts';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import { auth, corporateIdByEmail } from '../../../test/helpers.ts';
import {
  altamira,
  collaborator,
  giveBalance,
  loginDemo,
  plazaBolivar,
  setupTrips,
  newKey,
  settle,
  tripsApi,
  type Faults,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';
import { askPriced, quotesApi } from '../quotes/quotes-test-helpers.ts';
import { parcelBody, uploadParcelImage } from '../parcels/parcels-test-helpers.ts';

// Groups and their travel policies (issue 13, part 2) through the real app: the group's rules
// refuse a collaborator's trip, parcel or multistop with the rule's message and hold nothing; a
// cost centre and a reason go with the order; another company's group is a 404.

let t: TripsContext & { faults: Faults };
let token: string;
let otherToken: string;
let userId: string;
const body = (extra: Record<string, unknown> = {}) => ({
  passenger: { type: 'payroll', user_id: userId },
  origin: plazaBolivar,
  destination: altamira,
  service_type_id: 'economy',
  ...extra,
});
const policy = (p: Partial<TravelPolicy>): TravelPolicy => ({ ...OPEN_POLICY, ...p });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  payload?: unknown,
  who = token,
  lang = 'es',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth(who), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function newGroup(name: string, p: Partial<TravelPolicy>, costCenter?: string) {
  const res = await call('POST', '/api/corporate/groups', {
    name,
    cost_center: costCenter,
    policy: policy(p),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().group._id as string;
}

const joinGroup = async (groupId: string | null) => {
  const res = await call('PATCH', `/api/corporate/users/${userId}`, { group_id: groupId });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 20 });
  token = (await loginDemo(t)).token;
  otherToken = (await loginDemo(t, 'otra@trayecto.test')).token;
  const demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  userId = (await collaborator(t, demoId, { active: true })).id;
  await giveBalance(t, token, userId, 200);
});
afterAll(() => t?.close());

describe('groups', () => {
  it('creates, lists, changes and removes a group; its collaborators leave it', async () => {
    const id = await newGroup('Ventas', { service_types: ['economy'] }, 'CC-100');
    await joinGroup(id);
    const list = await call('GET', '/api/corporate/groups');
    expect(list.json().groups).toEqual([
      expect.objectContaining({ _id: id, name: 'Ventas', cost_center: 'CC-100', members: 1 }),
    ]);
    const changed = await call('PUT', `/api/corporate/groups/${id}`, {
      name: 'Ventas Caracas',
      cost_center: 'CC-101',
      policy: policy({ max_per_trip: 20 }),
    });
    expect(changed.json().group).toMatchObject({
      name: 'Ventas Caracas',
      cost_center: 'CC-101',
      members: 1,
      policy: { max_per_trip: 20, service_types: null },
    });
    const policyRes = await call('GET', `/api/corporate/users/${userId}/policy`);
    expect(policyRes.json()).toMatchObject({
      group: { _id: id, name: 'Ventas Caracas', cost_center: 'CC-101' },
      policy: { max_per_trip: 20 },
      month_spent: expect.any(Number),
    });
    expect((await call('DELETE', `/api/corporate/groups/${id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/corporate/groups')).json().groups).toEqual([]);
    expect(
      (await call('GET', `/api/corporate/users/${userId}`)).json().data.user.group_id,
    ).toBeNull();
    const actions = (
      await t.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'group'))
    ).map((r) => r.action);
    expect(actions).toEqual(['group_created', 'group_updated', 'group_deleted']);
  });

  it('refuses bad input and a name already used, storing nothing', async () => {
    await newGroup('Gerencia', {});
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const cases: [unknown, number, string][] = [
      [{ policy: OPEN_POLICY }, 400, 'field_required'],
      [{ name: 'X'.repeat(81), policy: OPEN_POLICY }, 400, 'too_long'],
      [
        { name: 'X', policy: { ...OPEN_POLICY, hours: { from: '7:00', to: '19:00' } } },
        400,
        'time_format',
      ],
      [{ name: 'X', policy: { ...OPEN_POLICY, weekdays: [] } }, 400, 'field_required'],
      [{ name: 'X', policy: { ...OPEN_POLICY, max_per_trip: -5 } }, 400, 'amount_positive'],
      [{ name: 'X', policy: { ...OPEN_POLICY, cities: ['atlantis'] } }, 400, 'validation_error'],
      [{ name: 'gerencia', policy: OPEN_POLICY }, 409, 'group_name_taken'],
    ];
    const got = [];
    for (const [payload] of cases) {
      const res = await call('POST', '/api/corporate/groups', payload);
      got.push([payload, res.statusCode, res.json().error_code]);
    }
    expect(got.map(([, s, c]) => [s, c])).toEqual(cases.map(([, s, c]) => [s, c]));
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it("answers 404 for another company's group, and refuses it as a collaborator's group", async () => {
    const res = await call(
      'POST',
      '/api/corporate/groups',
      { name: 'Lago', policy: OPEN_POLICY },
      otherToken,
    );
    const theirs = res.json().group._id as string;
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    for (const [method, payload] of [
      ['PUT', { name: 'Mío', policy: OPEN_POLICY }],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(method, `/api/corporate/groups/${theirs}`, payload);
      expect([r.statusCode, r.json().error_code]).toEqual([404, 'not_found']);
    }
    const patch = await call('PATCH', `/api/corporate/users/${userId}`, { group_id: theirs });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().fields).toEqual({ group_id: 'No encontrado' });
    expect((await call('GET', '/api/corporate/groups')).body).not.toContain('Lago');
    // and another company's collaborator has no policy to read here
    const otraId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
    const theirUser = await collaborator(t, otraId, { active: true });
    const read = await call('GET', `/api/corporate/users/${theirUser.id}/policy`);
    expect([read.statusCode, read.json().error_code]).toEqual([404, 'not_found']);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });
});

describe('the policy on bookings', () => {
  it('refuses a trip outside the policy with the rule, naming the group, holding nothing', async () => {
    const id = await newGroup('Operaciones', { service_types: ['comfort'] });
    await joinGroup(id);
    const api = tripsApi(t, token, 'es');
    const before = await snapshotTables(t.handle.db, {
      skipChecksum: ['sessions', 'idempotency_keys'],
    });
    const res = await api.create(body());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'policy_service_type',
      message: 'La política de Operaciones no permite este tipo de servicio',
    });
    expect(
      await snapshotTables(t.handle.db, { skipChecksum: ['sessions', 'idempotency_keys'] }),
    ).toEqual(before);
    // within the policy: booked, charged to the cost centre given
    const ok = await api.create(
      body({ service_type_id: 'comfort', cost_center: 'CC-OPS', reason: 'Visita a planta' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ reason: 'Visita a planta', cost_center: 'CC-OPS' });
  });

  it('takes the group cost centre when none is given, and asks for a reason when the policy does', async () => {
    const id = await newGroup('Finanzas', { require_reason: true }, 'CC-FIN');
    await joinGroup(id);
    const api = tripsApi(t, token, 'en');
    const missing = await api.create(body());
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      error_code: 'policy_reason',
      message: 'The Finanzas policy asks for the reason for the trip',
      fields: { reason: 'The Finanzas policy asks for the reason for the trip' },
    });
    const ok = await api.create(body({ reason: 'Auditoría' }));
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.handle.db.select().from(trips).where(eq(trips.id, ok.json().data._id));
    expect(row).toMatchObject({ tripReason: 'Auditoría', costCenter: 'CC-FIN' });
  });

  it('caps a trip and a month, counting what the person already spent this month', async () => {
    const api = tripsApi(t, token, 'es');
    const capped = await newGroup('Tope', { max_per_trip: 0.5 });
    await joinGroup(capped);
    const over = await api.create(body());
    expect(over.json()).toMatchObject({
      error_code: 'policy_max_per_trip',
      message: 'La política de Tope permite hasta $0,50 por viaje',
    });
    // the month: the trips booked above already count
    const spent = (await call('GET', `/api/corporate/users/${userId}/policy`)).json()
      .month_spent as number;
    expect(spent).toBeGreaterThan(0);
    const monthly = await newGroup('Mes', { max_per_month: spent + 0.01 });
    await joinGroup(monthly);
    const res = await api.create(body());
    expect(res.json()).toMatchObject({ error_code: 'policy_max_per_month' });
  });

  it('refuses a parcel and a multistop of a collaborator outside the policy, and books them within it', async () => {
    const id = await newGroup('Logística', { require_cost_center: true });
    await joinGroup(id);
    const imageId = await uploadParcelImage(t, token);
    const parcel = (extra: Record<string, unknown> = {}) =>
      settle(
        t,
        t.app.inject({
          method: 'POST',
          url: '/api/corporate/parcels',
          payload: parcelBody(imageId, { sender: { type: 'payroll', user_id: userId }, ...extra }),
          headers: { ...auth(token), 'idempotency-key': newKey() },
        }),
      );
    const refused = await parcel();
    expect([refused.statusCode, refused.json().error_code]).toEqual([422, 'policy_cost_center']);
    const sent = await parcel({ cost_center: 'CC-LOG' });
    expect(sent.statusCode, sent.body).toBe(201);

    const quotes = quotesApi(t, token);
    const passenger = { type: 'payroll', user_id: userId };
    const priced = await askPriced(t, quotes, { passenger });
    const approve = await quotes.approve(priced._id);
    expect([approve.statusCode, approve.json().error_code]).toEqual([422, 'policy_cost_center']);
    const withCenter = await askPriced(t, quotes, { passenger, cost_center: 'CC-LOG' });
    const approved = await quotes.approve(withCenter._id);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
