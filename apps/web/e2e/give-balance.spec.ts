// Giving a collaborator balance where the money falls short, without leaving the screen: inside the
// trip booking form (the payroll's balance dialog on top, the booking kept, the new balance shown,
// the trip booked) and in the dialog that approves a quote (the payer's money shown before
// "Aprobar", balance given, then approved). The payer's money is counted as the hold counts it:
// what running orders hold is said and left out of what is available.
//
// Each journey makes collaborators of its own, who start with nothing: every figure is exact on the
// shared server (its pricing desk answers within a second at SIM_SPEED 60; a quote it declines,
// one time in twenty, is asked again).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { formatUsd } from '@trayecto/contracts';
import { ACCOUNTS, expect, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';
import { VARIANTS, useVariant } from './support/variants.ts';

// the quote page and the booking drawer draw a map: on a busy machine a button takes a while to
// hold still for a click
test.use({ actionTimeout: 30_000 });

type Place = { address: string; lat: number; lng: number };
type User = { _id: string; name: string; balance: number; available: number };

const auth = (token: string) => ({ 'access-token': token, authorization: `Bearer ${token}` });

/** Signed in (in the page's language, through the stored settings when set); the session's token. */
async function openPanel(browser: Browser, setup?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
  });
  const page = await context.newPage();
  await setup?.(page);
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(ACCOUNTS.demo.email);
  await page.locator('input[type="password"]').fill(ACCOUNTS.demo.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboards$/);
  const token = await page.evaluate(
    () => /"token":"([^"]+)"/.exec(localStorage.getItem('auth') ?? '')?.[1] ?? '',
  );
  return { context, page, token };
}

