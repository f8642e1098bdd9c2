/* global window -- the functions passed to page.evaluate run in the browser */
// The running-trips page under load: 2,000 running trips and 200 running parcels (the order
// map draws their couriers beside the cars), each moving once a second, for 30 s in headless
// Chromium; reports the main thread's long tasks (PerformanceObserver 'longtask').
// The page is the production build; the API and the realtime feed it talks to are simulated
// here (same routes and events as the real server), so only the browser's work is measured.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { Server as SocketServer } from 'socket.io';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from '../scripts/lib/chromium.mjs';
import { freePort } from '../scripts/lib/server-harness.mjs';

const TRIPS = Number(process.env.BENCH_RUNNING_TRIPS || 2000);
const PARCELS = Number(process.env.BENCH_RUNNING_PARCELS ?? 200);
const SECONDS = Number(process.env.BENCH_RUNNING_SECONDS || 30);
const GOAL_MS = 50;
const CORPORATE_ID = 'bench-corporate';
const CENTER = { lat: 10.4806, lng: -66.9036 };
const STATUSES = ['waiting', 'accepted', 'coming', 'arrived', 'started', 'started', 'started'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

function makeTrips(n) {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => {
    const angle = (i * 2.399963) % (2 * Math.PI);
    const r = 0.01 + (((i * 7919) % 1000) / 1000) * 0.12;
    const lat = CENTER.lat + Math.sin(angle) * r * 0.6;
    const lng = CENTER.lng + Math.cos(angle) * r;
    const place = (dLat, dLng) => ({ address: `Calle ${i}`, lat: lat + dLat, lng: lng + dLng });
    return {
      _id: `trip-${String(i).padStart(5, '0')}`,
      unique_id: `VJ-B${String(i).padStart(5, '0')}`,
      status: STATUSES[i % STATUSES.length],
      type: 'immediate',
      city_id: 'caracas',
      service_type_id: 'economy',
      passenger: { type: 'guest', user_id: null, name: `Pasajero ${i}`, phone: '4125550000' },
      payer: 'corporate',
      origin: place(0, 0),
      destination: place(0.02, 0.02),
      comment: null,
      promo_code: null,
      scheduled_at: null,
      requested_at: new Date(now - i * 1000).toISOString(),
      started_at: null,
      completed_at: null,
      cancelled_at: null,
      cancel_reason_id: null,
      cancel_comment: null,
      estimated_fare: 5,
      final_fare: null,
      distance_km: 3,
      duration_min: 10,
      driver: null,
      position: { lat, lng, heading: (i * 37) % 360 },
      eta_min: 5 + (i % 20),
      route: [
        [lng, lat],
        [lng + 0.02, lat + 0.02],
      ],
      path: [],
      share_token: `token-${i}`,
      updated_at: new Date(now).toISOString(),
    };
  });
}

/** Running parcels as GET /parcels?scope=running gives them: a pickup and two drop-offs. */
function makeParcels(n) {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => {
    const angle = (i * 1.618034) % (2 * Math.PI);
    const r = 0.015 + (((i * 104729) % 1000) / 1000) * 0.1;
    const lat = CENTER.lat + Math.sin(angle) * r * 0.6;
    const lng = CENTER.lng + Math.cos(angle) * r;
    const stop = (index, dLat, dLng) => ({
      index,
      role: index === 0 ? 'pickup' : 'dropoff',
      name: index === 0 ? 'Recepción' : `Receptor ${index}`,
      phone: '4125550000',
      place: { address: `Avenida ${i}-${index}`, lat: lat + dLat, lng: lng + dLng },
      instructions: null,
      status: index === 0 ? 'completed' : 'pending',
      arrived_at: null,
      completed_at: null,
      failed_at: null,
      failure_reason: null,
      pin_verified: false,
      proof_photo_id: null,
      tracking_token: index === 0 ? null : `track-${i}-${index}`,
    });
    return {
      _id: `parcel-${String(i).padStart(5, '0')}`,
      unique_id: `EN-B${String(i).padStart(5, '0')}`,
      status: 'started',
      type: 'immediate',
      service_type_id: 'moto',
      vehicle: 'motorcycle',
      payer: 'corporate',
      sender: { type: 'corporate', user_id: null, name: 'Recepción', phone: '2125550000' },
      parcel_type: 'documents',
      size: 'S',
      weight_kg: 1,
      description: 'Sobre',
      details: null,
      image_id: `image-${i}`,
      declared_value: 10,
      stops: [stop(0, 0, 0), stop(1, 0.01, 0.01), stop(2, 0.02, -0.01)],
      scheduled_at: null,
      requested_at: new Date(now - i * 1000).toISOString(),
      started_at: new Date(now - 60_000).toISOString(),
      completed_at: null,
      cancelled_at: null,
      cancel_reason_id: null,
      cancel_comment: null,
      estimated_fare: 6,
      final_fare: null,
      charge_lines: [],
      distance_km: 4,
      duration_min: 15,
      eta_min: 4 + (i % 15),
      position: { lat, lng, heading: (i * 53) % 360 },
      route: [
        [lng, lat],
        [lng + 0.01, lat + 0.01],
        [lng - 0.01, lat + 0.02],
      ],
    };
  });
}

