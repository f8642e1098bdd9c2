import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TripMap } from '../../../../components/lazy-trip-map.tsx';
import type { LatLng } from '../../../../components/map/map-feeds.ts';
import { fitKeyOf } from '../../../../components/map/order-stops.ts';
import { toServiceAreas, useCities } from '../../../trips/api/trip-display.ts';
import type { ChosenPlace } from '../../../trips/api/request-fields.ts';
import { multistopMapData } from '../../lib/stops-map.ts';

/** No route is asked for: the price (and the route) come from the provider's pricing desk. */
const NO_ROUTE: [number, number][] = [];

/**
 * The new quote's map: the service areas, the origin (A), each stop numbered in the order of the
 * form and the legs between them as straight lines, all in view (the company's city before any).
 */
export function QuoteMap({
  origin,
  stops,
  home,
}: {
  origin: ChosenPlace | null;
  stops: (ChosenPlace | null)[];
  home: LatLng | undefined;
}) {
  const { t } = useTranslation('quote-form');
  const cities = useCities();
  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const map = useMemo(
    () => multistopMapData({ places: [origin, ...stops], route: NO_ROUTE }),
    [origin, stops],
  );
  return (
    <TripMap
      label={t('form.mapLabel')}
      unavailableText={t('form.mapUnavailable')}
      areas={areas}
      route={map.route}
      origin={map.origin}
      stops={map.stops}
      fitTo={map.fit}
      fitKey={fitKeyOf(map.fit)}
      center={home}
    />
  );
}
