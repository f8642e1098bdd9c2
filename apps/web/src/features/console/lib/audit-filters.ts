import { AUDIT_ACTOR_TYPES } from '@trayecto/contracts/console';
import { zonedDayIso } from '../../../lib/zoned-day.ts';
import type { AuditFilters } from '../api/console-api.ts';
import { CONSOLE_TIMEZONE } from './dates.ts';

// The audit page's filters as they live in the URL query (strings, empty means none) and as the
// API's query asks for them.

export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

export type AuditUrlFilters = {
  /** a company's id, and its name for the picker (the URL keeps both) */
  company: string;
  companyName: string;
  actor: AuditActorType | '';
  /** an admin's id (actor type admin) */
  admin: string;
  action: string;
  assist: boolean;
  /** days, YYYY-MM-DD, in the provider's time zone */
  from: string;
  to: string;
};

export const EMPTY_AUDIT_FILTERS: AuditUrlFilters = {
  company: '',
  companyName: '',
  actor: '',
  admin: '',
  action: '',
  assist: false,
  from: '',
  to: '',
};

const isActor = (value: string | null): value is AuditActorType =>
  (AUDIT_ACTOR_TYPES as readonly (string | null)[]).includes(value);

export function auditFiltersFromUrl(params: URLSearchParams): AuditUrlFilters {
  const actor = params.get('actor');
  return {
    company: params.get('company') ?? '',
    companyName: params.get('companyName') ?? '',
    actor: isActor(actor) ? actor : '',
    admin: params.get('admin') ?? '',
    action: params.get('action') ?? '',
    assist: params.get('assist') === 'true',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

export function auditFiltersToUrl(filters: AuditUrlFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (filters.company) {
    p.set('company', filters.company);
    if (filters.companyName) p.set('companyName', filters.companyName);
  }
  if (filters.actor) p.set('actor', filters.actor);
  if (filters.admin) p.set('admin', filters.admin);
  if (filters.action) p.set('action', filters.action);
  if (filters.assist) p.set('assist', 'true');
  if (filters.from) p.set('from', filters.from);
  if (filters.to) p.set('to', filters.to);
  return p;
}

/**
 * The API's query: an admin picked means actor type admin; the days are the provider's, from the
 * first instant of `from` to the last of `to`; a reversed range is not asked for (the "to" field
 * says so).
 */
export function auditQueryOf(filters: AuditUrlFilters): AuditFilters {
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const actorType = filters.admin ? 'admin' : filters.actor || undefined;
  return {
    corporate_id: filters.company || undefined,
    actor_type: actorType,
    actor_id: filters.admin || undefined,
    action: filters.action.trim() || undefined,
    assist_only: filters.assist ? 'true' : undefined,
    from:
      filters.from && !reversed ? zonedDayIso(filters.from, CONSOLE_TIMEZONE, 'start') : undefined,
    to: filters.to && !reversed ? zonedDayIso(filters.to, CONSOLE_TIMEZONE, 'end') : undefined,
  };
}

/** True when any filter is set (the empty state then offers to clear them). */
export function isFiltered(filters: AuditUrlFilters): boolean {
  return Object.entries(filters).some(([key, value]) => key !== 'companyName' && Boolean(value));
}
