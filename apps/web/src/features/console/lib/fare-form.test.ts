import { describe, expect, it } from 'vitest';
import { fareBounds, type ConsoleFare } from '@trayecto/contracts/fares';
import {
  boundsParams,
  changedFromDefault,
  fareChanges,
  fareFormOf,
  readFareForm,
} from './fare-form.ts';

const defaults = { base: 1.5, per_km: 0.45, per_min: 0.08, minimum: 3 };
const fare: ConsoleFare = {
  city_id: 'caracas',
  service_type_id: 'economy',
  name: 'Económico',
  default: defaults,
  current: defaults,
  bounds: {
    base: fareBounds(1.5),
    per_km: fareBounds(0.45),
    per_min: fareBounds(0.08),
    minimum: fareBounds(3),
  },
  overridden: false,
  updated_at: null,
  updated_by: null,
};

describe('the fare form', () => {
  it('opens with what is charged now, two decimals', () => {
    expect(fareFormOf(defaults)).toEqual({
      base: '1,50',
      per_km: '0,45',
      per_min: '0,08',
      minimum: '3,00',
    });
  });

  it('reads amounts as the console does, within the bounds (the minimum may be under the base)', () => {
    const read = readFareForm({ base: '3', per_km: '0,23', per_min: ',16', minimum: '1,50' }, fare);
    expect(read).toEqual({
      ok: true,
      body: { base: 3, per_km: 0.23, per_min: 0.16, minimum: 1.5 },
    });
  });

  it('names each field outside its bounds with the range the server would say', () => {
    const read = readFareForm(
      { base: '3,01', per_km: '0,22', per_min: '0,08', minimum: '3' },
      fare,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        base: { code: 'fare_out_of_bounds', params: { min: '$0,75', max: '$3,00' } },
        per_km: { code: 'fare_out_of_bounds', params: { min: '$0,23', max: '$0,90' } },
      },
    });
    expect(boundsParams(fare, 'minimum')).toEqual({ min: '$1,50', max: '$6,00' });
  });

  it('says what is wrong with an amount before its bounds', () => {
    const read = readFareForm({ base: '', per_km: '-1', per_min: '0,085', minimum: '7a' }, fare);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.base?.code).toBe('amount_required');
    expect(read.errors.per_km?.code).toBe('amount_positive');
    expect(read.errors.per_min?.code).toBe('amount_decimals');
    expect(read.errors.minimum?.code).toBe('amount_format');
  });

  it('lists what a change moves, and what differs from the default', () => {
    const to = { ...defaults, base: 2, minimum: 3.0 };
    expect(fareChanges(defaults, to)).toEqual([{ field: 'base', from: 1.5, to: 2 }]);
    expect(changedFromDefault({ ...fare, current: to })).toEqual(['base']);
    expect(changedFromDefault(fare)).toEqual([]);
  });
});
