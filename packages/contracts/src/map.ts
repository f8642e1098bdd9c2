import { z } from 'zod';

/** Where the maps' basemap is served from: GET /api/public/map/basemap.pmtiles (range requests). */
export const BASEMAP_PATH = '/api/public/map/basemap.pmtiles';

/**
 * GET /api/public/map: the basemap the maps draw. `basemap` is null when the deployment has no
 * PMTiles file (MAP_PMTILES_PATH unset or missing): the maps then draw the built-in offline map
 * (service areas, main avenues, place labels).
 */
export const mapConfigResponseSchema = z.object({
  basemap: z
    .object({
      /** a PMTiles archive of vector tiles in the Protomaps basemap schema */
      url: z.string(),
      attribution: z.string(),
    })
    .nullable(),
});
export type MapConfigResponse = z.infer<typeof mapConfigResponseSchema>;
