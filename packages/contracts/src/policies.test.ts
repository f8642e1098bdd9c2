import { describe, expect, it } from 'vitest';
import {
  inWindow,
  OPEN_POLICY,
  policyViolations,
  travelPolicySchema,
  type PolicyBooking,
  type TravelPolicy,
} from './policies.ts';

// The travel policy as a pure function, by table: each row one booking against one policy and
// the rules it breaks. Caracas is UTC-4 all year: 2026-11-23 is a Monday.

const CARACAS = 'America/Caracas';
const at = (local: string) => new Date(`${local}-04:00`);
const base: PolicyBooking = {
  serviceTypeId: 'economy',
  cityId: 'caracas',
  at: at('2026-11-23T09:30:00'),
  timeZone: CARACAS,
  estimateCents: 1200,
  monthSpentCents: 0,
  reason: null,
  costCenter: null,
};
const policy = (p: Partial<TravelPolicy>): TravelPolicy => ({ ...OPEN_POLICY, ...p });

describe('policyViolations', () => {
  const rows: [string, Partial<TravelPolicy>, Partial<PolicyBooking>, string[]][] = [
    ['an open policy allows anything', {}, { serviceTypeId: 'xl', cityId: null }, []],
    ['an allowed service type', { service_types: ['economy', 'comfort'] }, {}, []],
    [
      'another service type',
      { service_types: ['economy'] },
      { serviceTypeId: 'xl' },
      ['service_type'],
    ],
    ['a weekday allowed (Monday)', { weekdays: [1, 2, 3, 4, 5] }, {}, []],
    [
      'Sunday, weekdays only',
      { weekdays: [1, 2, 3, 4, 5] },
      { at: at('2026-11-22T09:30:00') },
      ['weekday'],
    ],
    // 23:30 in Caracas is already Tuesday in UTC: the company's day counts
    [
      'late Monday in Caracas, Monday only',
      { weekdays: [1] },
      { at: at('2026-11-23T23:30:00') },
      [],
    ],
    ['inside office hours', { hours: { from: '07:00', to: '19:00' } }, {}, []],
    [
      'at the end of the window (exclusive)',
      { hours: { from: '07:00', to: '09:30' } },
      {},
      ['hours'],
    ],
    ['before the window', { hours: { from: '10:00', to: '19:00' } }, {}, ['hours']],
    [
      'night window across midnight, 23:00',
      { hours: { from: '22:00', to: '06:00' } },
      { at: at('2026-11-23T23:00:00') },
      [],
    ],
    [
      'night window across midnight, 05:59',
      { hours: { from: '22:00', to: '06:00' } },
      { at: at('2026-11-23T05:59:00') },
      [],
    ],
    [
      'night window across midnight, noon',
      { hours: { from: '22:00', to: '06:00' } },
      { at: at('2026-11-23T12:00:00') },
      ['hours'],
    ],
    ['an allowed city', { cities: ['caracas', 'valencia'] }, {}, []],
    ['another city', { cities: ['valencia'] }, {}, ['city']],
    ['a city not known, cities limited', { cities: ['caracas'] }, { cityId: null }, ['city']],
    ['exactly the cap per trip', { max_per_trip: 12 }, {}, []],
    ['a cent over the cap per trip', { max_per_trip: 11.99 }, {}, ['max_per_trip']],
    ['the month reaching its cap exactly', { max_per_month: 100 }, { monthSpentCents: 8800 }, []],
    [
      'the month over its cap',
      { max_per_month: 100 },
      { monthSpentCents: 8801 },
      ['max_per_month'],
    ],
    ['a reason required and given', { require_reason: true }, { reason: 'Visita a cliente' }, []],
    ['a reason required, blank', { require_reason: true }, { reason: '   ' }, ['reason']],
    [
      'a cost centre required, missing',
      { require_cost_center: true },
      { costCenter: undefined },
      ['cost_center'],
    ],
    [
      'several rules at once, in order',
      {
        service_types: ['moto'],
        weekdays: [6],
        max_per_trip: 5,
        require_reason: true,
        require_cost_center: true,
      },
      {},
      ['service_type', 'weekday', 'max_per_trip', 'reason', 'cost_center'],
    ],
  ];
  it.each(rows)('%s', (_name, p, b, expected) => {
    expect(policyViolations(policy(p), { ...base, ...b }).map((v) => v.rule)).toEqual(expected);
  });
});

describe('inWindow', () => {
  it('treats an empty window (from = to) as the whole day', () => {
    expect(inWindow(0, { from: '08:00', to: '08:00' })).toBe(true);
    expect(inWindow(1439, { from: '08:00', to: '08:00' })).toBe(true);
  });
});

describe('travelPolicySchema', () => {
  it('refuses a bad hour, an empty list, an unknown service type and a cap of 0', () => {
    const bad = [
      { hours: { from: '7:00', to: '19:00' } },
      { hours: { from: '24:00', to: '19:00' } },
      { weekdays: [] },
      { weekdays: [7] },
      { service_types: ['bus'] },
      { max_per_trip: 0 },
      { max_per_month: 10.001 },
    ];
    for (const b of bad)
      expect(
        travelPolicySchema.safeParse({ ...OPEN_POLICY, ...b }).success,
        JSON.stringify(b),
      ).toBe(false);
    expect(travelPolicySchema.safeParse(OPEN_POLICY).success).toBe(true);
  });
});
