import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FetchSource, PMTiles, zxyToTileId } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASEMAP_PATH, ERROR_MESSAGES } from '@trayecto/contracts';
import { setupApp, type TestContext } from '../../../test/helpers.ts';
import {
  FIXTURE_MAX_ZOOM,
  FIXTURE_MIN_ZOOM,
  writeBasemapFixture,
} from '../../../test/support/basemap-fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'trayecto-basemap-'));
const file = join(dir, 'caracas.pmtiles');
const size = writeBasemapFixture(file);

let withMap: TestContext;
let withoutMap: TestContext;
let missingFile: TestContext;
beforeAll(async () => {
  [withMap, withoutMap, missingFile] = await Promise.all([
    setupApp({ seed: false, env: { MAP_PMTILES_PATH: file } }),
    setupApp({ seed: false }),
    setupApp({ seed: false, env: { MAP_PMTILES_PATH: join(dir, 'missing.pmtiles') } }),
  ]);
});
afterAll(async () => {
  await Promise.all([withMap.close(), withoutMap.close(), missingFile.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/public/map', () => {
  it('names the basemap when one is configured, without a session', async () => {
    const res = await withMap.app.inject({ method: 'GET', url: '/api/public/map' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ basemap: { url: BASEMAP_PATH, attribution: '© OpenStreetMap' } });
  });

  it('answers null (the offline map) when none is configured or the file is missing', async () => {
    for (const ctx of [withoutMap, missingFile]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/public/map' });
      expect(res.json()).toEqual({ basemap: null });
      const tiles = await ctx.app.inject({
        method: 'GET',
        url: BASEMAP_PATH,
        headers: { 'accept-language': 'fr' },
      });
      expect(tiles.statusCode).toBe(404);
      expect(tiles.json()).toMatchObject({
        error_code: 'not_found',
        message: ERROR_MESSAGES.not_found.fr,
      });
    }
  });
});

describe('GET /api/public/map/cities', () => {
  it('gives a map without a session the cities the panel’s maps draw', async () => {
    const res = await withoutMap.app.inject({ method: 'GET', url: '/api/public/map/cities' });
    expect(res.statusCode).toBe(200);
    const { cities } = res.json();
    expect(cities).toHaveLength(9);
    expect(cities[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(cities[0].service_area.length).toBeGreaterThan(0);
    expect(cities[0].avenues.length).toBeGreaterThan(0);
    expect(cities[0].landmarks.length).toBeGreaterThan(0);
  });
});

describe('GET /api/public/map/basemap.pmtiles', () => {
  it('serves a byte range: the 127-byte PMTiles header', async () => {
    const res = await withMap.app.inject({
      method: 'GET',
      url: BASEMAP_PATH,
      headers: { range: 'bytes=0-126' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-126/${size}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(127);
    expect(res.rawPayload.subarray(0, 7).toString('latin1')).toBe('PMTiles');
    expect(res.rawPayload[7]).toBe(3);
  });

  it('serves the whole file without a range, HEAD without a body, 304 for a known ETag', async () => {
    const full = await withMap.app.inject({ method: 'GET', url: BASEMAP_PATH });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.length).toBe(size);
    const head = await withMap.app.inject({ method: 'HEAD', url: BASEMAP_PATH });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
    expect(head.rawPayload.length).toBe(0);
    const again = await withMap.app.inject({
      method: 'GET',
      url: BASEMAP_PATH,
      headers: { 'if-none-match': String(full.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a range past the end with 416 in the caller language', async () => {
    const res = await withMap.app.inject({
      method: 'GET',
      url: BASEMAP_PATH,
      headers: { range: `bytes=${size + 10}-${size + 20}`, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.json()).toMatchObject({
      error_code: 'range_not_satisfiable',
      message: ERROR_MESSAGES.range_not_satisfiable.ar,
    });
  });

  it('is read by the PMTiles client over HTTP ranges: header, metadata and a street tile', async () => {
    const address = await withMap.app.listen({ port: 0, host: '127.0.0.1' });
    const archive = new PMTiles(new FetchSource(`${address}${BASEMAP_PATH}`));
    const header = await archive.getHeader();
    expect(header.minZoom).toBe(FIXTURE_MIN_ZOOM);
    expect(header.maxZoom).toBe(FIXTURE_MAX_ZOOM);
    const metadata = (await archive.getMetadata()) as { vector_layers: Array<{ id: string }> };
    expect(metadata.vector_layers.map((l) => l.id)).toEqual(['earth', 'water', 'roads', 'places']);
    // the zoom-14 tile over Altamira, where Avenida Francisco de Miranda runs
    const z = 14;
    const x = Math.floor(((-66.8494 + 180) / 360) * 2 ** z);
    const lat = (10.4962 * Math.PI) / 180;
    const y = Math.floor(
      ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * 2 ** z,
    );
    expect(zxyToTileId(z, x, y)).toBeGreaterThan(0);
    const tile = await archive.getZxy(z, x, y);
    expect(tile?.data.byteLength ?? 0).toBeGreaterThan(0);
    expect(Buffer.from(tile!.data).toString('latin1')).toContain('Avenida Francisco de Miranda');
  });
});
