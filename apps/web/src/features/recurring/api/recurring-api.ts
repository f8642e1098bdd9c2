import { okResponseSchema } from '@trayecto/contracts/auth';
import {
  holidaysResponseSchema,
  recurringListResponseSchema,
  recurringResponseSchema,
  type RecurringBody,
} from '@trayecto/contracts/recurring';
import { api } from '../../../lib/api-client.ts';

// Recurring trips and the company's holidays (issue 13, part 4): GET/POST
// /api/corporate/recurring, a schedule's PUT, PATCH (pause or resume) and DELETE, and GET/POST
// /holidays with a day's DELETE (both writes of a holiday answer the new list).

export const recurringKeys = {
  all: ['recurring'] as const,
  list: () => ['recurring', 'list'] as const,
  holidays: () => ['recurring', 'holidays'] as const,
};

const BASE = '/corporate/recurring';
const HOLIDAYS = '/corporate/holidays';
const recurringPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function listRecurring(signal?: AbortSignal) {
  return (await api.get(BASE, { schema: recurringListResponseSchema, ...signalOf(signal) })).data
    .recurring;
}

export async function createRecurring(body: RecurringBody) {
  return (await api.post(BASE, body, { schema: recurringResponseSchema })).data;
}

export async function updateRecurring(id: string, body: RecurringBody) {
  return (await api.put(recurringPath(id), body, { schema: recurringResponseSchema })).data;
}

/** Pauses a schedule (nothing more is booked) or resumes it. */
export async function setRecurringPaused(id: string, paused: boolean) {
  return (await api.patch(recurringPath(id), { paused }, { schema: recurringResponseSchema })).data;
}

/** Removes the schedule; the trips it already booked stay booked. */
export async function deleteRecurring(id: string) {
  await api.delete(recurringPath(id), { schema: okResponseSchema });
}

export async function listHolidays(signal?: AbortSignal) {
  return (await api.get(HOLIDAYS, { schema: holidaysResponseSchema, ...signalOf(signal) })).data
    .holidays;
}

/** Adds a holiday (409 holiday_exists when that day already is one); answers the new list. */
export async function addHoliday(body: { day: string; name: string }) {
  return (await api.post(HOLIDAYS, body, { schema: holidaysResponseSchema })).data.holidays;
}

export async function deleteHoliday(day: string) {
  return (
    await api.delete(`${HOLIDAYS}/${encodeURIComponent(day)}`, { schema: holidaysResponseSchema })
  ).data.holidays;
}
