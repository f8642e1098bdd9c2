import type * as GeoJSON from 'geojson';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  AttributionControl,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
  type MapLayerMouseEvent,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { CAR_TONES, carIconId, carIconImage, type CarTone } from './car-icon.ts';
import { EMPTY_CARS, type CarFeed, type LatLng, type LngLatPair } from './map-feeds.ts';
import {
  LABEL_FONT,
  LABEL_FONT_BOLD,
  MAP_FONT_FACES,
  basemapRoadLayerIds,
  basemapStyle,
  loadBasemap,
  restyleBasemap,
  type Basemap,
} from './basemap.ts';
import {
  avenuesGeoJson,
  configuredStyleUrl,
  mapPalette,
  offlineStyle,
  placeLabelsGeoJson,
  serviceAreasGeoJson,
  type ServiceArea,
} from './offline-style.ts';
import {
  PIN_HEIGHT,
  PIN_WIDTH,
  STOP_PIN_OFFSET,
  createPin,
  createStopPin,
  type StopPinTone,
} from './pin.ts';
import { mapTexts } from '../../lib/control-texts.ts';
import { i18n } from '../../lib/i18n.ts';

setWorkerUrl(workerUrl);

export type PinKind = 'origin' | 'destination';

/** A numbered stop between or after the pins (an order's drop-offs). */
export type MapStop = { lat: number; lng: number; label: string; tone: StopPinTone };

export type TripMapProps = {
  /** what a screen reader hears for the map region */
  label: string;
  areas?: ServiceArea[] | undefined;
  cars?: CarFeed | undefined;
  route?: LngLatPair[] | undefined;
  path?: LngLatPair[] | undefined;
  origin?: LatLng | null | undefined;
  destination?: LatLng | null | undefined;
  /** numbered stops (a parcel's drop-offs), drawn as round badges */
  stops?: MapStop[] | undefined;
  draggablePins?: boolean;
  onPinDrop?: ((kind: PinKind, at: LatLng) => void) | undefined;
  onCarClick?: ((id: string) => void) | undefined;
  /** the map fits these points whenever `fitKey` changes */
  fitTo?: LngLatPair[] | undefined;
  fitKey?: string | undefined;
  /** shown instead of the map when the browser cannot draw it (no WebGL) */
  unavailableText?: string | undefined;
  /** the fallback view before anything is fitted */
  center?: LatLng | undefined;
};

/**
 * The fastest the cars layer is refreshed (ms). Positions arrive about once a second, so a
 * refresh a second moves every car once; each refresh is a full redraw of the map (with
 * software WebGL the main thread waits for it, see README.md).
 */
const CAR_REFRESH_MS = 1000;

const EMPTY_FC: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
const line = (coords: LngLatPair[] | undefined): GeoJSON.FeatureCollection =>
  coords && coords.length > 1
    ? {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'LineString', coordinates: coords },
          },
        ],
      }
    : EMPTY_FC;

/** What draws under our layers: the PMTiles basemap, a style URL, or the offline map. */
type Ground = 'basemap' | 'style-url' | 'offline';

/** The offline map's avenues and place labels (drawn only when there is no basemap). */
function addOfflineLayers(map: MapLibreMap, mode: 'light' | 'dark') {
  const p = mapPalette(mode);
  map.addSource('avenues', { type: 'geojson', data: EMPTY_FC });
  map.addLayer({
    id: 'avenues-casing',
    type: 'line',
    source: 'avenues',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': p.avenueCasing,
      'line-width': ['interpolate', ['exponential', 1.5], ['zoom'], 9, 2, 11, 4, 13, 7, 16, 17],
    },
  });
  map.addLayer({
    id: 'avenues',
    type: 'line',
    source: 'avenues',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': p.avenue,
      'line-width': ['interpolate', ['exponential', 1.5], ['zoom'], 9, 1.2, 11, 2.5, 13, 5, 16, 14],
    },
  });
  map.addLayer({
    id: 'avenue-names',
    type: 'symbol',
    source: 'avenues',
    minzoom: 12,
    layout: {
      'symbol-placement': 'line',
      'text-field': ['get', 'name'],
      'text-font': LABEL_FONT,
      'text-size': 11,
    },
    paint: { 'text-color': p.label, 'text-halo-color': p.labelHalo, 'text-halo-width': 1.5 },
  });
  map.addSource('place-labels', { type: 'geojson', data: EMPTY_FC });
  map.addLayer({
    id: 'place-labels',
    type: 'symbol',
    source: 'place-labels',
    filter: ['any', ['==', ['get', 'rank'], 0], ['>=', ['zoom'], 11]],
    layout: {
      'text-field': ['get', 'name'],
      'text-font': [
        'match',
        ['get', 'rank'],
        0,
        ['literal', LABEL_FONT_BOLD],
        ['literal', LABEL_FONT],
      ],
      'text-size': ['match', ['get', 'rank'], 0, 15, 11],
      'text-max-width': 9,
      'symbol-sort-key': ['get', 'rank'],
    },
    paint: {
      'text-color': ['match', ['get', 'rank'], 0, p.cityLabel, p.label],
      'text-halo-color': p.labelHalo,
      'text-halo-width': 1.5,
    },
  });
}

