import {
  HOLIDAYS_MAX,
  nextOccurrences,
  RECURRING_MAX,
  RECURRING_NEXT_SHOWN,
  recurringBodySchema,
  type Holiday,
  type RecurringTrip,
} from '@trayecto/contracts';
import type { z } from 'zod';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { companyOf } from '../activity/activity.repository.ts';
import { collaboratorParty } from '../orders/order-placement.ts';
import * as repo from './recurring.repository.ts';

// Recurring trips (issue 13, part 4): a schedule a company keeps (weekdays, a time, the trip),
// paused or deleted at will, with the company's holidays; recurring-timer.ts books each
// occurrence ahead. Deleting keeps the row (its occurrences point at it) but hides it.

type Body = z.output<typeof recurringBodySchema>;
const RECENT_SHOWN = 10;

function toRecurring(
  row: repo.RecurringRow,
  recent: repo.OccurrenceRow[],
  context: { now: Date; timeZone: string; holidays: ReadonlySet<string> },
): RecurringTrip {
  const trip = row.body as Body['trip'];
  return {
    _id: row.id,
    passenger_name: row.passengerName,
    trip: {
      passenger:
        trip.passenger.type === 'payroll'
          ? { type: 'payroll', user_id: trip.passenger.user_id, name: null, phone: null }
          : {
              type: 'guest',
              user_id: null,
              name: trip.passenger.name,
              phone: trip.passenger.phone,
            },
      origin: trip.origin,
      destination: trip.destination,
      service_type_id: trip.service_type_id,
      comment: trip.comment ?? null,
      reason: trip.reason ?? null,
      cost_center: trip.cost_center ?? null,
    },
    weekdays: [...row.weekdays].sort(),
    time: row.time,
    paused: row.paused,
    created_by: row.createdByName,
    created_at: row.createdAt.toISOString(),
    // the next times not yet booked (one booked ahead is in `recent`)
    next: row.paused
      ? []
      : nextOccurrences(
          row,
          context.now,
          RECURRING_NEXT_SHOWN + recent.length,
          context.timeZone,
          context.holidays,
        )
          .filter((d) => !recent.some((o) => o.occursAt.getTime() === d.getTime()))
          .slice(0, RECURRING_NEXT_SHOWN)
          .map((d) => d.toISOString()),
    recent: recent.map((o) => ({
      occurs_at: o.occursAt.toISOString(),
      status: o.status,
      trip_id: o.orderId,
      approval_id: o.approvalId,
      error_code: o.errorCode,
    })),
  };
}

async function present(deps: AppDeps, corporateId: string, rows: repo.RecurringRow[]) {
  const [company, holidays, recent] = await Promise.all([
    companyOf(deps.db, corporateId),
    repo.listHolidays(deps.db, corporateId),
    repo.recentOccurrences(
      deps.db,
      rows.map((r) => r.id),
      RECENT_SHOWN,
    ),
  ]);
  const context = {
    now: deps.clock.now(),
    timeZone: company.timezone,
    holidays: new Set(holidays.map((h) => h.day)),
  };
  return rows.map((r) => toRecurring(r, recent.get(r.id) ?? [], context));
}

export async function listRecurring(deps: AppDeps, corporateId: string) {
  return present(deps, corporateId, await repo.listRecurring(deps.db, corporateId));
}

async function one(deps: AppDeps, corporateId: string, row: repo.RecurringRow) {
  return (await present(deps, corporateId, [row]))[0]!;
}

/** The passenger's name, and a 404 / 422 on the field when the collaborator is gone or inactive. */
async function passengerName(deps: AppDeps, corporateId: string, body: Body) {
  const p = body.trip.passenger;
  if (p.type === 'guest') return p.name;
  const party = await collaboratorParty(deps.db, corporateId, p.user_id, 'trip.passenger.user_id');
  return party.name;
}

export async function createRecurring(
  deps: AppDeps,
  corporateId: string,
  body: Body,
  actor: Actor,
  actorName: string | undefined,
) {
  const name = await passengerName(deps, corporateId, body);
  // who set it up: the member by name, else the company (its own login, or assist mode)
  const createdBy = actorName ?? (await companyOf(deps.db, corporateId)).name;
  const row = await runTransaction(deps.db, async (tx) => {
    if ((await repo.countRecurring(tx, corporateId)) >= RECURRING_MAX)
      throw new AppError(422, 'recurring_limit', { params: { max: RECURRING_MAX } });
    const created = await repo.insertRecurring(tx, {
      corporateId,
      body: body.trip,
      passengerName: name,
      weekdays: body.weekdays,
      time: body.time,
      createdByName: createdBy,
      createdByMemberId: actor.memberId ?? null,
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'recurring_created',
      entity: 'recurring_trip',
      entityId: created.id,
      before: null,
      after: { passenger: name, weekdays: body.weekdays, time: body.time },
    });
    return created;
  });
  return one(deps, corporateId, row);
}

