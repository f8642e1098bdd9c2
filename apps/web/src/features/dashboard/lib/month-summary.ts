import { SERVED_TRIP_STATUSES, UNSERVED_TRIP_STATUSES } from '@trayecto/contracts';

type DetailRow = { status: string; count: number; amount: number };

const served: readonly string[] = SERVED_TRIP_STATUSES;
const unserved: readonly string[] = UNSERVED_TRIP_STATUSES;

/**
 * The month of trips (or shipments) as the dashboard card tells it: how many were served, how
 * many were cancelled or found no driver, how many are still under way, and what was spent. A
 * single total would count a cancelled trip as a trip.
 */
export function monthSummary(rows: readonly DetailRow[] | undefined) {
  const out = { served: 0, unserved: 0, running: 0, spent: 0 };
  for (const r of rows ?? []) {
    if (served.includes(r.status)) out.served += r.count;
    else if (unserved.includes(r.status)) out.unserved += r.count;
    else out.running += r.count;
    out.spent += r.amount;
  }
  out.spent = Math.round(out.spent * 100) / 100;
  return out;
}

/**
 * A day's bar: the trips (or shipments) of that day that were served or are under way. A trip
 * cancelled or left without a driver is no trip, as in the month's figures above: a day whose
 * only trip was cancelled draws no bar.
 */
export function perDay(rows: readonly (DetailRow & { date: string })[], days: string[]): number[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (unserved.includes(row.status)) continue;
    const day = row.date.slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + row.count);
  }
  return days.map((d) => counts.get(d) ?? 0);
}

/** Every day of a range of YYYY-MM-DD, both ends included. */
export function daysOf(range: { startDate: string; endDate: string }): string[] {
  const days: string[] = [];
  const cursor = new Date(`${range.startDate}T00:00:00Z`);
  const end = new Date(`${range.endDate}T00:00:00Z`);
  while (cursor <= end) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}
