import type { Place } from '@trayecto/contracts';
import { describe, expect, it } from 'vitest';
import { cityIdAt } from '../../lib/geo/service-area.ts';
import { finalFareCents } from '../fares/fare-engine.ts';
import { ProviderError, type ProviderEvent } from '../provider-gateway.ts';
import { altamira, plazaBolivar, setupSim, type Sim } from './sim-test-helpers.ts';
import type { SimulatedProvider } from './simulated-provider.ts';

const lagoMall: Place = { address: 'Lago Mall, Maracaibo', lat: 10.6826, lng: -71.6062 };
const luz: Place = { address: 'LUZ, Maracaibo', lat: 10.679, lng: -71.633 };
const maiquetia: Place = { address: 'Aeropuerto de Maiquetía', lat: 10.6012, lng: -66.9913 };

const setup = setupSim;

async function dispatch(
  sim: Sim,
  tripId: string,
  origin = plazaBolivar,
  destination = altamira,
  extra = {},
) {
  const pending = sim.provider.dispatch({
    orderId: tripId,
    kind: 'ride',
    stops: [origin, destination],
    serviceTypeId: 'economy',
    ...extra,
  });
  pending.catch(() => undefined); // awaited below; keeps the failure from surfacing as unhandled meanwhile
  await sim.clock.advance(1_000);
  return pending;
}

/** Steps the clock until `done` or the time limit; returns the simulated ms it took. */
async function runUntil(sim: Sim, done: () => boolean, limitMs = 3 * 3_600_000, stepMs = 1_000) {
  const start = sim.clock.now().getTime();
  while (!done()) {
    if (sim.clock.now().getTime() - start > limitMs)
      throw new Error('simulation did not get there in time');
    await sim.clock.advance(stepMs);
  }
  return sim.clock.now().getTime() - start;
}

const statusesOf = (events: ProviderEvent[], tripId: string) =>
  events.flatMap((e) => (e.type === 'status' && e.tripId === tripId ? [e.status] : []));
const isFinal = (events: ProviderEvent[], tripId: string, status: string) =>
  statusesOf(events, tripId).includes(status as never);

describe('simulated provider: a trip from request to completed', () => {
  it('goes through every status, moves the car, and prices what was driven', async () => {
    const sim = setup();
    const result = await dispatch(sim, 't1');
    expect(result).toMatchObject({ tripId: 't1', status: 'waiting', cityId: 'caracas' });
    expect(sim.events).toEqual([]);

    await runUntil(sim, () => isFinal(sim.events, 't1', 'completed'));
    const statuses = statusesOf(sim.events, 't1').filter((s) => s !== 'driver_waiting');
    expect(statuses).toEqual(['accepted', 'coming', 'arrived', 'started', 'completed']);

    const status = (s: string) =>
      sim.events.findIndex((e) => e.type === 'status' && e.status === s);
    const positions = (from: number, to: number) =>
      sim.events.slice(from, to).filter((e) => e.type === 'position');
    expect(positions(status('coming'), status('arrived')).length).toBeGreaterThan(0);
    const ride = positions(status('started'), status('completed'));
    expect(ride.length).toBeGreaterThan(3);
    for (const e of ride) {
      if (e.type !== 'position') continue;
      expect(e.position.lat).toBeLessThanOrEqual(plazaBolivar.lat + 1e-6);
      expect(e.position.lat).toBeGreaterThanOrEqual(altamira.lat - 1e-6);
      expect(e.etaMin).toBeGreaterThanOrEqual(1);
    }
    const accepted = sim.events[status('accepted')]!;
    expect(accepted.type === 'status' && accepted.driver?.serviceTypeId).toBe('economy');

    const completed = sim.events.at(-1)!;
    if (completed.type !== 'status' || !completed.final) throw new Error('no final data');
    const { final } = completed;
    const started = sim.events[status('started')]!;
    expect(final.startedAt).toEqual(started.at);
    expect(final.durationMin).toBeCloseTo(
      (final.completedAt.getTime() - final.startedAt.getTime()) / 60_000,
      9,
    );
    expect(final.distanceKm).toBeGreaterThanOrEqual(result.estimate.distanceKm);
    expect(final.distanceKm).toBeLessThanOrEqual(result.estimate.distanceKm * 1.1);
    expect(final.durationMin).toBeGreaterThan(result.estimate.durationMin * 0.75);
    expect(final.durationMin).toBeLessThan(result.estimate.durationMin * 1.6);
    expect(final.fareCents).toBe(
      finalFareCents('caracas', 'economy', final.distanceKm, final.durationMin),
    );
    expect(final.path[0]).toEqual({ lat: plazaBolivar.lat, lng: plazaBolivar.lng });
    expect(final.path.at(-1)).toEqual({ lat: altamira.lat, lng: altamira.lng });

    const snapshot = await sim.provider.track('t1');
    expect(snapshot).toMatchObject({
      status: 'completed',
      final,
      position: { lat: altamira.lat, lng: altamira.lng },
    });
    expect(completed.driver?.id).toBe(accepted.type === 'status' && accepted.driver?.id);
    expect(snapshot?.driver?.id).toBe(completed.driver?.id);
    const freed = sim.provider
      .drivers()
      .find((d) => accepted.type === 'status' && d.profile.id === accepted.driver?.id)!;
    expect(freed).toMatchObject({
      busy: false,
      position: { lat: altamira.lat, lng: altamira.lng },
    });
  });

  it('scales time with SIM_SPEED: ten times faster on the clock, the same simulated trip', async () => {
    const sim = setup({ speed: 10 });
    await dispatch(sim, 'fast');
    const took = await runUntil(
      sim,
      () => isFinal(sim.events, 'fast', 'completed'),
      3_600_000,
      250,
    );
    const done = sim.events.at(-1)!;
    if (done.type !== 'status' || !done.final) throw new Error('no final data');
    const clockMin = (done.final.completedAt.getTime() - done.final.startedAt.getTime()) / 60_000;
    expect(done.final.durationMin).toBeCloseTo(clockMin * 10, 6);
    expect(took).toBeLessThan(5 * 60_000);
  });
});

