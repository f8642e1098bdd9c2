// Trips (issue 4): book a trip for a collaborator, see it on the live map, watch it complete,
// find it in the history and in the collaborator's balance history; the passenger's public page
// works logged out; the driver-cancel dialog appears and links to the trip's map.
import type { APIRequestContext, Page } from '@playwright/test';
import { startServerOfItsOwn } from './support/own-server.ts';
import { ACCOUNTS, expect, signIn, signInFromLogin, test } from './support/fixtures.ts';

type TripDto = { _id: string; unique_id: string; share_token: string; status: string };

const auth = (token: string) => ({ 'access-token': token, authorization: `Bearer ${token}` });

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const res = await request.get(path, { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The first place the server's own address search finds for `q`, as a trip request takes it. */
async function placeNamed(request: APIRequestContext, token: string, q: string) {
  const found = await getJson<{ results: Array<{ address: string; lat: number; lng: number }> }>(
    request,
    `/api/corporate/geo/search?q=${encodeURIComponent(q)}`,
    token,
  );
  const hit = found.results[0]!;
  return { address: hit.address, lat: hit.lat, lng: hit.lng };
}

async function pickOption(page: Page, field: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('book a trip for a collaborator, follow it live until it completes, then find it in history and in the balance history', async ({
  page,
  api,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // the fast fleet may finish the trip within seconds: remember the most cars the map ever drew
  await page.addInitScript(() => {
    const seen = window as unknown as { maxCars: number };
    seen.maxCars = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        const cars = Number((r.target as Element).getAttribute('data-cars'));
        if (cars > seen.maxCars) seen.maxCars = cars;
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-cars'], subtree: true });
  });
  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/running_trips');
  await expect(page.getByRole('heading', { name: 'Viajes en curso', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Solicitar viaje' }).first().click();

  // passenger: an active collaborator, searched in the payroll (a short trip fits their balance)
  await page.getByLabel('Buscar colaborador').fill('José');
  await page.getByRole('option', { name: /José Gregorio Pérez/ }).click();
  await expect(page.getByText(/^Saldo \$/)).toBeVisible();
  // origin and destination by search; the same place twice is refused at once and not priced
  await pickOption(page, 'Origen', 'Plaza Bolívar de Caracas', /Plaza Bolívar de Caracas/);
  await pickOption(page, 'Destino', 'Plaza Bolívar de Caracas', /Plaza Bolívar de Caracas/);
  await expect(
    page.getByText('El origen y el destino son el mismo lugar: elija un destino distinto'),
  ).toBeVisible();
  await expect(page.locator('[data-fare="economy"]')).toHaveCount(0);
  // the fares of every service type come back for a real route
  await pickOption(page, 'Destino', 'Sambil La Candelaria', /Centro Sambil La Candelaria/);
  await expect(
    page.getByText('El origen y el destino son el mismo lugar: elija un destino distinto'),
  ).toHaveCount(0);
  const economy = page.locator('[data-fare="economy"]');
  await expect(economy).toContainText('$');
  await economy.click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // confirmation: who pays and the balance after
  await expect(page.getByText('Paga José Gregorio Pérez con su saldo')).toBeVisible();
  await expect(page.getByText('Disponible después')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();
  const booked = page.getByText(/^Viaje VJ-[A-Z0-9]+ solicitado\.$/);
  await expect(booked).toBeVisible();
  const uniqueId = /VJ-[A-Z0-9]+/.exec((await booked.textContent()) ?? '')![0];

  // on the live list and on the map; the detail drawer follows it
  await expect(page.locator(`[data-trip="${uniqueId}"]`)).toBeVisible();
  const drawer = page.locator('.MuiDrawer-paper').filter({ hasText: uniqueId });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('José Gregorio Pérez')).toBeVisible();
  await expect(drawer.getByLabel('Enlace para el pasajero')).toHaveValue(/\/trip-info\//);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { maxCars: number }).maxCars), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  // the simulated fleet drives it to the end (SIM_SPEED of the e2e server)
  await expect(drawer.locator('[data-status="completed"]')).toBeVisible({ timeout: 150_000 });
  await expect(page.locator(`[data-trip="${uniqueId}"]`)).toHaveCount(0);

  // history: filtered in the URL, the row opens the trip's map with the path driven
  await page.goto(`/history?passenger=${uniqueId}`);
  const row = page.locator(`tr[data-trip="${uniqueId}"]`);
  await expect(row).toContainText('Completado');
  await row.click();
  await expect(page).toHaveURL(/\/view-map\/[\w-]+$/);
  await expect(page.getByText('Recorrido realizado', { exact: true })).toBeVisible();

  // the collaborator's balance history shows the charge
  const token = await api.login(ACCOUNTS.demo);
  const request = await playwright.request.newContext({ baseURL });
  const users = await getJson<{ data: { users: Array<{ _id: string; name: string }> } }>(
    request,
    '/api/corporate/users?q=Jos%C3%A9%20Gregorio&is_active=true',
    token,
  );
  const jose = users.data.users.find((u) => u.name === 'José Gregorio Pérez')!;
  await page.goto(`/user/${jose._id}`);
  await expect(page.getByText(`${uniqueId} · José Gregorio Pérez`)).toBeVisible();

  // the passenger's live page works for someone not logged in, and shows no money
  const list = await getJson<{ data: { trips: TripDto[] } }>(
    request,
    `/api/corporate/trips?scope=history&passenger=${uniqueId}`,
    token,
  );
  const trip = list.data.trips.find((t) => t.unique_id === uniqueId)!;
  await request.dispose();
  const guest = await page.context().browser()!.newContext({ locale: 'es-VE' });
  const passengerPage = await guest.newPage();
  await passengerPage.goto(`${baseURL}/trip-info/${trip.share_token}`);
  await expect(passengerPage.getByRole('heading', { name: 'Su viaje' })).toBeVisible();
  await expect(passengerPage.getByText(uniqueId)).toBeVisible();
  await expect(passengerPage.locator('[data-status="completed"]')).toBeVisible();
  await expect(passengerPage.getByText('$')).toHaveCount(0);
  await guest.close();
});

test('a driver cancel shows the full-screen dialog, both languages, linking to the trip map', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // a server of its own whose drivers always cancel (the shared one never does), on a database
  // of its own too: on PostgreSQL it would otherwise inherit DATABASE_URL and meet other runs'
  // trips (re-dispatched at start, their drivers cancelling as well)
  const server = await startServerOfItsOwn('e2e_cancel', {
    SIM_SPEED: '60',
    SIM_CANCEL_RATE: '1',
    SIM_FAILURE_RATE: '0',
  });
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, ACCOUNTS.demo);
    await expect(page).toHaveURL(/\/dashboards$/);
    await page.goto('/running_trips');
    await expect(page.getByRole('heading', { name: 'Viajes en curso', level: 1 })).toBeVisible();
    // the drivers cancel within seconds: book only once the page's live connection is up
    await expect(page.getByRole('status', { name: 'En vivo', exact: true })).toBeVisible();

    // a guest trip booked through the API with the page's own session
    const token = await page.evaluate(
      () => /"token":"([^"]+)"/.exec(localStorage.getItem('auth') ?? '')?.[1] ?? '',
    );
    const place = (q: string) => placeNamed(context.request, token, q);
    const res = await context.request.post('/api/corporate/trips', {
      headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
      data: {
        passenger: { type: 'guest', name: 'Invitada Prueba', phone: '4125550000' },
        origin: await place('Plaza Bolívar de Caracas'),
        destination: await place('Centro Sambil Caracas'),
        service_type_id: 'economy',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const trip = ((await res.json()) as { data: TripDto }).data;

    const dialog = page.getByRole('dialog', { name: 'El conductor canceló el viaje' });
    await expect(dialog).toBeVisible({ timeout: 120_000 });
    // Spanish first, English after
    await expect(dialog.getByText('The driver cancelled the trip')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Aceptar · Accept/ })).toBeVisible();
    const link = dialog.getByRole('link', { name: trip.unique_id });
    await expect(link).toHaveAttribute('href', `/view-map/${trip._id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/view-map/${trip._id}$`));
    // the trip's map is behind (each further driver cancel of the trip raises the dialog again)
    await expect(page.locator('h1', { hasText: trip.unique_id })).toBeVisible();
  } catch (error) {
    // the own server's log goes into the report beside the trace
    await testInfo.attach('server.log', {
      body: server.server.output(),
      contentType: 'text/plain',
    });
    throw error;
  } finally {
    await context.close();
    await server.stop();
  }
});

test('an invalid or expired passenger link says so on a page of its own', async ({ page }) => {
  await page.goto('/trip-info/not-a-real-token');
  await expect(
    page.getByRole('heading', {
      name: 'Este enlace no es válido o el viaje ya no está disponible.',
      level: 1,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mapa en vivo de su viaje' })).toHaveCount(0);
});

test('a passenger whose balance cannot cover the fare is told before the last step, with a way to give balance', async ({
  page,
  api,
  request,
}) => {
  const token = await api.login(ACCOUNTS.demo);
  const tag = Date.now().toString(36);
  const name = `Sin Saldo ${tag.replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;
  const created = await request.post('/api/corporate/users', {
    headers: auth(token),
    data: {
      name,
      email: `sinsaldo.${tag}@example.com`,
      phone: '4145550000',
      id_card: 'V-10203040',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/running_trips');
  await page.getByRole('button', { name: 'Solicitar viaje' }).first().click();
  await page.getByLabel('Buscar colaborador').fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await pickOption(page, 'Origen', 'Plaza Bolívar de Caracas', /Plaza Bolívar de Caracas/);
  await pickOption(page, 'Destino', 'Sambil La Candelaria', /Centro Sambil La Candelaria/);
  await page.locator('[data-fare="economy"]').click();

  const warning = page.getByRole('alert').filter({
    hasText: 'El usuario no tiene saldo suficiente o no hay sobregiro suficiente',
  });
  await expect(warning).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  // still on the first step: the confirmation is never reached
  await expect(page.getByRole('button', { name: 'Confirmar y solicitar' })).toHaveCount(0);
  // the payroll's balance dialog opens on top of the booking, which stays where it was
  await warning.getByRole('button', { name: `Dar saldo a ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Dar saldo a ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/running_trips(\?|$)/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: `Dar saldo a ${name}` })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveValue(/Plaza Bolívar/);
});

test('a scheduled trip says when a driver will be looked for, and says "Programado" once', async ({
  page,
  api,
  request,
}) => {
  const token = await api.login(ACCOUNTS.demo);
  const place = (q: string) => placeNamed(request, token, q);
  const res = await request.post('/api/corporate/trips', {
    headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
    data: {
      passenger: { type: 'guest', name: 'Invitado Programado', phone: '4125550001' },
      origin: await place('Plaza Bolívar de Caracas'),
      destination: await place('Centro Sambil Caracas'),
      service_type_id: 'economy',
      scheduled_at: new Date(Date.now() + 40 * 60_000).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const trip = ((await res.json()) as { data: TripDto }).data;

  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/running_trips');
  await page.locator(`[data-trip="${trip.unique_id}"]`).click();
  const drawer = page.locator('.MuiDrawer-paper').filter({ hasText: trip.unique_id });
  await expect(
    drawer.getByText(/^Viaje programado: buscaremos un conductor a partir del /),
  ).toBeVisible();
  await expect(drawer.getByText('Buscando un conductor cercano…')).toHaveCount(0);
  await expect(drawer.getByText('Programado', { exact: true })).toHaveCount(1);

  // cancelling is confirmed, and the reason and comment stay on the trip
  await drawer.getByRole('button', { name: 'Cancelar viaje' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancelar el viaje ${trip.unique_id}` });
  await dialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option').first().click();
  const reason = (await dialog.getByRole('combobox', { name: 'Motivo' }).textContent())!.trim();
  await dialog.getByLabel('Comentario (opcional)').fill('La reunión se movió');
  await dialog.getByRole('button', { name: 'Cancelar viaje' }).click();
  await expect(dialog).toBeHidden();
  const detail = page.locator('.MuiDrawer-paper').filter({ hasText: trip.unique_id });
  await expect(detail.getByRole('status').filter({ hasText: 'Viaje cancelado.' })).toBeVisible();
  await expect(detail).toContainText(`Motivo de cancelación${reason}`);
  await expect(detail).toContainText('ComentarioLa reunión se movió');

  // the dashboard counts it apart from the completed trips (after a forced refresh)
  await page.goto('/dashboards');
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText('Viajes completados del mes')).toBeVisible();
  await expect(
    page.getByText(/^[1-9]\d* cancelados? o sin conductor · Gasto: \u2066?\$[\d,.]+\u2069?$/),
  ).toBeVisible();
});
