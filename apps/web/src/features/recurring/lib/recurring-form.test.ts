import { describe, expect, it } from 'vitest';
import type { PayrollUser } from '@trayecto/contracts/payroll';
import type { RecurringTrip } from '@trayecto/contracts/recurring';
import {
  emptyRecurringForm,
  formFieldOf,
  recurringFormSchema,
  recurringResolver,
  recurringToForm,
  serverFieldErrors,
  withPolicyFields,
  type RecurringFormValues,
} from './recurring-form.ts';

const place = (address: string, lat: number, lng: number) => ({
  address,
  lat,
  lng,
  city_id: 'caracas',
});
const origin = place('Plaza Bolívar', 10.5061, -66.9146);
const destination = place('Plaza Altamira', 10.4962, -66.8494);
const jose = {
  _id: '7f0c1a52-6a4b-4c8e-9d7e-2f1b3c4d5e6f',
  name: 'José',
  is_active: true,
  deleted_at: null,
} as PayrollUser;
const filled = (): RecurringFormValues => ({
  ...emptyRecurringForm,
  passenger: { type: 'payroll', user: jose },
  origin,
  destination,
  serviceType: 'comfort',
  weekdays: [5, 1, 3],
  time: '07:30',
});

const errorsOf = async (values: RecurringFormValues) => {
  const result = await recurringResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const flat: Record<string, string | undefined> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const v = value as { message?: string };
      if (typeof v.message === 'string') flat[path] = v.message;
      else walk(value as Record<string, unknown>, path);
    }
  };
  walk(result.errors as Record<string, unknown>, '');
  return flat;
};

describe('recurring trip editor form', () => {
  it('makes the body of POST /recurring, days in order', () => {
    expect(recurringFormSchema.parse({ ...filled(), comment: ' Portón 2 ' })).toEqual({
      trip: {
        passenger: { type: 'payroll', user_id: jose._id },
        origin: { address: 'Plaza Bolívar', lat: 10.5061, lng: -66.9146 },
        destination: { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 },
        service_type_id: 'comfort',
        comment: 'Portón 2',
      },
      weekdays: [1, 3, 5],
      time: '07:30',
    });
  });

  it('adds the policy’s reason and cost centre', () => {
    const body = withPolicyFields(recurringFormSchema.parse(filled()), {
      reason: 'Turno',
      cost_center: 'CC-1',
    });
    expect(body.trip).toMatchObject({ reason: 'Turno', cost_center: 'CC-1' });
    expect(body.trip).not.toHaveProperty('comment');
  });

  it('says every missing field at once, on the form’s fields', async () => {
    expect(await errorsOf({ ...emptyRecurringForm, weekdays: [], serviceType: null })).toEqual({
      'passenger.user': 'validation_error',
      origin: 'field_required',
      destination: 'field_required',
      serviceType: 'field_required',
      weekdays: 'field_required',
      time: 'time_format',
    });
    expect(
      await errorsOf({ ...filled(), passenger: { type: 'guest', name: '', phone: '123' } }),
    ).toEqual({ 'passenger.name': 'field_required', 'passenger.phone': 'phone_digits' });
  });

  it('says the contract’s rules over the whole body', async () => {
    expect(await errorsOf({ ...filled(), destination: { ...origin, address: 'Aquí' } })).toEqual({
      destination: 'same_origin_destination',
    });
    expect(await errorsOf({ ...filled(), time: '7:30' })).toEqual({ time: 'time_format' });
    expect(await errorsOf({ ...filled(), comment: 'x'.repeat(301) })).toEqual({
      comment: 'too_long',
    });
    expect(await errorsOf(filled())).toEqual({});
  });

  it('opens a schedule as it was saved', () => {
    const saved: RecurringTrip = {
      _id: 'r1',
      passenger_name: 'José',
      trip: {
        passenger: { type: 'payroll', user_id: jose._id, name: 'José', phone: null },
        origin: { address: 'Plaza Bolívar', lat: 10.5061, lng: -66.9146 },
        destination: { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 },
        service_type_id: 'economy',
        comment: null,
        reason: 'Turno',
        cost_center: null,
      },
      weekdays: [1, 3],
      time: '18:15',
      paused: false,
      created_by: 'u',
      created_at: '2026-11-01T00:00:00Z',
      next: [],
      recent: [],
    };
    const form = recurringToForm(saved, jose);
    expect(form).toMatchObject({
      passenger: { type: 'payroll', user: jose },
      serviceType: 'economy',
      comment: '',
      weekdays: [1, 3],
      time: '18:15',
    });
    expect(recurringFormSchema.parse(form).trip.passenger).toEqual({
      type: 'payroll',
      user_id: jose._id,
    });
    // a collaborator no longer active is chosen again
    expect(recurringToForm(saved, { ...jose, is_active: false }).passenger).toEqual({
      type: 'payroll',
      user: null,
    });
    const guest = recurringToForm(
      {
        ...saved,
        trip: {
          ...saved.trip,
          passenger: { type: 'guest', user_id: null, name: 'Ana', phone: '04141234567' },
        },
      },
      null,
    );
    expect(guest.passenger).toEqual({ type: 'guest', name: 'Ana', phone: '04141234567' });
  });

  it('puts the server’s paths on the form’s fields', () => {
    expect(formFieldOf('trip.origin.address')).toBe('origin');
    expect(formFieldOf('trip.passenger.user_id')).toBe('passenger.user');
    expect(formFieldOf('trip.passenger.phone')).toBe('passenger.phone');
    expect(formFieldOf('trip.service_type_id')).toBe('serviceType');
    expect(formFieldOf('trip.cost_center')).toBe('cost_center');
    expect(formFieldOf('weekdays.1')).toBe('weekdays');
    expect(formFieldOf('time')).toBe('time');
    expect(formFieldOf('trip')).toBeNull();
    expect(serverFieldErrors({ 'trip.destination.lat': 'Lejos', time: 'Mal' })).toEqual({
      destination: 'Lejos',
      time: 'Mal',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
