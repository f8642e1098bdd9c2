import {
  createGazetteerGeocoder,
  GEOCODER_NAMES,
  type Geocoder,
  type GeocoderName,
} from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import { createOsrmRouter } from './osrm-router.ts';
import {
  createStraightLineRouter,
  ROUTER_NAMES,
  type RouterName,
  type RoutingProvider,
} from '../../lib/geo/routing.ts';

export type GeoConfig = {
  geocoder: GeocoderName;
  router: RouterName;
  nominatimUrl: string;
  osrmUrl: string | undefined;
  userAgent: string;
};

/** Every variable the geo adapters read, for the README and the server's config list. */
export const GEO_ENV_DOC = [
  {
    name: 'GEOCODER',
    default: 'gazetteer',
    description:
      'Address search: gazetteer (built in, offline), nominatim; google is reserved (not built).',
  },
  {
    name: 'NOMINATIM_URL',
    default: 'https://nominatim.openstreetmap.org',
    description:
      'Nominatim server when GEOCODER=nominatim (respect its usage policy or run your own).',
  },
  {
    name: 'ROUTER',
    default: 'straight',
    description:
      'Routing: straight (offline, straight line × 1.3), osrm; google is reserved (not built).',
  },
  {
    name: 'OSRM_URL',
    default: '(unset)',
    description: 'OSRM server when ROUTER=osrm, e.g. http://localhost:5000.',
  },
  {
    name: 'GEO_USER_AGENT',
    default: 'TrayectoEmpresas/1.0',
    description: 'User-Agent sent to Nominatim (it requires one that identifies you).',
  },
] as const;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  name: string,
): T {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
}

export function readGeoConfig(env: Record<string, string | undefined> = process.env): GeoConfig {
  const config: GeoConfig = {
    geocoder: oneOf(env.GEOCODER, GEOCODER_NAMES, 'gazetteer', 'GEOCODER'),
    router: oneOf(env.ROUTER, ROUTER_NAMES, 'straight', 'ROUTER'),
    nominatimUrl: env.NOMINATIM_URL?.trim() || 'https://nominatim.openstreetmap.org',
    osrmUrl: env.OSRM_URL?.trim() || undefined,
    userAgent: env.GEO_USER_AGENT?.trim() || 'TrayectoEmpresas/1.0',
  };
  if (config.geocoder === 'google' || config.router === 'google') {
    throw new Error(
      'GEOCODER/ROUTER=google is reserved and not built yet: use gazetteer/straight, nominatim or osrm',
    );
  }
  if (config.router === 'osrm' && !config.osrmUrl) throw new Error('ROUTER=osrm needs OSRM_URL');
  for (const url of [config.nominatimUrl, config.osrmUrl]) {
    if (url !== undefined && !/^https?:\/\//.test(url))
      throw new Error(`not an http(s) URL: "${url}"`);
  }
  return config;
}

type Log = { warn: (obj: unknown, msg?: string) => void };

/** The configured geocoder; external ones fall back to the gazetteer when they fail. */
export function createGeocoder(config: GeoConfig, log?: Log): Geocoder {
  if (config.geocoder === 'nominatim') {
    return createNominatimGeocoder({
      baseUrl: config.nominatimUrl,
      userAgent: config.userAgent,
      onError: (error) =>
        log?.warn({ err: error }, 'nominatim failed; answered from the gazetteer'),
    });
  }
  return createGazetteerGeocoder();
}

/** The configured router; OSRM falls back to straight-line routing when it fails. */
export function createRouter(config: GeoConfig, log?: Log): RoutingProvider {
  if (config.router === 'osrm' && config.osrmUrl) {
    return createOsrmRouter({
      baseUrl: config.osrmUrl,
      onError: (error) =>
        log?.warn({ err: error }, 'osrm failed; answered with straight-line routing'),
    });
  }
  return createStraightLineRouter();
}
