import { execFileSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, signInFromLogin, test, type Account } from './support/fixtures.ts';
import { text } from './support/locales.ts';

// Issue 11, end to end: a company pays by pago móvil in the demo bank's page and sees the top-up
// verified by the bank with no one's help; it pays by Zelle and sees it once finance approves it
// in the console; it opens the invoice and downloads its PDF, read back with pdftotext.

const FINANCE = { email: 'finanzas@trayecto.test', password: 'Admin1234!' };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4e60000000049454e44ae426082',
  'hex',
);
const stamp = Date.now().toString().slice(-7);

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-VE', timezoneId: 'America/Caracas' });
  return context.newPage();
}

test('a pago móvil is verified by the bank on its own, a Zelle by finance, and the invoice is read back', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(180_000);

  // 1. The payer makes a pago móvil in the demo bank's "app" and notes its reference.
  const bank = await newPage(browser);
  await bank.goto('/banco-demo');
  await expect(bank.getByRole('heading', { name: 'Banco de demostración' })).toBeVisible();
  await bank.getByRole('combobox', { name: 'Su banco' }).click();
  await bank.getByRole('option', { name: '0105 · Mercantil' }).click();
  await bank.getByRole('textbox', { name: 'Su teléfono' }).fill('4145550101');
  await bank.getByRole('textbox', { name: 'Cédula o RIF' }).fill('12345678');
  await bank.getByRole('textbox', { name: 'Monto en bolívares' }).fill('3650');
  await bank.getByRole('button', { name: 'Pagar' }).click();
  await expect(bank.getByRole('heading', { name: 'Pago móvil exitoso' })).toBeVisible();
  const reference = ((await bank.locator('[data-reference]').textContent()) ?? '').replace(
    /\D/g,
    '',
  );
  expect(reference).toMatch(/^\d{12}$/);
  await bank.screenshot({ path: test.info().outputPath('screenshots', 'demo-bank.png') });

  // 2. The company registers it with the last six digits; the bank confirms it without anyone.
  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/balance');
  // The page's own button comes first; the forecast card offers a second "Recargar" in its
  // low-balance alert when other journeys have spent this shared wallet down.
  const topupButton = page.getByRole('button', { name: 'Recargar', exact: true }).first();
  await topupButton.click();
  const dialog = page.getByRole('dialog', { name: 'Recargar saldo' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pago móvil' }).click();
  await dialog.getByRole('combobox', { name: 'Banco de origen' }).click();
  await page.getByRole('option', { name: '0105 · Mercantil' }).click();
  await dialog.getByRole('textbox', { name: 'Teléfono del pagador' }).fill('4145550101');
  await dialog.getByRole('textbox', { name: 'Cédula o RIF del pagador' }).fill('V12345678');
  await dialog.getByRole('textbox', { name: 'Referencia' }).fill(reference.slice(-6));
  await dialog.getByRole('textbox', { name: 'Monto pagado' }).fill('3650');
  await expect(dialog.getByTestId('topup-amount-preview')).toContainText('$');
  await shot('topup-pago-movil');
  await dialog.getByRole('button', { name: 'Registrar recarga' }).click();
  await expect(dialog).toBeHidden();
  // registered (it is asked about to the bank), then approved live, usually within seconds
  const pagoMovil = page.locator('[data-topup]').first();
  await expect(pagoMovil.locator('[data-status]')).toHaveText('Aprobada', { timeout: 60_000 });
  await expect(page.getByText(/Recarga REC-\d{6} aprobada: \+\$15,\d\d/)).toBeVisible();
  await shot('topups-approved');
  // the wallet's history has the credit (other journeys move this wallet too, so not its total)
  const pagoMovilId = await pagoMovil.getAttribute('data-topup');
  await page.getByRole('tab', { name: 'Movimientos' }).click();
  await expect(page.locator('tr').filter({ hasText: `Recarga ${pagoMovilId}` })).toContainText(
    '+$15,',
  );
  await page.getByRole('tab', { name: 'Recargas' }).click();

  // 3. A Zelle with its receipt waits for finance.
  await topupButton.click();
  await dialog.getByRole('button', { name: 'Zelle' }).click();
  await dialog.getByRole('textbox', { name: 'Titular de la cuenta Zelle' }).fill('Ana Pérez');
  await dialog
    .getByRole('textbox', { name: 'Correo o teléfono del remitente' })
    .fill('ana.perez@example.com');
  await dialog.getByRole('textbox', { name: 'Número de confirmación' }).fill(`ZL${stamp}`);
  await dialog.getByRole('textbox', { name: 'Monto pagado' }).fill('100');
  await expect(dialog.getByTestId('topup-amount-preview')).toContainText('97,09');
  await dialog.getByLabel('Archivo del comprobante').setInputFiles({
    name: 'zelle.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByRole('button', { name: 'Quitar el comprobante' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Registrar recarga' }).click();
  await expect(page.getByText(/registrada: en espera de verificación/)).toBeVisible();
  const zelleRow = page.locator('[data-topup]').first();
  await expect(zelleRow.locator('[data-status]')).toHaveText('En espera');
  const zelleId = await zelleRow.getAttribute('data-topup');

  // 4. Finance approves it in the console; the company's list turns approved live.
  const admin = await newPage(browser);
  await admin.goto('/admin/login');
  await admin.getByLabel('Correo electrónico', { exact: true }).fill(FINANCE.email);
  await admin.getByLabel('Contraseña', { exact: true }).fill(FINANCE.password);
  await admin.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/(?!login)/);
  await admin.getByRole('link', { name: 'Recargas' }).click();
  const zelleLink = admin.locator(`tr[data-topup="${zelleId}"]`).getByRole('link');
  await expect(zelleLink).toBeVisible({ timeout: 30_000 });
  await zelleLink.click();
  await expect(admin.getByRole('heading', { name: `Recarga ${zelleId}` })).toBeVisible();
  await expect(
    admin.getByRole('img', { name: `Comprobante de la recarga ${zelleId}` }),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Aprobar', exact: true }).click();
  const approve = admin.getByRole('dialog');
  await expect(approve).toContainText('Se acreditarán $97,09');
  await approve.getByRole('button', { name: 'Aprobar recarga' }).click();
  await expect(admin.getByText('Recarga aprobada: el saldo fue acreditado.')).toBeVisible();
  await admin.screenshot({
    path: test.info().outputPath('screenshots', 'console-topup-approved.png'),
    fullPage: true,
  });
  await expect(page.locator(`[data-topup="${zelleId}"] [data-status]`)).toHaveText('Aprobada', {
    timeout: 15_000,
  });

  // 5. The Zelle's invoice: IGTF on it, opened as a document, its PDF read back.
  await page.getByRole('link', { name: `Ver la factura de la recarga ${zelleId}` }).click();
  await expect(page).toHaveURL(/\/invoice\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: /^Factura \d{8}$/ })).toBeVisible();
  const document = page.locator('#invoice-document');
  await expect(document.locator('[data-total="igtf"]')).toContainText('2,91');
  await expect(document.locator('[data-total="total"]')).toContainText('100,00');
  // its bolívares add up to the total as printed: base, IVA, IGTF (and a stated rounding)
  const bolivarCents = async (key: string) => {
    const cell = document.locator(`[data-total="${key}"]`);
    if ((await cell.count()) === 0) return 0;
    const bs = /Bs\.?\s*([\d.,]+)/.exec(await cell.innerText())?.[1] ?? '';
    return Number(bs.replace(/\D/g, '')); // cents, whichever separators the language uses
  };
  const rows = await document
    .locator('[data-total]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-total')!));
  const parts = await Promise.all(rows.filter((k) => k !== 'total').map(bolivarCents));
  expect(parts.reduce((a, b) => a + b, 0)).toBe(await bolivarCents('total'));
  await shot('invoice');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^factura-\d{8}\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain('FACTURA');
  expect(text).toMatch(/N\.º de control\s+00-\d{8}/);
  expect(text).toContain('IGTF 3%');
  expect(text).toContain('$100,00');
  expect(text).toContain(zelleId!);
});

