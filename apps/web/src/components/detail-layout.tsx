import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TripMap, type TripMapProps } from './lazy-trip-map.tsx';
import type { LngLatPair } from './map/map-feeds.ts';

/**
 * The body of an order's detail: its facts (`main`) and, 420 px wide beside them from `lg`, its
 * map and money (`side`); one column below. `children` (its dialogs) come after both.
 */
export function DetailColumns({
  main,
  side,
  children,
}: {
  main: ReactNode;
  side: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 420px' },
        gap: 2.5,
        alignItems: 'start',
      }}
    >
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        {main}
      </Stack>
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        {side}
      </Stack>
      {children}
    </Box>
  );
}

/** A section of a detail, with its h2 when it has a title. */
export function DetailPanel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ mb: 2, fontSize: '1.05rem' }}>
          {title}
        </Typography>
      )}
      {children}
    </Card>
  );
}

type Heights = { xs: number; md: number };

/**
 * The card a page's map fills (the map places itself in it, absolutely): a fixed `height` (a
 * detail's map) or a `minHeight` it may grow from (a map beside the details).
 */
export function MapCard({
  height,
  minHeight,
  children,
}: {
  height?: Heights;
  minHeight?: Heights;
  children: ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 3, position: 'relative', height, minHeight, overflow: 'hidden' }}
    >
      {children}
    </Card>
  );
}

/** What a detail's map draws of its order: where it starts, its stops, its route. */
type OrderMapData = Pick<TripMapProps, 'origin' | 'stops' | 'route'> & {
  fit: LngLatPair[] | undefined;
};

/**
 * A detail's map, beside its facts: the service `areas`, the order (`data`) and its car while it
 * runs (`cars`), fitted again whenever `fitKey` changes. Named with the namespace's
 * `detail.mapLabel`; `mapUnavailable` where the browser cannot draw it.
 */
export function DetailMap({
  ns,
  areas,
  data,
  cars,
  fitKey,
}: {
  ns: 'multistop' | 'parcels';
  areas: TripMapProps['areas'];
  data: OrderMapData;
  cars: TripMapProps['cars'];
  fitKey: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <MapCard height={{ xs: 280, md: 320 }}>
      <TripMap
        label={t('detail.mapLabel')}
        unavailableText={t('mapUnavailable')}
        areas={areas}
        route={data.route}
        origin={data.origin}
        stops={data.stops}
        cars={cars}
        fitTo={data.fit}
        fitKey={fitKey}
      />
    </MapCard>
  );
}
