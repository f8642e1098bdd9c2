import { describe, expect, it } from 'vitest';
import type { PayrollUser, Trip } from '@trayecto/contracts';
import { canRebook, rebookDraft, rebookPath } from './rebook.ts';

const trip = {
  _id: 't-1',
  unique_id: 'VJ-1',
  status: 'no_driver',
  type: 'immediate',
  city_id: 'caracas',
  service_type_id: 'moto',
  passenger: { type: 'payroll', user_id: 'u-1', name: 'José Gregorio Pérez', phone: null },
  payer: 'payroll_user',
  origin: { address: 'Plaza Bolívar', lat: 10.5061, lng: -66.9146 },
  destination: { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 },
  comment: 'Portón azul',
  promo_code: 'HOLA',
  scheduled_at: null,
} as unknown as Trip;
const jose = {
  _id: 'u-1',
  name: 'José Gregorio Pérez',
  is_active: true,
  deleted_at: null,
} as unknown as PayrollUser;

describe('book again (issue 12)', () => {
  it('opens the request form on the running-trips page, naming the trip', () => {
    expect(rebookPath('a b')).toBe('/running_trips?request=1&again=a%20b');
  });

  it('is offered for trips that ended unserved only', () => {
    expect(canRebook('no_driver')).toBe(true);
    expect(canRebook('cancelled_by_provider')).toBe(true);
    expect(canRebook('cancelled_by_user')).toBe(true);
    expect(canRebook('completed')).toBe(false);
    expect(canRebook('waiting')).toBe(false);
  });

  it('keeps the payer, places, service type and note; a new trip for now, without the promo', () => {
    const { draft, payerGone, wasScheduled } = rebookDraft(trip, jose);
    expect(draft).toEqual({
      passenger: { type: 'payroll', user: jose },
      origin: { address: 'Plaza Bolívar', lat: 10.5061, lng: -66.9146, city_id: 'caracas' },
      destination: { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494, city_id: null },
      serviceType: 'moto',
      comment: 'Portón azul',
      when: { mode: 'now' },
    });
    expect({ payerGone, wasScheduled }).toEqual({ payerGone: false, wasScheduled: false });
  });

  it('a guest travels again as the same guest', () => {
    const guest = {
      ...trip,
      passenger: { type: 'guest', user_id: null, name: 'Invitada', phone: '4141234567' },
    } as Trip;
    expect(rebookDraft(guest, null).draft.passenger).toEqual({
      type: 'guest',
      name: 'Invitada',
      phone: '4141234567',
    });
  });

  it('a scheduled trip comes back as "now" (its time may have passed) and says so', () => {
    const scheduled = {
      ...trip,
      type: 'scheduled',
      scheduled_at: '2020-01-01T10:00:00.000Z',
    } as Trip;
    const { draft, wasScheduled } = rebookDraft(scheduled, jose);
    expect(draft.when).toEqual({ mode: 'now' });
    expect(wasScheduled).toBe(true);
  });

  it('a collaborator no longer active (or not found) is left for the user to choose', () => {
    for (const user of [{ ...jose, is_active: false }, { ...jose, deleted_at: 'x' }, null]) {
      const { draft, payerGone } = rebookDraft(trip, user as PayrollUser | null);
      expect(draft.passenger).toEqual({ type: 'payroll', user: null });
      expect(payerGone).toBe(true);
    }
  });
});
