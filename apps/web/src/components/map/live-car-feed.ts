import { EMPTY_CARS, type CarCollection, type CarFeed } from './map-feeds.ts';

type Position = { lat: number; lng: number; heading: number };

/**
 * The car of one order (a parcel's courier, a multistop trip's driver) as a map feed, moved by
 * `trip:update` positions without a React render (the map reads the feed when told).
 */
export function createLiveCarFeed() {
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
    /** follows this order's car (null: none); its last position is forgotten */
    follow(orderId: string | null) {
      if (orderId === id) return;
      id = orderId;
      cars = EMPTY_CARS;
      notify();
    },
    /** `tone`: the car's colour (components/map/car-icon.ts) */
    move(orderId: string, at: Position, tone = 'onboard') {
      if (orderId !== id) return;
      cars = {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { id: orderId, tone, heading: at.heading },
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
export type LiveCarFeed = ReturnType<typeof createLiveCarFeed>;
