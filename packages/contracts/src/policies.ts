import { z } from 'zod';
import { CITY_IDS } from './geo.ts';
import { positiveAmountSchema, toCents } from './money.ts';
import { businessName, text } from './text.ts';
import { SERVICE_TYPE_IDS, type ServiceTypeId } from './trips.ts';

// Groups of collaborators and their travel policy (issue 13, part 2). A group is a department
// with a cost centre code; its policy says which service types, days, hours and cities its
// people may travel on, how much a trip and a month may cost, and whether a reason and a cost
// centre are required. `policyViolations` is the one rule: the booking form runs it to show the
// rule before the person books, and the order core runs it again before anything is held.

export const GROUP_NAME_MAX = 80;
export const COST_CENTER_MAX = 40;
export const TRIP_REASON_MAX = 200;
/** At most this many groups per company. */
export const GROUPS_MAX = 100;

/** Sunday = 0 … Saturday = 6, as Date.getDay() and Intl count them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const hhmm = text({ error: 'validation_error' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  message: 'time_format',
});

export const ON_VIOLATION = ['refuse', 'approval'] as const;

export const travelPolicySchema = z.object({
  /** null: any service type */
  service_types: z.array(z.enum(SERVICE_TYPE_IDS)).min(1, { message: 'field_required' }).nullable(),
  /** null: any day */
  weekdays: z
    .array(z.union(WEEKDAYS.map((d) => z.literal(d))))
    .min(1, { message: 'field_required' })
    .nullable(),
  /** null: any hour. `to` before `from` spans midnight (22:00 → 06:00). Company time zone. */
  hours: z.object({ from: hhmm, to: hhmm }).nullable(),
  /** null: any city */
  cities: z.array(z.enum(CITY_IDS)).min(1, { message: 'field_required' }).nullable(),
  /** dollars; null: no cap */
  max_per_trip: positiveAmountSchema.nullable(),
  /** dollars a person may spend in a calendar month; null: no cap */
  max_per_month: positiveAmountSchema.nullable(),
  require_reason: z.boolean(),
  require_cost_center: z.boolean(),
  /** a booking that breaks a rule: refused, or sent to an approver (issue 13, part 3) */
  on_violation: z.enum(ON_VIOLATION, { message: 'validation_error' }).default('refuse'),
});
export type TravelPolicy = z.infer<typeof travelPolicySchema>;

/** A policy that allows everything (a new group's). */
export const OPEN_POLICY: TravelPolicy = {
  service_types: null,
  weekdays: null,
  hours: null,
  cities: null,
  max_per_trip: null,
  max_per_month: null,
  require_reason: false,
  require_cost_center: false,
  on_violation: 'refuse',
};

export const POLICY_RULES = [
  'service_type',
  'weekday',
  'hours',
  'city',
  'max_per_trip',
  'max_per_month',
  'reason',
  'cost_center',
] as const;
export type PolicyRule = (typeof POLICY_RULES)[number];

export type PolicyViolation = { rule: PolicyRule };

/** What a booking asks, as the policy sees it. */
export type PolicyBooking = {
  serviceTypeId: ServiceTypeId;
  /** null: the city of the pickup is not known (the city rule then refuses) */
  cityId: string | null;
  /** when the trip starts: the scheduled time, or now */
  at: Date;
  /** the company's time zone: days and hours are the company's */
  timeZone: string;
  /** the estimate, in cents */
  estimateCents: number;
  /** what the person already spent this calendar month (cents), this booking excluded */
  monthSpentCents: number;
  reason: string | null | undefined;
  costCenter: string | null | undefined;
};

/** The weekday and minutes since midnight of an instant in a time zone. */
export function zonedWeekdayMinutes(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `minutes` falls in [from, to); a window whose end is before its start spans midnight. */
export function inWindow(minutes: number, window: { from: string; to: string }) {
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  if (from === to) return true;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** Every rule of `policy` the booking breaks, in the order of POLICY_RULES (empty: allowed). */
export function policyViolations(policy: TravelPolicy, b: PolicyBooking): PolicyViolation[] {
  const out: PolicyViolation[] = [];
  const { weekday, minutes } = zonedWeekdayMinutes(b.at, b.timeZone);
  if (policy.service_types && !policy.service_types.includes(b.serviceTypeId))
    out.push({ rule: 'service_type' });
  if (policy.weekdays && !policy.weekdays.includes(weekday as Weekday))
    out.push({ rule: 'weekday' });
  if (policy.hours && !inWindow(minutes, policy.hours)) out.push({ rule: 'hours' });
  if (policy.cities && (!b.cityId || !(policy.cities as string[]).includes(b.cityId)))
    out.push({ rule: 'city' });
  if (policy.max_per_trip !== null && b.estimateCents > toCents(policy.max_per_trip))
    out.push({ rule: 'max_per_trip' });
  if (
    policy.max_per_month !== null &&
    b.monthSpentCents + b.estimateCents > toCents(policy.max_per_month)
  )
    out.push({ rule: 'max_per_month' });
  if (policy.require_reason && blank(b.reason)) out.push({ rule: 'reason' });
  if (policy.require_cost_center && blank(b.costCenter)) out.push({ rule: 'cost_center' });
  return out;
}

// ---- API shapes ----

const groupName = businessName(GROUP_NAME_MAX);
const costCenter = text({ error: 'field_required' })
  .trim()
  .max(COST_CENTER_MAX, { message: 'too_long' });

export const groupBodySchema = z.object({
  name: groupName,
  /** the group's cost centre code (''/absent: none) */
  cost_center: costCenter.optional(),
  policy: travelPolicySchema,
});
export type GroupBody = z.input<typeof groupBodySchema>;

export const groupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  cost_center: z.string().nullable(),
  policy: travelPolicySchema,
  /** active collaborators in it */
  members: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupsResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(groupSchema),
});
export const groupResponseSchema = z.object({ success: z.literal(true), group: groupSchema });

/** What a booking adds for the policy: why the trip, and which cost centre pays it. */
export const tripReasonSchema = text()
  .trim()
  .max(TRIP_REASON_MAX, { message: 'too_long' })
  .optional();
export const costCenterInputSchema = costCenter.optional();

/** GET /users/:id/policy: the policy a collaborator books under, and this month's spend. */
export const userPolicyResponseSchema = z.object({
  success: z.literal(true),
  group: z
    .object({ _id: z.string(), name: z.string(), cost_center: z.string().nullable() })
    .nullable(),
  policy: travelPolicySchema.nullable(),
  /** dollars spent this calendar month on trips and parcels (the monthly cap counts these) */
  month_spent: z.number(),
});
export type UserPolicy = z.infer<typeof userPolicyResponseSchema>;

/** The error code of a broken rule (the server's refusal and the form's notice say the same). */
export const POLICY_ERROR_CODES = {
  service_type: 'policy_service_type',
  weekday: 'policy_weekday',
  hours: 'policy_hours',
  city: 'policy_city',
  max_per_trip: 'policy_max_per_trip',
  max_per_month: 'policy_max_per_month',
  reason: 'policy_reason',
  cost_center: 'policy_cost_center',
} as const satisfies Record<PolicyRule, string>;
