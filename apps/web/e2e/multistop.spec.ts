// Multistop quotes (issue 9): a person with multi-stops on requests a three-stop trip through the
// form (a sixth stop refused with the spec's words, the stops reordered), sees the provider's
// price arrive on the quote's page, approves it and follows the trip to its end; denies another
// from the list with a reason; and sees a third, asked too close to its time, expire.
//
// A server of its own with a fast fleet and pricing desk (SIM_SPEED 60: the desk answers within
// a second) that never declines and whose passengers stop everywhere.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './support/fixtures.ts';
import { QUOTE_EARLIEST_AHEAD_MIN } from '@trayecto/contracts';
import { text } from './support/locales.ts';
import { serverOfItsOwn } from './support/own-server.ts';

type Place = { address: string; lat: number; lng: number };
type QuoteDto = { _id: string; unique_id: string; status: string };

const auth = (token: string) => ({ 'access-token': token, authorization: `Bearer ${token}` });

const server = serverOfItsOwn('e2e_multistop', {
  SIM_SPEED: '60',
  SIM_DESK_DECLINE_RATE: '0',
  SIM_STOP_SKIP_RATE: '0',
  SIM_CANCEL_RATE: '0',
  SIM_FAILURE_RATE: '0',
});

/** Signed in, the live connection up; the session's token for API calls. */
async function openPanel(browser: Browser) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, ACCOUNTS.demo);
  await expect(page).toHaveURL(/\/dashboards$/);
  const token = await page.evaluate(
    () => /"token":"([^"]+)"/.exec(localStorage.getItem('auth') ?? '')?.[1] ?? '',
  );
  return { context, page, token };
}

async function pickPlace(scope: ReturnType<Page['locator']>, page: Page, field: string, q: string) {
  await scope.getByRole('combobox', { name: field }).fill(q);
  await page
    .getByRole('option', { name: new RegExp(q) })
    .first()
    .click();
}

async function placeNamed(context: BrowserContext, token: string, q: string): Promise<Place> {
  const res = await context.request.get(`/api/corporate/geo/search?q=${encodeURIComponent(q)}`, {
    headers: auth(token),
  });
  expect(res.status(), await res.text()).toBe(200);
  const hit = ((await res.json()) as { results: Place[] }).results[0]!;
  return { address: hit.address, lat: hit.lat, lng: hit.lng };
}

