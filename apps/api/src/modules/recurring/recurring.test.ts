import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyNotices, emailOutbox, recurringOccurrences, trips } from '@trayecto/db';
import { zonedDateString } from '@trayecto/contracts';
import { auth, corporateIdByEmail, login } from '../../../test/helpers.ts';
import {
  altamira,
  collaborator,
  loginDemo,
  plazaBolivar,
  settle,
  setupTrips,
  type Faults,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';

// Recurring trips (issue 13, part 4): each occurrence booked ahead under the 15-minute rule, once
// even when two sweeps race; holidays skipped; a paused schedule books nothing; a booking that
// fails is recorded and the company told.

let t: TripsContext & { faults: Faults };
let owner: string;
let demoId: string;
const TZ = 'America/Caracas';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) =>
  settle(
    t,
    t.app.inject({
      method,
      url,
      headers: { ...auth(token), 'accept-language': 'es' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );

/** HH:MM in Caracas, `hours` from the test clock. */
const localTime = (hours: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(t.clock.now().getTime() + hours * 3_600_000));

const guestTrip = (name: string) => ({
  passenger: { type: 'guest', name, phone: '4141234567' },
  origin: plazaBolivar,
  destination: altamira,
  service_type_id: 'economy',
  reason: 'Ruta diaria',
});
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const tripsOf = async (name: string) =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(trips)
      .where(and(eq(trips.corporateId, demoId), eq(trips.passengerName, name)))
  )[0]!.n;

const sweep = () => settle(t, t.app.recurringTimer.sweepNow());

beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 20 });
  owner = (await loginDemo(t)).token;
  demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
});
afterAll(() => t?.close());

