import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '@trayecto/contracts';
import { LIST_REFRESH_MS, createLiveTrips } from './live-trips.ts';

const trip = (id: string, requestedAt: string, status: Trip['status'] = 'coming'): Trip =>
  ({
    _id: id,
    unique_id: `VJ-${id}`,
    status,
    requested_at: requestedAt,
    position: { lat: 10.5, lng: -66.9, heading: 90 },
    eta_min: 5,
  }) as Trip;

afterEach(() => vi.useRealTimers());

describe('createLiveTrips', () => {
  it('moves cars at once and tells the list at most once per LIST_REFRESH_MS', () => {
    vi.useFakeTimers();
    const live = createLiveTrips();
    live.reset([trip('a', '2026-11-21T10:00:00Z'), trip('b', '2026-11-21T11:00:00Z')]);
    expect(live.list().map((t) => t._id)).toEqual(['b', 'a']);
    const cars = vi.fn();
    const list = vi.fn();
    live.feed.subscribe(cars);
    live.subscribeList(list);
    for (let i = 0; i < 50; i += 1) {
      live.apply({
        trip_id: 'a',
        kind: 'ride',
        status: 'coming',
        position: { lat: 10 + i / 1000, lng: -66.9, heading: i },
        eta: 4,
      });
    }
    expect(cars).toHaveBeenCalledTimes(50);
    expect(list).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIST_REFRESH_MS);
    expect(list).toHaveBeenCalledTimes(1);
    const car = live.feed.collection().features.find((f) => f.properties.id === 'a')!;
    expect(car.geometry.coordinates).toEqual([-66.9, 10.049]);
    expect(car.properties.heading).toBe(49);
    expect(live.get('a')?.eta_min).toBe(4);
  });

  it('drops a trip that reaches a final status and reports unknown trips', () => {
    const live = createLiveTrips();
    live.reset([trip('a', '2026-11-21T10:00:00Z')]);
    expect(live.apply({ trip_id: 'a', kind: 'ride', status: 'completed' })).toBe(true);
    expect(live.list()).toEqual([]);
    expect(live.feed.collection().features).toEqual([]);
    expect(live.apply({ trip_id: 'zzz', kind: 'ride', status: 'waiting' })).toBe(false);
  });

  it('colours the selected car apart', () => {
    const live = createLiveTrips();
    live.reset([trip('a', '2026-11-21T10:00:00Z', 'started')]);
    expect(live.feed.collection().features[0]!.properties.tone).toBe('onboard');
    live.select('a');
    expect(live.feed.collection().features[0]!.properties.tone).toBe('selected');
  });
});
