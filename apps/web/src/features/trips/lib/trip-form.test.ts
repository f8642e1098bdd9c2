import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { PayrollUser } from '@trayecto/contracts';
import { EMPTY_REQUEST_DRAFT } from './rebook.ts';
import { tripFormSchema, type TripFormValues } from './trip-form.ts';

const origin = { address: 'Plaza Bolívar', lat: 10.5061, lng: -66.9146, city_id: 'caracas' };
const destination = { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494, city_id: null };
const jose = { _id: '7f0c1a52-6a4b-4c8e-9d7e-2f1b3c4d5e6f', name: 'José' } as PayrollUser;
const filled: TripFormValues = {
  ...EMPTY_REQUEST_DRAFT,
  passenger: { type: 'payroll', user: jose },
  origin,
  destination,
};

/** The error code at each path, as zodResolver hands them to the form. */
function problems(values: TripFormValues) {
  const r = tripFormSchema.safeParse(values);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the trip request form, checked by the contract (createTripBodySchema)', () => {
  it('maps its values to the body of POST /trips', () => {
    const r = tripFormSchema.parse({ ...filled, serviceType: 'moto', comment: '  Portón azul ' });
    expect(r).toEqual({
      passenger: { type: 'payroll', user_id: jose._id },
      origin: { address: 'Plaza Bolívar', lat: 10.5061, lng: -66.9146 },
      destination: { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 },
      scheduled_at: null,
      comment: 'Portón azul',
      service_type_id: 'moto',
    });
    expect(tripFormSchema.parse(filled)).not.toHaveProperty('comment');
  });

  it('asks for the passenger and both places', () => {
    expect(problems(EMPTY_REQUEST_DRAFT)).toMatchObject({
      'passenger.user': expect.any(String),
      origin: 'field_required',
      destination: 'field_required',
    });
  });

  it("checks a guest's name and phone (PHONE_DIGITS)", () => {
    const guest = { ...filled, passenger: { type: 'guest' as const, name: ' ', phone: '0412' } };
    expect(problems(guest)).toEqual({
      'passenger.name': 'field_required',
      'passenger.phone': 'phone_digits',
    });
    const ok = {
      ...guest,
      passenger: { type: 'guest' as const, name: 'Ana', phone: '4121234567' },
    };
    expect(tripFormSchema.parse(ok).passenger).toEqual(ok.passenger);
  });

  it('refuses a comment over TRIP_COMMENT_MAX and the same place twice', () => {
    expect(problems({ ...filled, comment: 'x'.repeat(301) })).toEqual({ comment: 'too_long' });
    expect(problems({ ...filled, destination: { ...origin } })).toEqual({
      destination: 'same_origin_destination',
    });
  });

  it('books ahead at least 15 minutes (whenProblem)', () => {
    const at = (min: number) => ({ mode: 'later' as const, at: dayjs().add(min, 'minute') });
    expect(problems({ ...filled, when: { mode: 'later', at: null } })).toEqual({
      when: 'field_required',
    });
    expect(problems({ ...filled, when: at(5) })).toEqual({ when: 'scheduled_too_soon' });
    expect(problems({ ...filled, when: at(-5) })).toEqual({ when: 'scheduled_in_past' });
    const later = at(60);
    expect(tripFormSchema.parse({ ...filled, when: later }).scheduled_at).toBe(
      later.at.toDate().toISOString(),
    );
  });
});
