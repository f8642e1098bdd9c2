import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CITY_NAMES,
  apiErrorSchema,
  geoCitiesResponseSchema,
  geoReverseQuerySchema,
  geoReverseResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
} from '@trayecto/contracts';
import { CITY_GAZETTEERS } from '../../lib/geo/gazetteer/city-gazetteers.ts';
import { cityLandmarks } from './gazetteer.ts';
import { createGazetteerGeocoder, type Geocoder } from './geocoder.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The cities as every map draws them: service areas, main avenues, best-known places. */
export const CITIES_BODY = {
  cities: CITY_GAZETTEERS.map((city) => ({
    id: city.id,
    name: CITY_NAMES[city.id],
    center: city.center,
    service_area: city.serviceArea.map(({ lat, lng, radiusKm }) => ({
      lat,
      lng,
      radius_km: radiusKm,
    })),
    avenues: city.avenues.map(({ name, line }) => ({
      name,
      line: line.map(([lng, lat]): [number, number] => [lng, lat]),
    })),
    landmarks: cityLandmarks(city.id),
  })),
};

/** Address autocomplete and reverse geocoding, under /api/corporate (issue 4). */
export async function geoRoutes(
  app: FastifyInstance,
  geocoder: Geocoder = createGazetteerGeocoder(),
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/geo/search',
    {
      schema: {
        tags: ['geo'],
        querystring: geoSearchQuerySchema,
        response: { 200: geoSearchResponseSchema, ...errors },
      },
    },
    async (req) => ({
      results: await geocoder.search(req.query.q, { limit: req.query.limit, city: req.query.city }),
    }),
  );

  r.get(
    '/geo/reverse',
    {
      schema: {
        tags: ['geo'],
        querystring: geoReverseQuerySchema,
        response: { 200: geoReverseResponseSchema, ...errors },
      },
    },
    (req) => geocoder.reverse({ lat: req.query.lat, lng: req.query.lng }),
  );

  r.get(
    '/geo/cities',
    { schema: { tags: ['geo'], response: { 200: geoCitiesResponseSchema, ...errors } } },
    async () => CITIES_BODY,
  );
}
