import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, type Mailbox } from './support/fixtures.ts';
import { text } from './support/locales.ts';
import { useVariant, VARIANTS } from './support/variants.ts';

// The sessions a person sees and ends (user menu → Sesiones), and the strength of a new password
// while it is typed (a common one refused). Each test signs in as a team member it invites for
// itself, so ending "the others" ends no other journey's sessions.

const PASSWORD = 'Clave-de-equipo-1';

/** A new viewer of demo's team, invited and accepted through the API: its e-mail. */
async function newMember(
  page: Page,
  api: {
    login: (a: { email: string; password: string }) => Promise<string>;
    logout: (token: string) => Promise<void>;
  },
  mailbox: Mailbox,
  name: string,
) {
  const email = `${name}-${Date.now()}@avila.test`;
  const owner = await api.login(ACCOUNTS.demo);
  const before = mailbox.list(email).length;
  const invited = await page.request.post('/api/corporate/team/members', {
    headers: { 'access-token': owner, authorization: `Bearer ${owner}` },
    data: { name: 'Sofía Trust', email, role: 'viewer' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await mailbox.next(email, before);
  const token = /\/invite\/([\w-]+)/.exec(mail.text)![1]!;
  const accepted = await page.request.post(`/api/public/invites/${token}/accept`, {
    data: { password: PASSWORD, confirm_password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // accepting signs in: that session is ended here, so the member's sessions are the test's own
  await api.logout(((await accepted.json()) as { token: string }).token);
  return { email, password: PASSWORD };
}

async function secondBrowser(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboards$/);
  return { context, page };
}
type Account = { email: string; password: string };

test('sessions: the list shows this one and another browser; ending the others signs that one out', async ({
  page,
  browser,
  baseURL,
  api,
  mailbox,
}) => {
  const account = await newMember(page, api, mailbox, 'sesiones');
  const other = await secondBrowser(browser, baseURL!, account);
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboards$/);

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Sesiones' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByRole('heading', { name: 'Sesiones', level: 1 })).toBeVisible();
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Esta sesión' })).toHaveCount(1);
  await expect(page.getByText('1 sesión más abierta.')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar las demás' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('No hay otras sesiones abiertas.')).toBeVisible();
  // the other browser is signed out at its next request
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/login/);
  await other.context.close();
});

test('a new password: the meter says how strong it is, and a common one is refused', async ({
  page,
  api,
  mailbox,
}) => {
  const account = await newMember(page, api, mailbox, 'clave');
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual', { exact: true }).fill(account.password);
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('12345678');
  await expect(form.getByText('Seguridad: muy débil')).toBeVisible();
  await form.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('12345678');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    form.getByText('Esa contraseña es demasiado común o fácil de adivinar: elija otra'),
  ).toBeVisible();

  const strong = 'caballo bateria grapa';
  await form.getByLabel('Nueva contraseña', { exact: true }).fill(strong);
  await expect(form.getByText('Seguridad: fuerte')).toBeVisible();
  await form.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(strong);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
});

for (const v of VARIANTS) {
  test(`screenshots: sessions and the password meter (${v.name}) @screenshots`, async ({
    page,
    browser,
    baseURL,
    api,
    mailbox,
    shot,
  }) => {
    const account = await newMember(page, api, mailbox, `shot-${v.name}`);
    const other = await secondBrowser(browser, baseURL!, account);
    await useVariant(page, v);
    await page.goto('/login');
    await page.getByLabel(text(v.lang, 'auth', 'login.email'), { exact: true }).fill(account.email);
    await page
      .getByLabel(text(v.lang, 'auth', 'login.password'), { exact: true })
      .fill(account.password);
    await page
      .getByRole('button', { name: text(v.lang, 'auth', 'login.submit'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await page.goto('/sessions');
    await expect(page.getByTestId('session-row')).toHaveCount(2);
    await shot(`sessions-${v.name}`);

    await page.goto('/profile');
    const form = page.getByRole('form', { name: text(v.lang, 'profile', 'password.title') });
    await form
      .getByLabel(text(v.lang, 'profile', 'password.new'), { exact: true })
      .fill('Trayecto2026');
    await expect(form.getByTestId('password-strength')).toContainText(
      text(v.lang, 'auth', 'password.strength.strong'),
    );
    await form.scrollIntoViewIfNeeded();
    await shot(`password-meter-${v.name}`);
    await other.context.close();
  });
}
