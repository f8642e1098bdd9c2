import type { Dayjs } from 'dayjs';
import { scheduledAtProblem } from '@trayecto/contracts';

/** When a booking is for: now, or a date and time picked ahead (null until one is picked). */
export type When = { mode: 'now' } | { mode: 'later'; at: Dayjs | null };

/** The problem with a chosen time (SPEC §5: at least 15 minutes ahead; never in the past). */
export function whenProblem(when: When, now: Date = new Date()) {
  if (when.mode === 'now') return null;
  if (!when.at || !when.at.isValid()) return 'field_required' as const;
  return scheduledAtProblem(when.at.toDate(), now);
}
