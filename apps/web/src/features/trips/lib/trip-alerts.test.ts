import { describe, expect, it } from 'vitest';
import type { TripStatus } from '@trayecto/contracts';
import {
  NO_TRIP_ALERTS,
  missedNotServed,
  tripAlertsReducer,
  type TripAlertAction,
} from './trip-alerts.ts';

const cancel = (id: string): TripAlertAction => ({
  type: 'driverCancelled',
  event: { corporate_id: 'c1', trip_id: id, trip_unique_id: `VJ-${id}` },
});
const notServed = (
  id: string,
  status: 'no_driver' | 'cancelled_by_provider' = 'no_driver',
): TripAlertAction => ({
  type: 'notServed',
  event: { corporate_id: 'c1', trip_id: id, trip_unique_id: `VJ-${id}`, status },
});
const run = (...actions: TripAlertAction[]) => actions.reduce(tripAlertsReducer, NO_TRIP_ALERTS);

describe('trip alerts (issue 12)', () => {
  it('a trip that ends without a driver while the dialog holds it is told there, not twice', () => {
    const state = run(cancel('a'), notServed('a'));
    expect(state.dialog).toEqual([{ trip_id: 'a', trip_unique_id: 'VJ-a', ended: 'no_driver' }]);
    expect(state.notices).toEqual([]);
  });

  it('also when the dialog holds it further down its queue', () => {
    const state = run(cancel('a'), cancel('b'), notServed('b', 'cancelled_by_provider'));
    expect(state.dialog.map((e) => e.ended)).toEqual([null, 'cancelled_by_provider']);
    expect(state.notices).toEqual([]);
  });

  it('once the dialog was accepted, the end comes as a notice', () => {
    const state = run(cancel('a'), { type: 'dialogDone' }, notServed('a'));
    expect(state.dialog).toEqual([]);
    expect(state.notices).toEqual([{ trip_id: 'a', trip_unique_id: 'VJ-a', status: 'no_driver' }]);
  });

  it('queues one notice per trip, in order, until each is dismissed or all are', () => {
    const burst = run(notServed('a'), notServed('b'), notServed('a'), notServed('c'));
    expect(burst.notices.map((e) => e.trip_id)).toEqual(['a', 'b', 'c']);
    const one = tripAlertsReducer(burst, { type: 'noticeDone', tripId: 'a' });
    expect(one.notices.map((e) => e.trip_id)).toEqual(['b', 'c']);
    expect(tripAlertsReducer(one, { type: 'noticesCleared' }).notices).toEqual([]);
  });

  it('a driver cancel of a trip the dialog already holds is not queued twice', () => {
    expect(run(cancel('a'), cancel('a')).dialog).toHaveLength(1);
  });
});

describe('trips that ended while the connection was down', () => {
  const since = Date.parse('2026-05-01T12:00:00Z');
  const row = (id: string, status: TripStatus, cancelledAt: string | null) =>
    ({ _id: id, unique_id: `VJ-${id}`, status, cancelled_at: cancelledAt }) as const;

  it('are those without a driver ended since the drop, oldest first, told as their events', () => {
    const missed = missedNotServed(
      [
        row('late', 'cancelled_by_provider', '2026-05-01T12:05:00Z'),
        row('before', 'no_driver', '2026-05-01T11:59:59Z'),
        row('user', 'cancelled_by_user', '2026-05-01T12:01:00Z'),
        row('early', 'no_driver', '2026-05-01T12:00:30Z'),
      ],
      since,
      'c1',
    );
    expect(missed).toEqual([
      { corporate_id: 'c1', trip_id: 'early', trip_unique_id: 'VJ-early', status: 'no_driver' },
      {
        corporate_id: 'c1',
        trip_id: 'late',
        trip_unique_id: 'VJ-late',
        status: 'cancelled_by_provider',
      },
    ]);
  });
});
