import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  MULTISTOP_MAX_STOPS,
  MULTISTOP_MIN_STOPS,
  QUOTE_EARLIEST_AHEAD_MIN,
  QUOTE_MIN_AHEAD_MIN,
  QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN,
  errorMessage,
  type PayrollUser,
} from '@trayecto/contracts';
import { ERROR_CONSTANTS } from '../../../lib/i18n-errors.ts';
import {
  canAddStop,
  canRemoveStop,
  emptyQuoteForm,
  expiryNotice,
  formPathOf,
  quoteFormSchema,
  quoteTimeProblem,
  serverFieldErrors,
  type QuoteFormValues,
} from './quote-form.ts';

const place = (address: string, lat: number, lng: number) => ({
  address,
  lat,
  lng,
  city_id: 'caracas',
});
const origin = place('Plaza Bolívar', 10.5061, -66.9146);
const stopA = place('Plaza Altamira', 10.4962, -66.8494);
const stopB = place('Parque del Este', 10.4925, -66.8366);
const jose = { _id: '7f0c1a52-6a4b-4c8e-9d7e-2f1b3c4d5e6f', name: 'José' } as PayrollUser;
const inAnHour = () => dayjs().add(60, 'minute');
const filled = (): QuoteFormValues => ({
  ...emptyQuoteForm(),
  passenger: { type: 'payroll', user: jose },
  origin,
  stops: [{ place: stopA }, { place: stopB }],
  serviceType: 'comfort',
  scheduledAt: inAnHour(),
});

/** The error code at each path, as zodResolver hands them to the form. */
function problems(values: QuoteFormValues) {
  const r = quoteFormSchema.safeParse(values);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the new quote form, checked by the contract (createQuoteBodySchema)', () => {
  it('maps its values to the body of POST /quotes', () => {
    const values = { ...filled(), comment: '  Portón azul ' };
    expect(quoteFormSchema.parse(values)).toEqual({
      passenger: { type: 'payroll', user_id: jose._id },
      origin: { address: 'Plaza Bolívar', lat: 10.5061, lng: -66.9146 },
      stops: [
        { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 },
        { address: 'Parque del Este', lat: 10.4925, lng: -66.8366 },
      ],
      service_type_id: 'comfort',
      comment: 'Portón azul',
      scheduled_at: values.scheduledAt!.toDate().toISOString(),
    });
    expect(quoteFormSchema.parse(filled())).not.toHaveProperty('comment');
  });

  it('opens with MULTISTOP_MIN_STOPS empty stops and asks for everything', () => {
    const empty = emptyQuoteForm();
    expect(empty.stops).toHaveLength(MULTISTOP_MIN_STOPS);
    // the time starts filled, with one the rule accepts and that does not expire on arrival
    expect(problems(empty)).toEqual({
      'passenger.user': expect.any(String),
      origin: 'field_required',
      'stops.0.place': 'field_required',
      'stops.1.place': 'field_required',
      serviceType: 'field_required',
    });
    const now = new Date('2030-05-01T12:03:20Z');
    const at = emptyQuoteForm(now).scheduledAt!;
    expect(at.toDate()).toEqual(new Date('2030-05-01T13:05:00Z'));
    expect(quoteTimeProblem(at, now)).toBeNull();
    expect(expiryNotice(at, now)?.level).toBe('later');
  });

  it("checks a guest's name and phone", () => {
    const guest = { ...filled(), passenger: { type: 'guest' as const, name: ' ', phone: '0412' } };
    expect(problems(guest)).toEqual({
      'passenger.name': 'field_required',
      'passenger.phone': 'phone_digits',
    });
    const ok = {
      ...guest,
      passenger: { type: 'guest' as const, name: 'Ana', phone: '4121234567' },
    };
    expect(quoteFormSchema.parse(ok).passenger).toEqual(ok.passenger);
  });

  it('takes between MULTISTOP_MIN_STOPS and MULTISTOP_MAX_STOPS stops', () => {
    const stops = (n: number) => Array.from({ length: n }, () => ({ place: stopA }));
    expect(problems({ ...filled(), stops: stops(MULTISTOP_MIN_STOPS - 1) })).toEqual({
      stops: 'multistop_min_stops',
    });
    expect(problems({ ...filled(), stops: stops(MULTISTOP_MAX_STOPS + 1) })).toEqual({
      stops: 'max_stops',
    });
    expect(
      quoteFormSchema.parse({ ...filled(), stops: stops(MULTISTOP_MAX_STOPS) }).stops,
    ).toHaveLength(MULTISTOP_MAX_STOPS);
    expect(canAddStop(MULTISTOP_MAX_STOPS - 1)).toBe(true);
    expect(canAddStop(MULTISTOP_MAX_STOPS)).toBe(false);
    expect(canRemoveStop(MULTISTOP_MIN_STOPS)).toBe(false);
    expect(canRemoveStop(MULTISTOP_MIN_STOPS + 1)).toBe(true);
  });

  it('refuses a comment over TRIP_COMMENT_MAX', () => {
    expect(problems({ ...filled(), comment: 'x'.repeat(301) })).toEqual({ comment: 'too_long' });
  });

  it('is for QUOTE_EARLIEST_AHEAD_MIN ahead at least; an hour ago has its own message', () => {
    const at = (min: number) => ({ ...filled(), scheduledAt: dayjs().add(min, 'minute') });
    expect(problems(at(QUOTE_EARLIEST_AHEAD_MIN - 2))).toEqual({ scheduledAt: 'quote_too_soon' });
    expect(problems(at(-61))).toEqual({ scheduledAt: 'scheduled_in_past' });
    expect(problems(at(QUOTE_EARLIEST_AHEAD_MIN + 1))).toEqual({});
    const now = new Date('2030-05-01T12:00:00Z');
    expect(quoteTimeProblem(null, now)).toBe('field_required');
    expect(quoteTimeProblem(dayjs('not a date'), now)).toBe('field_required');
    expect(quoteTimeProblem(dayjs(now).add(QUOTE_EARLIEST_AHEAD_MIN, 'minute'), now)).toBeNull();
  });

  it('says the minimum it applies, and every time it accepts is one that has not expired', () => {
    expect(QUOTE_EARLIEST_AHEAD_MIN).toBeGreaterThan(QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN);
    expect(QUOTE_EARLIEST_AHEAD_MIN).toBeGreaterThanOrEqual(QUOTE_MIN_AHEAD_MIN);
    // the message's minimum is the one applied (not SPEC's 10, which would expire on arrival)
    expect(errorMessage('quote_too_soon', 'es', ERROR_CONSTANTS.quote_too_soon)).toBe(
      `La cotización debe ser para al menos ${QUOTE_EARLIEST_AHEAD_MIN} minutos a partir de ahora`,
    );
    const now = new Date('2030-05-01T12:00:00Z');
    for (let min = 0; min <= 120; min++) {
      const at = dayjs(now).add(min, 'minute');
      if (quoteTimeProblem(at, now) === null) expect(expiryNotice(at, now)?.level).not.toBe('past');
    }
  });
});

