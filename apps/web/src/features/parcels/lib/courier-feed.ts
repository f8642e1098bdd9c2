import { EMPTY_CARS, type CarCollection, type CarFeed } from '../../../components/map/map-feeds.ts';

type Position = { lat: number; lng: number; heading: number };

/**
 * The courier of one parcel as a map feed, moved by `trip:update` positions without a React
 * render (the map reads the feed when told).
 */
export function createCourierFeed() {
  let cars: CarCollection = EMPTY_CARS;
  let id: string | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  const feed: CarFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    collection: () => cars,
  };
  return {
    feed,
    /** follows this parcel's courier (null: none); its last position is forgotten */
    follow(parcelId: string | null) {
      if (parcelId === id) return;
      id = parcelId;
      cars = EMPTY_CARS;
      notify();
    },
    move(parcelId: string, at: Position) {
      if (parcelId !== id) return;
      cars = {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { id: parcelId, tone: 'onboard', heading: at.heading },
            geometry: { type: 'Point', coordinates: [at.lng, at.lat] },
          },
        ],
      };
      notify();
    },
    clear() {
      cars = EMPTY_CARS;
      notify();
    },
  };
}
export type CourierFeed = ReturnType<typeof createCourierFeed>;
