import type { Trip } from '@trayecto/contracts';
import { staticCarFeed, EMPTY_CARS, type CarFeed } from '../../../components/map/map-feeds.ts';
import { carTone } from './status.ts';

/** The car of one trip as a map feed (empty when there is no position). */
export function singleCarFeed(
  trip:
    (Pick<Trip, 'position' | 'status'> & { _id?: string; unique_id: string }) | null | undefined,
): CarFeed {
  if (!trip?.position) return staticCarFeed(EMPTY_CARS);
  return staticCarFeed({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {
          id: trip._id ?? trip.unique_id,
          tone: carTone(trip.status),
          heading: trip.position.heading,
        },
        geometry: { type: 'Point', coordinates: [trip.position.lng, trip.position.lat] },
      },
    ],
  });
}
