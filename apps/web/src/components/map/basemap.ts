import type {
  FontFacesSpecification,
  LayerSpecification,
  StyleSpecification,
  Map as MapLibreMap,
} from 'maplibre-gl';
import { addProtocol } from 'maplibre-gl';
import { Protocol } from 'pmtiles';
import { layers as protomapsLayers, namedFlavor } from '@protomaps/basemaps';
import { mapConfigResponseSchema, type MapConfigResponse } from '@trayecto/contracts/map';
import latinRegular from '@fontsource/public-sans/files/public-sans-latin-400-normal.woff2?url';
import latinMedium from '@fontsource/public-sans/files/public-sans-latin-600-normal.woff2?url';
import latinItalic from '@fontsource/public-sans/files/public-sans-latin-400-italic.woff2?url';
import arabicRegular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import arabicMedium from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2?url';

// The basemap: vector tiles from the PMTiles file our own server streams (GET /api/public/map
// names it), drawn with the Protomaps basemap style; labels are drawn from the panel's own font
// files (style `font-faces`), so no tile, glyph or sprite service is ever asked.

export type Basemap = NonNullable<MapConfigResponse['basemap']>;
export const BASEMAP_SOURCE = 'protomaps';

/** The font names the Protomaps style and our labels ask for, drawn with the panel's fonts. */
const ARABIC = ['U+0600-06FF', 'U+0750-077F', 'U+08A0-08FF', 'U+FB50-FDFF', 'U+FE70-FEFF'];
const LATIN = ['U+0000-024F', 'U+1E00-1EFF', 'U+2000-206F', 'U+20AC'];
export const MAP_FONT_FACES: FontFacesSpecification = {
  'Noto Sans Regular': [
    { url: latinRegular, 'unicode-range': LATIN },
    { url: arabicRegular, 'unicode-range': ARABIC },
  ],
  'Noto Sans Medium': [
    { url: latinMedium, 'unicode-range': LATIN },
    { url: arabicMedium, 'unicode-range': ARABIC },
  ],
  'Noto Sans Italic': [
    { url: latinItalic, 'unicode-range': LATIN },
    { url: arabicRegular, 'unicode-range': ARABIC },
  ],
};
export const LABEL_FONT = ['Noto Sans Regular'];
export const LABEL_FONT_BOLD = ['Noto Sans Medium'];

let config: Promise<Basemap | null> | null = null;

/**
 * Which basemap to draw, asked once per page load. Any failure (offline, an old server) means
 * the built-in offline map: a map is never blocked on its basemap.
 */
export function loadBasemap(): Promise<Basemap | null> {
  config ??= fetch('/api/public/map', { credentials: 'same-origin' })
    .then(async (res) => (res.ok ? mapConfigResponseSchema.parse(await res.json()).basemap : null))
    .catch(() => null);
  return config;
}

let protocolAdded = false;
function ensureProtocol() {
  if (protocolAdded) return;
  addProtocol('pmtiles', new Protocol({ metadata: false }).tile);
  protocolAdded = true;
}

function flavor(mode: 'light' | 'dark') {
  return namedFlavor(mode === 'dark' ? 'dark' : 'light');
}

/** The basemap's own layers: land, water, parks, roads, buildings, street and place names. */
function basemapLayers(mode: 'light' | 'dark'): LayerSpecification[] {
  // street names are local (Spanish) whatever the panel's language
  return protomapsLayers(BASEMAP_SOURCE, flavor(mode), { lang: 'es' }) as LayerSpecification[];
}

/** The style with the PMTiles basemap; our layers are added on top by the map. */
export function basemapStyle(basemap: Basemap, mode: 'light' | 'dark'): StyleSpecification {
  ensureProtocol();
  const url = new URL(basemap.url, window.location.origin).href;
  return {
    version: 8,
    name: 'trayecto-basemap',
    'font-faces': MAP_FONT_FACES,
    sources: {
      [BASEMAP_SOURCE]: {
        type: 'vector',
        url: `pmtiles://${url}`,
        attribution: basemap.attribution,
      },
    },
    layers: basemapLayers(mode),
  };
}

/** Light ↔ dark without reloading tiles: the same layers, each paint value of the other flavour. */
export function restyleBasemap(map: MapLibreMap, mode: 'light' | 'dark') {
  for (const layer of basemapLayers(mode)) {
    if (!map.getLayer(layer.id) || !('paint' in layer) || !layer.paint) continue;
    for (const [key, value] of Object.entries(layer.paint)) {
      map.setPaintProperty(layer.id, key as never, value as never);
    }
  }
}

/** The basemap's layers that draw streets, for whoever checks that streets are on screen. */
export function basemapRoadLayerIds(map: MapLibreMap): string[] {
  return (map.getStyle().layers ?? [])
    .filter((l) => 'source' in l && l.source === BASEMAP_SOURCE && l.id.startsWith('roads'))
    .map((l) => l.id);
}
