import { SIM_DEFAULTS } from '@trayecto/contracts';
import { seedFrom } from '../../lib/random.ts';

export type SimConfig = {
  /** Simulated seconds per real second (1 = real time). */
  speed: number;
  seed: number;
  /** Probability that a driver who accepted drops the trip on the way. */
  cancelRate: number;
  /** Probability that dispatch fails (transiently). */
  failureRate: number;
  /** Probability that nobody takes a parcel at a drop-off (the parcel comes back). */
  dropoffFailureRate: number;
  driversPerCity: number;
  /** Simulated ms between position updates. */
  tickMs: number;
  /** How far dispatch looks for a driver. */
  searchRadiusKm: number;
  /** Simulated ms of searching after which a trip ends with no_driver. */
  noDriverAfterMs: number;
  /** Simulated ms between two searches. */
  searchRetryMs: number;
  /** After this many driver cancellations the provider gives up (cancelled_by_provider). */
  maxDriverCancels: number;
  /** Probability that the driver skips a stop of a multistop trip (the passenger did not stop). */
  stopSkipRate: number;
  /** Simulated ms the pricing desk takes to price a multistop quote (scaled by `speed`). */
  deskLatencyMs: readonly [number, number];
  /** Probability that the pricing desk declines a route it does not serve. */
  deskDeclineRate: number;
  /** Real ms ranges of the provider's answer latency. */
  quoteLatencyMs: readonly [number, number];
  dispatchLatencyMs: readonly [number, number];
};

export const DEFAULT_SIM_CONFIG: SimConfig = {
  speed: SIM_DEFAULTS.SIM_SPEED,
  seed: seedFrom(SIM_DEFAULTS.SIM_SEED),
  cancelRate: SIM_DEFAULTS.SIM_CANCEL_RATE,
  failureRate: SIM_DEFAULTS.SIM_FAILURE_RATE,
  dropoffFailureRate: SIM_DEFAULTS.SIM_DROPOFF_FAILURE_RATE,
  driversPerCity: SIM_DEFAULTS.SIM_DRIVERS_PER_CITY,
  tickMs: SIM_DEFAULTS.SIM_TICK_MS,
  searchRadiusKm: 6,
  noDriverAfterMs: 120_000,
  searchRetryMs: 15_000,
  maxDriverCancels: 3,
  stopSkipRate: SIM_DEFAULTS.SIM_STOP_SKIP_RATE,
  deskLatencyMs: [5_000, 60_000],
  deskDeclineRate: SIM_DEFAULTS.SIM_DESK_DECLINE_RATE,
  quoteLatencyMs: [120, 450],
  dispatchLatencyMs: [250, 900],
};

/** Every variable the simulator reads, for the README and the server's config list. */
export const SIM_ENV_DOC = [
  {
    name: 'SIM_SPEED',
    default: String(SIM_DEFAULTS.SIM_SPEED),
    description: 'Time scale of the simulated fleet (10 = ten times faster).',
  },
  {
    name: 'SIM_SEED',
    default: SIM_DEFAULTS.SIM_SEED,
    description: 'Seed of the simulation (number or text): same seed, same fleet and events.',
  },
  {
    name: 'SIM_CANCEL_RATE',
    default: String(SIM_DEFAULTS.SIM_CANCEL_RATE),
    description: 'Probability that a driver cancels an accepted trip.',
  },
  {
    name: 'SIM_FAILURE_RATE',
    default: String(SIM_DEFAULTS.SIM_FAILURE_RATE),
    description: 'Probability that a dispatch fails transiently.',
  },
  {
    name: 'SIM_DROPOFF_FAILURE_RATE',
    default: String(SIM_DEFAULTS.SIM_DROPOFF_FAILURE_RATE),
    description: "Probability that a parcel's receiver is not there and the drop-off fails.",
  },
  {
    name: 'SIM_STOP_SKIP_RATE',
    default: String(SIM_DEFAULTS.SIM_STOP_SKIP_RATE),
    description:
      'Probability that a stop of a multistop trip is skipped (the passenger did not stop).',
  },
  {
    name: 'SIM_DESK_DECLINE_RATE',
    default: String(SIM_DEFAULTS.SIM_DESK_DECLINE_RATE),
    description:
      'Probability that the pricing desk declines a multistop quote (it answers in 5 to 60 simulated seconds).',
  },
  {
    name: 'SIM_DRIVERS_PER_CITY',
    default: String(SIM_DEFAULTS.SIM_DRIVERS_PER_CITY),
    description: 'Simulated drivers in each city.',
  },
  {
    name: 'SIM_TICK_MS',
    default: String(SIM_DEFAULTS.SIM_TICK_MS),
    description: 'Simulated milliseconds between position updates.',
  },
] as const;

function num(
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new Error(`${name} must be a number between ${min} and ${max} (got "${value}")`);
  }
  return n;
}

/** Reads SIM_* variables; a bad value stops the server with a message naming the variable. */
export function readSimConfig(env: Record<string, string | undefined> = process.env): SimConfig {
  return {
    ...DEFAULT_SIM_CONFIG,
    speed: num(env.SIM_SPEED, DEFAULT_SIM_CONFIG.speed, 0.01, 10_000, 'SIM_SPEED'),
    seed: env.SIM_SEED?.trim() ? seedFrom(env.SIM_SEED.trim()) : DEFAULT_SIM_CONFIG.seed,
    cancelRate: num(env.SIM_CANCEL_RATE, DEFAULT_SIM_CONFIG.cancelRate, 0, 1, 'SIM_CANCEL_RATE'),
    failureRate: num(
      env.SIM_FAILURE_RATE,
      DEFAULT_SIM_CONFIG.failureRate,
      0,
      1,
      'SIM_FAILURE_RATE',
    ),
    dropoffFailureRate: num(
      env.SIM_DROPOFF_FAILURE_RATE,
      DEFAULT_SIM_CONFIG.dropoffFailureRate,
      0,
      1,
      'SIM_DROPOFF_FAILURE_RATE',
    ),
    stopSkipRate: num(
      env.SIM_STOP_SKIP_RATE,
      DEFAULT_SIM_CONFIG.stopSkipRate,
      0,
      1,
      'SIM_STOP_SKIP_RATE',
    ),
    deskDeclineRate: num(
      env.SIM_DESK_DECLINE_RATE,
      DEFAULT_SIM_CONFIG.deskDeclineRate,
      0,
      1,
      'SIM_DESK_DECLINE_RATE',
    ),
    driversPerCity: Math.floor(
      num(
        env.SIM_DRIVERS_PER_CITY,
        DEFAULT_SIM_CONFIG.driversPerCity,
        0,
        5000,
        'SIM_DRIVERS_PER_CITY',
      ),
    ),
    tickMs: num(env.SIM_TICK_MS, DEFAULT_SIM_CONFIG.tickMs, 100, 60_000, 'SIM_TICK_MS'),
  };
}
