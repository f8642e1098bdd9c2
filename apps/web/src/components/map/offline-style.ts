import type * as GeoJSON from 'geojson';
import type { FontFacesSpecification, StyleSpecification } from 'maplibre-gl';

// The offline map, drawn when the deployment has no basemap (basemap.ts): still a map, built
// here from what the server knows of its cities: the service areas, the main avenues as lines
// and the best-known places as labels, in the panel's own fonts. No tile, sprite or glyph URL
// is requested. A deployment may also set VITE_MAP_STYLE_URL (build time) to a MapLibre style
// JSON of its own; our layers are added on top of it.

export type ServiceArea = {
  id: string;
  name: string;
  circles: Array<{ lat: number; lng: number; radius_km: number }>;
  /** the city's centre, where its name is written */
  center?: { lat: number; lng: number } | undefined;
  /** main avenues, as [lng, lat] lines */
  avenues?: Array<{ name: string; line: Array<[number, number]> }> | undefined;
  /** best-known places, written on the map */
  landmarks?: Array<{ name: string; lat: number; lng: number }> | undefined;
};

export type MapPalette = {
  background: string;
  land: string;
  areaFill: string;
  areaLine: string;
  avenue: string;
  avenueCasing: string;
  label: string;
  labelHalo: string;
  cityLabel: string;
};

export function mapPalette(mode: 'light' | 'dark'): MapPalette {
  return mode === 'dark'
    ? {
        background: '#171a26',
        land: '#1f2333',
        areaFill: '#6A5AE0',
        areaLine: '#8E81EA',
        avenue: '#3a4058',
        avenueCasing: '#11131c',
        label: '#aab0c6',
        labelHalo: '#171a26',
        cityLabel: '#d9dcea',
      }
    : {
        background: '#e9ecf2',
        land: '#f4f5f9',
        areaFill: '#6A5AE0',
        areaLine: '#6A5AE0',
        avenue: '#ffffff',
        avenueCasing: '#cfd4e0',
        label: '#5b6074',
        labelHalo: '#ffffff',
        cityLabel: '#2f3347',
      };
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

/**
 * A name as the map writes it: "Av. Boyacá (Cota Mil)" becomes "Av. Boyacá · Cota Mil". The map
 * draws each letter on its own in the page's direction, so in Arabic a bracket would come out
 * mirrored; a middle dot reads the same both ways.
 */
export function mapLabel(name: string): string {
  return name
    .replace(/\s*[([]\s*([^)\]]*?)\s*[)\]]/g, ' · $1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The main avenues of every city, as lines named for their labels. */
export function avenuesGeoJson(areas: ServiceArea[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: areas.flatMap((area) =>
      (area.avenues ?? []).map((avenue, i) => ({
        type: 'Feature' as const,
        id: `${area.id}-avenue-${i}`,
        properties: { name: mapLabel(avenue.name) },
        geometry: { type: 'LineString' as const, coordinates: avenue.line },
      })),
    ),
  };
}

/** City names (rank 0) and their best-known places (rank 1), as labelled points. */
export function placeLabelsGeoJson(areas: ServiceArea[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: areas.flatMap((area) => [
      ...(area.center
        ? [
            {
              type: 'Feature' as const,
              properties: { name: mapLabel(area.name), rank: 0 },
              geometry: {
                type: 'Point' as const,
                coordinates: [area.center.lng, area.center.lat],
              },
            },
          ]
        : []),
      ...(area.landmarks ?? []).map((place) => ({
        type: 'Feature' as const,
        properties: { name: mapLabel(place.name), rank: 1 },
        geometry: { type: 'Point' as const, coordinates: [place.lng, place.lat] },
      })),
    ]),
  };
}

/** The built-in style: the background; the map adds areas, avenues and labels on load. */
export function offlineStyle(
  palette: MapPalette,
  fontFaces: FontFacesSpecification,
): StyleSpecification {
  return {
    version: 8,
    name: 'trayecto-offline',
    'font-faces': fontFaces,
    sources: {},
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': palette.background } },
    ],
  };
}
