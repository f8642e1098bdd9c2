import { z } from 'zod';
import {
  amountFieldText,
  groupBodySchema,
  parseAmountText,
  travelPolicySchema,
  type CityId,
  type Group,
  type ServiceTypeId,
  type TravelPolicy,
  type Weekday,
} from '@trayecto/contracts';

// The group editor's form: what its inputs hold (texts for the amounts and the hours, lists for
// the choices, none chosen meaning "any"), checked field by field with the contract's own pieces
// (groupBodySchema, travelPolicySchema), then mapped to the body of POST/PUT /groups and checked
// by groupBodySchema whole.

const body = groupBodySchema.shape;
const rules = travelPolicySchema.shape;
/** the contract's HH:MM (24 h) check: 'time_format' */
const hhmm = rules.hours.unwrap().shape.from;

export type GroupFormValues = {
  name: string;
  cost_center: string;
  /** none: any service type */
  service_types: ServiceTypeId[];
  /** none: any day */
  weekdays: Weekday[];
  /** both empty: any hour */
  hours: { from: string; to: string };
  /** none: any city */
  cities: CityId[];
  /** dollars as typed; empty: no cap */
  max_per_trip: string;
  max_per_month: string;
  require_reason: boolean;
  require_cost_center: boolean;
  /** a booking that breaks a rule: refused, or sent to an approver (issue 13, part 3) */
  on_violation: TravelPolicy['on_violation'];
};

/** Dollars as typed, or null when empty (no cap); then the contract's positive amount. */
const capForm = (schema: typeof rules.max_per_trip) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? null : (parseAmountText(v) ?? null)))
    .pipe(schema);

/** A window of hours: both empty (any hour), or both in HH:MM. */
const hoursForm = z
  .object({ from: z.string(), to: z.string() })
  .superRefine((h, ctx) => {
    const from = h.from.trim();
    const to = h.to.trim();
    if (!from && !to) return;
    for (const [key, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!value) ctx.addIssue({ code: 'custom', path: [key], message: 'field_required' });
      else {
        const checked = hhmm.safeParse(value);
        if (!checked.success)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: checked.error.issues[0]?.message ?? 'time_format',
          });
      }
    }
  })
  .transform((h) => (h.from.trim() ? { from: h.from.trim(), to: h.to.trim() } : null));

/** An empty list is "any": null in the policy. */
const anyWhenEmpty = <T>(list: T[]) => (list.length > 0 ? list : null);

/**
 * The editor's schema. `base`: the policy being edited, whose rules the editor does not show are
 * kept as they are (a PUT sends the whole policy).
 */
export const groupFormSchemaFor = (base?: TravelPolicy) =>
  z
    .object({
      name: body.name,
      cost_center: z.string().pipe(body.cost_center.unwrap()),
      service_types: z.array(z.custom<ServiceTypeId>()),
      weekdays: z.array(z.custom<Weekday>()),
      hours: hoursForm,
      cities: z.array(z.custom<CityId>()),
      max_per_trip: capForm(rules.max_per_trip),
      max_per_month: capForm(rules.max_per_month),
      require_reason: z.boolean(),
      require_cost_center: z.boolean(),
      on_violation: rules.on_violation.unwrap(),
    })
    .transform((v): z.input<typeof groupBodySchema> => ({
      name: v.name,
      cost_center: v.cost_center,
      policy: {
        ...base,
        service_types: anyWhenEmpty(v.service_types),
        weekdays: anyWhenEmpty([...v.weekdays].sort((a, b) => a - b)),
        hours: v.hours,
        cities: anyWhenEmpty(v.cities),
        max_per_trip: v.max_per_trip,
        max_per_month: v.max_per_month,
        require_reason: v.require_reason,
        require_cost_center: v.require_cost_center,
        on_violation: v.on_violation,
      },
    }))
    .pipe(groupBodySchema);

/** The editor's schema for a new group. */
export const groupFormSchema = groupFormSchemaFor();

export type GroupFormOut = z.output<typeof groupFormSchema>;

export const emptyGroupForm: GroupFormValues = {
  name: '',
  cost_center: '',
  service_types: [],
  weekdays: [],
  hours: { from: '', to: '' },
  cities: [],
  max_per_trip: '',
  max_per_month: '',
  require_reason: false,
  require_cost_center: false,
  on_violation: 'refuse',
};

const amountText = (v: number | null) => (v === null ? '' : amountFieldText(v));

/** A group as the editor opens it. */
export function groupToForm(group: Group): GroupFormValues {
  const p = group.policy;
  return {
    name: group.name,
    cost_center: group.cost_center ?? '',
    service_types: p.service_types ?? [],
    weekdays: p.weekdays ?? [],
    hours: p.hours ?? { from: '', to: '' },
    cities: (p.cities ?? []) as CityId[],
    max_per_trip: amountText(p.max_per_trip),
    max_per_month: amountText(p.max_per_month),
    require_reason: p.require_reason,
    require_cost_center: p.require_cost_center,
    on_violation: p.on_violation,
  };
}

/**
 * The form's field of a path the server names in a refusal ("policy.hours.from" is hours.from,
 * "policy.max_per_trip" max_per_trip), or null when the form has none.
 */
export function formFieldOf(serverPath: string): string | null {
  const path = serverPath.replace(/^policy\./, '');
  const [head, sub] = path.split('.');
  switch (head) {
    case 'name':
    case 'cost_center':
    case 'max_per_trip':
    case 'max_per_month':
    case 'service_types':
    case 'weekdays':
    case 'cities':
    case 'require_reason':
    case 'require_cost_center':
    case 'on_violation':
      return head;
    case 'hours':
      return sub === 'from' || sub === 'to' ? `hours.${sub}` : 'hours.from';
    default:
      return null;
  }
}
