// A public order link some time after its order ended (PUBLIC_LINK_TTL_AFTER_END_MS): the
// passenger's page says the link expired, on a page of its own, with nothing of the trip (no
// map, no driver, no address); pictures of it in light, dark, Arabic and at phone width.
import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_LINK_TTL_AFTER_END_MS } from '@trayecto/contracts';
import { ACCOUNTS, expect, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';
import { VARIANTS, useVariant } from './support/variants.ts';

type PastTrip = {
  unique_id: string;
  share_token: string | null;
  status: string;
  completed_at: string | null;
  origin: { address: string };
  destination: { address: string };
  driver: { first_name: string; vehicle: { plate: string } } | null;
};

/** A seeded trip of the demo company that was completed long enough ago for its link to expire. */
async function expiredTrip(request: APIRequestContext, token: string): Promise<PastTrip> {
  const res = await request.get('/api/corporate/trips?scope=history&status=completed&limit=50', {
    headers: { 'access-token': token },
  });
  expect(res.status(), await res.text()).toBe(200);
  const trips = ((await res.json()) as { data: { trips: PastTrip[] } }).data.trips;
  const old = trips.find(
    (trip) =>
      trip.share_token &&
      trip.completed_at &&
      Date.now() - Date.parse(trip.completed_at) > PUBLIC_LINK_TTL_AFTER_END_MS + 3_600_000,
  );
  expect(old, 'a seeded trip completed more than the link window ago').toBeTruthy();
  return old!;
}

test('an expired passenger link says so, with nothing of the trip', async ({
  page,
  api,
  request,
}) => {
  const trip = await expiredTrip(request, await api.login(ACCOUNTS.demo));
  await page.goto(`/trip-info/${encodeURIComponent(trip.share_token!)}`);
  await expect(page.getByRole('heading', { name: 'Este enlace venció', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'El viaje terminó hace más de 48 horas. Por su privacidad, el enlace ya no muestra sus datos.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mapa en vivo de su viaje' })).toHaveCount(0);
  const shown = await page.locator('body').innerText();
  for (const personal of [
    trip.unique_id,
    trip.origin.address,
    trip.destination.address,
    ...(trip.driver ? [trip.driver.first_name, trip.driver.vehicle.plate] : []),
  ])
    expect(shown).not.toContain(personal);
});

for (const v of VARIANTS) {
  test(`screenshots: the expired passenger link (${v.name}) @screenshots`, async ({
    page,
    api,
    request,
    shot,
  }) => {
    const trip = await expiredTrip(request, await api.login(ACCOUNTS.demo));
    await useVariant(page, v);
    await page.goto(`/trip-info/${encodeURIComponent(trip.share_token!)}`);
    await expect(
      page.getByRole('heading', { name: text(v.lang, 'trips', 'tripInfo.expired'), level: 1 }),
    ).toBeVisible();
    await shot(`expired-trip-link-${v.name}`);
  });
}
