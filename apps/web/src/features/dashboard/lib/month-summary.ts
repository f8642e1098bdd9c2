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
