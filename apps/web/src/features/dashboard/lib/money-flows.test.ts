import { describe, expect, it } from 'vitest';
import { flowKindLabel, isQuietMonth, monthFlowsRange, topFlowKinds } from './money-flows.ts';

describe("the month's money in and out", () => {
  it("asks for the company's month, from its first to its last instant", () => {
    // 2026-12-01 02:00 UTC is still November 30 in Caracas (UTC-4)
    expect(monthFlowsRange(new Date('2026-12-01T02:00:00Z'), 'America/Caracas')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-12-01T03:59:59.999Z',
    });
    expect(monthFlowsRange(new Date('2026-02-10T12:00:00Z'), 'UTC')).toMatchObject({
      from: '2026-02-01T00:00:00.000Z',
      to: '2026-02-28T23:59:59.999Z',
    });
  });

  it('lists the kinds that moved the most money first, without the empty ones', () => {
    const rows = [
      { kind: 'topup', money_in: 500, money_out: 0 },
      { kind: 'trip_charge', money_in: 0, money_out: 120.5 },
      { kind: 'give_balance', money_in: 0, money_out: 0 },
      { kind: 'parcel_charge', money_in: 0, money_out: 120.5 },
      { kind: 'credit_payment', money_in: 0, money_out: 700 },
      { kind: 'adjustment', money_in: 3, money_out: 0 },
    ];
    expect(topFlowKinds(rows, 4).map((k) => k.kind)).toEqual([
      'credit_payment',
      'topup',
      'trip_charge',
      'parcel_charge',
    ]);
    expect(topFlowKinds(rows).length).toBe(4);
    expect(topFlowKinds([])).toEqual([]);
  });

  it("names a kind in the interface language, or by its code when the contract doesn't know it", () => {
    expect(flowKindLabel('trip_charge', 'es')).toBe('Cobro de viaje');
    expect(flowKindLabel('topup', 'en')).toBe('Top-up');
    expect(flowKindLabel('something_new', 'fr')).toBe('something_new');
  });

  it('is a quiet month when no money moved', () => {
    expect(isQuietMonth({ money_in: 0, money_out: 0, by_kind: [] })).toBe(true);
    expect(
      isQuietMonth({
        money_in: 0,
        money_out: 0,
        by_kind: [{ kind: 'topup', money_in: 0, money_out: 0 }],
      }),
    ).toBe(true);
    expect(isQuietMonth({ money_in: 10, money_out: 0, by_kind: [] })).toBe(false);
  });
});
