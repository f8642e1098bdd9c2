import { ADDRESS_MAX, CITY_IDS, placeSchema, type CityId } from '@trayecto/contracts';
import { describe, expect, it } from 'vitest';
import { CITY_GAZETTEERS } from '../../lib/geo/gazetteer/city-gazetteers.ts';
import {
  allPlaces,
  canonicalWords,
  cityLandmarks,
  normalizeText,
  REVERSE_SNAP_M,
  reversePlace,
  searchPlaces,
} from './gazetteer.ts';
import { haversineKm } from '../../lib/geo/geo-math.ts';
import { cityIdAt, isInCityArea } from '../../lib/geo/service-area.ts';

const BIG_CITIES: readonly CityId[] = [
  'caracas',
  'maracaibo',
  'valencia',
  'barquisimeto',
  'maracay',
];

describe('gazetteer', () => {
  it('covers the nine cities of the spec: 55+ places in the big five, 45+ in the others', () => {
    expect(CITY_GAZETTEERS.map((c) => c.id)).toEqual([...CITY_IDS]);
    for (const city of CITY_GAZETTEERS) {
      const min = BIG_CITIES.includes(city.id) ? 55 : 45;
      expect(city.places.length, city.id).toBeGreaterThanOrEqual(min);
    }
  });

  it('knows the main avenues and urbanizations of every city', () => {
    for (const city of CITY_GAZETTEERS) {
      const kinds = city.places.map(([, kind]) => kind);
      expect(kinds.filter((k) => k === 'avenue').length, city.id).toBeGreaterThanOrEqual(4);
      expect(kinds.filter((k) => k === 'neighbourhood').length, city.id).toBeGreaterThanOrEqual(7);
    }
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

  it('draws 4–10 avenues per city, each a line of 3–12 [lng, lat] points inside its city (or within 1 km)', () => {
    for (const city of CITY_GAZETTEERS) {
      expect(city.avenues.length, city.id).toBeGreaterThanOrEqual(4);
      expect(city.avenues.length, city.id).toBeLessThanOrEqual(10);
      const names = city.avenues.map((a) => a.name);
      expect(new Set(names).size, city.id).toBe(names.length);
      const placeNames = new Set(city.places.map(([name]) => name));
      for (const { name, line } of city.avenues) {
        expect(line.length, name).toBeGreaterThanOrEqual(3);
        expect(line.length, name).toBeLessThanOrEqual(12);
        // the avenue is also a place, so the label on the map can be searched
        expect(placeNames.has(name), `${name} is a place of ${city.id}`).toBe(true);
        for (const [lng, lat] of line) {
          const km = Math.min(
            ...city.serviceArea.map((c) => haversineKm(c, { lat, lng }) - c.radiusKm),
          );
          expect(km, `${name} at ${lng},${lat} in ${city.id}`).toBeLessThanOrEqual(1);
        }
        // consecutive points of one avenue are a few hundred metres to a few km apart
        for (let i = 1; i < line.length; i++) {
          const [lng0, lat0] = line[i - 1]!;
          const [lng1, lat1] = line[i]!;
          const km = haversineKm({ lat: lat0, lng: lng0 }, { lat: lat1, lng: lng1 });
          expect(km, `${name} segment ${i}`).toBeGreaterThan(0.1);
          expect(km, `${name} segment ${i}`).toBeLessThan(4);
        }
      }
    }
  });

  it('labels each city map with 12 of its best-known places, no avenue, none on top of another', () => {
    for (const id of CITY_IDS) {
      const labels = cityLandmarks(id);
      expect(labels, id).toHaveLength(12);
      const avenues = new Set(
        CITY_GAZETTEERS.find((c) => c.id === id)!
          .places.filter(([, kind]) => kind === 'avenue')
          .map(([name]) => name),
      );
      for (let i = 0; i < labels.length; i++) {
        expect(avenues.has(labels[i]!.name), labels[i]!.name).toBe(false);
        for (let j = i + 1; j < labels.length; j++)
          expect(haversineKm(labels[i]!, labels[j]!)).toBeGreaterThanOrEqual(0.3);
      }
    }
    expect(cityLandmarks('caracas').map((l) => l.name)).toContain('Plaza Altamira (Plaza Francia)');
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

  it('finds main avenues however "avenida" is spelt, before places that merely share words', () => {
    for (const q of [
      'francisco de miranda',
      'Francisco de Miranda',
      'Av Francisco de Miranda',
      'av. francisco de miranda',
      'Avenida Francisco de Miranda',
      'avda francisco miranda',
    ])
      expect(searchPlaces(q)[0], q).toMatchObject({
        name: 'Av. Francisco de Miranda',
        kind: 'avenue',
        city_id: 'caracas',
        address: 'Av. Francisco de Miranda, Los Palos Grandes, Caracas',
      });
    // a name shared by several cities: the bigger city first, the others right after
    const libertador = searchPlaces('av. libertador');
    expect(libertador[0]).toMatchObject({ name: 'Av. Libertador', city_id: 'caracas' });
    expect(libertador.slice(1, 3).map((h) => h.name)).toEqual(['Av. Libertador', 'Av. Libertador']);
    expect(searchPlaces('avenida libertador', { city: 'barquisimeto' })[0]).toMatchObject({
      name: 'Av. Libertador',
      city_id: 'barquisimeto',
    });
    expect(searchPlaces('cota mil')[0]?.name).toBe('Av. Boyacá (Cota Mil)');
    expect(searchPlaces('fajardo')[0]?.name).toBe(
      'Autopista Francisco Fajardo (Gran Cacique Guaicaipuro)',
    );
    expect(searchPlaces('av bella vista')[0]?.name).toBe('Av. Bella Vista');
    expect(searchPlaces('av 5 de julio')[0]).toMatchObject({ city_id: 'maracaibo' });
  });

  it('finds urbanizations by their name first, with or without "urb."', () => {
    expect(searchPlaces('las mercedes')[0]).toMatchObject({
      name: 'Las Mercedes',
      kind: 'neighbourhood',
      city_id: 'caracas',
    });
    expect(searchPlaces('altamira')[0]?.name).toBe('Altamira');
    expect(searchPlaces('altamira').map((h) => h.name)).toContain('Plaza Altamira (Plaza Francia)');
    expect(searchPlaces('plaza altamira')[0]?.name).toBe('Plaza Altamira (Plaza Francia)');
    expect(searchPlaces('urb altamira')[0]?.name).toBe('Altamira');
    expect(searchPlaces('urb. el viñedo')[0]?.name).toBe('Urbanización El Viñedo');
    expect(searchPlaces('urbanizacion prebo')[0]?.name).toBe('Urbanización Prebo');
    expect(searchPlaces('los palos grandes')[0]?.name).toBe('Los Palos Grandes');
    expect(searchPlaces('la castellana')[0]?.name).toBe('La Castellana');
  });

  it('reads "C.C.", "cc" and "centro comercial" alike', () => {
    for (const q of [
      'c.c. el recreo',
      'cc el recreo',
      'CC. El Recreo',
      'centro comercial el recreo',
    ])
      expect(searchPlaces(q)[0]?.name, q).toBe('Centro Comercial El Recreo');
    // a mall not called "Centro Comercial" is still one
    expect(searchPlaces('cc sambil', { city: 'caracas' }).map((h) => h.name)).toEqual([
      'Centro Sambil Caracas',
      'Centro Sambil La Candelaria',
    ]);
    expect(canonicalWords(normalizeText('Avda. Bolívar, C.C. Camoruco, Urbanización X'))).toEqual([
      'av',
      'bolivar',
      'cc',
      'camoruco',
      'urb',
      'x',
    ]);
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

  it('describes a point of a served city far from every place as near the closest one', () => {
    // 600 m north of Universidad Simón Bolívar, in the hills of Sartenejas: nothing else is near
    const point = { lat: 10.4157, lng: -66.8834 };
    const r = reversePlace(point);
    expect(r).toMatchObject({
      name: null,
      city_id: 'caracas',
      address: 'Cerca de Universidad Simón Bolívar, Sartenejas, Baruta, Caracas',
      near: { name: 'Universidad Simón Bolívar' },
    });
    expect(r.distance_m).toBeGreaterThan(REVERSE_SNAP_M);
    expect(r.distance_m).toBe(r.near?.distance_m);
    expect(Math.abs(r.distance_m! - 600)).toBeLessThan(10);
    // and it is the nearest place of all
    const nearest = Math.min(...allPlaces().map((p) => haversineKm(p, point) * 1000));
    expect(Math.round(nearest)).toBe(r.distance_m);
  });

  it('names a place of the city the point is in, not a nearer one across a boundary', () => {
    for (const city of CITY_GAZETTEERS) {
      const r = reversePlace(city.center);
      expect(r.city_id, city.id).toBe(city.id);
      const placeNames = city.places.map(([name]) => name);
      expect(placeNames, city.id).toContain(r.name ?? r.near?.name);
    }
  });

  it('keeps every "Cerca de" address within the address limit', () => {
    for (const place of allPlaces())
      expect(`Cerca de ${place.address}`.length, place.name).toBeLessThanOrEqual(ADDRESS_MAX);
  });

  it('formats the coordinates of a point outside every service area', () => {
    const nowhere = reversePlace({ lat: 5, lng: -60 });
    expect(nowhere).toMatchObject({
      name: null,
      city_id: null,
      address: '5.00000, -60.00000',
      distance_m: null,
    });
  });
});
