import { CITY_IDS, placeSchema } from '@trayecto/contracts';
import { describe, expect, it } from 'vitest';
import { CITY_GAZETTEERS } from './gazetteer/city-gazetteers.ts';
import { allPlaces, normalizeText, reversePlace, searchPlaces } from './gazetteer.ts';
import { haversineKm } from './geo-math.ts';
import { cityIdAt, isInCityArea } from './service-area.ts';

describe('gazetteer', () => {
  it('covers the nine cities of the spec, each with at least 25 places', () => {
    expect(CITY_GAZETTEERS.map((c) => c.id)).toEqual([...CITY_IDS]);
    for (const city of CITY_GAZETTEERS)
      expect(city.places.length, city.id).toBeGreaterThanOrEqual(25);
  });

  it('places every place inside its own city service area and in no other city', () => {
    for (const city of CITY_GAZETTEERS) {
      for (const [name, , lat, lng] of city.places) {
        expect(isInCityArea(city, { lat, lng }), `${name} in ${city.id}`).toBe(true);
        expect(cityIdAt({ lat, lng }), `${name} resolves to ${city.id}`).toBe(city.id);
      }
    }
  });

  it('has no duplicate names within a city and no two places on the same spot', () => {
    for (const city of CITY_GAZETTEERS) {
      const names = city.places.map(([name]) => normalizeText(name));
      expect(new Set(names).size, city.id).toBe(names.length);
    }
    const places = allPlaces();
    const tooClose: string[] = [];
    for (let i = 0; i < places.length; i++) {
      for (let j = i + 1; j < places.length; j++) {
        if (haversineKm(places[i]!, places[j]!) < 0.02)
          tooClose.push(`${places[i]!.name} / ${places[j]!.name}`);
      }
    }
    expect(tooClose).toEqual([]);
  });

  it('produces places that pass the wire schema', () => {
    for (const place of allPlaces())
      expect(placeSchema.safeParse(place).success, place.name).toBe(true);
  });

  it('keeps Maiquetía airport (on the coast) outside Caracas and every service area', () => {
    expect(cityIdAt({ lat: 10.6012, lng: -66.9913 })).toBeNull();
    expect(cityIdAt({ lat: 10.5061, lng: -66.9146 })).toBe('caracas');
    expect(cityIdAt({ lat: 4.711, lng: -74.0721 })).toBeNull(); // Bogotá
  });
});

describe('searchPlaces', () => {
  it('finds Plaza Bolívar without accents and in any case', () => {
    const hits = searchPlaces('bolivar');
    expect(hits.map((h) => h.name)).toContain('Plaza Bolívar de Caracas');
    expect(searchPlaces('PLAZA BOLÍVAR DE CARACAS')[0]?.name).toBe('Plaza Bolívar de Caracas');
    expect(searchPlaces('plaza bolivar caracas')[0]?.name).toBe('Plaza Bolívar de Caracas');
  });

  it('ranks a name that starts with the query first and respects the limit and city', () => {
    const hits = searchPlaces('sambil', { limit: 3 });
    expect(hits).toHaveLength(3);
    for (const hit of hits)
      expect(hit.name.startsWith('Centro Sambil') || hit.name.includes('Sambil')).toBe(true);
    const valencia = searchPlaces('sambil', { city: 'valencia' });
    expect(valencia.map((h) => h.name)).toEqual(['Centro Comercial Sambil Valencia']);
    expect(searchPlaces('teresa')[0]?.name).toBe('Teatro Teresa Carreño');
  });

  it('matches word prefixes and sectors, and answers nothing for nonsense or blank input', () => {
    expect(searchPlaces('aerop chin')[0]?.name).toBe('Aeropuerto Internacional La Chinita');
    expect(searchPlaces('lecheria').length).toBeGreaterThan(3);
    expect(searchPlaces('xqzvw')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('¿?!')).toEqual([]);
  });

  it('returns results with address, coordinates and city', () => {
    const [hit] = searchPlaces('Universidad Central de Venezuela');
    expect(hit).toMatchObject({
      name: 'Universidad Central de Venezuela',
      city_id: 'caracas',
      city: 'Caracas',
      kind: 'university',
      address: 'Universidad Central de Venezuela, Ciudad Universitaria, Caracas',
    });
  });
});

describe('reversePlace', () => {
  it('snaps to the nearest place within 250 m', () => {
    const r = reversePlace({ lat: 10.5063, lng: -66.915 });
    expect(r.name).toBe('Plaza Bolívar de Caracas');
    expect(r.city_id).toBe('caracas');
    expect(r.distance_m).toBeLessThan(250);
  });

  it('formats the coordinates when no place is near, naming the city if served', () => {
    const inCity = reversePlace({ lat: 10.46, lng: -66.9 });
    expect(inCity).toMatchObject({
      name: null,
      city_id: 'caracas',
      address: '10.46000, -66.90000, Caracas',
    });
    const nowhere = reversePlace({ lat: 5, lng: -60 });
    expect(nowhere).toMatchObject({
      name: null,
      city_id: null,
      address: '5.00000, -60.00000',
      distance_m: null,
    });
  });
});
