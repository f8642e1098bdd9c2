import type * as GeoJSON from 'geojson';
// What the map draws, as plain data. Kept free of maplibre so features can build it without
// pulling the map library into their chunks.

export type LngLatPair = [number, number];
export type LatLng = { lat: number; lng: number };

export type CarFeature = GeoJSON.Feature<
  GeoJSON.Point,
  { id: string; tone: string; heading: number }
>;
export type CarCollection = GeoJSON.FeatureCollection<
  GeoJSON.Point,
  { id: string; tone: string; heading: number }
>;

/**
 * A live set of cars: the map reads `collection()` once per animation frame after a change was
 * announced, however many changes arrived in between.
 */
export type CarFeed = {
  subscribe: (listener: () => void) => () => void;
  collection: () => CarCollection;
};

export const EMPTY_CARS: CarCollection = { type: 'FeatureCollection', features: [] };

export function staticCarFeed(collection: CarCollection): CarFeed {
  return { subscribe: () => () => {}, collection: () => collection };
}

/**
 * Several feeds drawn as one cars source (rides and parcels on the order map): told when any of
 * them changes; the joined collection is rebuilt only after a change.
 */
export function mergeCarFeeds(...feeds: CarFeed[]): CarFeed {
  let cached: CarCollection | null = null;
  return {
    subscribe(listener) {
      const offs = feeds.map((f) =>
        f.subscribe(() => {
          cached = null;
          listener();
        }),
      );
      return () => {
        for (const off of offs) off();
      };
    },
    collection() {
      cached ??= {
        type: 'FeatureCollection',
        features: feeds.flatMap((f) => f.collection().features),
      };
      return cached;
    },
  };
}