function addLayers(map: MapLibreMap, mode: 'light' | 'dark', ground: Ground) {
  const p = mapPalette(mode);
  map.addSource('areas', { type: 'geojson', data: EMPTY_FC });
  map.addLayer({
    id: 'areas-fill',
    type: 'fill',
    source: 'areas',
    // no antialiasing pass: the dashed line below draws the edge
    paint: {
      'fill-color': p.areaFill,
      'fill-opacity': mode === 'dark' ? 0.1 : 0.05,
      'fill-antialias': false,
    },
  });
  map.addLayer({
    id: 'areas-line',
    type: 'line',
    source: 'areas',
    paint: {
      'line-color': p.areaLine,
      'line-opacity': 0.35,
      'line-width': 1,
      'line-dasharray': [2, 2],
    },
  });
  if (ground === 'offline') addOfflineLayers(map, mode);
  map.addSource('route', { type: 'geojson', data: EMPTY_FC });
  map.addLayer({
    id: 'route-casing',
    type: 'line',
    source: 'route',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': '#ffffff',
      'line-width': 7,
      'line-opacity': mode === 'dark' ? 0.25 : 0.9,
    },
  });
  map.addLayer({
    id: 'route',
    type: 'line',
    source: 'route',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#6A5AE0', 'line-width': 4 },
  });
  map.addSource('path', { type: 'geojson', data: EMPTY_FC });
  map.addLayer({
    id: 'path',
    type: 'line',
    source: 'path',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#28C76F', 'line-width': 4, 'line-dasharray': [1, 1.5] },
  });
  const ratio = Math.min(2, window.devicePixelRatio || 1);
  for (const tone of Object.keys(CAR_TONES) as CarTone[]) {
    if (!map.hasImage(carIconId(tone)))
      map.addImage(carIconId(tone), carIconImage(CAR_TONES[tone], ratio), { pixelRatio: ratio });
  }
  // buffer: a car is at most ~21 px from its point (icon 14 × 30 at size 1.25), so 32 px of
  // tile buffer draws it whole across tile edges (the default 128 copies four times more cars
  // into neighbouring tiles for the worker and the symbol placement to go through).
  // maxzoom 10: the worker cuts tiles down to zoom 10 only (over-zoomed beyond), so a city
  // view holds one or two car tiles, and each refresh redraws once or twice instead of once per
  // tile; a point keeps 1/8192 of a zoom-10 tile, about 5 m, invisible at street zoom
  map.addSource('cars', {
    type: 'geojson',
    data: EMPTY_CARS,
    promoteId: 'id',
    buffer: 32,
    maxzoom: 10,
  });
  map.addLayer({
    id: 'cars',
    type: 'symbol',
    source: 'cars',
    layout: {
      'icon-image': ['concat', 'trayecto-car-', ['get', 'tone']],
      'icon-rotate': ['get', 'heading'],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
      'icon-size': ['interpolate', ['linear'], ['zoom'], 8, 0.75, 12, 1, 15, 1.25],
      'symbol-sort-key': ['match', ['get', 'tone'], 'selected', 1, 0],
    },
  });
}

