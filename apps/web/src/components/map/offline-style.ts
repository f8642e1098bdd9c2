import type * as GeoJSON from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

// The map works with no internet: by default the style is built here (a plain background and
// the provider's service areas), with no tile, sprite or glyph URL. A deployment with a tile
// server sets VITE_MAP_STYLE_URL to a MapLibre style JSON; our layers are added on top of it.

export type ServiceArea = {
  id: string;
  name: string;
  circles: Array<{ lat: number; lng: number; radius_km: number }>;
};

export type MapPalette = {
  background: string;
  land: string;
  areaFill: string;
  areaLine: string;
};

export function mapPalette(mode: 'light' | 'dark'): MapPalette {
  return mode === 'dark'
    ? { background: '#171a26', land: '#1f2333', areaFill: '#6A5AE0', areaLine: '#8E81EA' }
    : { background: '#e9ecf2', land: '#f4f5f9', areaFill: '#6A5AE0', areaLine: '#6A5AE0' };
}

const EARTH_KM = 6371;

/** A circle on the sphere as a closed ring of [lng, lat] (64 sides). */
export function circleRing(lat: number, lng: number, radiusKm: number, sides = 64) {
  const ring: Array<[number, number]> = [];
  const d = radiusKm / EARTH_KM;
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lng * Math.PI) / 180;
  for (let i = 0; i <= sides; i += 1) {
    const θ = (2 * Math.PI * i) / sides;
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
    const λ2 =
      λ1 +
      Math.atan2(
        Math.sin(θ) * Math.sin(d) * Math.cos(φ1),
        Math.cos(d) - Math.sin(φ1) * Math.sin(φ2),
      );
    ring.push([(λ2 * 180) / Math.PI, (φ2 * 180) / Math.PI]);
  }
  return ring;
}

export function serviceAreasGeoJson(areas: ServiceArea[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: areas.flatMap((area) =>
      area.circles.map((c, i) => ({
        type: 'Feature' as const,
        id: `${area.id}-${i}`,
        properties: { city: area.id },
        geometry: {
          type: 'Polygon' as const,
          coordinates: [circleRing(c.lat, c.lng, c.radius_km)],
        },
      })),
    ),
  };
}

/** The style URL a deployment configured, or null for the built-in offline style. */
export function configuredStyleUrl(): string | null {
  const url = (import.meta.env.VITE_MAP_STYLE_URL as string | undefined)?.trim();
  return url ? url : null;
}

/** The built-in style: background and land colour only; layers are added by the map. */
export function offlineStyle(palette: MapPalette): StyleSpecification {
  return {
    version: 8,
    name: 'trayecto-offline',
    sources: {},
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': palette.background } },
    ],
  };
}
