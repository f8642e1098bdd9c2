import type { LatLng, ServiceTypeId } from '@trayecto/contracts';
import type { Clock, TimerHandle } from '../../lib/clock.ts';
import type { Random } from '../../lib/random.ts';
import { CITY_GAZETTEER_BY_ID } from '../../lib/geo/gazetteer/city-gazetteers.ts';
import { straightLineRoute } from '../../lib/geo/routing.ts';
import { isInCityArea } from '../../lib/geo/service-area.ts';
import { randomPointInArea, type SimDriver } from './fleet.ts';
import { createGridIndex, type SpatialIndex } from './spatial-index.ts';

export type DriverPool = {
  /** Takes the nearest free driver of the type within `radiusKm` that `accept` allows. */
  claimNearest(
    serviceTypeId: ServiceTypeId,
    point: LatLng,
    radiusKm: number,
    accept: (driverId: string) => boolean,
  ): SimDriver | null;
  /** Frees a driver where they are. */
  release(driver: SimDriver, at: LatLng | null): void;
  /** Frees a driver after a drop-off: at once inside their city, else after driving back home. */
  releaseAfterDropOff(driver: SimDriver, at: LatLng): void;
  stop(): void;
};

/** Free drivers, one spatial index per service type; busy drivers are out of the index. */
export function createDriverPool(
  fleet: readonly SimDriver[],
  deps: { clock: Clock; random: Random; realMs: (simMs: number) => number },
): DriverPool {
  const indexes = new Map<ServiceTypeId, SpatialIndex>();
  const indexOf = (type: ServiceTypeId) => {
    let index = indexes.get(type);
    if (!index) indexes.set(type, (index = createGridIndex()));
    return index;
  };
  const byId = new Map(fleet.map((d) => [d.profile.id, d]));
  for (const driver of fleet) {
    if (!driver.busy)
      indexOf(driver.profile.serviceTypeId).upsert(driver.profile.id, driver.position);
  }
  const homeward = new Set<TimerHandle>();

  const release = (driver: SimDriver, at: LatLng | null) => {
    if (!driver.busy) return;
    if (at) driver.position = { lat: at.lat, lng: at.lng };
    driver.busy = false;
    indexOf(driver.profile.serviceTypeId).upsert(driver.profile.id, driver.position);
  };

  return {
    claimNearest(serviceTypeId, point, radiusKm, accept) {
      const index = indexOf(serviceTypeId);
      const found = index.nearest(point, radiusKm, accept);
      const driver = found ? byId.get(found.id) : undefined;
      if (!found || !driver) return null;
      index.remove(found.id);
      driver.busy = true;
      return driver;
    },
    release,
    releaseAfterDropOff(driver, at) {
      const home = CITY_GAZETTEER_BY_ID[driver.profile.cityId];
      if (isInCityArea(home, at)) return release(driver, at);
      const to = randomPointInArea(deps.random, home.serviceArea);
      const back = straightLineRoute(at, to, { speedKmh: () => home.avgSpeedKmh });
      const handle = deps.clock.setTimeout(
        () => {
          homeward.delete(handle);
          release(driver, to);
        },
        deps.realMs(back.durationMin * 60_000),
      );
      homeward.add(handle);
    },
    stop() {
      for (const handle of homeward) deps.clock.clearTimeout(handle);
      homeward.clear();
    },
  };
}
