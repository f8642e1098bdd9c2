// Screenshots of money in (issue 11): the demo bank, the balance's top-ups, invoices and credits
// tabs, the top-up form, an invoice, the promo codes page, the dashboard's money of the month, and
// the console's top-ups and credits, in light, dark, Arabic and at phone width, saved as
// artifacts under test-results/screenshots/ for a person to look at.
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, expect, test, type Account } from './support/fixtures.ts';
import { text } from './support/locales.ts';

type Variant = { name: string; lang: 'es' | 'ar'; mode: 'light' | 'dark'; width?: number };
const VARIANTS: Variant[] = [
  { name: 'light', lang: 'es', mode: 'light' },
  { name: 'dark', lang: 'es', mode: 'dark' },
  { name: 'arabic', lang: 'ar', mode: 'light' },
  { name: 'phone-375', lang: 'es', mode: 'light', width: 375 },
];
const ADMIN = { email: 'admin@trayecto.test', password: 'Admin1234!' };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4e60000000049454e44ae426082',
  'hex',
);

/**
 * A Zelle top-up of the master approved by the console, through the API: the master's lists and
 * an invoice have something to show whichever journey ran first. The master is allowed no
 * credits, so this moves nothing another journey watches.
 */
async function approvedTopup(request: APIRequestContext, token: string, tag: string) {
  const headers = { 'access-token': token, authorization: `Bearer ${token}` };
  const receipt = await request.post('/api/corporate/topups/receipts', {
    headers: { ...headers, 'content-type': 'image/png' },
    data: PNG,
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(
    new Date(),
  );
  const topup = await request.post('/api/corporate/topups', {
    headers: { ...headers, 'idempotency-key': `shots-${tag}` },
    data: {
      method: 'zelle',
      zelle_owner: 'Grupo Empresarial Caribe',
      zelle_sender: 'tesoreria@caribe.example',
      reference: `SHOT${tag}`,
      payment_date: today,
      amount: 250,
      currency: 'USD',
      receipt_id: ((await receipt.json()) as { data: { receipt_id: string } }).data.receipt_id,
    },
  });
  expect(topup.status(), await topup.text()).toBe(201);
  const login = await request.post('/api/console/login', {
    data: { email: 'finanzas@trayecto.test', password: 'Admin1234!' },
  });
  const admin = ((await login.json()) as { token: string }).token;
  const id = ((await topup.json()) as { data: { _id: string } }).data._id;
  const approved = await request.post(`/api/console/topups/${id}/approve`, {
    headers: { 'access-token': admin, authorization: `Bearer ${admin}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

for (const v of VARIANTS) {
  test(`screenshots: money in, panel and console (${v.name})`, async ({
    page,
    shot,
    api,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const request = await playwright.request.newContext({ baseURL });
    await approvedTopup(
      request,
      await api.login(ACCOUNTS.master),
      `${Date.now()}${v.name.replace(/[^a-z0-9]/gi, '')}`,
    );
    await request.dispose();
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

    // the master: its top-ups, invoices, the form and an invoice
    await signIn(ACCOUNTS.master);
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

    // a company with credits, and its promo codes
    await page.evaluate(() => localStorage.removeItem('auth'));
    await signIn(ACCOUNTS.demo);
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