function sessionState() {
  return JSON.stringify({
    state: {
      user: 'bench@trayecto.test',
      isLogged: true,
      token: 'bench-token',
      _id: CORPORATE_ID,
      unique_id: 'TE-BENCH',
      email: 'bench@trayecto.test',
      name: 'Bench C.A.',
      countryName: 'Venezuela',
      phone: null,
      countryPhoneCode: null,
      wallet: 1000,
      overdraft: 0,
      picture_url: null,
      pre_time: 15,
      lang: 'es',
      admin_phone: null,
      admin_email: null,
      is_active_shipments: PARCELS > 0,
      is_active_multi_stops: false,
      is_corporate_master: false,
      is_used_google_maps_service: false,
      is_assist_mode: false,
      is_allow_credits: false,
      credits_due: 0,
      updated_at: new Date().toISOString(),
      associated_panels: [],
      timezone: 'America/Caracas',
      profileLoaded: true,
    },
    version: 1,
  });
}

function startFakeBackend(dist, trips, parcels, port) {
  const cities = {
    cities: [
      {
        id: 'caracas',
        name: 'Caracas',
        center: CENTER,
        service_area: [{ ...CENTER, radius_km: 16 }],
      },
    ],
  };
  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/api/corporate/trips' && url.searchParams.get('scope') === 'running') {
      const limit = Number(url.searchParams.get('limit') || 20);
      const start = Number(url.searchParams.get('cursor') || 0);
      const page = trips.slice(start, start + limit);
      const next = start + limit < trips.length ? String(start + limit) : null;
      return json(res, 200, {
        success: true,
        data: { trips: page, next_cursor: next, totals: null },
      });
    }
    if (url.pathname === '/api/corporate/parcels' && url.searchParams.get('scope') === 'running') {
      const limit = Number(url.searchParams.get('limit') || 20);
      const start = Number(url.searchParams.get('cursor') || 0);
      const next = start + limit < parcels.length ? String(start + limit) : null;
      return json(res, 200, {
        success: true,
        data: { parcels: parcels.slice(start, start + limit), next_cursor: next, totals: null },
      });
    }
    if (url.pathname === '/api/corporate/geo/cities') return json(res, 200, cities);
    if (url.pathname === '/api/corporate/service-types')
      return json(res, 200, { success: true, data: { city_id: 'caracas', service_types: [] } });
    if (url.pathname.startsWith('/api/'))
      return json(res, 404, { error_code: 'not_found', message: 'Not found' });
    let file = normalize(join(dist, url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  const io = new SocketServer(server, { path: '/socket.io' });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, io })));
}

/**
 * Every order (rides, then parcels) moves once a second, spread over the second in 10 batches (as
 * a fleet reports).
 */
function startFeed(io, orders) {
  let tick = 0;
  const BATCHES = 10;
  const timer = setInterval(() => {
    const batch = tick % BATCHES;
    tick += 1;
    for (let i = batch; i < orders.length; i += BATCHES) {
      const t = orders[i];
      const h = (t.position.heading + 7) % 360;
      const rad = (h * Math.PI) / 180;
      t.position = {
        lat: t.position.lat + Math.cos(rad) * 0.0003,
        lng: t.position.lng + Math.sin(rad) * 0.0003,
        heading: h,
      };
      t.eta_min = Math.max(1, (t.eta_min ?? 10) - (tick % 60 === 0 ? 1 : 0));
      io.emit('trip:update', {
        trip_id: t._id,
        kind: t.stops ? 'parcel' : 'ride',
        status: t.status,
        position: t.position,
        eta: t.eta_min,
      });
    }
  }, 1000 / BATCHES);
  return () => clearInterval(timer);
}

/**
 * Chromium's GPU process, two ways: as a machine with a GPU composites (WebGL through
 * SwiftShader, GPU compositing) and with --disable-gpu, where every frame of the map's WebGL
 * canvas is read back to the CPU for software compositing (no real browser with a GPU does
 * this; it is reported so the cost of that path is known).
 */
