import { describe, expect, it } from 'vitest';
import type { Quote } from '@trayecto/contracts';
import { withStopEvent, withTripUpdate } from './live-quotes.ts';

const place = (address: string) =>
  ({ address, lat: 10.5, lng: -66.9 }) as Quote['stops'][number]['place'];
const stop = (index: number) => ({
  index,
  place: place(`Stop ${index}`),
  status: 'pending' as const,
  arrived_at: null,
  completed_at: null,
  failed_at: null,
});
const quote = {
  _id: 'q1',
  order_id: 'o1',
  order_status: 'scheduled',
  eta_min: null,
  stops: [0, 1, 2].map(stop),
} as unknown as Quote;

describe('withTripUpdate', () => {
  it("moves the run's status and ETA", () => {
    const next = withTripUpdate(quote, {
      trip_id: 'o1',
      kind: 'multistop',
      status: 'coming',
      eta: 4,
    });
    expect(next).toMatchObject({ order_status: 'coming', eta_min: 4 });
  });
  it('keeps the same object for another order, another kind or no change', () => {
    expect(withTripUpdate(quote, { trip_id: 'o2', kind: 'multistop', status: 'coming' })).toBe(
      quote,
    );
    expect(withTripUpdate(quote, { trip_id: 'o1', kind: 'parcel', status: 'coming' })).toBe(quote);
    expect(withTripUpdate(quote, { trip_id: 'o1', kind: 'multistop', status: 'scheduled' })).toBe(
      quote,
    );
  });
  it('ignores a quote not approved yet (no order)', () => {
    const open = { ...quote, order_id: null };
    expect(withTripUpdate(open, { trip_id: 'o1', kind: 'multistop', status: 'coming' })).toBe(open);
  });
});

describe('withStopEvent', () => {
  const at = '2026-11-21T15:00:00.000Z';
  it('moves one stop and writes its time', () => {
    const next = withStopEvent(quote, {
      order_id: 'o1',
      kind: 'multistop',
      stop_index: 1,
      status: 'completed',
      at,
    });
    expect(next.stops[1]).toMatchObject({ status: 'completed', completed_at: at });
    expect(next.stops[0]).toBe(quote.stops[0]);
  });
  it('writes a skipped stop as failed', () => {
    const next = withStopEvent(quote, {
      order_id: 'o1',
      kind: 'multistop',
      stop_index: 2,
      status: 'failed',
      at,
    });
    expect(next.stops[2]).toMatchObject({ status: 'failed', failed_at: at });
  });
  it('keeps the same object for another order or an unknown stop', () => {
    expect(
      withStopEvent(quote, {
        order_id: 'o2',
        kind: 'multistop',
        stop_index: 1,
        status: 'arrived',
        at,
      }),
    ).toBe(quote);
    expect(
      withStopEvent(quote, {
        order_id: 'o1',
        kind: 'multistop',
        stop_index: 9,
        status: 'arrived',
        at,
      }),
    ).toBe(quote);
  });
});
