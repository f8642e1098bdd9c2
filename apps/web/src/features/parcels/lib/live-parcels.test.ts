import { describe, expect, it } from 'vitest';
import type { Parcel, ParcelStop } from '@trayecto/contracts';
import {
  dropoffProgress,
  parcelEtaKey,
  runningAfterStopEvent,
  runningAfterTripUpdate,
  withStopEvent,
} from './live-parcels.ts';

const stop = (index: number, status: ParcelStop['status'] = 'pending'): ParcelStop => ({
  index,
  role: index === 0 ? 'pickup' : 'dropoff',
  name: `S${index}`,
  phone: null,
  place: { address: `A${index}`, lat: 10, lng: -66 },
  instructions: null,
  status,
  arrived_at: null,
  completed_at: null,
  failed_at: null,
  failure_reason: null,
  pin_verified: false,
  proof_photo_id: null,
  tracking_token: index === 0 ? null : `t${index}`,
});

const parcel = (id: string, status: Parcel['status'] = 'started') =>
  ({
    _id: id,
    unique_id: `PQ-${id}`,
    status,
    eta_min: 4,
    stops: [stop(0, 'completed'), stop(1), stop(2)],
  }) as unknown as Parcel;

describe('live parcels', () => {
  it('a stop event moves that stop with its time; another order is left alone', () => {
    const p = parcel('a');
    const at = '2026-01-01T12:00:00.000Z';
    const next = withStopEvent(p, {
      order_id: 'a',
      kind: 'parcel',
      stop_index: 1,
      status: 'completed',
      at,
    });
    expect(next.stops[1]).toMatchObject({ status: 'completed', completed_at: at });
    expect(dropoffProgress(next)).toEqual({ delivered: 1, failed: 0, total: 2 });
    expect(
      withStopEvent(p, { order_id: 'b', kind: 'parcel', stop_index: 1, status: 'failed', at }),
    ).toBe(p);
  });

  it('the running list follows trip:update and drops a parcel that ended', () => {
    const list = [parcel('a'), parcel('b')];
    const moved = runningAfterTripUpdate(list, {
      trip_id: 'a',
      kind: 'parcel',
      status: 'started',
      eta: 2,
    });
    expect(moved.known).toBe(true);
    expect(moved.list[0]!.eta_min).toBe(2);
    const ended = runningAfterTripUpdate(list, {
      trip_id: 'b',
      kind: 'parcel',
      status: 'partially_completed',
    });
    expect(ended.list.map((p) => p._id)).toEqual(['a']);
    expect(
      runningAfterTripUpdate(list, { trip_id: 'trip', kind: 'parcel', status: 'coming' }).known,
    ).toBe(false);
    expect(
      runningAfterStopEvent(list, {
        order_id: 'zz',
        kind: 'parcel',
        stop_index: 1,
        status: 'arrived',
        at: '2026-01-01T12:00:00.000Z',
      }).known,
    ).toBe(false);
  });

  it('the ETA speaks of the pickup, then of the next drop-off', () => {
    expect(parcelEtaKey('coming', 3)).toBe('eta.pickup');
    expect(parcelEtaKey('started', 3)).toBe('eta.dropoff');
    expect(parcelEtaKey('started', 0)).toBeNull();
    expect(parcelEtaKey('completed', 3)).toBeNull();
  });
});
