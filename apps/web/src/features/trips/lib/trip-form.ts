import { z } from 'zod';
import {
  createTripBodySchema,
  distinctPlaces,
  samePlaceError,
  type CreateTripBody,
} from '@trayecto/contracts';
import { whenProblem, type When } from '../../../components/booking/when.ts';
import { chosenPlace, passengerForm } from './form-parts.ts';
import type { RequestDraft } from './rebook.ts';

// The trip request form's values (a RequestDraft) checked by the contract's own pieces
// (createTripBodySchema: passenger, places, comment, scheduled_at and the distinct-places rule),
// and mapped to the body POST /trips takes. Only the fare (service type) and the promo code are
// added at booking time: they come from the estimate, not from what the user typed.

const body = createTripBodySchema.shape;

/** Now, or a date and time: SPEC §5's rule (whenProblem), then the contract's scheduled_at. */
const whenForm = z
  .custom<When>()
  .transform((when, ctx): z.input<typeof body.scheduled_at> => {
    const problem = whenProblem(when);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return when.mode === 'later' && when.at ? when.at.toDate().toISOString() : null;
  })
  .pipe(body.scheduled_at);

export const tripFormSchema = z
  .object({
    passenger: passengerForm,
    origin: chosenPlace(body.origin),
    destination: chosenPlace(body.destination),
    serviceType: body.service_type_id.nullable(),
    comment: body.comment.unwrap(),
    when: whenForm,
  })
  .transform((v): TripFormBody => ({
    passenger: v.passenger,
    origin: v.origin,
    destination: v.destination,
    scheduled_at: v.when,
    ...(v.comment ? { comment: v.comment } : {}),
    service_type_id: v.serviceType,
  }))
  .refine(distinctPlaces, samePlaceError);

/** The body, but for the fare chosen (null: the first one quoted) and the promo code. */
export type TripFormBody = Omit<CreateTripBody, 'service_type_id' | 'promo_code'> & {
  service_type_id: CreateTripBody['service_type_id'] | null;
};

/** What the form holds: where it starts (rebook.ts), as the user changes it. */
export type TripFormValues = RequestDraft;
