import type { Clock } from '../lib/clock.ts';
import { createRandom } from '../lib/random.ts';
import type { RoutingProvider } from '../lib/geo/routing.ts';
import type { ProviderEvent, ProviderGateway } from './provider-gateway.ts';
import { readSimConfig, SIM_ENV_DOC } from './simulated/sim-config.ts';
import { createSimulatedProvider } from './simulated/simulated-provider.ts';

export const PROVIDER_NAMES = ['simulated'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** Every variable the provider gateway reads (PROVIDER, then the simulator's SIM_*). */
export const PROVIDER_ENV_DOC = [
  {
    name: 'PROVIDER',
    default: 'simulated',
    description: 'Dispatch provider: simulated (built-in deterministic fleet).',
  },
  ...SIM_ENV_DOC,
] as const;

export type CreateProviderOptions = {
  clock: Clock;
  /** The configured router (modules/geo/geo-adapters.ts); straight-line by default. */
  router?: RoutingProvider;
  env?: Record<string, string | undefined>;
  onListenerError?: (error: unknown, event: ProviderEvent) => void;
};

/** The gateway the environment asks for. Throws, naming the variable, on a bad value. */
export function createProviderGateway(options: CreateProviderOptions): ProviderGateway {
  const env = options.env ?? process.env;
  const name = env.PROVIDER?.trim() || 'simulated';
  if (!(PROVIDER_NAMES as readonly string[]).includes(name)) {
    throw new Error(`PROVIDER must be one of ${PROVIDER_NAMES.join(', ')} (got "${name}")`);
  }
  const config = readSimConfig(env);
  return createSimulatedProvider({
    clock: options.clock,
    random: createRandom(config.seed),
    config,
    router: options.router,
    onListenerError: options.onListenerError,
  });
}