test('a credit granted by finance is spent, then paid back first by the next top-up', async ({
  page,
  browser,
  api,
  playwright,
  baseURL,
  shot,
}) => {
  test.setTimeout(120_000);

  // 1. Finance grants an advance from the company's page in the console.
  const admin = await newPage(browser);
  await admin.goto('/admin/login');
  await admin.getByLabel('Correo electrónico', { exact: true }).fill(FINANCE.email);
  await admin.getByLabel('Contraseña', { exact: true }).fill(FINANCE.password);
  await admin.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/(?!login)/);
  await admin.goto('/admin/companies?status=approved');
  // the console's screens are lazy chunks: on a loaded machine they may take a while to come
  const companyRow = admin.locator('[data-company="TE-100101"]').getByRole('link').first();
  await expect(companyRow).toBeVisible({ timeout: 30_000 });
  await companyRow.click();
  const grantButton = admin.getByRole('button', { name: 'Otorgar crédito' });
  await expect(grantButton).toBeEnabled({ timeout: 30_000 });
  await grantButton.click();
  const grant = admin.getByRole('dialog');
  await expect(grant).toContainText('Otorgar un crédito a Distribuidora El Ávila C.A.');
  await grant.getByRole('textbox', { name: 'Monto' }).fill('40');
  await grant.getByRole('textbox', { name: 'Nota (opcional)' }).fill('Adelanto de fin de mes');
  await grant.getByRole('button', { name: 'Continuar' }).click();
  await grant.getByRole('button', { name: 'Otorgar crédito' }).click();
  const heading = admin.getByRole('heading', { level: 1, name: /^Crédito CRE-\d{6}$/ });
  await expect(heading).toBeVisible();
  const creditId = ((await heading.textContent()) ?? '').replace('Crédito ', '').trim();
  await expect(admin.locator('[data-status]').first()).toHaveText('Activo');

  // 2. The company sees what it owes, and spends the money (balance given to a collaborator).
  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/balance?tab=credits');
  const row = page.locator(`[data-credit="${creditId}"]`);
  await expect(row).toContainText('$40,00');
  await expect(row.locator('[data-status]')).toHaveText('Activo');
  await expect(page.getByRole('region', { name: 'Créditos por pagar' })).toContainText('$40,00');
  await shot('credits-tab');
  const token = await api.login(ACCOUNTS.demo);
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'access-token': token, authorization: `Bearer ${token}` },
  });
  const users = await request.get('/api/admin/v2/corporate/users?isActive=true');
  const userId = ((await users.json()) as { data: { users: { _id: string }[] } }).data.users[0]!
    ._id;
  const spent = await request.post(`/api/corporate/users/${userId}/balance`, {
    headers: { 'idempotency-key': `credit-spend-${stamp}` },
    data: { amount: 40, direction: 'give' },
  });
  expect(spent.status(), await spent.text()).toBe(200);

  // 3. The next top-up ($20 by Zelle, $19.42 after IGTF) goes to the credit first.
  const receipt = await request.post('/api/corporate/topups/receipts', {
    headers: { 'content-type': 'image/png' },
    data: PNG,
  });
  expect(receipt.status(), await receipt.text()).toBe(201);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(
    new Date(),
  );
  const topup = await request.post('/api/corporate/topups', {
    headers: { 'idempotency-key': `credit-topup-${stamp}` },
    data: {
      method: 'zelle',
      zelle_owner: 'Ana Pérez',
      zelle_sender: 'ana.perez@example.com',
      reference: `CR${stamp}`,
      payment_date: today,
      amount: 20,
      currency: 'USD',
      receipt_id: ((await receipt.json()) as { data: { receipt_id: string } }).data.receipt_id,
    },
  });
  expect(topup.status(), await topup.text()).toBe(201);
  const topupId = ((await topup.json()) as { data: { unique_id: string } }).data.unique_id;
  await admin.getByRole('link', { name: 'Recargas' }).click();
  const topupRow = admin.locator(`tr[data-topup="${topupId}"]`).getByRole('link');
  await expect(topupRow).toBeVisible({ timeout: 30_000 });
  await topupRow.click();
  const approveButton = admin.getByRole('button', { name: 'Aprobar', exact: true });
  await expect(approveButton).toBeVisible({ timeout: 30_000 });
  await approveButton.click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Aprobar recarga' }).click();
  await expect(admin.getByText('Recarga aprobada: el saldo fue acreditado.')).toBeVisible();

  // 4. The company sees where that top-up went: the credit is $19.42 paid, $20.58 due.
  await expect(row).toContainText('$19,42', { timeout: 15_000 });
  await expect(row).toContainText('$20,58');
  const detailButton = row.getByRole('button', { name: `Ver detalle del crédito ${creditId}` });
  await expect(detailButton).toBeVisible();
  await detailButton.click();
  const detail = page.getByRole('dialog', { name: `Crédito ${creditId}` });
  await expect(detail.locator('[data-movement="credit_added"]')).toContainText('$40,00');
  await expect(detail.locator('[data-movement="payment"]')).toContainText(topupId);
  await shot('credit-detail');
  await detail.getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('tab', { name: 'Recargas' }).click();
  await expect(
    page.locator(`[data-topup="${topupId}"]`).getByTestId('topup-credits-paid'),
  ).toContainText('$19,42');
  await request.dispose();
});