describe('when a quote nobody approved expires', () => {
  const now = new Date('2030-05-01T12:00:00Z');
  const ahead = (min: number) => expiryNotice(dayjs(now).add(min, 'minute'), now);

  it(`is QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN (${QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN}) before its time`, () => {
    expect(ahead(120)).toEqual({
      expiresAt: new Date(now.getTime() + (120 - QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN) * 60_000),
      minutesLeft: 120 - QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN,
      level: 'later',
    });
    expect(expiryNotice(null, now)).toBeNull();
  });

  it('warns when that is already past (10 to 15 minutes ahead) or within minutes', () => {
    expect(ahead(QUOTE_MIN_AHEAD_MIN)?.level).toBe('past');
    expect(ahead(QUOTE_EARLIEST_AHEAD_MIN)?.level).not.toBe('past');
    expect(ahead(QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN)?.level).toBe('past');
    expect(ahead(QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN + 5)).toMatchObject({
      level: 'soon',
      minutesLeft: 5,
    });
  });
});

describe("the server's refusals on the form's fields", () => {
  it('maps the paths of its fields', () => {
    expect(formPathOf('stops.2.address')).toBe('stops.2.place');
    expect(formPathOf('stops')).toBe('stops');
    expect(formPathOf('origin.lat')).toBe('origin');
    expect(formPathOf('passenger.user_id')).toBe('passenger.user');
    expect(formPathOf('passenger.phone')).toBe('passenger.phone');
    expect(formPathOf('service_type_id')).toBe('serviceType');
    expect(formPathOf('scheduled_at')).toBe('scheduledAt');
    expect(formPathOf('comment')).toBe('comment');
    expect(formPathOf('promo_code')).toBeNull();
  });

  it("puts a field's code without fields on its field, and nothing else", () => {
    expect(
      serverFieldErrors({
        error_code: 'validation_error',
        message: 'Datos inválidos',
        fields: { 'stops.1.address': 'Campo requerido', scheduled_at: 'Muy pronto' },
      }),
    ).toEqual({ 'stops.1.place': 'Campo requerido', scheduledAt: 'Muy pronto' });
    expect(serverFieldErrors({ error_code: 'origin_not_served', message: 'No servido' })).toEqual({
      origin: 'No servido',
    });
    expect(serverFieldErrors({ error_code: 'max_stops', message: 'Máximo' })).toEqual({
      stops: 'Máximo',
    });
    expect(serverFieldErrors({ error_code: 'quote_create_error', message: 'Error' })).toEqual({});
  });
});
