import { writeFileSync } from 'node:fs';
import type * as GeoJSON from 'geojson';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { Compression, TileType, zxyToTileId } from 'pmtiles';

// A small basemap the tests build: a PMTiles v3 archive of vector tiles in the Protomaps basemap
// schema (layers earth, water, roads, places) over central Caracas, zooms 6 to 14. It is what a
// real extract looks like to the server and to the map, only a few dozen tiles big. The real
// one is cut from a Protomaps daily build; docs/MAPS.md says how.

/** The area the fixture covers: [west, south, east, north]. */
export const FIXTURE_BOUNDS = [-66.96, 10.44, -66.78, 10.53] as const;
export const FIXTURE_MIN_ZOOM = 6;
export const FIXTURE_MAX_ZOOM = 14;

type Feature = GeoJSON.Feature<GeoJSON.Geometry, Record<string, string | number>>;
const line = (
  props: Record<string, string | number>,
  coords: Array<[number, number]>,
): Feature => ({
  type: 'Feature',
  properties: props,
  geometry: { type: 'LineString', coordinates: coords },
});
const point = (props: Record<string, string | number>, lng: number, lat: number): Feature => ({
  type: 'Feature',
  properties: props,
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

/** The features of each layer, with the properties the Protomaps style reads. */
export function fixtureLayers(): Record<string, Feature[]> {
  const [w, s, e, n] = FIXTURE_BOUNDS;
  return {
    earth: [
      {
        type: 'Feature',
        properties: { kind: 'earth' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        },
      },
    ],
    water: [
      {
        type: 'Feature',
        properties: { kind: 'water' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-66.905, 10.488],
              [-66.895, 10.488],
              [-66.895, 10.492],
              [-66.905, 10.492],
              [-66.905, 10.488],
            ],
          ],
        },
      },
    ],
    roads: [
      line({ kind: 'highway', name: 'Autopista Francisco Fajardo', min_zoom: 6 }, [
        [-66.95, 10.485],
        [-66.9, 10.489],
        [-66.86, 10.487],
        [-66.82, 10.483],
        [-66.79, 10.478],
      ]),
      line({ kind: 'major_road', name: 'Avenida Francisco de Miranda', min_zoom: 9 }, [
        [-66.884, 10.4993],
        [-66.865, 10.4965],
        [-66.853, 10.4925],
        [-66.84, 10.4935],
        [-66.82, 10.487],
        [-66.808, 10.477],
      ]),
      line({ kind: 'major_road', name: 'Avenida Libertador', min_zoom: 9 }, [
        [-66.895, 10.496],
        [-66.875, 10.494],
        [-66.855, 10.491],
      ]),
      line({ kind: 'minor_road', name: 'Calle Los Palos Grandes', min_zoom: 12 }, [
        [-66.842, 10.49],
        [-66.842, 10.502],
      ]),
    ],
    places: [
      point(
        { kind: 'locality', name: 'Caracas', min_zoom: 4, population_rank: 13, capital: 'yes' },
        -66.9036,
        10.4806,
      ),
      point({ kind: 'neighbourhood', name: 'Chacao', min_zoom: 11 }, -66.853, 10.4965),
      point({ kind: 'neighbourhood', name: 'Altamira', min_zoom: 11 }, -66.8494, 10.4962),
    ],
  };
}

function tileRange(z: number) {
  const [w, s, e, n] = FIXTURE_BOUNDS;
  const scale = 2 ** z;
  const x = (lng: number) => Math.floor(((lng + 180) / 360) * scale);
  const y = (lat: number) => {
    const r = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * scale);
  };
  return { x0: x(w), x1: x(e), y0: y(n), y1: y(s) };
}

/** Unsigned LEB128, as PMTiles directories are written. */
function varint(value: number, out: number[]) {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

type Entry = { tileId: number; offset: number; length: number };

/** A PMTiles directory: count, tile-id deltas, run lengths, lengths, offsets (spec v3 §4). */
function directory(entries: Entry[]): Uint8Array {
  const out: number[] = [];
  varint(entries.length, out);
  let last = 0;
  for (const e of entries) {
    varint(e.tileId - last, out);
    last = e.tileId;
  }
  for (let i = 0; i < entries.length; i++) varint(1, out);
  for (const e of entries) varint(e.length, out);
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    varint(prev && e.offset === prev.offset + prev.length ? 0 : e.offset + 1, out);
  });
  return Uint8Array.from(out);
}