describe('simulated provider: the fleet after a drop-off', () => {
  it('sends a driver dropped outside their city back home before offering them again', async () => {
    const sim = setup();
    const guarenas: Place = { address: 'Plaza Bolívar de Guarenas', lat: 10.4667, lng: -66.6112 };
    await dispatch(sim, 'out', plazaBolivar, guarenas);
    await runUntil(sim, () => isFinal(sim.events, 'out', 'completed'), 3 * 3_600_000, 5_000);
    const done = sim.events.at(-1)!;
    if (done.type !== 'status' || !done.driver) throw new Error('no driver');
    const driver = sim.provider.drivers().find((d) => d.profile.id === done.driver!.id)!;
    expect(driver.profile.cityId).toBe('caracas');
    expect(driver.busy).toBe(true);
    await sim.clock.advance(4 * 3_600_000);
    expect(driver.busy).toBe(false);
    expect(cityIdAt(driver.position)).toBe('caracas');
  });
});

describe('simulated provider: drivers who cancel', () => {
  it('emits driver_cancelled and offers the trip to another driver, then gives up', async () => {
    const sim = setup({ cancelRate: 1 });
    await dispatch(sim, 't2');
    await runUntil(sim, () => isFinal(sim.events, 't2', 'cancelled_by_provider'));
    const cancels = sim.events.filter((e) => e.type === 'driver_cancelled');
    expect(cancels.map((e) => e.type === 'driver_cancelled' && e.attempt)).toEqual([1, 2, 3]);
    const acceptedBy = sim.events.flatMap((e) =>
      e.type === 'status' && e.status === 'accepted' ? [e.driver!.id] : [],
    );
    expect(acceptedBy).toHaveLength(3);
    expect(new Set(acceptedBy).size).toBe(3);
    expect(cancels.map((e) => e.type === 'driver_cancelled' && e.driverId)).toEqual(acceptedBy);
    expect(statusesOf(sim.events, 't2')).toEqual([
      'accepted',
      'coming',
      'waiting',
      'accepted',
      'coming',
      'waiting',
      'accepted',
      'coming',
      'cancelled_by_provider',
    ]);
    for (const id of acceptedBy)
      expect(sim.provider.drivers().find((d) => d.profile.id === id)?.busy).toBe(false);
  });

  it('re-dispatches after a cancel and still completes the trip', async () => {
    const sim = setup({ cancelRate: 0.5 }, 3);
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const id of ids) await dispatch(sim, id);
    const ended = ['completed', 'cancelled_by_provider', 'no_driver'];
    await runUntil(sim, () =>
      ids.every((id) => statusesOf(sim.events, id).some((s) => ended.includes(s))),
    );
    const cancelled = ids.filter((id) =>
      sim.events.some((e) => e.type === 'driver_cancelled' && e.tripId === id),
    );
    const recovered = cancelled.filter((id) => statusesOf(sim.events, id).includes('completed'));
    expect(cancelled.length).toBeGreaterThan(0);
    expect(recovered.length).toBeGreaterThan(0);
  });
});

