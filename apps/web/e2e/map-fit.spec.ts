// Every map fits its pins with room to spare: each pin (A, B, a numbered stop) lies whole inside
// the map and under none of what sits on it (the zoom buttons, the credit, a legend), on a phone
// and on a laptop, in Spanish and in Arabic. The passenger's public link without a basemap still
// draws the city (its avenues and places), not an empty box.
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';

const auth = (token: string) => ({ 'access-token': token, authorization: `Bearer ${token}` });

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const res = await request.get(path, { headers: auth(token) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** What lies wrong on the map of the page: pins outside it or under a control or legend. */
async function misplacedPins(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const map = document.querySelector('[data-basemap]');
    if (!map) return ['no map'];
    const region = map.closest('[role="region"]')?.parentElement ?? map;
    const box = map.getBoundingClientRect();
    const covers = [
      ...map.querySelectorAll('.maplibregl-ctrl-group, .maplibregl-ctrl-attrib'),
      ...region.querySelectorAll('[data-map-overlay]'),
    ].map((el) => ({ el, r: el.getBoundingClientRect() }));
    const out: string[] = [];
    for (const pin of map.querySelectorAll<HTMLElement>('[data-pin], [data-stop]')) {
      const r = pin.getBoundingClientRect();
      const name = pin.dataset.pin ?? `stop ${pin.dataset.stop}`;
      if (r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom)
        out.push(`${name} outside the map`);
      for (const c of covers)
        if (r.left < c.r.right && r.right > c.r.left && r.top < c.r.bottom && r.bottom > c.r.top)
          out.push(`${name} under ${c.el.className.split(' ')[0] || 'the legend'}`);
    }
    return out;
  });
}

async function pinsShown(page: Page, count: number) {
  // the map's library is its own chunk, fetched after the page
  await expect(page.locator('[data-basemap]')).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => page.locator('[data-basemap] [data-pin], [data-basemap] [data-stop]').count(), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
}

type Trip = { _id: string; share_token: string };

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
];

for (const lang of ['es', 'ar'] as const) {
  test(`maps fit their pins clear of the controls (${lang})`, async ({ page, api, request }) => {
    test.setTimeout(400_000);
    const token = await api.login(ACCOUNTS.demo);
    const trips = (
      await getJson<{ data: { trips: Trip[] } }>(
        request,
        '/api/corporate/trips?scope=history&limit=5',
        token,
      )
    ).data.trips;
    const quotes = (
      await getJson<{ data: { quotes: { _id: string }[] } }>(
        request,
        '/api/corporate/quotes?limit=5',
        token,
      )
    ).data.quotes;
    expect(trips.length).toBeGreaterThan(0);
    expect(quotes.length).toBeGreaterThan(0);

    await signInFromLogin(page, ACCOUNTS.demo);
    await page.evaluate((l) => {
      const saved = JSON.parse(localStorage.getItem('settings') ?? '{"state":{},"version":1}') as {
        state: Record<string, unknown>;
      };
      saved.state.lang = l;
      localStorage.setItem('settings', JSON.stringify(saved));
    }, lang);
    const found: string[] = [];
    const pages = [
      { path: `/view-map/${trips[0]!._id}`, pins: 2 },
      { path: `/multistop/${quotes[0]!._id}`, pins: 2 },
      { path: `/trip-info/${trips[0]!.share_token}`, pins: 2 },
    ];
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const { path, pins } of pages) {
        await page.goto(path);
        await pinsShown(page, pins);
        for (const problem of await misplacedPins(page))
          found.push(`${size.name} ${path}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
  });
}

test('the passenger’s link without a basemap draws the city’s avenues and places', async ({
  page,
  api,
  request,
  shot,
}) => {
  await page.route('**/api/public/map', (route) =>
    route.fulfill({ json: { basemap: null }, headers: { 'cache-control': 'no-cache' } }),
  );
  const token = await api.login(ACCOUNTS.demo);
  const [trip] = (
    await getJson<{ data: { trips: Trip[] } }>(
      request,
      '/api/corporate/trips?scope=history&limit=1',
      token,
    )
  ).data.trips;
  await page.goto(`/trip-info/${trip!.share_token}`);
  const map = page.locator('[data-basemap]');
  await expect(map).toHaveAttribute('data-basemap', 'offline', { timeout: 60_000 });
  // the avenues are drawn (features on screen), not a plain background
  await expect
    .poll(async () => Number((await map.getAttribute('data-streets')) ?? 0), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await shot('trip-info-offline-map');
});