/** Builds the archive in memory. */
export function buildBasemapFixture(): Uint8Array {
  const layers = fixtureLayers();
  const indexes = Object.fromEntries(
    Object.entries(layers).map(([name, features]) => [
      name,
      new GeoJSONVT(
        { type: 'FeatureCollection', features },
        { maxZoom: FIXTURE_MAX_ZOOM, indexMaxZoom: FIXTURE_MAX_ZOOM, tolerance: 1, buffer: 64 },
      ),
    ]),
  );
  const tiles: Array<{ tileId: number; data: Uint8Array }> = [];
  for (let z = FIXTURE_MIN_ZOOM; z <= FIXTURE_MAX_ZOOM; z++) {
    const { x0, x1, y0, y1 } = tileRange(z);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const present = Object.fromEntries(
          Object.entries(indexes).flatMap(([name, index]) => {
            const tile = index.getTile(z, x, y);
            return tile && tile.features.length > 0 ? [[name, tile]] : [];
          }),
        );
        if (Object.keys(present).length === 0) continue;
        tiles.push({
          tileId: zxyToTileId(z, x, y),
          data: fromGeojsonVt(present, { version: 2, extent: 4096 }),
        });
      }
    }
  }
  tiles.sort((a, b) => a.tileId - b.tileId);

  const entries: Entry[] = [];
  let offset = 0;
  for (const t of tiles) {
    entries.push({ tileId: t.tileId, offset, length: t.data.length });
    offset += t.data.length;
  }
  const root = directory(entries);
  const metadata = new TextEncoder().encode(
    JSON.stringify({
      name: 'trayecto-test-basemap',
      attribution: '© OpenStreetMap',
      vector_layers: Object.keys(layers).map((id) => ({ id, fields: {} })),
    }),
  );

  const HEADER = 127;
  const rootOffset = HEADER;
  const metadataOffset = rootOffset + root.length;
  const dataOffset = metadataOffset + metadata.length;
  const header = new DataView(new ArrayBuffer(HEADER));
  'PMTiles'.split('').forEach((c, i) => header.setUint8(i, c.charCodeAt(0)));
  header.setUint8(7, 3);
  const u64 = (at: number, v: number) => header.setBigUint64(at, BigInt(v), true);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, 0); // no leaf directories
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, offset);
  u64(72, tiles.length); // addressed tiles
  u64(80, tiles.length); // tile entries
  u64(88, tiles.length); // tile contents
  header.setUint8(96, 1); // clustered
  header.setUint8(97, Compression.None); // internal compression
  header.setUint8(98, Compression.None); // tile compression
  header.setUint8(99, TileType.Mvt);
  header.setUint8(100, FIXTURE_MIN_ZOOM);
  header.setUint8(101, FIXTURE_MAX_ZOOM);
  const [w, s, e, n] = FIXTURE_BOUNDS;
  const e7 = (at: number, v: number) => header.setInt32(at, Math.round(v * 1e7), true);
  e7(102, w);
  e7(106, s);
  e7(110, e);
  e7(114, n);
  header.setUint8(118, 12);
  e7(119, (w + e) / 2);
  e7(123, (s + n) / 2);

  const file = new Uint8Array(dataOffset + offset);
  file.set(new Uint8Array(header.buffer), 0);
  file.set(root, rootOffset);
  file.set(metadata, metadataOffset);
  let at = dataOffset;
  for (const t of tiles) {
    file.set(t.data, at);
    at += t.data.length;
  }
  return file;
}

/** Writes the fixture to `path` and returns its size in bytes. */
export function writeBasemapFixture(path: string): number {
  const bytes = buildBasemapFixture();
  writeFileSync(path, bytes);
  return bytes.length;
}
