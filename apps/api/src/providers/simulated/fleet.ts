import { type CityId, type LatLng, type ServiceTypeId } from '@trayecto/contracts';
import type { Random } from '../../lib/random.ts';
import { CITY_GAZETTEERS } from '../../lib/geo/gazetteer/city-gazetteers.ts';
import type { ServiceCircle } from '../../lib/geo/gazetteer/gazetteer-types.ts';
import { roundCoord } from '../../lib/geo/geo-math.ts';
import type { DriverProfile } from '../provider-gateway.ts';
import { avatarDataUrl } from './avatar.ts';
import { CITY_CODES, COLOURS, FIRST_NAMES, LAST_NAMES, VEHICLES } from './driver-names.ts';

export type SimDriver = { profile: DriverProfile; position: LatLng; busy: boolean };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Cars: the 2008 national format, two letters, three digits, two letters (AB123CD). */
function carPlate(random: Random): string {
  const l = () => random.pick([...LETTERS]);
  const d = () => String(random.int(0, 9));
  return `${l()}${l()}${d()}${d()}${d()}${l()}${l()}`;
}

/** Motorcycles: letters and digits interleaved (e.g. AE8S42M). */
function motoPlate(random: Random): string {
  const l = () => random.pick([...LETTERS]);
  const d = () => String(random.int(0, 9));
  return `${l()}${l()}${d()}${l()}${d()}${d()}${l()}`;
}

/** A uniformly random point in a circle (equirectangular, fine at city scale). */
function pointInCircle(random: Random, circle: ServiceCircle): LatLng {
  const r = circle.radiusKm * Math.sqrt(random.next()) * 0.98;
  const theta = random.float(0, 2 * Math.PI);
  const dLat = (r * Math.cos(theta)) / 111.19;
  const dLng = (r * Math.sin(theta)) / (111.19 * Math.cos((circle.lat * Math.PI) / 180));
  return { lat: roundCoord(circle.lat + dLat), lng: roundCoord(circle.lng + dLng) };
}

/** A uniformly random point of a service area (a union of circles, picked by area). */
export function randomPointInArea(random: Random, circles: readonly ServiceCircle[]): LatLng {
  const weights = circles.map((c) => c.radiusKm ** 2);
  let roll = random.float(
    0,
    weights.reduce((a, b) => a + b, 0),
  );
  for (let c = 0; c < circles.length; c++) {
    roll -= weights[c]!;
    if (roll <= 0) return pointInCircle(random, circles[c]!);
  }
  return pointInCircle(random, circles.at(-1)!);
}

/** Mix of the fleet: 9 economy, 5 comfort, 3 XL and 3 motorbikes in every 20 drivers. */
export function serviceTypeForIndex(i: number): ServiceTypeId {
  const k = i % 20;
  return k < 9 ? 'economy' : k < 14 ? 'comfort' : k < 17 ? 'xl' : 'moto';
}

function makeDriver(
  random: Random,
  cityId: CityId,
  index: number,
  circles: readonly ServiceCircle[],
): SimDriver {
  const serviceTypeId = serviceTypeForIndex(index);
  const firstName = random.pick(FIRST_NAMES);
  const name = `${firstName} ${random.pick(LAST_NAMES)}`;
  const [brand, model, fromYear, toYear] = random.pick<readonly [string, string, number, number]>(
    VEHICLES[serviceTypeId],
  );
  const id = `drv-${CITY_CODES[cityId]}-${String(index + 1).padStart(3, '0')}`;
  return {
    profile: {
      id,
      name,
      firstName,
      photoUrl: avatarDataUrl(name, index),
      rating: Math.round(random.float(4.3, 5) * 100) / 100,
      tripsCount: random.int(40, 4200),
      cityId,
      serviceTypeId,
      vehicle: {
        brand,
        model,
        colour: random.pick(COLOURS),
        plate: serviceTypeId === 'moto' ? motoPlate(random) : carPlate(random),
        year: random.int(fromYear, toYear),
      },
    },
    position: randomPointInArea(random, circles),
    busy: false,
  };
}

/** `perCity` drivers in each city's service area. */
export function createFleet(random: Random, perCity: number): SimDriver[] {
  return CITY_GAZETTEERS.flatMap((city) =>
    Array.from({ length: perCity }, (_, i) => makeDriver(random, city.id, i, city.serviceArea)),
  );
}