async function call<T>(
  context: BrowserContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await context.request[method](path, {
    headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

async function placeNamed(context: BrowserContext, token: string, q: string): Promise<Place> {
  const found = await call<{ results: Place[] }>(
    context,
    token,
    'get',
    `/api/corporate/geo/search?q=${encodeURIComponent(q)}`,
  );
  const hit = found.results[0]!;
  return { address: hit.address, lat: hit.lat, lng: hit.lng };
}

let serial = 0;
/** A new collaborator of the demo company, with no balance and no overdraft. */
async function newCollaborator(context: BrowserContext, token: string, name: string) {
  const n = `${Date.now()}${++serial}`.slice(-7);
  const created = await call<{ data: { user: User } }>(
    context,
    token,
    'post',
    '/api/corporate/users',
    {
      name,
      email: `saldo.${n}@elavila.test`,
      phone: `414${n}`,
      id_card: `V-2${n}`,
    },
  );
  return created.data.user;
}

const userNow = async (context: BrowserContext, token: string, id: string) =>
  (await call<{ data: { user: User } }>(context, token, 'get', `/api/corporate/users/${id}`)).data
    .user;

const give = (context: BrowserContext, token: string, id: string, amount: number) =>
  call(context, token, 'post', `/api/corporate/users/${id}/balance`, {
    amount,
    direction: 'give',
  });

const cents = (usd: number) => Math.round(usd * 100) / 100;

type PricedQuote = { _id: string; unique_id: string; total: number };

/** A quote of a collaborator's, asked through the API and priced by the desk (asked again if declined). */
async function pricedQuote(context: BrowserContext, token: string, userId: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const quote = await askQuote(context, token, userId);
    if (quote) return quote;
  }
  throw new Error('the pricing desk declined every quote');
}

async function askQuote(
  context: BrowserContext,
  token: string,
  userId: string,
): Promise<PricedQuote | null> {
  const asked = await call<{ data: { _id: string } }>(
    context,
    token,
    'post',
    '/api/corporate/quotes',
    {
      passenger: { type: 'payroll', user_id: userId },
      origin: await placeNamed(context, token, 'Plaza Bolívar de Caracas'),
      stops: [
        await placeNamed(context, token, 'Teatro Teresa Carreño'),
        await placeNamed(context, token, 'Universidad Central de Venezuela'),
      ],
      service_type_id: 'economy',
      scheduled_at: new Date(Date.now() + 120 * 60_000).toISOString(),
    },
  );
  let quote: { _id: string; unique_id: string; status: string; total: number | null } | undefined;
  await expect
    .poll(
      async () => {
        quote = (
          await call<{ data: NonNullable<typeof quote> }>(
            context,
            token,
            'get',
            `/api/corporate/quotes/${asked.data._id}`,
          )
        ).data;
        return quote.total !== null || quote.status !== 'waiting';
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return quote!.total === null ? null : (quote as PricedQuote);
}

test('give balance from inside the booking form: the booking is kept, the new balance shows, the trip is booked', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page, token } = await openPanel(browser);
  try {
    const lucia = await newCollaborator(context, token, 'Lucía Saldo Justo');
    const from = await placeNamed(context, token, 'Plaza Bolívar de Caracas');
    const to = await placeNamed(context, token, 'Sambil La Candelaria');
    const held = await placeNamed(context, token, 'Teatro Teresa Carreño');
    const fareOf = async (destination: Place) =>
      (
        await call<{ data: { fares: { service_type_id: string; fare: number }[] } }>(
          context,
          token,
          'post',
          '/api/corporate/trips/estimate',
          { origin: from, destination },
        )
      ).data.fares.find((f) => f.service_type_id === 'economy')!.fare;
    const heldFare = await fareOf(held);
    const fare = await fareOf(to);
    // a trip already booked for later holds its fare: what is left is half of the new one's
    await give(context, token, lucia._id, cents(heldFare + fare / 2));
    await call(context, token, 'post', '/api/corporate/trips', {
      passenger: { type: 'payroll', user_id: lucia._id },
      origin: from,
      destination: held,
      service_type_id: 'economy',
      scheduled_at: new Date(Date.now() + 180 * 60_000).toISOString(),
    });
    const before = await userNow(context, token, lucia._id);
    expect(before.available).toBe(cents(fare / 2));

    await page.goto('/running_trips');
    await page.getByRole('button', { name: 'Solicitar viaje' }).first().click();
    await page.getByLabel('Buscar colaborador').fill('Lucía Saldo');
    await page.getByRole('option', { name: /Lucía Saldo Justo/ }).click();
    await page.getByRole('combobox', { name: 'Origen' }).fill('Plaza Bolívar de Caracas');
    await page
      .getByRole('option', { name: /Plaza Bolívar de Caracas/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Destino' }).fill('Sambil La Candelaria');
    await page
      .getByRole('option', { name: /Sambil La Candelaria/ })
      .first()
      .click();
    await page.locator('[data-fare="economy"]').click();
    const note = page.getByRole('textbox', { name: /conductor/ });
    await note.fill('Llevar los documentos firmados');

    // short: the warning offers to give balance, here
    const warning = page.getByRole('alert').filter({ hasText: 'saldo suficiente' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Dar saldo a Lucía Saldo Justo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dar saldo a Lucía Saldo Justo' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Monto en dólares' }).fill('10');
    await dialog.getByRole('button', { name: 'Dar saldo', exact: true }).click();
    await expect(dialog).toBeHidden();
    // the payroll's own message (the amount and the name kept apart from the sentence's direction)
    await expect(page.getByText(/^Se dieron .?\$10,00.? a .?Lucía Saldo Justo/)).toBeVisible();

    // the booking is as it was, and knows the new balance: no longer short
    await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveValue(
      /Plaza Bolívar de Caracas/,
    );
    await expect(page.getByRole('combobox', { name: 'Destino' })).toHaveValue(
      /Sambil La Candelaria/,
    );
    await expect(page.getByLabel('Buscar colaborador')).toHaveValue('Lucía Saldo Justo');
    await expect(note).toHaveValue('Llevar los documentos firmados');
    await expect(warning).toBeHidden();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // the payer's money as the hold counts it: the held trip said and left out
    const after = await userNow(context, token, lucia._id);
    expect(after.available).toBe(cents(fare / 2 + 10));
    const box = page.getByRole('region', { name: 'Paga Lucía Saldo Justo con su saldo' });
    await expect(box.getByText('Retenido por pedidos en curso')).toBeVisible();
    await expect(box.getByText(formatUsd(-heldFare))).toBeVisible();
    await expect(box.getByTestId('funds-available')).toContainText(formatUsd(after.available));
    await expect(box.getByTestId('funds-after')).toContainText(
      formatUsd(cents(after.available - fare)),
    );
    await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();
    await expect(page.getByText(/^Viaje VJ-[A-Z0-9]+ solicitado\.$/)).toBeVisible();
    expect((await userNow(context, token, lucia._id)).available).toBe(
      cents(after.available - fare),
    );
  } finally {
    await context.close();
  }
});

test('approve a quote the payer cannot cover yet: the dialog shows their balance, gives it, then approves', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page, token } = await openPanel(browser);
  try {
    const mario = await newCollaborator(context, token, 'Mario Cotiza Luego');
    const quote = await pricedQuote(context, token, mario._id);
    await page.goto(`/multistop/${quote._id}`);
    await page
      .getByRole('button', { name: /^Aprobar/ })
      .first()
      .click();
    const approve = page.getByRole('dialog', { name: `Aprobar la cotización ${quote.unique_id}` });
    const funds = approve.getByRole('region', { name: 'Saldo de Mario Cotiza Luego' });
    await expect(funds.getByTestId('funds-available')).toContainText(formatUsd(0));
    await expect(funds.getByTestId('funds-after')).toContainText(formatUsd(-quote.total));
    await expect(approve.getByRole('button', { name: 'Aprobar', exact: true })).toBeDisabled();

    const amount = cents(quote.total + 1);
    await approve.getByRole('button', { name: 'Dar saldo a Mario Cotiza Luego' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dar saldo a Mario Cotiza Luego' });
    await dialog
      .getByRole('textbox', { name: 'Monto en dólares' })
      .fill(String(amount).replace('.', ','));
    await dialog.getByRole('button', { name: 'Dar saldo', exact: true }).click();
    await expect(dialog).toBeHidden();

    // back on the approval, which shows the new balance, and approves
    await expect(funds.getByTestId('funds-available')).toContainText(formatUsd(amount));
    await expect(funds.getByTestId('funds-after')).toContainText(formatUsd(1));
    await approve.getByRole('button', { name: 'Aprobar', exact: true }).click();
    await expect(page.getByText(/Cotización MQ-\w+ aprobada/)).toBeVisible();
    const held = await userNow(context, token, mario._id);
    expect([held.balance, held.available]).toEqual([amount, 1]);
  } finally {
    await context.close();
  }
});

for (const v of VARIANTS) {
  test(`screenshots: the approve dialog with the payer's balance and the give-balance dialog over it (${v.name}) @screenshots`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { context, page, token } = await openPanel(browser, (p) => useVariant(p, v));
    try {
      const ana = await newCollaborator(context, token, 'Ana Retenida Parcial');
      const quote = await pricedQuote(context, token, ana._id);
      await page.goto(`/multistop/${quote._id}`);
      const approveName = text(v.lang, 'multistop', 'approve.confirm');
      await page
        .getByRole('button', { name: new RegExp(`^${approveName}`) })
        .first()
        .click();
      const approve = page.getByRole('dialog').first();
      await expect(approve.getByTestId('funds-after')).toBeVisible();
      const shoot = async (name: string) =>
        page.screenshot({ path: testInfo.outputPath(`${name}-${v.name}.png`) });
      await shoot('approve-funds');
      const giveName = text(v.lang, 'payroll', 'actions.giveTo').replace(
        '{{name}}',
        'Ana Retenida Parcial',
      );
      await approve.getByRole('button', { name: giveName }).click();
      // the approve dialog stays under it (hidden from the accessibility tree while covered)
      await expect(page.getByRole('dialog', { name: giveName })).toBeVisible();
      await shoot('give-balance-over-approve');
    } finally {
      await context.close();
    }
  });
}
