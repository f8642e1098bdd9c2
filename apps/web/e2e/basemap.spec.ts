// The maps draw real streets: the PMTiles basemap the server streams with range requests (the
// global setup builds a small one of central Caracas), with the OpenStreetMap credit; and when
// the deployment has none, the offline map still shows the main avenues and place names.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';
import { VARIANTS, useVariant } from './support/variants.ts';

async function signInAs(page: Page, lang: 'es' | 'ar') {
  await page.goto('/login');
  await page
    .getByLabel(text(lang, 'auth', 'login.email'), { exact: true })
    .fill(ACCOUNTS.demo.email);
  await page
    .getByLabel(text(lang, 'auth', 'login.password'), { exact: true })
    .fill(ACCOUNTS.demo.password);
  await page.getByRole('button', { name: text(lang, 'auth', 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
}

async function openRunningTrips(page: Page, lang: 'es' | 'ar') {
  await page.goto('/running_trips');
  await expect(
    page.getByRole('heading', { name: text(lang, 'trips', 'running.title'), level: 1 }),
  ).toBeVisible();
  return page.locator('[data-basemap]');
}

test('the running-trips map draws the streets of the PMTiles basemap, read by ranges', async ({
  page,
  shot,
}) => {
  const ranges: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/public/map/basemap.pmtiles')) ranges.push(res.status());
  });
  await signInFromLogin(page, ACCOUNTS.demo);
  const map = await openRunningTrips(page, 'es');
  await expect(map).toHaveAttribute('data-basemap', 'basemap');
  // streets of the basemap's roads layers are on screen
  await expect
    .poll(async () => Number((await map.getAttribute('data-streets')) ?? 0), { timeout: 20_000 })
    .toBeGreaterThan(0);
  // only parts of the file were read, never the whole archive
  expect(ranges.length).toBeGreaterThan(1);
  expect(ranges.every((status) => status === 206)).toBe(true);
  // OpenStreetMap data is credited on the map
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('OpenStreetMap');
  await shot('basemap-running-trips');
});

test('without a basemap the offline map still shows the main avenues', async ({ page }) => {
  await page.route('**/api/public/map', (route) =>
    route.fulfill({ json: { basemap: null }, headers: { 'cache-control': 'no-cache' } }),
  );
  let tiles = 0;
  page.on('request', (req) => {
    if (req.url().includes('basemap.pmtiles')) tiles += 1;
  });
  await signInFromLogin(page, ACCOUNTS.demo);
  const map = await openRunningTrips(page, 'es');
  await expect(map).toHaveAttribute('data-basemap', 'offline');
  await expect
    .poll(async () => Number((await map.getAttribute('data-streets')) ?? 0), { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(tiles).toBe(0);
});

for (const v of VARIANTS) {
  test(`screenshots: the map with its basemap and offline (${v.name}) @screenshots`, async ({
    page,
    shot,
  }) => {
    await useVariant(page, v);
    await signInAs(page, v.lang);
    const map = await openRunningTrips(page, v.lang);
    await expect
      .poll(async () => Number((await map.getAttribute('data-streets')) ?? 0), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await shot(`map-basemap-${v.name}`);
    await page.route('**/api/public/map', (route) => route.fulfill({ json: { basemap: null } }));
    const offline = await openRunningTrips(page, v.lang);
    await expect(offline).toHaveAttribute('data-basemap', 'offline');
    await expect
      .poll(async () => Number((await offline.getAttribute('data-streets')) ?? 0), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await shot(`map-offline-${v.name}`);
  });
}
