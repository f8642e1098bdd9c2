// A company suspended while its panel is open is told why on its next click, not "Sesión
// expirada"; the page carries this deployment's names (PRODUCT_NAME, PROVIDER_NAME,
// SUPPORT_EMAIL) in its title, its logo and the message. A server of its own: it suspends a
// company and renames the product.
import { ACCOUNTS, expect, signIn, test } from './support/fixtures.ts';
import { serverOfItsOwn } from './support/own-server.ts';

const server = serverOfItsOwn('e2e_suspended_session', {
  PRODUCT_NAME: 'Movilix Empresas',
  PROVIDER_NAME: 'Movilix',
  SUPPORT_EMAIL: 'ayuda@movilix.test',
});

const MESSAGE =
  'Su usuario se encuentra no aprobado o suspendido. Para mayor información, comuníquese con un administrador de Movilix en ayuda@movilix.test.';

test('an open panel of a company that gets suspended is told why, with the deployment’s names', async ({
  browser,
  playwright,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, ACCOUNTS.otra);
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page).toHaveTitle(/Movilix Empresas$/);
  await expect(page.getByText('Movilix', { exact: true }).first()).toBeVisible();

  // the provider suspends the company from its console
  const request = await playwright.request.newContext({ baseURL: server.baseUrl });
  const admin = await request.post('/api/console/login', {
    data: { email: 'admin@trayecto.test', password: 'Admin1234!' },
  });
  expect(admin.status(), await admin.text()).toBe(200);
  const token = ((await admin.json()) as { token: string }).token;
  const headers = { 'access-token': token, authorization: `Bearer ${token}` };
  const list = await request.get('/api/console/companies?search=otra&limit=50', { headers });
  const otra = (
    (await list.json()) as { companies: { _id: string; email: string }[] }
  ).companies.find((c) => c.email === ACCOUNTS.otra.email)!;
  const suspended = await request.post(`/api/console/companies/${otra._id}/suspend`, {
    headers,
    data: { reason: 'Pagos vencidos' },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  await request.dispose();

  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(MESSAGE, { exact: true })).toBeVisible();
  await expect(page.getByText('Sesión expirada')).toHaveCount(0);
  // this context's page (the `shot` fixture photographs the default one)
  const path = testInfo.outputPath('suspended-session-notice.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('suspended-session-notice', { path, contentType: 'image/png' });
  await context.close();
});
