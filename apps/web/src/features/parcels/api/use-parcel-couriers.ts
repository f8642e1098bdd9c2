import { useEffect, useMemo } from 'react';
import type { CarFeed } from '../../../components/map/map-feeds.ts';
import { createCourierFleet } from '../lib/courier-fleet.ts';
import { useLiveParcels } from '../hooks/use-parcel-events.ts';
import { useRunningParcels } from './parcels-queries.ts';

/**
 * The couriers of the company's running parcels as a map feed (tone `parcel`), for the order
 * map beside the rides: placed from the list, moved by each `trip:update` of a parcel without a
 * React render. Off (null) for a company without shipments.
 */
export function useParcelCouriers(
  enabled: boolean,
): { feed: CarFeed; owns: (id: string) => boolean } | null {
  const query = useRunningParcels(enabled);
  const couriers = useMemo(() => createCourierFleet(), []);
  useEffect(() => {
    if (enabled) couriers.reset(query.data ?? []);
  }, [couriers, enabled, query.data]);
  useLiveParcels({
    enabled,
    onTrip(event) {
      if (event.position) couriers.move(event.trip_id, event.position);
    },
  });
  return enabled ? couriers : null;
}
