// The `test` every journey imports: Playwright's, plus the demo accounts, the captured mailbox,
// API helpers against the same server, and named screenshots saved as artifacts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import type { CapturedMail } from './mail-capture.ts';

export { expect };

export const ACCOUNTS = {
  demo: { email: 'demo@trayecto.test', password: 'Demo1234!' },
  otra: { email: 'otra@trayecto.test', password: 'Demo1234!' },
  master: { email: 'master@trayecto.test', password: 'Demo1234!' },
  pending: { email: 'pending@trayecto.test', password: 'Demo1234!' },
} as const;
export type Account = { email: string; password: string };

function readMails(): CapturedMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file)
    throw new Error('E2E_MAIL_FILE is not set: run through playwright.config.ts (global setup)');
  return JSON.parse(readFileSync(file, 'utf8')) as CapturedMail[];
}

export type Mailbox = {
  /** Every message received so far for `to`. */
  list: (to: string) => CapturedMail[];
  /** Waits for the (n+1)-th message to `to`, where n is how many there were before the call. */
  next: (to: string, since: number) => Promise<CapturedMail>;
};

type Fixtures = {
  mailbox: Mailbox;
  api: { login: (account: Account) => Promise<string>; logout: (token: string) => Promise<void> };
  shot: (name: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
  // The balance page's first-visit popups (the guide's carousel and the proforma hint, SPEC §3;
  // features/balance/lib/popups-store.ts) would stand in front of the journeys: every test's
  // browser has already said "No volver a mostrar", unless the test sets the key itself first.
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      if (!localStorage.getItem('balance-popups')) {
        const seen = { dontShowAgain: true, views: 0 };
        localStorage.setItem(
          'balance-popups',
          JSON.stringify({ state: { proforma: seen, carousel: seen }, version: 1 }),
        );
      }
    });
    await use(context);
  },
  // A prerendered public page answers clicks only once the app has started (hydrated it or
  // rendered anew: <html data-started>; until then boot.js holds a submit back). Every page a
  // journey opens or reloads waits for that, as a person waits for a page to respond.
  page: async ({ page }, use) => {
    const started = async (response: Response | null) => {
      if (response?.headers()['content-type']?.includes('text/html')) {
        await page.locator('html[data-started]').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => started(await goto(url, options));
    page.reload = async (options) => started(await reload(options));
    await use(page);
  },
  mailbox: async ({}, use) => {
    const list = (to: string) => readMails().filter((m) => m.to.includes(to.toLowerCase()));
    await use({
      list,
      next: async (to, since) => {
        await expect
          .poll(() => list(to).length, { message: `a mail to ${to}`, timeout: 15_000 })
          .toBeGreaterThan(since);
        return list(to)[since]!;
      },
    });
  },
  api: async ({ playwright, baseURL }, use) => {
    const request: APIRequestContext = await playwright.request.newContext({ baseURL });
    await use({
      login: async ({ email, password }) => {
        const res = await request.post('/api/corporate/login', { data: { email, password } });
        expect(res.status(), await res.text()).toBe(200);
        return ((await res.json()) as { token: string }).token;
      },
      logout: async (token) => {
        const res = await request.post('/api/corporate/logout', {
          headers: { 'access-token': token, authorization: `Bearer ${token}` },
        });
        expect(res.status(), await res.text()).toBeLessThan(300);
      },
    });
    await request.dispose();
  },
  shot: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      const path = join(testInfo.project.outputDir, 'screenshots', `${name}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(name, { path, contentType: 'image/png' });
    });
  },
});

/** The session token the web app keeps in local storage, read the way a user's browser has it. */
export async function storedToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const value = localStorage.getItem(localStorage.key(i)!) ?? '';
      const match = /"token":"([^"]+)"/.exec(value);
      if (match) return match[1];
    }
    return undefined;
  });
}

/** Signs in through the login form, as a person does (the page must show the Spanish form). */
export async function signIn(page: Page, { email, password }: Account): Promise<void> {
  // the prerendered form is only the app's once it has started (hydrated or rendered)
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Opens /login and signs in; resolves once the panel's dashboard is showing. */
export async function signInFromLogin(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboards$/);
}

/**
 * Types a confirmation that differs from the new password and sends the form: the mistake is
 * said once, on the confirmation field ('La contraseña no coincide'), never again in an alert
 * ('Las contraseñas deben coincidir', the server's words for the same thing) or elsewhere.
 */
export async function expectMismatchSaidOnce(
  scope: Page | Locator,
  submit: string,
  labels = { password: 'Nueva contraseña', confirm: 'Confirmar contraseña' },
): Promise<void> {
  await scope.getByLabel(labels.password, { exact: true }).fill('Clave-distinta-1');
  await scope.getByLabel(labels.confirm, { exact: true }).fill('Clave-distinta-2');
  await scope.getByRole('button', { name: submit }).click();
  const confirm = scope.getByLabel(labels.confirm, { exact: true });
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('La contraseña no coincide');
  const page = 'page' in scope ? scope.page() : scope;
  const said = (await page.locator('body').innerText()).match(
    /La contraseña no coincide|Las contraseñas deben coincidir/g,
  );
  expect(said).toEqual(['La contraseña no coincide']);
}
