// Lighthouse's mobile performance run (its defaults: a mid-range phone on simulated slow 4G,
// 4× CPU slowdown) against the production build served by the real server with the demo data,
// as `npm start` serves it: the public pages, the passenger's and the parcel receiver's link
// pages (tokens of demo trips and parcels) and three panel pages signed in as the demo account.
// Each page is run twice, each run in a fresh Chromium profile (an empty cache); the better run
// by score is kept. Reported: score, FCP, LCP, TBT, bytes transferred (all, and JavaScript).
// The machine's load average is recorded beside the figures: other work on the same cores moves
// them. BENCH_WEB_DIST=<folder> measures another build; BENCH_LIGHTHOUSE_RUNS=N changes the runs.
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from '../scripts/lib/chromium.mjs';
import { makeTempDir, startApiServer } from '../scripts/lib/server-harness.mjs';

const DEMO = { email: 'demo@trayecto.test', password: 'Demo1234!' };
const PAGES = [
  { path: '/', kind: 'public' },
  { path: '/login', kind: 'public' },
  { path: '/contactanos', kind: 'public' },
  { path: '/parcel-guide', kind: 'public' },
  { path: '/trip-info/{token}', kind: 'link' },
  { path: '/parcel-track/{token}', kind: 'link' },
  { path: '/dashboards', kind: 'panel' },
  { path: '/running_trips', kind: 'panel' },
  { path: '/balance', kind: 'panel' },
];

async function api(baseUrl, path, token, init = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A 1 × 1 PNG (signature, IHDR, IDAT, IEND): the parcel's photo. */
function tinyPng() {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 159, 67]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo data has no parcel: one is sent, so its receiver's link has something to show. */
async function sendParcel(baseUrl, token) {
  const image = await api(baseUrl, '/api/corporate/parcels/images', token, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: tinyPng(),
  });
  const place = async (q) => {
    const hit = (await api(baseUrl, `/api/corporate/geo/search?q=${encodeURIComponent(q)}`, token))
      .results[0];
    return { address: hit.address, lat: hit.lat, lng: hit.lng };
  };
  const parcel = await api(baseUrl, '/api/corporate/parcels', token, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      sender: { type: 'corporate', name: 'Recepción', phone: '4141234567' },
      pickup: await place('Plaza Bolívar de Caracas'),
      receivers: [
        {
          name: 'Marta Receptora',
          phone: '4125550001',
          place: await place('Centro Sambil La Candelaria'),
        },
      ],
      parcel_type: 'documents',
      size: 'S',
      weight_kg: 1,
      description: 'Sobre con documentos',
      image_id: image.data.image_id,
      declared_value: 10,
      prohibited_ack: true,
    }),
  });
  return parcel.data;
}

/** The demo account's session as the login page stores it, and a trip's and a parcel's link tokens. */
async function demoData(baseUrl) {
  const login = await api(baseUrl, '/api/corporate/login', null, {
    method: 'POST',
    body: JSON.stringify(DEMO),
  });
  const auth = {
    state: {
      isLogged: true,
      token: login.token,
      _id: login._id,
      unique_id: login.unique_id,
      email: login.email,
      user: login.email,
    },
    version: 1,
  };
  // a running one when the simulator has one (the live page with its map), else a finished one
  const list = async (what) =>
    (await api(baseUrl, `/api/corporate/${what}?scope=running`, login.token)).data[what].concat(
      (await api(baseUrl, `/api/corporate/${what}?scope=history`, login.token)).data[what],
    );
  const trip = (await list('trips')).find((t) => t.share_token);
  const tracking = (await sendParcel(baseUrl, login.token)).stops.find(
    (s) => s.tracking_token,
  )?.tracking_token;
  if (!trip || !tracking) throw new Error('the demo data has no trip or parcel link to open');
  return {
    auth: JSON.stringify(auth),
    tokens: { '/trip-info/{token}': trip.share_token, '/parcel-track/{token}': tracking },
  };
}

