import { describe, expect, it } from 'vitest';
import { createRandom } from '../../lib/random.ts';
import { CITY_GAZETTEER_BY_ID } from '../../lib/geo/gazetteer/city-gazetteers.ts';
import { isInCityArea } from '../../lib/geo/service-area.ts';
import { createFleet } from './fleet.ts';
import { DEFAULT_SIM_CONFIG, readSimConfig } from './sim-config.ts';

describe('simulated fleet', () => {
  const fleet = createFleet(createRandom(1), 40);

  it('spreads drivers of every service type over each service area', () => {
    expect(fleet).toHaveLength(9 * 40);
    for (const driver of fleet) {
      expect(
        isInCityArea(CITY_GAZETTEER_BY_ID[driver.profile.cityId], driver.position),
        driver.profile.id,
      ).toBe(true);
    }
    const caracas = fleet.filter((d) => d.profile.cityId === 'caracas');
    expect(new Set(caracas.map((d) => d.profile.serviceTypeId))).toEqual(
      new Set(['economy', 'comfort', 'xl', 'moto']),
    );
    expect(new Set(fleet.map((d) => d.profile.id)).size).toBe(fleet.length);
  });

  it('gives drivers names, avatars, ratings and plausible vehicles and plates', () => {
    for (const { profile } of fleet) {
      expect(profile.name.startsWith(profile.firstName)).toBe(true);
      expect(profile.photoUrl.startsWith('data:image/svg+xml')).toBe(true);
      expect(decodeURIComponent(profile.photoUrl)).toContain('<svg');
      expect(profile.rating).toBeGreaterThanOrEqual(4.3);
      expect(profile.rating).toBeLessThanOrEqual(5);
      const plate =
        profile.serviceTypeId === 'moto'
          ? /^[A-Z]{2}\d[A-Z]\d{2}[A-Z]$/
          : /^[A-Z]{2}\d{3}[A-Z]{2}$/;
      expect(profile.vehicle.plate).toMatch(plate);
      expect(profile.vehicle.year).toBeGreaterThanOrEqual(2006);
    }
  });

  it('is the same fleet for the same seed', () => {
    expect(createFleet(createRandom(1), 40)).toEqual(fleet);
  });
});

describe('readSimConfig', () => {
  it('reads SIM_* variables with their defaults', () => {
    expect(readSimConfig({})).toEqual(DEFAULT_SIM_CONFIG);
    expect(DEFAULT_SIM_CONFIG.cancelRate).toBe(0.05);
    const config = readSimConfig({
      SIM_SPEED: '20',
      SIM_SEED: '99',
      SIM_CANCEL_RATE: '0.5',
      SIM_FAILURE_RATE: '0',
    });
    expect(config).toMatchObject({ speed: 20, seed: 99, cancelRate: 0.5, failureRate: 0 });
  });

  it('names the variable when a value is wrong', () => {
    expect(() => readSimConfig({ SIM_CANCEL_RATE: '2' })).toThrow(/SIM_CANCEL_RATE/);
    expect(() => readSimConfig({ SIM_SPEED: 'fast' })).toThrow(/SIM_SPEED/);
  });
});