test('the balance guide opens the first time, and "No volver a mostrar" is remembered', async ({
  page,
}) => {
  // a browser that has never seen the guide (the fixture dismisses it for the other journeys)
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('guide-test')) {
      sessionStorage.setItem('guide-test', '1');
      const flags = {
        proforma: { dontShowAgain: true, views: 0 },
        carousel: { dontShowAgain: false, views: 0 },
      };
      localStorage.setItem('balance-popups', JSON.stringify({ state: flags, version: 1 }));
    }
  });
  await signInFromLogin(page, ACCOUNTS.master);
  await page.goto('/balance');
  const guide = page.getByRole('dialog', { name: 'Cómo funciona su saldo' });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('group', { name: /^Paso 1 de \d$/ })).toBeVisible();
  await guide.getByRole('button', { name: 'Siguiente' }).click();
  await expect(guide.getByRole('group', { name: /^Paso 2 de \d$/ })).toBeVisible();
  await guide.getByRole('checkbox', { name: 'No volver a mostrar' }).check();
  await guide.getByRole('button', { name: 'Cerrar la guía' }).click();
  await expect(guide).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saldo', level: 1 })).toBeVisible();
  await expect(guide).toBeHidden();
  const stored = await page.evaluate(() => localStorage.getItem('balance-popups'));
  expect(JSON.parse(stored!).state.carousel).toMatchObject({ dontShowAgain: true });
});