async function existing(deps: AppDeps, corporateId: string, id: string) {
  const row = isUuid(id) ? await repo.findRecurring(deps.db, corporateId, id) : null;
  if (!row) throw notFound();
  return row;
}

export async function updateRecurring(
  deps: AppDeps,
  corporateId: string,
  id: string,
  body: Body,
  actor: Actor,
) {
  const before = await existing(deps, corporateId, id);
  const name = await passengerName(deps, corporateId, body);
  const row = await runTransaction(deps.db, async (tx) => {
    const updated = await repo.updateRecurring(tx, corporateId, id, {
      body: body.trip,
      passengerName: name,
      weekdays: body.weekdays,
      time: body.time,
      updatedAt: deps.clock.now(),
    });
    if (!updated) throw notFound();
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'recurring_updated',
      entity: 'recurring_trip',
      entityId: id,
      before: { passenger: before.passengerName, weekdays: before.weekdays, time: before.time },
      after: { passenger: name, weekdays: body.weekdays, time: body.time },
    });
    return updated;
  });
  return one(deps, corporateId, row);
}

export async function setPaused(
  deps: AppDeps,
  corporateId: string,
  id: string,
  paused: boolean,
  actor: Actor,
) {
  const before = await existing(deps, corporateId, id);
  const row = await runTransaction(deps.db, async (tx) => {
    const updated = await repo.updateRecurring(tx, corporateId, id, {
      paused,
      updatedAt: deps.clock.now(),
    });
    if (!updated) throw notFound();
    if (before.paused !== paused)
      await recordAudit(tx, {
        actor,
        corporateId,
        action: paused ? 'recurring_paused' : 'recurring_resumed',
        entity: 'recurring_trip',
        entityId: id,
        before: { paused: before.paused },
        after: { paused },
      });
    return updated;
  });
  return one(deps, corporateId, row);
}

export async function deleteRecurring(
  deps: AppDeps,
  corporateId: string,
  id: string,
  actor: Actor,
) {
  const before = await existing(deps, corporateId, id);
  await runTransaction(deps.db, async (tx) => {
    const gone = await repo.updateRecurring(tx, corporateId, id, { deletedAt: deps.clock.now() });
    if (!gone) throw notFound();
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'recurring_deleted',
      entity: 'recurring_trip',
      entityId: id,
      before: { passenger: before.passengerName, weekdays: before.weekdays, time: before.time },
      after: null,
    });
  });
}

export async function listHolidays(deps: AppDeps, corporateId: string): Promise<Holiday[]> {
  return repo.listHolidays(deps.db, corporateId);
}

export async function addHoliday(
  deps: AppDeps,
  corporateId: string,
  holiday: Holiday,
  actor: Actor,
) {
  if (Number.isNaN(new Date(`${holiday.day}T12:00:00Z`).getTime()))
    throw new AppError(400, 'validation_error', { fields: { day: 'validation_error' } });
  await runTransaction(deps.db, async (tx) => {
    if ((await repo.listHolidays(tx, corporateId)).length >= HOLIDAYS_MAX)
      throw new AppError(422, 'validation_error', { fields: { day: 'validation_error' } });
    const added = await repo.insertHoliday(tx, { corporateId, ...holiday });
    if (!added) throw new AppError(409, 'holiday_exists', { fields: { day: 'holiday_exists' } });
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'holiday_added',
      entity: 'holiday',
      entityId: holiday.day,
      before: null,
      after: holiday,
    });
  });
  return listHolidays(deps, corporateId);
}

export async function removeHoliday(deps: AppDeps, corporateId: string, day: string, actor: Actor) {
  await runTransaction(deps.db, async (tx) => {
    if (!(await repo.deleteHoliday(tx, corporateId, day))) throw notFound();
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'holiday_removed',
      entity: 'holiday',
      entityId: day,
      before: { day },
      after: null,
    });
  });
  return listHolidays(deps, corporateId);
}
