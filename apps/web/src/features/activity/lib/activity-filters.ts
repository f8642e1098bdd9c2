import {
  ACTIVITY_ACTORS,
  AUDIT_ACTION_LABELS,
  isAuditAction,
  type ActivityActor,
  type Language,
} from '@trayecto/contracts';
import { zonedDayIso } from '../../../lib/zoned-day.ts';
import type { ActivityFilters } from '../api/activity-api.ts';

/** The filters as they live in the URL query: strings, empty means none; days are YYYY-MM-DD. */
export type ActivityFilterQuery = { actor: string; action: string; from: string; to: string };
export const ACTIVITY_FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;
export const EMPTY_ACTIVITY_FILTERS: ActivityFilterQuery = {
  actor: '',
  action: '',
  from: '',
  to: '',
};

/** Codes only the provider's console writes against itself: never in a company's log. */
const CONSOLE_ONLY = new Set<string>([
  'admin_login',
  'admin_logout',
  'lead_created',
  'lead_status_changed',
  'lead_note_added',
  'exchange_rate_set',
  'promo_created',
  'promo_paused',
  'promo_resumed',
  'fare_changed',
  'fare_reset',
]);

/** The actions the filter offers, by their label in the interface language. */
export function actionOptions(lang: Language): { value: string; label: string }[] {
  const seen = new Set<string>();
  return Object.entries(AUDIT_ACTION_LABELS)
    .filter(([code]) => !CONSOLE_ONLY.has(code))
    .map(([code, labels]) => ({ value: code, label: labels[lang] }))
    .sort((a, b) => a.label.localeCompare(b.label, lang))
    .filter((o) => {
      // two codes may say the same thing (a suspension by the console, or before it existed)
      if (seen.has(o.label)) return false;
      seen.add(o.label);
      return true;
    });
}

const isActor = (value: string): value is ActivityActor =>
  (ACTIVITY_ACTORS as readonly string[]).includes(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the API is asked for: the URL's values that make sense (an unknown who or action, a day
 * that is not one, is left out), the days as the first and last instant in the company's time
 * zone; a reversed range is not asked for (the "to" field says why).
 */
export function toApiFilters(query: ActivityFilterQuery, timeZone: string): ActivityFilters {
  const from = DAY.test(query.from) ? query.from : '';
  const to = DAY.test(query.to) ? query.to : '';
  const reversed = Boolean(from && to && from > to);
  return {
    actor: isActor(query.actor) ? query.actor : undefined,
    action: isAuditAction(query.action) ? query.action : undefined,
    from: from && !reversed ? zonedDayIso(from, timeZone, 'start') : undefined,
    to: to && !reversed ? zonedDayIso(to, timeZone, 'end') : undefined,
  };
}
