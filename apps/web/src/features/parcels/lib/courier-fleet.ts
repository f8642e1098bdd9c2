import type { CarCollection, CarFeed } from '../../../components/map/map-feeds.ts';

type Position = { lat: number; lng: number; heading: number };

/**
 * The couriers of the running parcels as a map feed (tone `parcel`): placed from the running
 * list, moved by positions; a parcel that leaves the list leaves the map, and a late position of
 * one no longer running does not bring it back.
 */
export function createCourierFleet() {
  const at = new Map<string, Position>();
  let running = new Set<string>();
  const listeners = new Set<() => void>();
  let cached: CarCollection | null = null;
  const changed = () => {
    cached = null;
    for (const l of listeners) l();
  };
  const feed: CarFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    collection() {
      cached ??= {
        type: 'FeatureCollection',
        features: [...at].map(([id, p]) => ({
          type: 'Feature',
          properties: { id, tone: 'parcel', heading: p.heading },
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
        })),
      };
      return cached;
    },
  };
  return {
    feed,
    /** whether a car of the map is one of these couriers */
    owns: (id: string) => running.has(id),
    /** the running parcels now: a finished one leaves the map, a new one appears at its place */
    reset(parcels: ReadonlyArray<{ _id: string; position: Position | null }>) {
      running = new Set(parcels.map((p) => p._id));
      for (const id of at.keys()) if (!running.has(id)) at.delete(id);
      for (const p of parcels) if (p.position && !at.has(p._id)) at.set(p._id, p.position);
      changed();
    },
    move(id: string, position: Position) {
      // only parcels the list knows: a finished one's late position does not bring it back
      if (!running.has(id)) return;
      at.set(id, position);
      changed();
    },
  };
}
