import type { Place } from '@trayecto/contracts';
import { describe, expect, it } from 'vitest';
import type { ProviderEvent } from '../provider-gateway.ts';
import { altamira, plazaBolivar, setupSim as setup, type Sim } from './sim-test-helpers.ts';

// The order core's fleet (issue 8): an order with several stops is driven leg after leg, the
// driver stops at each drop-off and tells it, and a parcel's receiver is now and then absent.

const chacao: Place = { address: 'Chacao', lat: 10.4955, lng: -66.8536 };
const sabanaGrande: Place = { address: 'Sabana Grande', lat: 10.4967, lng: -66.8786 };

async function dispatchParcel(sim: Sim, id: string, stops: Place[]) {
  const pending = sim.provider.dispatch({
    orderId: id,
    kind: 'parcel',
    stops: stops.map((s, i) => (i === 0 ? s : { ...s, pin: `${1000 + i}` })),
    serviceTypeId: 'moto',
  });
  pending.catch(() => undefined);
  await sim.clock.advance(1_000);
  return pending;
}

async function runUntilFinal(sim: Sim, id: string) {
  const start = sim.clock.now().getTime();
  const done = () =>
    sim.events.some(
      (e) =>
        e.type === 'status' &&
        e.tripId === id &&
        (e.status === 'completed' || e.status === 'partially_completed'),
    );
  while (!done()) {
    if (sim.clock.now().getTime() - start > 4 * 3_600_000) throw new Error('never finished');
    await sim.clock.advance(1_000);
  }
}

const stopEvents = (events: ProviderEvent[], id: string) =>
  events.flatMap((e) =>
    e.type === 'stop' && e.tripId === id ? [`${e.stopIndex}:${e.status}`] : [],
  );

describe('simulated provider: orders with several stops', () => {
  it('drives a three-drop-off parcel leg after leg, delivering with each PIN', async () => {
    const sim = setup({ dropoffFailureRate: 0 });
    const result = await dispatchParcel(sim, 'p1', [plazaBolivar, sabanaGrande, chacao, altamira]);
    expect(result).toMatchObject({ tripId: 'p1', status: 'waiting', cityId: 'caracas' });
    await runUntilFinal(sim, 'p1');

    expect(stopEvents(sim.events, 'p1')).toEqual([
      '1:arrived',
      '1:completed',
      '2:arrived',
      '2:completed',
      '3:arrived',
      '3:completed',
    ]);
    const delivered = sim.events.filter(
      (e): e is Extract<ProviderEvent, { type: 'stop' }> =>
        e.type === 'stop' && e.status === 'completed',
    );
    expect(delivered.map((e) => e.pin)).toEqual(['1001', '1002', '1003']);
    const final = sim.events.find(
      (e): e is Extract<ProviderEvent, { type: 'status' }> =>
        e.type === 'status' && e.tripId === 'p1' && e.status === 'completed',
    )!;
    const snapshot = (await sim.provider.track('p1'))!;
    expect(snapshot.stops).toEqual(['completed', 'completed', 'completed', 'completed']);
    // the driven distance covers every leg (0-10 % detour on each), not pickup to last stop
    const stops = [plazaBolivar, sabanaGrande, chacao, altamira];
    let plannedKm = 0;
    for (let i = 1; i < stops.length; i++) {
      const leg = sim.provider.quote({ origin: stops[i - 1]!, destination: stops[i]! });
      await sim.clock.advance(1_000);
      plannedKm += (await leg).distanceKm;
    }
    expect(final.final!.distanceKm).toBeGreaterThanOrEqual(plannedKm);
    expect(final.final!.distanceKm).toBeLessThanOrEqual(plannedKm * 1.1);
  });

  it('ends a parcel Partially completed when a receiver is absent, after waiting at the door', async () => {
    const sim = setup({ dropoffFailureRate: 1 });
    await dispatchParcel(sim, 'p2', [plazaBolivar, sabanaGrande, altamira]);
    await runUntilFinal(sim, 'p2');
    expect(stopEvents(sim.events, 'p2')).toEqual([
      '1:arrived',
      '1:failed',
      '2:arrived',
      '2:failed',
    ]);
    const arrived = sim.events.find((e) => e.type === 'stop' && e.status === 'arrived')!;
    const failed = sim.events.find(
      (e): e is Extract<ProviderEvent, { type: 'stop' }> =>
        e.type === 'stop' && e.status === 'failed',
    )!;
    expect(failed.failureReason).toBe('receiver_absent');
    expect(failed.pin).toBeUndefined();
    // the courier waited at the door the guide's time (SIM_SPEED 1: simulated = real ms)
    expect(failed.at.getTime() - arrived.at.getTime()).toBeGreaterThanOrEqual(10 * 60_000);
    const statuses = sim.events.flatMap((e) =>
      e.type === 'status' && e.tripId === 'p2' ? [e.status] : [],
    );
    expect(statuses.at(-1)).toBe('partially_completed');
  });

  it('tells no stop of a plain ride: its destination is its completed status', async () => {
    const sim = setup({ dropoffFailureRate: 1 });
    const pending = sim.provider.dispatch({
      orderId: 'r1',
      kind: 'ride',
      stops: [plazaBolivar, altamira],
      serviceTypeId: 'economy',
    });
    await sim.clock.advance(1_000);
    await pending;
    await runUntilFinal(sim, 'r1');
    expect(stopEvents(sim.events, 'r1')).toEqual([]);
    expect((await sim.provider.track('r1'))!.stops).toEqual(['completed', 'completed']);
  });

  it('refuses an order without a drop-off', async () => {
    const sim = setup();
    await expect(
      sim.provider.dispatch({
        orderId: 'x',
        kind: 'parcel',
        stops: [plazaBolivar],
        serviceTypeId: 'moto',
      }),
    ).rejects.toThrow('an order needs a pickup and a drop-off');
  });
});