/** A quote asked through the API with the page's session, `minutes` ahead. */
async function askByApi(context: BrowserContext, token: string, minutes: number, guest: string) {
  const res = await context.request.post('/api/corporate/quotes', {
    headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
    data: {
      passenger: { type: 'guest', name: guest, phone: '4141234567' },
      origin: await placeNamed(context, token, 'Plaza Bolívar de Caracas'),
      stops: [
        await placeNamed(context, token, 'Teatro Teresa Carreño'),
        await placeNamed(context, token, 'Universidad Central de Venezuela'),
      ],
      service_type_id: 'economy',
      scheduled_at: new Date(Date.now() + minutes * 60_000).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: QuoteDto }).data;
}

/** Types a date and time into the picker's sections (day, month, year, hours, minutes). */
async function typeDateTime(page: Page, at: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Caracas',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  // the picker's sections are named in the interface language ("Día")
  await page.getByRole('spinbutton', { name: text('es', 'common', 'controls.day') }).click();
  await page.keyboard.type(
    `${part('day')}${part('month')}${part('year')}${part('hour')}${part('minute')}`,
  );
}

test('request a three-stop quote, see its price arrive, approve it and follow the trip to its end', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const { context, page } = await openPanel(browser);
  try {
    await page.goto('/multistop');
    await expect(
      page.getByRole('heading', { name: 'Cotizaciones multiparada', level: 1 }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Solicitar cotización' }).first().click();
    await expect(page).toHaveURL(/\/multistop\/new$/);
    await expect(page.getByText('Paso 1 de 2 · Datos del viaje')).toBeVisible();

    // a guest passenger, paid from the wallet
    await page.getByRole('button', { name: 'Invitado', exact: true }).click();
    await page.getByRole('textbox', { name: 'Nombre del invitado' }).fill('Andrea Visitante');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('4141234567');

    // the origin and stops; up to five, a sixth refused with the spec's words
    await pickPlace(page.locator('body'), page, 'Origen', 'Plaza Bolívar de Caracas');
    const add = page.getByRole('button', { name: 'Agregar parada' });
    for (let i = 0; i < 3; i++) await add.click();
    await expect(page.locator('[data-stop]')).toHaveCount(5);
    await add.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ha alcanzado el máximo de paradas permitidas' }),
    ).toBeVisible();
    await expect(page.locator('[data-stop]')).toHaveCount(5);
    await page.getByRole('button', { name: 'Quitar la parada 5' }).click();
    await page.getByRole('button', { name: 'Quitar la parada 4' }).click();
    await expect(page.locator('[data-stop]')).toHaveCount(3);
    await pickPlace(
      page.locator('body'),
      page,
      'Dirección de la parada 1',
      'Universidad Central de Venezuela',
    );
    await pickPlace(
      page.locator('body'),
      page,
      'Dirección de la parada 2',
      'Teatro Teresa Carreño',
    );
    await pickPlace(
      page.locator('body'),
      page,
      'Dirección de la parada 3',
      'Centro Sambil La Candelaria',
    );
    // reordered by keyboard-accessible buttons: the theatre first, then the university
    await page.getByRole('button', { name: 'Subir la parada 2' }).click();
    await expect(page.getByRole('combobox', { name: 'Dirección de la parada 1' })).toHaveValue(
      /Teatro Teresa Carreño/,
    );
    await expect(page.getByRole('combobox', { name: 'Dirección de la parada 2' })).toHaveValue(
      /Universidad Central/,
    );

    // 9 minutes ahead is refused before sending, with the true minimum (an unapproved quote
    // expires 15 minutes before its time); 17 minutes is taken, with its expiry said
    await typeDateTime(page, new Date(Date.now() + 9 * 60_000));
    await expect(
      page.getByText(
        `La cotización debe ser para al menos ${QUOTE_EARLIEST_AHEAD_MIN} minutos a partir de ahora`,
      ),
    ).toBeVisible();
    await typeDateTime(page, new Date(Date.now() + 17 * 60_000));
    await expect(page.getByText(/Si no se aprueba, expira a las/)).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Indicaciones para el conductor (opcional)' })
      .fill('Esperar cinco minutos en el teatro');

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Paso 2 de 2 · Confirmación')).toBeVisible();
    await expect(page.getByText('La empresa, con su billetera')).toBeVisible();
    await page.getByRole('button', { name: 'Solicitar cotización' }).click();

    // the quote's page: waiting for the desk, then its price arrives by itself
    await expect(page).toHaveURL(/\/multistop\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Esperando aprobación').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^\$[\d.]+,\d{2}$/).first()).toBeVisible();
    await expect(page.getByText(/^Bs\. [\d.]+,\d{2}$/).first()).toBeVisible();

    // approved: held and booked
    await page
      .getByRole('button', { name: /^Aprobar/ })
      .first()
      .click();
    const approve = page.getByRole('dialog', { name: /Aprobar la cotización MQ-/ });
    await approve.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText(/Cotización MQ-\w+ aprobada/)).toBeVisible();
    await expect(page.getByText('Programado').first()).toBeVisible();

    // the provider looks for a driver pre_time (15 min) before its time: within two minutes;
    // then the fleet drives every stop and the trip ends
    await expect(page.getByText('Completado').first()).toBeVisible({ timeout: 300_000 });
    await expect(page.getByText('Parada hecha')).toHaveCount(3);
    await expect(page.getByText('Recogido', { exact: true })).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test('deny a quote from the list with a reason', async ({ browser }) => {
  const { context, page, token } = await openPanel(browser);
  try {
    const quote = await askByApi(context, token, 120, 'Denis Rechazado');
    await page.goto('/multistop');
    await page.getByRole('tab', { name: /Esperando aprobación/ }).click();
    const row = page.getByRole('row').filter({ hasText: quote.unique_id });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: `Rechazar la cotización ${quote.unique_id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rechazar la cotización ${quote.unique_id}` });
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    // a reason is required
    await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Motivo' }).click();
    await page.getByRole('option', { name: 'Es muy costoso' }).click();
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByText(`Cotización ${quote.unique_id} rechazada.`)).toBeVisible();
    await page.getByRole('tab', { name: /No aprobado/ }).click();
    await expect(page.getByRole('row').filter({ hasText: quote.unique_id })).toContainText(
      'No aprobado',
    );
  } finally {
    await context.close();
  }
});
