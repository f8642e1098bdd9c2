import {
  occurrencesBetween,
  RECURRING_LEAD_HOURS,
  SCHEDULED_TRIP_MIN_AHEAD_MIN,
  zonedDateString,
  type CreateTripBody,
} from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { createLeaderSweep } from '../../lib/leader-sweep.ts';
import { withIdempotency } from '../ledger/idempotency.ts';
import { giveNoticeNow } from '../money-watch/notices.service.ts';
import type { LeaderTask, OrderRuntime } from '../orders/order-runtime.ts';
import { createTrip } from '../trips/trips.service.ts';
import * as repo from './recurring.repository.ts';

// Booking recurring trips ahead (issue 13, part 4): on the elected leader, every minute of the
// app's clock, each schedule that is not paused books its occurrences of the next 24 hours
// (never closer than the 15-minute rule) as POST /trips would, under an idempotency key of its
// own (a leader that dies between the booking and its record does not book it twice); a schedule
// saved or resumed asks for a sweep at once. A day the
// company marks as a holiday is recorded as skipped; a booking that fails (no balance, the
// policy, the provider) is recorded and the company told, by e-mail and in the panel's bell.

export const RECURRING_SWEEP_MS = 60_000;
/** The channel on which an instance that saved a schedule asks the leader to book now. */
export const RECURRING_CHANNEL = 'recurring_changed';
const HOUR_MS = 3_600_000;

export function createRecurringTimer(runtime: OrderRuntime, log: FastifyBaseLogger) {
  const { deps } = runtime;

  async function bookOne(
    row: repo.RecurringRow,
    occursAt: Date,
    timeZone: string,
    holidays: ReadonlySet<string>,
  ) {
    if (await repo.occurrenceExists(deps.db, row.id, occursAt)) return;
    const day = zonedDateString(occursAt, timeZone);
    if (holidays.has(day)) {
      await repo.recordOccurrence(deps.db, { recurringId: row.id, occursAt, status: 'holiday' });
      return;
    }
    const body = { ...(row.body as CreateTripBody), scheduled_at: occursAt.toISOString() };
    const actor = {
      corporateId: row.corporateId,
      adminId: null,
      ip: null,
      memberId: row.createdByMemberId,
    };
    try {
      const result = await withIdempotency(
        deps.db,
        {
          corporateId: row.corporateId,
          key: `recurring:${row.id}:${occursAt.toISOString()}`,
          method: 'POST',
          path: '/api/corporate/trips',
          body,
        },
        async (scope) => {
          const placed = await createTrip(runtime, row.corporateId, body, actor, scope);
          return 'approval_required' in placed
            ? { statusCode: 202, body: placed }
            : { statusCode: 201, body: { success: true, data: placed } };
        },
      );
      const answer = result.body as { data?: { _id: string }; approval?: { _id: string } };
      await repo.recordOccurrence(deps.db, {
        recurringId: row.id,
        occursAt,
        status: result.statusCode === 202 ? 'approval' : 'booked',
        orderId: answer.data?._id ?? null,
        approvalId: answer.approval?._id ?? null,
        createdAt: deps.clock.now(),
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // another instance is booking this very occurrence right now: it records the outcome
      if (error.code === 'idempotency_in_progress') return;
      const recorded = await repo.recordOccurrence(deps.db, {
        recurringId: row.id,
        occursAt,
        status: 'failed',
        errorCode: error.code,
        createdAt: deps.clock.now(),
      });
      if (!recorded) return;
      const local = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(occursAt);
      await giveNoticeNow(deps, runtime.emit, {
        corporateId: row.corporateId,
        kind: 'recurring_failed',
        key: `${row.id}:${occursAt.toISOString()}`,
        params: { passenger: row.passengerName, date: `${day} ${local}`, error_code: error.code },
        link: '/recurring',
      });
    }
  }

  async function sweep() {
    const now = deps.clock.now();
    const to = new Date(now.getTime() + RECURRING_LEAD_HOURS * HOUR_MS);
    for (const { schedule, timezone } of await repo.activeSchedules(deps.db)) {
      // never an occurrence the 15-minute rule refuses, nor one from before the schedule existed
      const start = Math.max(now.getTime(), schedule.createdAt.getTime());
      const from = new Date(start + SCHEDULED_TRIP_MIN_AHEAD_MIN * 60_000);
      const due = occurrencesBetween(schedule, from, to, timezone);
      if (due.length === 0) continue;
      // the company's holidays, read once per schedule and sweep
      const holidays = new Set(
        (await repo.listHolidays(deps.db, schedule.corporateId)).map((h) => h.day),
      );
      for (const occursAt of due) {
        try {
          await bookOne(schedule, occursAt, timezone, holidays);
        } catch (err) {
          log.error({ err, recurringId: schedule.id }, 'recurring trip booking failed');
        }
      }
    }
  }

  const task = createLeaderSweep({
    clock: deps.clock,
    everyMs: RECURRING_SWEEP_MS,
    log,
    name: 'recurring trips',
    sweep,
    channel: RECURRING_CHANNEL,
  });
  return {
    ...task,
    /** a schedule was saved or resumed: its next occurrence is booked now, not in a minute */
    async wake() {
      if (runtime.cluster.isLeader()) task.kick();
      else await runtime.cluster.notify(RECURRING_CHANNEL);
    },
  } satisfies LeaderTask & { sweepNow(): Promise<void>; wake(): Promise<void> };
}
