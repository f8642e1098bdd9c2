import {
  fromCents,
  monthRange,
  POLICY_ERROR_CODES,
  policyViolations,
  zonedDayStart,
  type PolicyRule,
  type ServiceTypeId,
} from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import { companyOf } from '../activity/activity.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './groups.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar month of `at` in a time zone, as [from, to). */
export function monthOf(at: Date, timeZone: string) {
  const { startDate, endDate } = monthRange(at, timeZone);
  return {
    from: zonedDayStart(startDate, timeZone),
    to: new Date(zonedDayStart(endDate, timeZone).getTime() + DAY_MS),
  };
}

export type PolicyInput = {
  corporateId: string;
  /** the collaborator who travels (a guest or the company itself has no group) */
  userId: string | null;
  serviceTypeId: ServiceTypeId;
  cityId: string | null;
  /** when the trip starts */
  at: Date;
  estimateCents: number;
  reason: string | null;
  costCenter: string | null;
  /** an approver approved it (issue 13, part 3): the rules are not applied again */
  approved?: boolean;
};

/**
 * The booking breaks its group's policy and the policy sends such bookings to an approver: the
 * order is not placed (its transaction rolls back); the booking module files an approval
 * request with what it was asked instead.
 */
export class ApprovalNeeded extends Error {
  constructor(
    readonly group: string,
    readonly violations: PolicyRule[],
    readonly costCenter: string | null,
  ) {
    super('approval needed');
  }
}

/**
 * The travel policy of the collaborator's group applied to an order about to be placed, inside
 * the order's transaction (after its hold locked the payer's account, so two bookings of one
 * person take turns and the monthly cap holds). Refuses with the first broken rule's code (422,
 * naming the group); answers the cost centre the order is charged to (the booking's, else the
 * group's). No group: nothing to apply.
 */
export async function applyPolicy(db: DbOrTx, input: PolicyInput) {
  const costCenter = input.costCenter?.trim() || null;
  if (!input.userId) return { costCenter };
  const group = await repo.groupOfUser(db, input.corporateId, input.userId);
  if (!group) return { costCenter };
  const { timezone: timeZone } = await companyOf(db, input.corporateId);
  const policy = repo.policyOf(group);
  const monthSpentCents =
    policy.max_per_month === null
      ? 0
      : await repo.spentCents(db, input.corporateId, input.userId, monthOf(input.at, timeZone));
  const all = policyViolations(policy, {
    serviceTypeId: input.serviceTypeId,
    cityId: input.cityId,
    at: input.at,
    timeZone,
    estimateCents: input.estimateCents,
    monthSpentCents,
    reason: input.reason,
    costCenter: costCenter ?? group.costCenter,
  });
  const [broken] = all;
  if (broken && input.approved) return { costCenter: costCenter ?? group.costCenter };
  if (broken && policy.on_violation === 'approval') {
    throw new ApprovalNeeded(
      group.name,
      all.map((v) => v.rule),
      costCenter ?? group.costCenter,
    );
  }
  if (broken) {
    const max =
      broken.rule === 'max_per_trip'
        ? policy.max_per_trip
        : broken.rule === 'max_per_month'
          ? policy.max_per_month
          : null;
    throw new AppError(422, POLICY_ERROR_CODES[broken.rule], {
      params: { group: group.name, ...(max === null ? { max: '' } : {}) },
      money: max === null ? {} : { max },
      fields:
        broken.rule === 'reason'
          ? { reason: POLICY_ERROR_CODES.reason }
          : broken.rule === 'cost_center'
            ? { cost_center: POLICY_ERROR_CODES.cost_center }
            : undefined,
    });
  }
  return { costCenter: costCenter ?? group.costCenter };
}

/** A collaborator's group, policy and spend of the month (GET /users/:id/policy). */
export async function userPolicy(db: DbOrTx, corporateId: string, userId: string, now: Date) {
  const group = await repo.groupOfUser(db, corporateId, userId);
  const { timezone } = await companyOf(db, corporateId);
  const spent = await repo.spentCents(db, corporateId, userId, monthOf(now, timezone));
  return {
    success: true as const,
    group: group ? { _id: group.id, name: group.name, cost_center: group.costCenter } : null,
    policy: group ? repo.policyOf(group) : null,
    month_spent: fromCents(spent),
  };
}