describe('recurring trips', () => {
  it('refuses bad schedules with the field, and another company’s passenger', async () => {
    for (const [patch, field, code] of [
      [{ weekdays: [] }, 'weekdays', 'field_required'],
      [{ weekdays: [1, 1] }, 'weekdays', 'validation_error'],
      [{ weekdays: [7] }, 'weekdays.0', 'validation_error'],
      [{ time: '25:00' }, 'time', 'time_format'],
      [
        { trip: { ...guestTrip('X'), destination: plazaBolivar } },
        'trip.destination',
        'same_origin_destination',
      ],
    ] as const) {
      const res = await call('POST', '/api/corporate/recurring', owner, {
        trip: guestTrip('Invitado'),
        weekdays: EVERY_DAY,
        time: '08:00',
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().error_code).toBe(code);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    const otraId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
    const foreign = await collaborator(t, otraId, { active: true });
    const res = await call('POST', '/api/corporate/recurring', owner, {
      trip: { ...guestTrip('x'), passenger: { type: 'payroll', user_id: foreign.id } },
      weekdays: EVERY_DAY,
      time: '08:00',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().fields).toHaveProperty(['trip.passenger.user_id']);
    const list = await call('GET', '/api/corporate/recurring', owner);
    expect(list.json().data.recurring).toEqual([]);
  });

  it('books the next occurrence ahead, once, even when two sweeps race', async () => {
    const created = await call('POST', '/api/corporate/recurring', owner, {
      trip: guestTrip('Rutina Diaria'),
      weekdays: EVERY_DAY,
      time: localTime(3),
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json().data;
    expect(schedule.next).toHaveLength(5);
    expect(new Date(schedule.next[0]).getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(
      3 * 3_600_000,
    );
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(await tripsOf('Rutina Diaria')).toBe(1);
    const [trip] = await t.handle.db
      .select()
      .from(trips)
      .where(eq(trips.passengerName, 'Rutina Diaria'));
    expect(trip!.type).toBe('scheduled');
    expect(trip!.scheduledAt!.toISOString()).toBe(schedule.next[0]);
    const list = (await call('GET', '/api/corporate/recurring', owner)).json().data.recurring;
    expect(list[0].recent).toEqual([
      expect.objectContaining({ status: 'booked', trip_id: trip!.id, occurs_at: schedule.next[0] }),
    ]);
    // the booked one is no longer among the next
    expect(list[0].next).not.toContain(schedule.next[0]);
    expect(list[0].next[0]).toBe(schedule.next[1]);
  });

  it('skips a holiday and shows the next occurrences without it', async () => {
    // a schedule whose next occurrence (5 hours ahead) falls on a day marked as a holiday
    const day = zonedDateString(new Date(t.clock.now().getTime() + 5 * 3_600_000), TZ);
    const added = await call('POST', '/api/corporate/holidays', owner, {
      day,
      name: 'Día festivo',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.holidays).toEqual([{ day, name: 'Día festivo' }]);
    const again = await call('POST', '/api/corporate/holidays', owner, { day, name: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('holiday_exists');
    const created = await call('POST', '/api/corporate/recurring', owner, {
      trip: guestTrip('Ruta Festiva'),
      weekdays: EVERY_DAY,
      time: localTime(5),
    });
    const schedule = created.json().data;
    expect(schedule.next.every((at: string) => zonedDateString(new Date(at), TZ) !== day)).toBe(
      true,
    );
    await sweep();
    const occurrences = await t.handle.db
      .select()
      .from(recurringOccurrences)
      .where(eq(recurringOccurrences.recurringId, schedule._id));
    expect(occurrences.map((o) => o.status)).toEqual(['holiday']);
    expect(await tripsOf('Ruta Festiva')).toBe(0);
    expect(
      (await call('DELETE', `/api/corporate/holidays/${day}`, owner)).json().data.holidays,
    ).toEqual([]);
    expect((await call('DELETE', `/api/corporate/holidays/${day}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/corporate/holidays/mañana', owner)).statusCode).toBe(400);
  });

  it('books at once when saved, nothing more while paused, and nothing once deleted', async () => {
    const created = await call('POST', '/api/corporate/recurring', owner, {
      trip: guestTrip('Ruta Pausada'),
      weekdays: EVERY_DAY,
      time: localTime(4),
    });
    const id = created.json().data._id;
    // saving asked the leader for a sweep: the occurrence of the next 24 hours is booked already
    await settle(t, t.app.trips.idle());
    await sweep();
    expect(await tripsOf('Ruta Pausada')).toBe(1);
    const paused = await call('PATCH', `/api/corporate/recurring/${id}`, owner, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({ paused: true, next: [] });
    await sweep();
    expect(await tripsOf('Ruta Pausada')).toBe(1);
    const resumed = await call('PATCH', `/api/corporate/recurring/${id}`, owner, { paused: false });
    expect(resumed.json().data.next).toHaveLength(5);
    expect((await call('DELETE', `/api/corporate/recurring/${id}`, owner)).statusCode).toBe(200);
    await sweep();
    expect(await tripsOf('Ruta Pausada')).toBe(1);
    const ids = (await call('GET', '/api/corporate/recurring', owner))
      .json()
      .data.recurring.map((r: { _id: string }) => r._id);
    expect(ids).not.toContain(id);
    expect(
      (await call('PATCH', `/api/corporate/recurring/${id}`, owner, { paused: false })).statusCode,
    ).toBe(404);
  });

  it('tells the company when an occurrence cannot be booked', async () => {
    // a new collaborator: no balance of their own
    const made = await call('POST', '/api/corporate/users', owner, {
      name: 'Sin Saldo Recurrente',
      email: 'sin.saldo@elavila.test',
      phone: '4149876543',
      id_card: 'V-27000111',
    });
    expect(made.statusCode, made.body).toBe(201);
    const broke = { id: made.json().data.user._id as string, name: 'Sin Saldo Recurrente' };
    const created = await call('POST', '/api/corporate/recurring', owner, {
      trip: { ...guestTrip('x'), passenger: { type: 'payroll', user_id: broke.id } },
      weekdays: EVERY_DAY,
      time: localTime(2),
    });
    expect(created.statusCode, created.body).toBe(201);
    await sweep();
    const [occurrence] = await t.handle.db
      .select()
      .from(recurringOccurrences)
      .where(eq(recurringOccurrences.recurringId, created.json().data._id));
    expect(occurrence).toMatchObject({ status: 'failed', errorCode: 'insufficient_balance' });
    const notices = await t.handle.db
      .select()
      .from(companyNotices)
      .where(
        and(eq(companyNotices.corporateId, demoId), eq(companyNotices.kind, 'recurring_failed')),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({
      passenger: broke.name,
      error_code: 'insufficient_balance',
    });
    // (the outbox stamps the database's time, not the test clock's)
    const mails = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'demo@trayecto.test'));
    expect(
      mails.some((m) => /no se pudo reservar/.test(m.text) && m.text.includes(broke.name)),
    ).toBe(true);
    // a coordinator sees it in the bell (trips), and the schedule's latest occurrence says why
    const coordinator = (await login(t.app, 'coordinacion@elavila.test')).token;
    const bell = await call('GET', '/api/corporate/notices', coordinator);
    expect(bell.json().data.notices.map((n: { kind: string }) => n.kind)).toContain(
      'recurring_failed',
    );
  });

  it("keeps another company's schedules and holidays out of reach, and viewers read only", async () => {
    const mine = (await call('GET', '/api/corporate/recurring', owner)).json().data.recurring[0];
    expect(mine).toBeDefined();
    const otra = (await login(t.app, 'otra@trayecto.test')).token;
    expect((await call('GET', '/api/corporate/recurring', otra)).json().data.recurring).toEqual([]);
    for (const [method, payload] of [
      ['PUT', { trip: guestTrip('Y'), weekdays: [1], time: '09:00' }],
      ['PATCH', { paused: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/corporate/recurring/${mine._id}`, otra, payload);
      expect(res.statusCode, method).toBe(404);
    }
    expect(
      (await call('GET', '/api/corporate/recurring', owner)).json().data.recurring[0].paused,
    ).toBe(false);
    // a holiday of the demo company: another company cannot remove it, nor see it
    await call('POST', '/api/corporate/holidays', owner, { day: '2026-12-25', name: 'Navidad' });
    expect((await call('GET', '/api/corporate/holidays', otra)).json().data.holidays).toEqual([]);
    expect((await call('DELETE', '/api/corporate/holidays/2026-12-25', otra)).statusCode).toBe(404);
    expect((await call('GET', '/api/corporate/holidays', owner)).json().data.holidays).toEqual([
      { day: '2026-12-25', name: 'Navidad' },
    ]);
    const viewer = (await login(t.app, 'lectura@elavila.test')).token;
    expect((await call('GET', '/api/corporate/recurring', viewer)).statusCode).toBe(200);
    expect(
      (
        await call('POST', '/api/corporate/recurring', viewer, {
          trip: guestTrip('Z'),
          weekdays: [1],
          time: '09:00',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/corporate/holidays', viewer, {
          day: '2026-12-24',
          name: 'Nochebuena',
        })
      ).statusCode,
    ).toBe(403);
  });
});
