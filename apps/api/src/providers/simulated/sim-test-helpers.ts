import type { Place } from '@trayecto/contracts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { createRandom } from '../../lib/random.ts';
import type { ProviderEvent } from '../provider-gateway.ts';
import { DEFAULT_SIM_CONFIG, type SimConfig } from './sim-config.ts';
import { createSimulatedProvider, type SimulatedProvider } from './simulated-provider.ts';

// Shared by the simulator's *.test.ts files only: a seeded fleet on a manual clock, its events
// collected, and places in two cities.

export const plazaBolivar: Place = {
  address: 'Plaza Bolívar de Caracas',
  lat: 10.5061,
  lng: -66.9146,
};
export const altamira: Place = { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 };

export type Sim = { clock: ManualClock; provider: SimulatedProvider; events: ProviderEvent[] };

/** No driver drops and no dispatch failure unless `overrides` asks for them. */
export function setupSim(overrides: Partial<SimConfig> = {}, seed = 7): Sim {
  const clock = createManualClock(Date.UTC(2026, 2, 2, 13));
  const config = {
    ...DEFAULT_SIM_CONFIG,
    cancelRate: 0,
    failureRate: 0,
    driversPerCity: 60,
    ...overrides,
  };
  const provider = createSimulatedProvider({ clock, random: createRandom(seed), config });
  const events: ProviderEvent[] = [];
  provider.onEvent((e) => events.push(e));
  return { clock, provider, events };
}
