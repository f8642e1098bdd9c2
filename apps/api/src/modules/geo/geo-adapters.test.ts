import { describe, expect, it } from 'vitest';
import { readGeoConfig } from './geo-adapters.ts';
import { createNominatimGeocoder, type FetchLike } from './nominatim-geocoder.ts';
import { createOsrmRouter } from './osrm-router.ts';

function fakeFetch(answer: (url: string) => { status?: number; body?: unknown; fail?: boolean }) {
  const calls: { url: string; headers?: Record<string, string> }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: init?.headers });
    const a = answer(url);
    if (a.fail) throw new TypeError('fetch failed');
    return { ok: (a.status ?? 200) < 400, status: a.status ?? 200, json: async () => a.body };
  };
  return { fetch, calls };
}

describe('Nominatim geocoder', () => {
  it('asks Nominatim for Venezuelan places and maps the answer', async () => {
    const { fetch, calls } = fakeFetch(() => ({
      body: [
        {
          lat: '10.6012',
          lon: '-66.9913',
          display_name: 'Aeropuerto Internacional Simón Bolívar, Maiquetía, La Guaira, Venezuela',
          name: 'Aeropuerto Internacional Simón Bolívar',
          type: 'aerodrome',
        },
        {
          lat: '10.5061',
          lon: '-66.9146',
          display_name: 'Plaza Bolívar, Caracas, Venezuela',
          name: '',
          type: 'square',
        },
      ],
    }));
    const geocoder = createNominatimGeocoder({
      baseUrl: 'https://nominatim.example/',
      userAgent: 'test-agent',
      fetch,
    });
    const results = await geocoder.search('bolívar', { limit: 5, city: 'caracas' });
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('https://nominatim.example/search');
    expect(url.searchParams.get('q')).toBe('bolívar');
    expect(url.searchParams.get('countrycodes')).toBe('ve');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('viewbox')?.split(',')).toHaveLength(4);
    expect(calls[0]!.headers?.['User-Agent']).toBe('test-agent');
    expect(results).toEqual([
      {
        name: 'Aeropuerto Internacional Simón Bolívar',
        kind: 'airport',
        address: 'Aeropuerto Internacional Simón Bolívar, Maiquetía, La Guaira, Venezuela',
        lat: 10.6012,
        lng: -66.9913,
        city_id: null,
        city: null,
      },
      {
        name: 'Plaza Bolívar',
        kind: 'plaza',
        address: 'Plaza Bolívar, Caracas, Venezuela',
        lat: 10.5061,
        lng: -66.9146,
        city_id: 'caracas',
        city: 'Caracas',
      },
    ]);
  });

  it('falls back to the gazetteer when Nominatim fails', async () => {
    const errors: unknown[] = [];
    const down = createNominatimGeocoder({
      baseUrl: 'https://n.example',
      userAgent: 'x',
      fetch: fakeFetch(() => ({ fail: true })).fetch,
      onError: (e) => errors.push(e),
    });
    expect((await down.search('plaza altamira'))[0]?.name).toBe('Plaza Altamira (Plaza Francia)');
    const http500 = createNominatimGeocoder({
      baseUrl: 'https://n.example',
      userAgent: 'x',
      fetch: fakeFetch(() => ({ status: 503 })).fetch,
      onError: (e) => errors.push(e),
    });
    expect((await http500.reverse({ lat: 10.5061, lng: -66.9146 })).name).toBe(
      'Plaza Bolívar de Caracas',
    );
    expect(errors).toHaveLength(2);
  });
});

describe('OSRM router', () => {
  it('uses the road distance, time and geometry', async () => {
    const { fetch, calls } = fakeFetch(() => ({
      body: {
        code: 'Ok',
        routes: [
          {
            distance: 8450,
            duration: 1260,
            geometry: {
              coordinates: [
                [-66.9146, 10.5061],
                [-66.88, 10.5],
                [-66.8494, 10.4962],
              ],
            },
          },
        ],
      },
    }));
    const route = await createOsrmRouter({ baseUrl: 'http://osrm.example', fetch }).route(
      { lat: 10.5061, lng: -66.9146 },
      { lat: 10.4962, lng: -66.8494 },
    );
    expect(calls[0]!.url).toBe(
      'http://osrm.example/route/v1/driving/-66.9146,10.5061;-66.8494,10.4962?overview=full&geometries=geojson',
    );
    expect(route).toEqual({
      points: [
        { lat: 10.5061, lng: -66.9146 },
        { lat: 10.5, lng: -66.88 },
        { lat: 10.4962, lng: -66.8494 },
      ],
      distanceKm: 8.45,
      durationMin: 21,
    });
  });

  it('falls back to the straight line when OSRM has no route', async () => {
    const { fetch } = fakeFetch(() => ({ body: { code: 'NoRoute', routes: [] } }));
    const route = await createOsrmRouter({ baseUrl: 'http://osrm.example', fetch }).route(
      { lat: 10.5061, lng: -66.9146 },
      { lat: 10.4962, lng: -66.8494 },
    );
    expect(route.points.length).toBeGreaterThan(2);
    expect(route.distanceKm).toBeGreaterThan(7);
  });
});

describe('readGeoConfig', () => {
  it('defaults to the offline adapters and checks the values', () => {
    expect(readGeoConfig({})).toMatchObject({ geocoder: 'gazetteer', router: 'straight' });
    expect(
      readGeoConfig({ GEOCODER: 'Nominatim', ROUTER: 'osrm', OSRM_URL: 'http://osrm:5000' }),
    ).toMatchObject({ geocoder: 'nominatim', router: 'osrm', osrmUrl: 'http://osrm:5000' });
    expect(() => readGeoConfig({ ROUTER: 'osrm' })).toThrow(/OSRM_URL/);
    expect(() => readGeoConfig({ GEOCODER: 'bing' })).toThrow(/GEOCODER/);
    expect(() => readGeoConfig({ GEOCODER: 'google' })).toThrow(/not built/);
  });
});
