import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, corporateIdByEmail } from '../../../test/helpers.ts';
import {
  altamira,
  giveBalance,
  loginDemo,
  newKey,
  plazaBolivar,
  settle,
  setupTrips,
  type TripsContext,
} from './trips-test-helpers.ts';
import { payrollUsers } from '@trayecto/db';
import { eq } from 'drizzle-orm';

// Concurrent money writes on one collaborator: give/take balance (locks the collaborator, then
// both accounts) beside bookings paid by that collaborator (a hold on the account, then the trip
// row whose foreign key share-locks the collaborator). Before one lock order and the retry, these
// met `deadlock detected` and answered 500. PGlite runs one transaction at a time, so there it only
// shows the same answers; the deadlock itself needs PostgreSQL (the CI run has both).
describe('concurrent money writes', () => {
  let t: TripsContext;
  let token: string;
  let users: string[];

  beforeAll(async () => {
    t = await setupTrips({ driversPerCity: 40 });
    token = (await loginDemo(t)).token;
    const corporateId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
    const rows = await t.handle.db
      .select()
      .from(payrollUsers)
      .where(eq(payrollUsers.corporateId, corporateId));
    users = rows
      .filter((r) => r.isActive && !r.deletedAt)
      .map((r) => r.id)
      .slice(0, 3);
    for (const id of users) await giveBalance(t, token, id, 200);
  }, 120_000);
  afterAll(async () => t?.close());

  const request = (i: number) => {
    const userId = users[i % users.length]!;
    if (i % 2 === 0) {
      return t.app.inject({
        method: 'POST',
        url: `/api/corporate/users/${userId}/balance`,
        payload: { amount: 1 + (i % 5), direction: i % 4 === 0 ? 'give' : 'take' },
        headers: { ...auth(token), 'idempotency-key': newKey() },
      });
    }
    return t.app.inject({
      method: 'POST',
      url: '/api/corporate/trips',
      payload: {
        passenger: { type: 'payroll', user_id: userId },
        origin: plazaBolivar,
        destination: altamira,
        service_type_id: 'economy',
      },
      headers: { ...auth(token), 'idempotency-key': newKey() },
    });
  };

  it('give and take balance beside bookings of the same collaborators: never a 500', async () => {
    const replies = await settle(t, Promise.all(Array.from({ length: 60 }, (_, i) => request(i))));
    const statuses = replies.map((r) => r.statusCode);
    const failures = replies.filter((r) => r.statusCode >= 500).map((r) => r.body);
    expect(failures).toEqual([]);
    for (const s of statuses) expect([200, 201, 422]).toContain(s);
    // Most of them moved money: the test is only worth something if they really ran together.
    expect(statuses.filter((s) => s === 200 || s === 201).length).toBeGreaterThan(30);
  });
});
