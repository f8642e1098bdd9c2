import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { approvalRequests, corporateMembers, emailOutbox, trips } from '@trayecto/db';
import { APPROVAL_IMMEDIATE_TTL_MS, OPEN_POLICY, type TravelPolicy } from '@trayecto/contracts';
import { hashPassword } from '../../lib/password.ts';
import { auth, corporateIdByEmail, login } from '../../../test/helpers.ts';
import {
  altamira,
  collaborator,
  giveBalance,
  loginDemo,
  newKey,
  plazaBolivar,
  settle,
  setupTrips,
  type Faults,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';

// Approval before the trip (issue 13, part 3): a booking outside a policy that asks for approval
// is filed, not placed (nothing held); an approver approves it from the e-mailed single-use link
// (the trip is then placed) or denies it in the panel; one not decided in time expires.

let t: TripsContext & { faults: Faults };
let owner: string;
let coordinator: string;
let approver: string;
let demoId: string;
let userId: string;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token?: string,
  payload?: unknown,
  extra: Record<string, string> = {},
) =>
  settle(
    t,
    t.app.inject({
      method,
      url,
      headers: { ...(token ? auth(token) : {}), 'accept-language': 'es', ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );

const book = (token: string, extra: Record<string, unknown> = {}, key = newKey()) =>
  call(
    'POST',
    '/api/corporate/trips',
    token,
    {
      passenger: { type: 'payroll', user_id: userId },
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: 'economy',
      reason: 'Reunión con cliente',
      ...extra,
    },
    { 'idempotency-key': key },
  );

async function linkFor(email: string) {
  const [mail] = await t.handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /\/approval\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no approval e-mail for ${email}`);
  return { token, mail: mail! };
}

const tripCount = async () =>
  (await t.handle.db.select({ n: count() }).from(trips).where(eq(trips.corporateId, demoId)))[0]!.n;

beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 20 });
  owner = (await loginDemo(t)).token;
  coordinator = (await login(t.app, 'coordinacion@elavila.test')).token;
  demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  await t.handle.db.insert(corporateMembers).values({
    corporateId: demoId,
    email: 'aprueba@elavila.test',
    name: 'Gerente Aprobador',
    role: 'approver',
    status: 'active',
    passwordHash: await hashPassword('Aprueba-1234'),
  });
  approver = (await login(t.app, 'aprueba@elavila.test', 'Aprueba-1234')).token;
  userId = (await collaborator(t, demoId, { active: true })).id;
  await giveBalance(t, owner, userId, 300);
  const policy: TravelPolicy = {
    ...OPEN_POLICY,
    service_types: ['comfort'],
    on_violation: 'approval',
  };
  const group = await call('POST', '/api/corporate/groups', owner, { name: 'Comercial', policy });
  expect(group.statusCode, group.body).toBe(201);
  await call('PATCH', `/api/corporate/users/${userId}`, owner, {
    group_id: group.json().group._id,
  });
});
afterAll(() => t?.close());

describe('approval before the trip', () => {
  it('files a booking outside the policy for approval: 202, nothing held, approvers e-mailed, idempotent', async () => {
    const trips0 = await tripCount();
    const key = newKey();
    const res = await book(coordinator, {}, key);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      approval_required: true,
      approval: {
        status: 'waiting',
        kind: 'ride',
        group_name: 'Comercial',
        violations: ['service_type'],
        requested_by: 'Mariela Quintero',
        reason: 'Reunión con cliente',
        order_id: null,
        // whose balance the trip will hold once approved: the approve dialog shows it first
        payer_user_id: userId,
      },
    });
    // the same key again: the same answer, one request
    const again = await book(coordinator, {}, key);
    expect(again.statusCode).toBe(202);
    expect(again.json().approval._id).toBe(res.json().approval._id);
    const rows = await t.handle.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.corporateId, demoId));
    expect(rows).toHaveLength(1);
    expect(await tripCount()).toBe(trips0);
    // the owner and the approver got their own link; the coordinator (who asked) did not
    const { mail } = await linkFor('aprueba@elavila.test');
    expect(mail.subject).toContain('Comercial');
    expect(mail.text).toContain('tipo de servicio');
    await linkFor('demo@trayecto.test');
    const list = await call('GET', '/api/corporate/approvals?status=waiting', coordinator);
    expect(list.json()).toMatchObject({
      waiting: 1,
      approvals: [{ _id: res.json().approval._id }],
    });
  });

  it('is approved once from the e-mailed link: the trip is placed then, the requester told', async () => {
    const { token } = await linkFor('aprueba@elavila.test');
    const info = await call('GET', `/api/public/approvals/${token}`);
    expect(info.json()).toMatchObject({
      company_name: 'Distribuidora El Ávila C.A.',
      approval: { status: 'waiting', passenger_name: expect.any(String) },
    });
    const trips0 = await tripCount();
    const res = await call('POST', `/api/public/approvals/${token}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approval).toMatchObject({
      status: 'approved',
      decided_by: 'Gerente Aprobador',
      order_id: expect.any(String),
    });
    expect(await tripCount()).toBe(trips0 + 1);
    const [trip] = await t.handle.db
      .select()
      .from(trips)
      .where(eq(trips.id, res.json().approval.order_id));
    expect(trip).toMatchObject({ serviceTypeId: 'economy', tripReason: 'Reunión con cliente' });
    expect(trip!.holdId).not.toBeNull();
    // used: the link (and the owner's) do not decide again; an altered one is unknown
    const twice = await call('POST', `/api/public/approvals/${token}/approve`);
    expect([twice.statusCode, twice.json().error_code]).toEqual([409, 'approval_already_decided']);
    const owners = (await linkFor('demo@trayecto.test')).token;
    const other = await call('POST', `/api/public/approvals/${owners}/deny`, undefined, {
      reason: 'No',
    });
    expect(other.statusCode).toBe(409);
    const altered = await call('GET', `/api/public/approvals/${token.slice(0, -3)}abc`);
    expect([altered.statusCode, altered.json().error_code]).toEqual([404, 'approval_link_invalid']);
    const told = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'coordinacion@elavila.test'));
    expect(told.map((m) => m.text).join('\n')).toContain('Gerente Aprobador aprobó el servicio');
  });

  it('is denied in the panel with a reason, only by roles that decide', async () => {
    const res = await book(coordinator);
    const id = res.json().approval._id as string;
    for (const token of [coordinator]) {
      const refused = await call('POST', `/api/corporate/approvals/${id}/approve`, token);
      expect([refused.statusCode, refused.json().error_code]).toEqual([403, 'permission_denied']);
    }
    const noReason = await call('POST', `/api/corporate/approvals/${id}/deny`, approver, {});
    expect(noReason.statusCode).toBe(400);
    const denied = await call('POST', `/api/corporate/approvals/${id}/deny`, approver, {
      reason: 'Use el servicio Confort',
    });
    expect(denied.json().approval).toMatchObject({
      status: 'denied',
      deny_reason: 'Use el servicio Confort',
      order_id: null,
    });
    const twice = await call('POST', `/api/corporate/approvals/${id}/approve`, owner);
    expect([twice.statusCode, twice.json().error_code]).toEqual([409, 'approval_already_decided']);
  });

  it("expires when nobody decides in time; another company's id is a 404", async () => {
    const res = await book(coordinator);
    const id = res.json().approval._id as string;
    await t.clock.advance(APPROVAL_IMMEDIATE_TTL_MS + 1000);
    await t.app.approvalExpiry.sweepNow();
    const [row] = await t.handle.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, id));
    expect(row!.status).toBe('expired');
    owner = (await loginDemo(t)).token;
    const late = await call('POST', `/api/corporate/approvals/${id}/approve`, owner);
    expect(late.statusCode).toBe(409);
    const otra = (await loginDemo(t, 'otra@trayecto.test')).token;
    for (const url of [`/api/corporate/approvals/${id}`]) {
      const r = await call('GET', url, otra);
      expect([r.statusCode, r.json().error_code]).toEqual([404, 'not_found']);
    }
    const r = await call('POST', `/api/corporate/approvals/${id}/deny`, otra, { reason: 'x' });
    expect(r.statusCode).toBe(404);
    const waiting = await t.handle.db
      .select({ n: count() })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.corporateId, demoId), eq(approvalRequests.status, 'waiting')));
    expect(waiting[0]!.n).toBe(0);
  });
});
