import { z } from 'zod';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import type { PayrollUser } from '@trayecto/contracts/payroll';
import type { Weekday } from '@trayecto/contracts/policies';
import {
  recurringBodySchema,
  recurringTripSchema,
  type RecurringBody,
  type RecurringTrip,
} from '@trayecto/contracts/recurring';
import type { ServiceTypeId } from '@trayecto/contracts/trips';
import {
  chosenPlace,
  passengerForm,
  type ChosenPlace,
  type PassengerChoice,
} from '../../trips/api/request-fields.ts';

// The recurring trip editor's form: what it holds (the trip request's passenger and places, a
// service type, a note, the weekdays and the time), mapped to the body of POST/PUT /recurring
// and checked by recurringBodySchema whole (the rules are the contract's, in one place). Every
// problem, the form's own or the server's, lands on the form's field its path names.

const trip = recurringTripSchema.shape;
const body = recurringBodySchema.shape;

export type RecurringFormValues = {
  passenger: PassengerChoice;
  origin: ChosenPlace | null;
  destination: ChosenPlace | null;
  serviceType: ServiceTypeId | null;
  comment: string;
  /** 0 = Sunday … 6 = Saturday */
  weekdays: Weekday[];
  /** HH:MM, the company's time zone */
  time: string;
};

/** The form's fields a problem can be said on (the reason and cost centre are the policy's). */
export type RecurringField =
  | 'passenger.user'
  | 'passenger.name'
  | 'passenger.phone'
  | 'origin'
  | 'destination'
  | 'serviceType'
  | 'comment'
  | 'weekdays'
  | 'time'
  | 'reason'
  | 'cost_center';

/** The service type, null until one is chosen: required, then the contract's. */
const serviceTypeForm = z
  .custom<ServiceTypeId | null>()
  .transform((id, ctx): ServiceTypeId => {
    if (id) return id;
    ctx.addIssue({ code: 'custom', message: 'field_required' });
    return z.NEVER;
  })
  .pipe(trip.service_type_id);

/**
 * The form's values as the body of POST/PUT /recurring, checked by recurringBodySchema: each
 * field by the contract's own piece first (so that every missing one is said at once), then the
 * body whole (two places too close).
 */
export const recurringFormSchema = z
  .object({
    passenger: passengerForm,
    origin: chosenPlace(trip.origin),
    destination: chosenPlace(trip.destination),
    serviceType: serviceTypeForm,
    comment: trip.comment.unwrap(),
    weekdays: body.weekdays,
    time: body.time,
  })
  .transform((v): RecurringBody => ({
    trip: {
      passenger: v.passenger,
      origin: v.origin,
      destination: v.destination,
      service_type_id: v.serviceType,
      ...(v.comment.trim() ? { comment: v.comment } : {}),
    },
    weekdays: [...v.weekdays].sort((a, b) => a - b) as RecurringBody['weekdays'],
    time: v.time.trim(),
  }))
  .pipe(recurringBodySchema);

export type RecurringFormOut = z.output<typeof recurringFormSchema>;

/**
 * The form's field of a path, the body's ("trip.origin.address", "trip.passenger.user_id",
 * "weekdays.2") or the form's own ("passenger.user", "serviceType"); null when it has none.
 */
export function formFieldOf(path: string): RecurringField | null {
  const [head, sub] = path.replace(/^trip\./, '').split('.');
  switch (head) {
    case 'passenger':
      return sub === 'name' || sub === 'phone' ? `passenger.${sub}` : 'passenger.user';
    case 'origin':
    case 'destination':
    case 'comment':
    case 'weekdays':
    case 'time':
    case 'reason':
    case 'cost_center':
    case 'serviceType':
      return head;
    case 'service_type_id':
      return 'serviceType';
    default:
      return null;
  }
}

/** Checks the form by the contract; each problem on its field, the first one found kept. */
export const recurringResolver: Resolver<RecurringFormValues, unknown, RecurringFormOut> = (
  values,
) => {
  const checked = recurringFormSchema.safeParse(values);
  if (checked.success) return { values: checked.data, errors: {} };
  const errors: FieldErrors<RecurringFormValues> = {};
  const taken = new Set<string>();
  for (const issue of checked.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    if (!field || field === 'reason' || field === 'cost_center' || taken.has(field)) continue;
    taken.add(field);
    set(errors, field, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

/** The body with the policy's reason and cost centre (an empty one is left out). */
export function withPolicyFields(
  body: RecurringFormOut,
  policy: { reason?: string; cost_center?: string },
): RecurringBody {
  return { ...body, trip: { ...body.trip, ...policy } };
}

/** A new schedule: nobody chosen yet, the working days, no time, the everyday service type. */
export const emptyRecurringForm: RecurringFormValues = {
  passenger: { type: 'payroll', user: null },
  origin: null,
  destination: null,
  serviceType: 'economy',
  comment: '',
  weekdays: [1, 2, 3, 4, 5],
  time: '',
};

/**
 * A schedule as the editor opens it. `collaborator`: its passenger as the payroll has them now
 * (one no longer active is left for the user to choose again).
 */
export function recurringToForm(
  recurring: RecurringTrip,
  collaborator: PayrollUser | null,
): RecurringFormValues {
  const { passenger, origin, destination } = recurring.trip;
  const usable = Boolean(collaborator?.is_active && !collaborator.deleted_at);
  return {
    passenger:
      passenger.type === 'guest'
        ? { type: 'guest', name: passenger.name ?? '', phone: passenger.phone ?? '' }
        : { type: 'payroll', user: usable ? collaborator : null },
    origin: { ...origin, city_id: null },
    destination: { ...destination, city_id: null },
    serviceType: recurring.trip.service_type_id as ServiceTypeId,
    comment: recurring.trip.comment ?? '',
    weekdays: recurring.weekdays.filter((d): d is Weekday => d >= 0 && d <= 6),
    time: recurring.time,
  };
}

/**
 * The server's words for the fields of the form it refused, by the form's field; empty when the
 * refusal names none (its message is said above the form's buttons).
 */
export function serverFieldErrors(fields: Record<string, string> | undefined) {
  const out: Partial<Record<RecurringField, string>> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = formFieldOf(path);
    if (field && !(field in out)) out[field] = message;
  }
  return out;
}
