import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { PARCEL_DETAILS_MAX, PARCEL_MAX_DROPOFFS } from '@trayecto/contracts';
import {
  canAddReceiver,
  createBody,
  draftProblems,
  emptyParcelDraft,
  newReceiver,
  weightProblem,
  type ParcelDraft,
} from './parcel-form.ts';

const place = (address: string, lat = 10.5, lng = -66.9) => ({ address, lat, lng, city_id: null });

function complete(): ParcelDraft {
  return {
    ...emptyParcelDraft({ name: 'Empresa Demo', phone: '4141234567' }),
    pickup: place('Plaza Bolívar'),
    receivers: [{ ...newReceiver(), name: 'Ana', phone: '4125550000', place: place('Sambil') }],
    parcelType: 'documents',
    size: 'S',
    weight: '1,5',
    description: 'Contratos',
    imageId: '5f0e6c1e-1111-4aaa-8bbb-0123456789ab',
    declaredValue: '25,50',
    prohibitedAck: true,
  };
}

describe('the new-parcel form', () => {
  it('a complete draft has no problem and becomes the contract body', () => {
    const draft = complete();
    expect(draftProblems(draft)).toEqual({});
    expect(createBody(draft)).toMatchObject({
      sender: { type: 'corporate', name: 'Empresa Demo', phone: '4141234567' },
      receivers: [{ name: 'Ana', phone: '4125550000' }],
      weight_kg: 1.5,
      declared_value: 25.5,
      prohibited_ack: true,
      scheduled_at: null,
    });
  });

  it(`refuses details longer than ${PARCEL_DETAILS_MAX} characters, with the limit`, () => {
    const draft = { ...complete(), details: 'x'.repeat(PARCEL_DETAILS_MAX + 1) };
    expect(draftProblems(draft).details).toEqual({
      code: 'too_long',
      params: { max: PARCEL_DETAILS_MAX },
    });
    expect(createBody(draft)).toBeNull();
    expect(draftProblems({ ...draft, details: 'x'.repeat(PARCEL_DETAILS_MAX) })).toEqual({});
  });

  it(`allows ${PARCEL_MAX_DROPOFFS} receivers and not one more`, () => {
    const receivers = Array.from({ length: PARCEL_MAX_DROPOFFS }, () => newReceiver());
    expect(canAddReceiver({ receivers: receivers.slice(1) })).toBe(true);
    expect(canAddReceiver({ receivers })).toBe(false);
    expect(
      draftProblems({ ...complete(), receivers: [...receivers, newReceiver()] }).receivers,
    ).toEqual({ code: 'max_stops' });
  });

  it('says which receiver field is wrong, by the server paths', () => {
    const draft = complete();
    draft.receivers = [...draft.receivers, { ...newReceiver(), name: 'Luis', phone: '412555' }];
    expect(Object.keys(draftProblems(draft)).sort()).toEqual([
      'receivers.1.phone',
      'receivers.1.place',
    ]);
    expect(draftProblems(draft)['receivers.1.phone']).toEqual({ code: 'phone_digits' });
  });

  it('checks the weight against the vehicles and the photo, value, acknowledgement and time', () => {
    expect(weightProblem('', 'S')).toEqual({ code: 'field_required' });
    expect(weightProblem('0', 'S')?.code).toBe('weight_range');
    expect(weightProblem('25', 'XL')).toEqual({ code: 'parcel_too_heavy' });
    expect(weightProblem('12', 'L')).toBeNull();
    const draft = {
      ...complete(),
      imageId: null,
      declaredValue: '600',
      prohibitedAck: false,
      when: { mode: 'later' as const, at: dayjs().add(5, 'minute') },
    };
    expect(draftProblems(draft)).toEqual({
      image_id: { code: 'image_required' },
      declared_value: { code: 'declared_value_too_high' },
      prohibited_ack: { code: 'prohibited_ack_required' },
      scheduled_at: { code: 'scheduled_too_soon' },
    });
  });
});