// Screenshots of the new screens (the demo bank, the balance's top-ups, invoices and credits tabs,
// the top-up form, an invoice, the promo codes page, the dashboard's money of the month, the
// console's top-ups and credits) in light, dark, Arabic and at phone width, for a person to look
// at: after the journeys above in this file (one worker, in order), so the lists have the rows
// those made, and nothing here moves money another journey watches.
type Variant = { name: string; lang: 'es' | 'ar'; mode: 'light' | 'dark'; width?: number };
const VARIANTS: Variant[] = [
  { name: 'light', lang: 'es', mode: 'light' },
  { name: 'dark', lang: 'es', mode: 'dark' },
  { name: 'arabic', lang: 'ar', mode: 'light' },
  { name: 'phone-375', lang: 'es', mode: 'light', width: 375 },
];
const ADMIN = { email: 'admin@trayecto.test', password: 'Admin1234!' };
for (const v of VARIANTS) {
  test(`screenshots: money in, panel and console (${v.name}) @screenshots`, async ({
    page,
    shot,
  }) => {
    test.setTimeout(90_000);
    if (v.width) await page.setViewportSize({ width: v.width, height: 812 });
    await page.addInitScript(
      (s) => {
        if (!localStorage.getItem('settings')) {
          localStorage.setItem('settings', JSON.stringify({ state: s, version: 1 }));
        }
      },
      { lang: v.lang, mode: v.mode },
    );
    const t = (ns: string, key: string) => text(v.lang, ns, key);

    await page.goto('/banco-demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(`demo-bank-${v.name}`);

    const signIn = async (account: Account) => {
      await page.goto('/login');
      await page.getByLabel(t('auth', 'login.email'), { exact: true }).fill(account.email);
      await page.getByLabel(t('auth', 'login.password'), { exact: true }).fill(account.password);
      await page.getByRole('button', { name: t('auth', 'login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboards$/);
    };
    const tab = async (name: string) => {
      await page.goto(`/balance?tab=${name}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await shot(`balance-${name}-${v.name}`);
    };

    // the demo company after the journeys above: its top-ups, invoices, credits, an invoice
    await signIn(ACCOUNTS.demo);
    await expect(page.getByTestId('dashboard-money')).toBeVisible();
    await shot(`dashboard-money-${v.name}`);
    await tab('topups');
    await tab('invoices');
    await page.getByRole('button', { name: t('balance', 'topup.open') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(`topup-dialog-${v.name}`);
    await page.keyboard.press('Escape');
    await page.locator('[data-invoice] a[href^="/invoice/"]').first().click();
    await expect(page.locator('#invoice-document')).toBeVisible();
    await shot(`invoice-${v.name}`);

    await tab('credits');
    await page.goto('/promo_codes');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(`promo-codes-${v.name}`);

    await page.goto('/admin/login');
    await page.getByLabel(t('console', 'login.email'), { exact: true }).fill(ADMIN.email);
    await page.getByLabel(t('console', 'login.password'), { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: t('console', 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/companies/);
    await page.goto('/admin/topups?status=all');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(`console-topups-${v.name}`);
    await page.locator('[data-topup] a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('REC-');
    await shot(`console-topup-${v.name}`);
    await page.goto('/admin/credits?status=all');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(`console-credits-${v.name}`);
  });
}