const MODES = [
  {
    mode: 'GPU compositing (SwiftShader)',
    args: [
      ...CHROMIUM_ARGS.filter((a) => a !== '--disable-gpu'),
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  },
  { mode: 'software compositing (--disable-gpu)', args: CHROMIUM_ARGS },
];

async function measure({ executablePath, args, port, io, orders }) {
  const browser = await chromium.launch({ executablePath, args });
  let stopFeed = () => {};
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-VE' });
    await page.addInitScript((auth) => {
      localStorage.setItem('auth', auth);
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    }, sessionState());
    const t0 = Date.now();
    await page.goto(`http://127.0.0.1:${port}/running_trips`);
    await page.locator(`[data-cars="${TRIPS + PARCELS}"]`).waitFor({ timeout: 120_000 });
    const loadMs = Date.now() - t0;
    // the first render of thousands of symbols is the load's cost, not the steady state's
    await page.waitForTimeout(3000);
    const loadTasks = await page.evaluate(() => window.__longTasks.splice(0));
    stopFeed = startFeed(io, orders);
    const from = await page.evaluate(() => performance.now());
    await page.waitForTimeout(SECONDS * 1000);
    const tasks = await page.evaluate((f) => window.__longTasks.filter((t) => t.start >= f), from);
    const cars = await page.locator('[data-cars]').first().getAttribute('data-cars');
    const rows = await page.locator('[data-trip]').count();
    const durations = tasks.map((t) => t.duration).sort((a, b) => b - a);
    const longest = Math.round(durations[0] ?? 0);
    return {
      longestTaskMs: longest,
      longTasks: tasks.length,
      over50: durations.filter((d) => d > GOAL_MS).length,
      totalLongMs: Math.round(durations.reduce((a, b) => a + b, 0)),
      loadMs,
      loadLongestMs: Math.round(Math.max(0, ...loadTasks.map((t) => t.duration))),
      carsOnMap: Number(cars),
      listRowsInDom: rows,
      goalMet: longest <= GOAL_MS ? 'yes' : 'no',
      // long tasks are wall time: a busy machine stretches them, so each row records the load
      loadAverage: loadavg()[0].toFixed(1),
    };
  } finally {
    stopFeed();
    await browser.close();
  }
}

export const benchmark = {
  name: 'running-trips',
  order: 50,
  async run(ctx) {
    const manifest = ctx.ensureWebBuild();
    const dist = dirname(dirname(manifest));
    const executablePath = findChromium();
    if (!executablePath) throw new Error(CHROMIUM_INSTALL_HINT);
    const port = await freePort();
    const rows = [];
    const trips = makeTrips(TRIPS);
    const parcels = makeParcels(PARCELS);
    const { server, io } = await startFakeBackend(dist, trips, parcels, port);
    try {
      for (const { mode, args } of MODES) {
        const row = {
          mode,
          trips: TRIPS,
          seconds: SECONDS,
          ...(await measure({ executablePath, args, port, io, orders: [...trips, ...parcels] })),
        };
        ctx.log(
          `running-trips (${mode}): longest task ${row.longestTaskMs} ms, ${row.longTasks} long tasks in ${SECONDS} s`,
        );
        rows.push(row);
      }
    } finally {
      io.close();
      server.close();
    }
    return {
      data: rows,
      tables: [
        {
          title: `Running trips page (the order map): ${TRIPS} trips and ${PARCELS} parcels moving every second for ${SECONDS} s in headless Chromium; main-thread long tasks (goal: none over ${GOAL_MS} ms)`,
          columns: [
            { key: 'mode', label: 'Chromium' },
            { key: 'longestTaskMs', label: 'longest task ms', align: 'right' },
            { key: 'longTasks', label: 'long tasks', align: 'right' },
            { key: 'over50', label: '> 50 ms', align: 'right' },
            { key: 'totalLongMs', label: 'long-task ms total', align: 'right' },
            { key: 'loadMs', label: 'load to all cars ms', align: 'right' },
            { key: 'loadLongestMs', label: 'longest task while loading ms', align: 'right' },
            { key: 'carsOnMap', label: 'cars on map', align: 'right' },
            { key: 'listRowsInDom', label: 'list rows in DOM', align: 'right' },
            { key: 'goalMet', label: 'goal met' },
            { key: 'loadAverage', label: 'machine load (1 min)', align: 'right' },
          ],
          rows,
        },
      ],
    };
  },
};
