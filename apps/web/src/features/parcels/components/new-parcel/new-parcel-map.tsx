import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TripMap, type MapStop } from '../../../../components/lazy-trip-map.tsx';
import type { LngLatPair } from '../../../../components/map/map-feeds.ts';
import { fitKeyOf, fitPoints } from '../../../../components/map/order-stops.ts';
import { toServiceAreas, useCities } from '../../../trips/api/trip-display.ts';
import type { ParcelDraft } from '../../lib/parcel-form.ts';

/**
 * The new parcel's map: the service areas, the pickup (A), each receiver's place numbered in the
 * order of the form, and the estimated route, all in view.
 */
export function NewParcelMap({
  pickup,
  receivers,
  route,
}: {
  pickup: ParcelDraft['pickup'];
  receivers: ParcelDraft['receivers'];
  route: LngLatPair[] | undefined;
}) {
  const { t } = useTranslation('parcels');
  const cities = useCities();
  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const stops = useMemo<MapStop[]>(
    () =>
      receivers.flatMap((r, i) =>
        r.place
          ? [{ lat: r.place.lat, lng: r.place.lng, label: String(i + 1), tone: 'pending' as const }]
          : [],
      ),
    [receivers],
  );
  const fit = useMemo(() => fitPoints(pickup, stops, route ?? []), [pickup, stops, route]);
  return (
    <TripMap
      label={t('new.mapLabel')}
      unavailableText={t('mapUnavailable')}
      areas={areas}
      route={route}
      origin={pickup}
      stops={stops}
      fitTo={fit}
      fitKey={fitKeyOf(fit)}
    />
  );
}
