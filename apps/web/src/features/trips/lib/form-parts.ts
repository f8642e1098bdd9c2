import { z } from 'zod';
import { passengerInputSchema, type PayrollUser, type placeSchema } from '@trayecto/contracts';
import type { ChosenPlace } from '../components/request/place-field.tsx';

// Pieces of a booking form's schema over the contracts' own schemas, shared by the forms that
// take a passenger and places searched by address (the trip request, the multistop quote): the
// form holds what was picked (a collaborator, a place, or nothing yet), the contract checks it.

const [payrollInput, guestInput] = passengerInputSchema.options;

/** A place the form may not have yet (null): required, then the contract's place. */
export const chosenPlace = (place: typeof placeSchema) =>
  z
    .custom<ChosenPlace | null>()
    .transform((p, ctx): z.input<typeof placeSchema> => {
      if (p) return p;
      ctx.addIssue({ code: 'custom', message: 'field_required' });
      return z.NEVER;
    })
    .pipe(place);

/**
 * The passenger: the chosen collaborator (null until one is chosen: the contract's user_id) or a
 * guest, mapped to the contract's passenger; errors keep the form's paths (passenger.user,
 * passenger.name, passenger.phone).
 */
export const passengerForm = z
  .discriminatedUnion('type', [
    z.object({
      type: payrollInput.shape.type,
      user: z
        .custom<PayrollUser | null>()
        .transform((u) => u?._id)
        .pipe(payrollInput.shape.user_id),
    }),
    guestInput,
  ])
  .transform((p): z.output<typeof passengerInputSchema> =>
    p.type === 'payroll' ? { type: 'payroll', user_id: p.user } : p,
  );