describe('simulated provider: no driver, scheduling, failures, cancellation', () => {
  it('ends with no_driver when nobody is near after two minutes of searching', async () => {
    const sim = setup({ driversPerCity: 0 });
    await dispatch(sim, 't3');
    await sim.clock.advance(100_000);
    expect(sim.events).toEqual([]);
    await sim.clock.advance(40_000);
    expect(statusesOf(sim.events, 't3')).toEqual(['no_driver']);
    expect(sim.clock.pending()).toBe(0);
  });

  it('dispatches a scheduled trip pre_time minutes before its time', async () => {
    const sim = setup();
    const t0 = sim.clock.now().getTime();
    const scheduledAt = new Date(t0 + 60 * 60_000);
    const result = await dispatch(sim, 't4', lagoMall, luz, { scheduledAt, preTimeMin: 20 });
    expect(result.status).toBe('scheduled');
    expect((await sim.provider.track('t4'))?.status).toBe('scheduled');
    await sim.clock.advanceTo(new Date(t0 + 40 * 60_000 - 1));
    expect(sim.events).toEqual([]);
    await sim.clock.advance(1);
    expect(sim.events).toHaveLength(1);
    expect(sim.events[0]).toMatchObject({ type: 'status', status: 'waiting', tripId: 't4' });
    expect(sim.events[0]!.at.getTime()).toBe(t0 + 40 * 60_000);
    await runUntil(sim, () => isFinal(sim.events, 't4', 'accepted'));
  });

  it('fails a dispatch transiently, after a delay, creating nothing', async () => {
    const sim = setup({ failureRate: 1 });
    let settled = false;
    const pending = sim.provider
      .dispatch({
        orderId: 't5',
        kind: 'ride',
        stops: [plazaBolivar, altamira],
        serviceTypeId: 'comfort',
      })
      .finally(() => (settled = true));
    const caught = pending.catch((e: unknown) => e);
    await sim.clock.advance(100);
    expect(settled).toBe(false);
    await sim.clock.advance(1_000);
    const error = await caught;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ reason: 'unavailable' });
    expect(await sim.provider.track('t5')).toBeNull();
  });

  it('refuses an origin the provider does not serve', async () => {
    const sim = setup();
    await expect(
      sim.provider.dispatch({
        orderId: 'x',
        kind: 'ride',
        stops: [maiquetia, plazaBolivar],
        serviceTypeId: 'economy',
      }),
    ).rejects.toMatchObject({ code: 'origin_not_served' });
    await expect(
      sim.provider.quote({ origin: maiquetia, destination: plazaBolivar }),
    ).rejects.toMatchObject({ code: 'origin_not_served' });
  });

  it('lets the company cancel until the ride starts, and frees the driver', async () => {
    const sim = setup();
    await dispatch(sim, 't6');
    await runUntil(sim, () => isFinal(sim.events, 't6', 'coming'));
    await sim.clock.advance(10_000);
    await sim.provider.cancel('t6');
    expect(statusesOf(sim.events, 't6').at(-1)).toBe('cancelled_by_user');
    const accepted = sim.events.find((e) => e.type === 'status' && e.status === 'accepted');
    const driver = sim.provider
      .drivers()
      .find((d) => accepted?.type === 'status' && d.profile.id === accepted.driver?.id);
    expect(driver?.busy).toBe(false);
    const count = sim.events.length;
    await sim.clock.advance(600_000);
    expect(sim.events.length).toBe(count);
    await expect(sim.provider.cancel('t6')).rejects.toMatchObject({ reason: 'not_cancellable' });
    await expect(sim.provider.cancel('nope')).rejects.toMatchObject({ reason: 'unknown_trip' });

    await dispatch(sim, 't7');
    await runUntil(sim, () => isFinal(sim.events, 't7', 'started'));
    await expect(sim.provider.cancel('t7')).rejects.toMatchObject({ reason: 'not_cancellable' });
  });

  it('treats a second dispatch of the same trip as the same trip', async () => {
    const sim = setup();
    const first = await dispatch(sim, 't8');
    const second = await dispatch(sim, 't8');
    expect(second).toEqual(first);
    await runUntil(sim, () => isFinal(sim.events, 't8', 'accepted'));
    expect(statusesOf(sim.events, 't8')).toEqual(['accepted']);
  });

  it('quotes after a latency, with the fare engine', async () => {
    const sim = setup();
    let quote: Awaited<ReturnType<SimulatedProvider['quote']>> | undefined;
    void sim.provider
      .quote({ origin: plazaBolivar, destination: altamira })
      .then((q) => (quote = q));
    await sim.clock.advance(50);
    expect(quote).toBeUndefined();
    await sim.clock.advance(1_000);
    expect(quote?.fares).toHaveLength(4);
  });
});

describe('simulated provider: determinism', () => {
  async function scenario(seed: number) {
    const sim = setup({ cancelRate: 0.3, failureRate: 0.2 }, seed);
    const trips: [string, Place, Place][] = [
      ['d1', plazaBolivar, altamira],
      ['d2', altamira, plazaBolivar],
      ['d3', lagoMall, luz],
    ];
    for (const [id, from, to] of trips) await dispatch(sim, id, from, to).catch(() => undefined);
    await sim.clock.advance(2 * 3_600_000);
    sim.provider.stop();
    expect(sim.clock.pending()).toBe(0);
    return JSON.stringify(sim.events);
  }

  it('gives the same event sequence for the same seed, and another for another seed', async () => {
    const a = await scenario(2026);
    const b = await scenario(2026);
    expect(a.length).toBeGreaterThan(1000);
    expect(b).toBe(a);
    expect(await scenario(99)).not.toBe(a);
  });
});
