// How long a quote waiting for approval has before it expires (QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN
// before its time), as the list and the detail count it down.

/** Under this many minutes left the countdown turns red. */
export const EXPIRY_URGENT_MIN = 10;

export type ExpiryCountdown =
  /** its time has come: the server's `expired` is on its way */
  | { kind: 'expired'; urgent: true }
  | { kind: 'underMinute'; urgent: true }
  | { kind: 'minutes'; minutes: number; urgent: boolean }
  | { kind: 'hours'; hours: number; minutes: number; urgent: false }
  /** a trip days ahead: the minutes no longer matter */
  | { kind: 'days'; days: number; hours: number; urgent: false };

/** The time left before `expiresAt` (ISO) at `now` (ms), in whole minutes rounded down. */
export function expiryCountdown(expiresAt: string, now: number): ExpiryCountdown {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return { kind: 'expired', urgent: true };
  const minutes = Math.floor(left / 60_000);
  if (minutes < 1) return { kind: 'underMinute', urgent: true };
  if (minutes < 60) return { kind: 'minutes', minutes, urgent: minutes < EXPIRY_URGENT_MIN };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { kind: 'hours', hours, minutes: minutes % 60, urgent: false };
  return { kind: 'days', days: Math.floor(hours / 24), hours: hours % 24, urgent: false };
}