function applyPalette(map: MapLibreMap, mode: 'light' | 'dark', ground: Ground) {
  const p = mapPalette(mode);
  if (ground === 'basemap') restyleBasemap(map, mode);
  if (map.getLayer('background') && ground === 'offline')
    map.setPaintProperty('background', 'background-color', p.background);
  if (map.getLayer('avenues')) {
    map.setPaintProperty('avenues', 'line-color', p.avenue);
    map.setPaintProperty('avenues-casing', 'line-color', p.avenueCasing);
    map.setPaintProperty('avenue-names', 'text-color', p.label);
    map.setPaintProperty('avenue-names', 'text-halo-color', p.labelHalo);
    map.setPaintProperty('place-labels', 'text-color', [
      'match',
      ['get', 'rank'],
      0,
      p.cityLabel,
      p.label,
    ]);
    map.setPaintProperty('place-labels', 'text-halo-color', p.labelHalo);
  }
  if (map.getLayer('areas-fill'))
    map.setPaintProperty('areas-fill', 'fill-opacity', mode === 'dark' ? 0.1 : 0.05);
  if (map.getLayer('route-casing'))
    map.setPaintProperty('route-casing', 'line-opacity', mode === 'dark' ? 0.25 : 0.9);
}

/** How far a pin reaches from its point: A/B pins and stop badges stand above it (pin.ts). */
const PIN_REACH = { above: PIN_HEIGHT, side: PIN_WIDTH / 2 };

/**
 * The room to leave at each edge when fitting: a margin, plus the pins' own size (a pin stands
 * above its point), plus the depth of what lies over the map at the top (the zoom buttons, the
 * credit) and at the bottom (a page's legend, marked `data-map-overlay`), so no pin or car lands
 * under a control or past an edge.
 */
function fitPadding(
  size: { width: number; height: number },
  depth: { top: number; bottom: number },
): { top: number; right: number; bottom: number; left: number } {
  const margin = Math.max(12, Math.min(40, Math.round(Math.min(size.width, size.height) / 12)));
  const padding = {
    top: Math.max(depth.top, margin) + PIN_REACH.above + 8,
    bottom: Math.max(depth.bottom + 8, margin),
    left: margin + PIN_REACH.side,
    right: margin + PIN_REACH.side,
  };
  // a map too small for all of it keeps half of each side for the points
  const scale = Math.min(
    1,
    size.height / 2 / (padding.top + padding.bottom),
    size.width / 2 / (padding.left + padding.right),
  );
  return {
    top: Math.floor(padding.top * scale),
    right: Math.floor(padding.right * scale),
    bottom: Math.floor(padding.bottom * scale),
    left: Math.floor(padding.left * scale),
  };
}

function fit(map: MapLibreMap, points: LngLatPair[]) {
  if (points.length === 0) return;
  const bounds = new LngLatBounds(points[0], points[0]);
  for (const p of points) bounds.extend(p);
  const c = map.getContainer();
  const box = c.getBoundingClientRect();
  const depth = { top: 0, bottom: 0 };
  const overlays = [
    ...c.querySelectorAll('.maplibregl-ctrl-top-left, .maplibregl-ctrl-top-right'),
    ...(c.closest('[role="region"]')?.parentElement?.querySelectorAll('[data-map-overlay]') ?? []),
  ];
  for (const overlay of overlays) {
    const r = overlay.getBoundingClientRect();
    if (r.height === 0) continue;
    if (r.top + r.height / 2 < box.top + box.height / 2)
      depth.top = Math.max(depth.top, r.bottom - box.top);
    else depth.bottom = Math.max(depth.bottom, box.bottom - r.top);
  }
  const padding = fitPadding({ width: c.clientWidth, height: c.clientHeight }, depth);
  map.fitBounds(bounds, { padding, maxZoom: 15, duration: 0 });
}

/** Whether this browser can draw the map at all (WebGL). */
function supportsWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * The one map of the product (MapLibre GL): service areas, a planned route, the path driven,
 * origin and destination pins (draggable when asked) and any number of cars from ONE GeoJSON
 * source drawn by a symbol layer, refreshed at most once a second.
 */
