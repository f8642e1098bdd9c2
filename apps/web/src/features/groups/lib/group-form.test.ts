import { describe, expect, it } from 'vitest';
import { OPEN_POLICY, type Group } from '@trayecto/contracts';
import {
  emptyGroupForm,
  formFieldOf,
  groupFormSchema,
  groupFormSchemaFor,
  groupToForm,
} from './group-form.ts';

const errorsOf = (values: unknown) =>
  Object.fromEntries(
    (groupFormSchema.safeParse(values).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('group editor form', () => {
  it('makes an open policy of a form left as it opens, but for the name', () => {
    const out = groupFormSchema.parse({ ...emptyGroupForm, name: ' Ventas ' });
    expect(out).toEqual({ name: 'Ventas', cost_center: '', policy: OPEN_POLICY });
  });

  it('turns the choices, hours and amounts into the contract’s policy', () => {
    const out = groupFormSchema.parse({
      ...emptyGroupForm,
      name: 'Operaciones',
      cost_center: ' CC-100 ',
      service_types: ['economy', 'comfort'],
      weekdays: [5, 1, 3],
      hours: { from: '22:00', to: '06:00' },
      cities: ['caracas'],
      max_per_trip: '25,50',
      max_per_month: '1.000',
      require_reason: true,
      require_cost_center: false,
    });
    expect(out).toMatchObject({
      name: 'Operaciones',
      cost_center: 'CC-100',
      policy: {
        service_types: ['economy', 'comfort'],
        weekdays: [1, 3, 5],
        hours: { from: '22:00', to: '06:00' },
        cities: ['caracas'],
        max_per_trip: 25.5,
        max_per_month: 1000,
        require_reason: true,
        require_cost_center: false,
      },
    });
  });

  it('sends what a booking outside the policy does: refused, or sent to an approver', () => {
    expect(groupFormSchema.parse({ ...emptyGroupForm, name: 'x' }).policy.on_violation).toBe(
      'refuse',
    );
    const out = groupFormSchema.parse({ ...emptyGroupForm, name: 'x', on_violation: 'approval' });
    expect(out.policy.on_violation).toBe('approval');
    const group: Group = {
      _id: 'g2',
      name: 'Ventas',
      cost_center: null,
      policy: { ...OPEN_POLICY, max_per_trip: 20, on_violation: 'approval' },
      members: 0,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    };
    expect(groupToForm(group).on_violation).toBe('approval');
    expect(formFieldOf('policy.on_violation')).toBe('on_violation');
  });

  it('says what is wrong on each field', () => {
    expect(errorsOf({ ...emptyGroupForm, hours: { from: '7:00', to: '' } })).toEqual({
      name: 'field_required',
      'hours.from': 'time_format',
      'hours.to': 'field_required',
    });
    expect(
      errorsOf({ ...emptyGroupForm, name: 'x', max_per_trip: '0', max_per_month: '1.2.3' }),
    ).toEqual({ max_per_trip: 'amount_positive', max_per_month: 'amount_format' });
    expect(errorsOf({ ...emptyGroupForm, name: 'x'.repeat(81) })).toEqual({ name: 'too_long' });
  });

  it('opens a group as it was saved', () => {
    const group: Group = {
      _id: 'g1',
      name: 'Ventas',
      cost_center: null,
      policy: { ...OPEN_POLICY, max_per_month: 1250.5, weekdays: [1, 2] },
      members: 3,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    };
    const form = groupToForm(group);
    expect(form).toMatchObject({ cost_center: '', max_per_month: '1.250,50', max_per_trip: '' });
    expect(groupFormSchemaFor(group.policy).parse(form)).toEqual({
      name: 'Ventas',
      cost_center: '',
      policy: group.policy,
    });
  });

  it('puts the server’s paths on the form’s fields', () => {
    expect(formFieldOf('name')).toBe('name');
    expect(formFieldOf('policy.hours.to')).toBe('hours.to');
    expect(formFieldOf('policy.max_per_month')).toBe('max_per_month');
    expect(formFieldOf('policy')).toBeNull();
  });
});
