import { z } from 'zod';
import dayjs, { type Dayjs } from 'dayjs';
import type { Control } from 'react-hook-form';
import {
  MULTISTOP_MAX_STOPS,
  MULTISTOP_MIN_STOPS,
  QUOTE_EXPIRY_WARNING_MIN,
  createQuoteBodySchema,
  defaultQuoteScheduledAt,
  quoteExpiresAt,
  quoteScheduledAtProblem,
  type CreateQuoteBody,
  type ServiceTypeId,
} from '@trayecto/contracts';
import {
  chosenPlace,
  passengerForm,
  type ChosenPlace,
  type PassengerChoice,
} from '../../trips/api/request-fields.ts';

// The new multistop quote's form: what it holds, checked by the contract's own pieces
// (createQuoteBodySchema: passenger, origin, the stops and their count, service type, comment,
// scheduled_at) and the quote's time rule (quoteScheduledAtProblem), mapped to the body of
// POST /quotes; and the server's refusals put back on the form's fields.

const body = createQuoteBodySchema.shape;

/** A stop of the form: its place once searched (react-hook-form keys each by its own id). */
export type StopDraft = { place: ChosenPlace | null };

/** What the form holds, as the user changes it. */
export type QuoteFormValues = {
  passenger: PassengerChoice;
  origin: ChosenPlace | null;
  stops: StopDraft[];
  serviceType: ServiceTypeId | null;
  comment: string;
  scheduledAt: Dayjs | null;
};

/** The form as it opens: MULTISTOP_MIN_STOPS stops to fill, a valid time already in (the contract's default). */
export function emptyQuoteForm(now: Date = new Date()): QuoteFormValues {
  return {
    passenger: { type: 'payroll', user: null },
    origin: null,
    stops: Array.from({ length: MULTISTOP_MIN_STOPS }, () => ({ place: null })),
    serviceType: null,
    comment: '',
    scheduledAt: dayjs(defaultQuoteScheduledAt(now)),
  };
}

/** Whether one more stop may be added (at most MULTISTOP_MAX_STOPS). */
export const canAddStop = (count: number) => count < MULTISTOP_MAX_STOPS;
/** Whether a stop may be taken away (never below MULTISTOP_MIN_STOPS). */
export const canRemoveStop = (count: number) => count > MULTISTOP_MIN_STOPS;

/** The problem with the quote's time: none picked, or the contract's rule against `now`. */
export function quoteTimeProblem(at: Dayjs | null, now: Date) {
  if (!at || !at.isValid()) return 'field_required' as const;
  return quoteScheduledAtProblem(at.toDate(), now);
}

/**
 * When a quote for `at` expires if nobody approves it, and how soon that is: `past` (it would
 * expire on arrival: a quote 10 to 15 minutes ahead), `soon` (within QUOTE_EXPIRY_WARNING_MIN,
 * when the panel already warns a waiting quote is about to expire) or `later`.
 */
export function expiryNotice(at: Dayjs | null, now: Date) {
  if (!at || !at.isValid()) return null;
  const expiresAt = quoteExpiresAt(at.toDate());
  const ms = expiresAt.getTime() - now.getTime();
  const minutesLeft = Math.max(0, Math.ceil(ms / 60_000));
  const level: 'past' | 'soon' | 'later' =
    ms <= 0 ? 'past' : minutesLeft < QUOTE_EXPIRY_WARNING_MIN ? 'soon' : 'later';
  return { expiresAt, minutesLeft, level };
}

/** The service type (null until one is picked): required, then the contract's. */
const serviceTypeForm = z
  .custom<ServiceTypeId | null>()
  .transform((id, ctx): ServiceTypeId => {
    if (id) return id;
    ctx.addIssue({ code: 'custom', message: 'field_required' });
    return z.NEVER;
  })
  .pipe(body.service_type_id);

/** Each stop's place (required at `stops.N.place`), then the contract's count of stops. */
const stopsForm = z
  .array(z.object({ place: chosenPlace(body.stops.element) }))
  .transform((stops) => stops.map((s) => s.place))
  .pipe(body.stops);

/** The time: the quote's rule (checked against the moment the form is checked), then scheduled_at. */
const scheduledAtForm = z
  .custom<Dayjs | null>()
  .transform((at, ctx): string => {
    const problem = quoteTimeProblem(at, new Date());
    if (problem || !at) {
      ctx.addIssue({ code: 'custom', message: problem ?? 'field_required' });
      return z.NEVER;
    }
    return at.toDate().toISOString();
  })
  .pipe(body.scheduled_at);

export const quoteFormSchema = z
  .object({
    passenger: passengerForm,
    origin: chosenPlace(body.origin),
    stops: stopsForm,
    serviceType: serviceTypeForm,
    comment: body.comment.unwrap(),
    scheduledAt: scheduledAtForm,
  })
  .transform((v): CreateQuoteBody => ({
    passenger: v.passenger,
    origin: v.origin,
    stops: v.stops,
    service_type_id: v.serviceType,
    ...(v.comment ? { comment: v.comment } : {}),
    scheduled_at: v.scheduledAt,
  }));

/** The form's control: its values, and the body they make once checked. */
export type QuoteFormControl = Control<QuoteFormValues, unknown, CreateQuoteBody>;

/** The form's path of a field the server names ("stops.2.address" is the third stop's place). */
export function formPathOf(serverPath: string): string | null {
  const [head, index] = serverPath.split('.');
  switch (head) {
    case 'passenger':
      if (index === 'user_id' || index === 'type') return 'passenger.user';
      return index === 'name' || index === 'phone' ? `passenger.${index}` : null;
    case 'origin':
      return 'origin';
    case 'stops':
      return index !== undefined && /^\d+$/.test(index) ? `stops.${index}.place` : 'stops';
    case 'service_type_id':
      return 'serviceType';
    case 'comment':
      return index === undefined ? 'comment' : null;
    case 'scheduled_at':
      return 'scheduledAt';
    default:
      return null;
  }
}

/** Refusals that name no field but are about one (the message goes on it). */
const CODE_FIELDS: Record<string, string> = {
  max_stops: 'stops',
  multistop_min_stops: 'stops',
  quote_too_soon: 'scheduledAt',
  scheduled_in_past: 'scheduledAt',
  origin_not_served: 'origin',
};

/**
 * The server's words for each field of the form it refused: its `fields` by the form's paths,
 * or the one field a field's error code is about. Empty when the refusal is about no field.
 */
export function serverFieldErrors(error: {
  error_code: string;
  message: string;
  fields?: Record<string, string> | undefined;
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const at = formPathOf(path);
    if (at && !(at in out)) out[at] = message;
  }
  const own = CODE_FIELDS[error.error_code];
  if (own && Object.keys(out).length === 0) out[own] = error.message;
  return out;
}