export function TripMap(props: TripMapProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const [failed] = useState(() => !supportsWebGl());
  const mode = useTheme().palette.mode;
  const modeRef = useRef(mode);
  const groundRef = useRef<Ground>('offline');
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
    modeRef.current = mode;
  });
  const pins = useRef<Partial<Record<PinKind, Marker>>>({});
  const stopPins = useRef<Marker[]>([]);

  // create once, after asking which basemap to draw (a cached answer after the first map)
  useEffect(() => {
    if (!container.current || failed) return;
    const createMap = (element: HTMLDivElement, basemap: Basemap | null) => {
      const styleUrl = configuredStyleUrl();
      const ground: Ground = styleUrl ? 'style-url' : basemap ? 'basemap' : 'offline';
      const startMode = modeRef.current;
      let map: MapLibreMap;
      try {
        map = new MapLibreMap({
          container: element,
          style:
            styleUrl ??
            (basemap
              ? basemapStyle(basemap, startMode)
              : offlineStyle(mapPalette(startMode), MAP_FONT_FACES)),
          center: props.center ? [props.center.lng, props.center.lat] : [-66.9036, 10.4806],
          zoom: 11,
          attributionControl: false,
          // the zoom buttons' and credits' names in the interface language
          locale: mapTexts((key, values) => i18n.t(key, { ns: 'common', ...values })),
          dragRotate: false,
          pitchWithRotate: false,
          // symbols appear at once: a fade would repaint for 300 ms after every refresh of the cars
          fadeDuration: 0,
        });
      } catch (error) {
        // no WebGL (old device, disabled GPU): the page works without its map
        console.error('The map could not start', error);
        return undefined;
      }
      element.setAttribute('data-basemap', ground);
      map.touchZoomRotate.disableRotation();
      map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
      // the basemap's data (OpenStreetMap) must be credited: top left, free in both directions
      // (the status legend takes the bottom, the zoom buttons the top right)
      if (ground === 'basemap')
        map.addControl(new AttributionControl({ compact: true }), 'top-left');
      map.getCanvas().setAttribute('aria-label', props.label);
      // the basemap style names icons (shields, points of interest) we do not ship: draw nothing
      map.on('styleimagemissing', (e: { id: string }) => {
        if (!map.hasImage(e.id))
          map.addImage(e.id, { width: 1, height: 1, data: new Uint8Array(4) });
      });
      map.on('load', () => {
        addLayers(map, modeRef.current, ground);
        groundRef.current = ground;
        setReady(true);
      });
      if (ground !== 'style-url') {
        // how many street features are on screen (basemap roads, or the offline map's avenues),
        // for whoever checks that the map shows streets
        map.on('idle', () => {
          const ids = ground === 'basemap' ? basemapRoadLayerIds(map) : ['avenues'];
          const drawn = ids.filter((id) => map.getLayer(id));
          const streets = drawn.length ? map.queryRenderedFeatures({ layers: drawn }).length : 0;
          element.setAttribute('data-streets', String(streets));
        });
      }
      map.on('click', 'cars', (e: MapLayerMouseEvent) => {
        const id = e.features?.[0]?.properties?.id;
        if (typeof id === 'string') latest.current.onCarClick?.(id);
      });
      map.on('mouseenter', 'cars', () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', 'cars', () => (map.getCanvas().style.cursor = ''));
      mapRef.current = map;
      const observer = new ResizeObserver(() => map.resize());
      observer.observe(element);
      return () => {
        observer.disconnect();
        for (const pin of Object.values(pins.current)) pin?.remove();
        pins.current = {};
        for (const pin of stopPins.current) pin.remove();
        stopPins.current = [];
        map.remove();
        mapRef.current = null;
        setReady(false);
      };
    };
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    void loadBasemap().then((basemap) => {
      if (cancelled || !container.current) return;
      cleanup = createMap(container.current, basemap);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
    // the map is created once; later prop changes are applied by the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (map && ready) applyPalette(map, mode, groundRef.current);
  }, [mode, ready]);

  useEffect(() => {
    mapRef.current?.getCanvas().setAttribute('aria-label', props.label);
  }, [props.label]);

  useEffect(() => {
    const map = ready ? mapRef.current : null;
    const areas = props.areas ?? [];
    void map?.getSource<GeoJSONSource>('areas')?.setData(serviceAreasGeoJson(areas));
    void map?.getSource<GeoJSONSource>('avenues')?.setData(avenuesGeoJson(areas));
    void map?.getSource<GeoJSONSource>('place-labels')?.setData(placeLabelsGeoJson(areas));
  }, [props.areas, ready]);

  useEffect(() => {
    const source = ready ? mapRef.current?.getSource<GeoJSONSource>('route') : undefined;
    void source?.setData(line(props.route));
  }, [props.route, ready]);

  useEffect(() => {
    const source = ready ? mapRef.current?.getSource<GeoJSONSource>('path') : undefined;
    void source?.setData(line(props.path));
  }, [props.path, ready]);

  // cars: one setData every CAR_REFRESH_MS at most, whatever the number of updates in between
  const { cars } = props;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready || !cars) return;
    const source = map.getSource<GeoJSONSource>('cars');
    if (!source) return;
    // One setData every CAR_REFRESH_MS at most and never while the worker is still digesting
    // the previous one: thousands of moves a second cost one setData, not thousands. It runs
    // in a task of its own, not in an animation frame, so copying the collection to the worker
    // never lands in the same task as the map's redraw.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busy = false;
    let dirty = false;
    let last = -Infinity;
    const flush = () => {
      timer = undefined;
      dirty = false;
      busy = true;
      last = performance.now();
      const collection = cars.collection();
      // how many cars the map shows, for assistive tech and for whoever inspects the page
      container.current?.setAttribute('data-cars', String(collection.features.length));
      source
        .setData(collection)
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          if (dirty) schedule();
        });
    };
    const schedule = () => {
      dirty = true;
      if (busy || timer) return;
      timer = setTimeout(flush, Math.max(0, CAR_REFRESH_MS - (performance.now() - last)));
    };
    schedule();
    const unsubscribe = cars.subscribe(schedule);
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [cars, ready]);

  // pins
  const { origin, destination, draggablePins } = props;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    const place = (kind: PinKind, at: LatLng | null | undefined) => {
      const existing = pins.current[kind];
      if (!at) {
        existing?.remove();
        delete pins.current[kind];
        return;
      }
      if (existing) {
        existing.setLngLat([at.lng, at.lat]);
        existing.setDraggable(Boolean(draggablePins));
        return;
      }
      const marker = new Marker({
        element: createPin(kind),
        draggable: Boolean(draggablePins),
        anchor: 'bottom',
      })
        .setLngLat([at.lng, at.lat])
        .addTo(map);
      marker.on('dragend', () => {
        const { lng, lat } = marker.getLngLat();
        latest.current.onPinDrop?.(kind, { lat, lng });
      });
      pins.current[kind] = marker;
    };
    place('origin', origin);
    place('destination', destination);
  }, [origin, destination, draggablePins, ready]);

  // numbered stops: few per map, DOM markers redrawn when they change
  const { stops } = props;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    const markers = (stops ?? []).map((s) =>
      // its tip on the point and a little above it: a car at the stop shows beneath the badge
      // (DOM markers are drawn over the map's canvas, where the cars are)
      new Marker({
        element: createStopPin(s.label, s.tone),
        anchor: 'bottom',
        offset: [0, -STOP_PIN_OFFSET],
      })
        .setLngLat([s.lng, s.lat])
        .addTo(map),
    );
    stopPins.current = markers;
    return () => {
      for (const m of markers) m.remove();
      stopPins.current = [];
    };
  }, [stops, ready]);

  const { fitKey } = props;
  useEffect(() => {
    const map = mapRef.current;
    const points = latest.current.fitTo;
    if (map && ready && points) fit(map, points);
  }, [fitKey, ready]);

  return (
    <Box
      role="region"
      aria-label={props.label}
      sx={{
        position: 'absolute',
        inset: 0,
        '& .maplibregl-ctrl-group': { bgcolor: 'background.paper' },
        '& .maplibregl-ctrl-group button .maplibregl-ctrl-icon': {
          filter: mode === 'dark' ? 'invert(1)' : 'none',
        },
        '& .maplibregl-canvas:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: -3,
        },
      }}
    >
      {failed && (
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
          {props.unavailableText ?? 'Map unavailable'}
        </Box>
      )}
      {/* maplibre's stylesheet makes its container position: relative; this inner box fills ours */}
      <div ref={container} style={{ width: '100%', height: '100%' }} />
    </Box>
  );
}
