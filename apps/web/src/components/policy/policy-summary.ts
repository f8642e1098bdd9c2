import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@trayecto/contracts/format';
import { CITY_NAMES, type CityId } from '@trayecto/contracts/geo';
import { DEFAULT_LANGUAGE, isLanguage } from '@trayecto/contracts/i18n';
import type { TravelPolicy, Weekday } from '@trayecto/contracts/policies';
import { SERVICE_TYPE_NAMES } from '@trayecto/contracts/trips';

// A travel policy (contracts policies.ts) in words: the groups page's cards and editor, and the
// policy box of the booking forms. Texts are the `groups` namespace's `policy.*`.

/** The days of a week as the panel lists them: Monday first (Sunday is 0, as Date counts). */
export const WEEK_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

const WORKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];

/** A day's name in a language: 'long' (lunes), 'short' (lun) or 'narrow' (L). */
export function weekdayName(day: Weekday, lang: string, width: 'long' | 'short' | 'narrow') {
  // 7 January 2024 was a Sunday
  return new Intl.DateTimeFormat(lang, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && b.every((x) => a.includes(x));

/** Whether the policy restricts nothing (OPEN_POLICY, a new group's). */
export function isOpenPolicy(policy: TravelPolicy): boolean {
  return (
    policy.service_types === null &&
    policy.weekdays === null &&
    policy.hours === null &&
    policy.cities === null &&
    policy.max_per_trip === null &&
    policy.max_per_month === null &&
    !policy.require_reason &&
    !policy.require_cost_center
  );
}

/** Whether an hours window spans midnight (22:00 to 06:00). */
export const crossesMidnight = (hours: { from: string; to: string }) => hours.to < hours.from;

/**
 * The policy's rules as short phrases ("Solo Económico y Confort", "De lunes a viernes",
 * "De 07:00 a 19:00", "Hasta $50.00 por viaje", "Motivo obligatorio"…), in the order the editor
 * shows them, and last what a booking outside them does when it is not refused ("Fuera de
 * política: requiere aprobación"); one phrase ("Sin restricciones") for an open policy. Join
 * them for one line.
 */
export function usePolicySummary() {
  const { t, i18n } = useTranslation('groups');
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useCallback(
    (policy: TravelPolicy): string[] => {
      if (isOpenPolicy(policy)) return [t('policy.open')];
      const list = (items: string[]) =>
        new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
      const parts: string[] = [];
      if (policy.service_types)
        parts.push(
          t('policy.serviceTypes', {
            list: list(policy.service_types.map((id) => SERVICE_TYPE_NAMES[id][lang])),
          }),
        );
      if (policy.weekdays) {
        const days = policy.weekdays;
        if (sameSet(days, WORKDAYS)) parts.push(t('policy.workdays'));
        else if (sameSet(days, WEEKEND)) parts.push(t('policy.weekends'));
        else
          parts.push(
            t('policy.weekdays', {
              list: list(
                WEEK_ORDER.filter((d) => days.includes(d)).map((d) => weekdayName(d, lang, 'long')),
              ),
            }),
          );
      }
      if (policy.hours) {
        const { from, to } = policy.hours;
        parts.push(
          crossesMidnight(policy.hours)
            ? t('policy.hoursOvernight', { from, to })
            : t('policy.hours', { from, to }),
        );
      }
      if (policy.cities)
        parts.push(
          t('policy.cities', { list: list(policy.cities.map((id) => CITY_NAMES[id as CityId])) }),
        );
      if (policy.max_per_trip !== null)
        parts.push(t('policy.maxPerTrip', { max: formatUsd(policy.max_per_trip) }));
      if (policy.max_per_month !== null)
        parts.push(t('policy.maxPerMonth', { max: formatUsd(policy.max_per_month) }));
      if (policy.require_reason) parts.push(t('policy.reasonRequired'));
      if (policy.require_cost_center) parts.push(t('policy.costCenterRequired'));
      if (policy.on_violation === 'approval') parts.push(t('policy.onViolationApproval'));
      return parts;
    },
    [t, lang],
  );
}
