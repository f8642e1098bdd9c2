import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { TripMapProps } from './map/trip-map.tsx';

export type { MapStop, PinKind, TripMapProps } from './map/trip-map.tsx';

// TripMap (components/map/) with MapLibre GL is the heaviest thing a page can load: about
// 300 KiB of gzipped JavaScript, and a WebGL context whose creation, first frame (every shader
// program compiled) and car icons are the longest main-thread tasks of the pages that show it
// (bench/README.md). The pages import it from here: the map's module is fetched beside the page
// (not before it renders) and the map is mounted once the page has painted and the main thread
// is idle, so the page's own render, its list and its first answers never share a task with the
// map's setup.

const loadTripMap = () => import('./map/trip-map.tsx');
// a map that could not be downloaded (offline) is a map the page does without, as without WebGL
const TripMapNow = lazy(() =>
  loadTripMap().then(
    (m) => ({ default: m.TripMap }),
    (error: unknown) => {
      console.error('Loading the map failed', error);
      return { default: MapUnavailable };
    },
  ),
);

/** Longest wait for an idle moment before the map is mounted anyway (ms). */
const IDLE_TIMEOUT_MS = 1000;

/** After the first paint, at the next idle moment (or a frame later where there is none). */
function whenIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(run, 0);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Holds the map's place (same box, same region name) until the map is there. */
function MapPlaceholder({ label }: { label: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      aria-busy="true"
      sx={{ position: 'absolute', inset: 0, bgcolor: 'action.hover' }}
    />
  );
}

function MapUnavailable({ label, unavailableText }: TripMapProps) {
  return (
    <Box role="region" aria-label={label} sx={{ position: 'absolute', inset: 0 }}>
      <Box
        role="status"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          p: 3,
          color: 'text.secondary',
          textAlign: 'center',
          bgcolor: 'action.hover',
        }}
      >
        {unavailableText ?? 'Map unavailable'}
      </Box>
    </Box>
  );
}

/** TripMap, loaded and mounted after the page (same props; see above). */
export function TripMap(props: TripMapProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    void loadTripMap().catch(() => undefined); // the download starts at once
    return whenIdle(() => setMounted(true));
  }, []);
  const placeholder = <MapPlaceholder label={props.label} />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TripMapNow {...props} />
    </Suspense>
  );
}