async function runOnce(chromePath, url, { auth, origin }) {
  const userDataDir = makeTempDir('trayecto-lh-profile-');
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (auth) {
      // a JSON answer of the same origin: localStorage gets the session, the cache no app file
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${origin}/api/health`);
      await page.evaluate((value) => localStorage.setItem('auth', value), auth);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const transfer = (type) =>
      requests
        .filter((r) => !type || r.resourceType === type)
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      bytes: transfer(),
      jsBytes: transfer('Script'),
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const seconds = (ms) => (ms / 1000).toFixed(1);
const kib = (n) => (n / 1024).toFixed(0);

export const benchmark = {
  name: 'lighthouse',
  order: 11,
  async run(ctx) {
    const chromePath = findChromium();
    if (!chromePath) throw new Error(CHROMIUM_INSTALL_HINT);
    let dist;
    if (process.env.BENCH_WEB_DIST) {
      dist = resolve(process.env.BENCH_WEB_DIST);
      if (!existsSync(resolve(dist, 'index.html'))) throw new Error(`${dist} has no index.html`);
    } else {
      dist = dirname(dirname(ctx.ensureWebBuild()));
    }
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 2;
    // a copy, as the journeys do: a rebuild during the run cannot pull files from under the pages
    const web = makeTempDir('trayecto-bench-web-');
    cpSync(dist, web, { recursive: true });
    const server = await startApiServer({
      env: { WEB_DIST: web, DEMO_SEED: 'true', DATABASE_URL: '', REDIS_URL: '' },
    });
    const load = { before: loadavg()[0] };
    const rows = [];
    try {
      const { auth, tokens } = await demoData(server.baseUrl);
      for (const page of PAGES) {
        const path = page.path.includes('{token}')
          ? page.path.replace('{token}', encodeURIComponent(tokens[page.path]))
          : page.path;
        const tries = [];
        for (let i = 0; i < runs; i += 1) {
          // Lighthouse sometimes loses its own trace (NO_NAVSTART, "run Lighthouse again"): that
          // run is made again, twice at most; any other failure ends the benchmark
          for (let attempt = 1; ; attempt += 1) {
            try {
              tries.push(
                await runOnce(chromePath, `${server.baseUrl}${path}`, {
                  auth: page.kind === 'panel' ? auth : undefined,
                  origin: server.baseUrl,
                }),
              );
              break;
            } catch (error) {
              if (attempt >= 3 || !/Lighthouse again/.test(String(error))) throw error;
              ctx.log(`lighthouse ${page.path}: ${error.message}; once more`);
            }
          }
        }
        const best = tries.reduce((a, b) => (b.score > a.score ? b : a));
        const ended = new URL(best.finalUrl).pathname;
        ctx.log(
          `lighthouse ${page.path}: ${tries.map((t) => t.score).join(', ')} (load ${loadavg()[0].toFixed(1)})`,
        );
        rows.push({
          page: page.path,
          kind: page.kind,
          ...best,
          scores: tries.map((t) => t.score),
          note: ended !== path ? `ended at ${ended}` : '',
        });
      }
    } finally {
      await server.stop();
      rmSync(web, { recursive: true, force: true });
    }
    load.after = loadavg()[0];
    return {
      data: { runs, load, rows },
      tables: [
        {
          title: `Lighthouse mobile (default settings), better of ${runs} runs; load average ${load.before.toFixed(1)} → ${load.after.toFixed(1)}`,
          columns: [
            { key: 'page', label: 'page' },
            { key: 'score', label: 'score', align: 'right' },
            { key: 'fcpS', label: 'FCP s', align: 'right' },
            { key: 'lcpS', label: 'LCP s', align: 'right' },
            { key: 'tbtMs', label: 'TBT ms', align: 'right' },
            { key: 'bytesK', label: 'transferred KiB', align: 'right' },
            { key: 'jsK', label: 'JS KiB', align: 'right' },
            { key: 'note', label: '' },
          ],
          rows: rows.map((r) => ({
            ...r,
            fcpS: seconds(r.fcp),
            lcpS: seconds(r.lcp),
            tbtMs: Math.round(r.tbt),
            bytesK: kib(r.bytes),
            jsK: kib(r.jsBytes),
          })),
        },
      ],
    };
  },
};
