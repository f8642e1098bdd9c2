import { DEFAULT_PRE_TIME_MIN } from '@trayecto/contracts';

/**
 * When a scheduled trip is handed to the fleet: `preTimeMin` minutes before its time (the
 * corporate's pre_time from GET /me), so a driver is found by then.
 */
export function dispatchAt(scheduledAt: string, preTimeMin: number | null): Date {
  return new Date(new Date(scheduledAt).getTime() - (preTimeMin ?? DEFAULT_PRE_TIME_MIN) * 60_000);
}
