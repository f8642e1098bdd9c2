import { isFinalTripStatus, type Trip, type TripUpdateEvent } from '@trayecto/contracts';
import type { CarCollection, CarFeature, CarFeed } from '../../../components/map/map-feeds.ts';
import { carTone } from './status.ts';

/** How often the list beside the map re-renders at most (the map follows every frame). */
export const LIST_REFRESH_MS = 1000;

/**
 * The company's running trips, kept current by `trip:update` events. The map reads a car
 * collection rebuilt at most once per frame; the list is told at most once per second, so
 * thousands of updates a second cost the main thread one render, not thousands.
 */
export function createLiveTrips() {
  const trips = new Map<string, Trip>();
  let selectedId: string | null = null;
  let cars: CarCollection | null = null;
  const carListeners = new Set<() => void>();
  const listListeners = new Set<() => void>();
  let listVersion = 0;
  let listTimer: ReturnType<typeof setTimeout> | null = null;
  let snapshot: Trip[] = [];
  let snapshotVersion = -1;

  const notifyCars = () => {
    cars = null;
    for (const l of carListeners) l();
  };
  const flushList = () => {
    listTimer = null;
    listVersion += 1;
    for (const l of listListeners) l();
  };
  const notifyList = (now = false) => {
    if (now) {
      if (listTimer) clearTimeout(listTimer);
      flushList();
    } else if (!listTimer) listTimer = setTimeout(flushList, LIST_REFRESH_MS);
  };

  function feature(trip: Trip): CarFeature | null {
    if (!trip.position) return null;
    return {
      type: 'Feature',
      id: trip._id,
      properties: {
        id: trip._id,
        tone: trip._id === selectedId ? 'selected' : carTone(trip.status),
        heading: trip.position.heading,
      },
      geometry: { type: 'Point', coordinates: [trip.position.lng, trip.position.lat] },
    };
  }

  const feed: CarFeed = {
    subscribe(listener) {
      carListeners.add(listener);
      return () => carListeners.delete(listener);
    },
    collection() {
      if (!cars) {
        const features: CarFeature[] = [];
        for (const trip of trips.values()) {
          const f = feature(trip);
          if (f) features.push(f);
        }
        cars = { type: 'FeatureCollection', features };
      }
      return cars;
    },
  };

  return {
    feed,
    /** replaces everything with a fresh answer of GET /trips?scope=running */
    reset(list: Trip[]) {
      trips.clear();
      for (const trip of list) trips.set(trip._id, trip);
      notifyCars();
      notifyList(true);
    },
    /** adds or replaces one trip (after a booking or a detail fetch) */
    upsert(trip: Trip) {
      if (isFinalTripStatus(trip.status)) trips.delete(trip._id);
      else trips.set(trip._id, trip);
      notifyCars();
      notifyList(true);
    },
    /** @returns false when the trip is not known here (the caller may refetch) */
    apply(event: TripUpdateEvent): boolean {
      const trip = trips.get(event.trip_id);
      if (!trip) return isFinalTripStatus(event.status);
      if (isFinalTripStatus(event.status)) {
        trips.delete(event.trip_id);
        notifyCars();
        notifyList(true);
        return true;
      }
      const statusChanged = trip.status !== event.status;
      trips.set(event.trip_id, {
        ...trip,
        status: event.status,
        position: event.position ?? trip.position,
        eta_min: event.eta === undefined ? trip.eta_min : event.eta,
      });
      if (event.position || statusChanged) notifyCars();
      notifyList(statusChanged);
      return true;
    },
    get(id: string) {
      return trips.get(id);
    },
    select(id: string | null) {
      if (selectedId === id) return;
      selectedId = id;
      notifyCars();
    },
    subscribeList(listener: () => void) {
      listListeners.add(listener);
      return () => listListeners.delete(listener);
    },
    /** a stable array between list notifications (for useSyncExternalStore) */
    list(): Trip[] {
      if (snapshotVersion !== listVersion) {
        // ISO instants sort as plain strings (localeCompare would cost tens of ms on thousands)
        snapshot = [...trips.values()].sort((a, b) =>
          a.requested_at < b.requested_at ? 1 : a.requested_at > b.requested_at ? -1 : 0,
        );
        snapshotVersion = listVersion;
      }
      return snapshot;
    },
    dispose() {
      if (listTimer) clearTimeout(listTimer);
      carListeners.clear();
      listListeners.clear();
    },
  };
}

export type LiveTrips = ReturnType<typeof createLiveTrips>;
