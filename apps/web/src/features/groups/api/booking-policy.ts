import { useMemo, useState } from 'react';
import { toCents } from '@trayecto/contracts/money';
import {
  COST_CENTER_MAX,
  TRIP_REASON_MAX,
  policyViolations,
  type TravelPolicy,
} from '@trayecto/contracts/policies';
import type { ServiceTypeId } from '@trayecto/contracts/trips';
import type { BookingPolicy, PolicyField } from '../../../components/booking/booking-policy.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useUserPolicy } from './groups-queries.ts';

export {
  PolicyFields,
  PolicyNotice,
  policyReady,
  type BookingPolicy,
} from '../../../components/booking/booking-policy.tsx';

/** What a booking form knows of the booking so far (null: not yet, and its rule is skipped). */
export type BookingFacts = {
  /** the collaborator who travels or sends; null: a guest or the company (no policy) */
  userId: string | null;
  serviceTypeId: ServiceTypeId | null;
  /** when it starts: the scheduled time, or null for now */
  at: Date | null;
  /** dollars, once estimated (a multistop quote has none until the desk prices it) */
  estimate: number | null;
  /** the pickup's city, when the form knows it (the trip's estimate says it) */
  cityId: string | null;
  /** the reason and cost centre a form opens with (an edited booking's); empty when absent */
  initial?: { reason?: string | null; costCenter?: string | null };
};

/**
 * The travel policy of a booking form (the trip request, the new parcel, the multistop quote):
 * reads the collaborator's group and policy, keeps the reason and the cost centre (which starts
 * as the group's), and runs the contract's policyViolations on what the form knows, a rule whose
 * fact is unknown left out (the city without one, the service type before one is chosen). Only
 * a missing required reason or cost centre holds the booking back: the rest are warnings, and
 * the server decides.
 */
export function useBookingPolicy({
  userId,
  serviceTypeId,
  at,
  estimate,
  cityId,
  initial,
}: BookingFacts): BookingPolicy {
  const query = useUserPolicy(userId);
  const timeZone = useSessionStore((s) => s.timezone);
  // "now" moves: a window of hours or a day may end while the form is open
  const now = useNow(Boolean(userId) && at === null, 60_000);
  const [reason, setReason] = useState(initial?.reason ?? '');
  // null until typed: the group's cost centre is shown (and sent) meanwhile
  const [typedCostCenter, setCostCenter] = useState<string | null>(initial?.costCenter ?? null);

  const data = userId ? query.data : undefined;
  const applied = useMemo(
    () =>
      data?.group && data.policy
        ? { group: data.group, policy: data.policy, monthSpent: data.month_spent }
        : null,
    [data],
  );
  const costCenter = typedCostCenter ?? applied?.group.cost_center ?? '';
  const requireReason = Boolean(applied?.policy.require_reason);
  const requireCostCenter = Boolean(applied?.policy.require_cost_center);
  const when = at ?? now;

  const violations = useMemo(() => {
    if (!applied) return [];
    const rules: TravelPolicy = {
      ...applied.policy,
      service_types: serviceTypeId ? applied.policy.service_types : null,
      cities: cityId ? applied.policy.cities : null,
    };
    return policyViolations(rules, {
      serviceTypeId: serviceTypeId ?? 'economy',
      cityId,
      at: when,
      timeZone,
      estimateCents: estimate === null ? 0 : toCents(estimate),
      monthSpentCents: toCents(applied.monthSpent),
      reason,
      // the server charges the group's cost centre when the booking names none
      costCenter: costCenter.trim() || applied.group.cost_center,
    }).map((v) => v.rule);
  }, [applied, serviceTypeId, cityId, when, timeZone, estimate, reason, costCenter]);

  const problems: Partial<Record<PolicyField, string>> = {};
  if (reason.trim().length > TRIP_REASON_MAX) problems.reason = 'too_long';
  else if (requireReason && !reason.trim()) problems.reason = 'field_required';
  if (costCenter.trim().length > COST_CENTER_MAX) problems.cost_center = 'too_long';
  else if (requireCostCenter && !costCenter.trim() && !applied?.group.cost_center)
    problems.cost_center = 'field_required';

  const body: BookingPolicy['body'] = {};
  if (reason.trim()) body.reason = reason.trim();
  if (costCenter.trim()) body.cost_center = costCenter.trim();

  return {
    status: !userId
      ? 'none'
      : query.isPending
        ? 'loading'
        : query.isError && !query.data
          ? 'error'
          : 'ready',
    applied,
    violations,
    reason,
    setReason,
    costCenter,
    setCostCenter,
    requireReason,
    requireCostCenter,
    problems,
    body,
  };
}
