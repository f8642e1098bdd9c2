import { existsSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BASEMAP_PATH,
  geoCitiesResponseSchema,
  mapConfigResponseSchema,
  type MapConfigResponse,
} from '@trayecto/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { CITIES_BODY } from '../geo/geo.routes.ts';

/** The basemap file when it is configured and readable, else null (with a warning at start). */
function basemapFile(app: FastifyInstance): string | null {
  const path = app.deps.config.mapPmtilesPath;
  if (!path) return null;
  if (!existsSync(path) || !statSync(path).isFile()) {
    app.log.warn(
      { path },
      'MAP_PMTILES_PATH is not a readable file: the maps draw the built-in offline map',
    );
    return null;
  }
  return path;
}

/**
 * The maps' basemap (issue 12): GET /api/public/map says whether there is one, and
 * GET /api/public/map/basemap.pmtiles streams the PMTiles archive with range requests, so the
 * browser reads only the tiles it draws and no third-party tile service is involved. Public: the
 * passenger's trip link shows a map too.
 */
export async function mapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const file = basemapFile(app);
  const body: MapConfigResponse = {
    basemap: file ? { url: BASEMAP_PATH, attribution: app.deps.config.mapAttribution } : null,
  };

  r.get(
    '/map',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Which basemap the maps draw (null: the built-in offline map)',
        response: { 200: mapConfigResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );

  // the built-in city layer (service areas, avenues, places) for a map without a session: the
  // passenger's trip link draws it when there is no basemap, as the panel's maps do
  r.get(
    '/map/cities',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['public'],
        summary: 'The cities the offline map draws: service areas, main avenues, best-known places',
        response: { 200: geoCitiesResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return CITIES_BODY;
    },
  );

  // untyped: it answers a file stream (200, 206, 304) besides its JSON errors
  app.get(
    '/map/basemap.pmtiles',
    {
      config: { auth: 'public' },
      // HEAD answers too (fastify exposes HEAD for every GET)
      schema: {
        tags: ['public'],
        summary:
          'The PMTiles basemap; send a Range header to read part of it (404 without a basemap, 416 for a range past its end)',
      },
    },
    async (req, reply) => {
      if (!file) throw notFound();
      const result = await send(req.raw, basename(file), {
        root: dirname(file),
        acceptRanges: true,
        etag: true,
        lastModified: true,
        cacheControl: false,
        dotfiles: 'allow',
      });
      if (result.type === 'error') {
        if (result.statusCode === 416) {
          const size = statSync(file).size;
          throw new AppError(416, 'range_not_satisfiable', {
            headers: { 'content-range': `bytes */${size}` },
          });
        }
        throw notFound();
      }
      // a new file gets a new ETag: the map client re-reads the header when it changes
      reply.header('cache-control', 'public, max-age=3600');
      reply.code(result.statusCode);
      reply.headers(result.headers as Record<string, string>);
      reply.type('application/vnd.pmtiles');
      return reply.send(result.stream);
    },
  );
}
