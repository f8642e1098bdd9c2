import { expect, test, type Page } from '@playwright/test';
import { VARIANTS, useVariant } from './support/variants.ts';

// The public pages come as HTML (apps/web/build/prerender.ts, docs/adr/0014): with JavaScript
// disabled each page's heading and form are there; with it, the app hydrates the page of the
// saved language and colour scheme without a single hydration error.

const PAGES = [
  { path: '/', heading: 'La movilidad de su empresa, bajo control.', form: null },
  { path: '/login', heading: 'Iniciar sesión', form: 'Correo electrónico' },
  { path: '/contactanos', heading: 'Contáctenos', form: 'Correo electrónico' },
  { path: '/parcel-guide', heading: 'Guía de envíos', form: null },
  { path: '/thank-you-registration', heading: '¡Gracias! Recibimos su solicitud', form: null },
  { path: '/forgot-password', heading: '¿Olvidó su contraseña?', form: 'Correo electrónico' },
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page has its main heading and form in the HTML', async ({ page }) => {
    for (const { path, heading, form } of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'es-light');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (form) await expect(page.getByRole('textbox', { name: form })).toBeVisible();
      // the deployment's product name, never the build's tokens
      expect(await page.content()).not.toMatch(/__BRAND_/);
      await expect(page).toHaveTitle(/Trayecto Empresas$/);
    }
  });
});

/** Opens a page and waits for the app's first render; returns the console's errors and warnings. */
async function open(page: Page, path: string): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${path}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`${path}: ${e.message}`));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-started', /hydrated|rendered/);
  return messages;
}

for (const lang of ['es', 'ar'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    const variant = `${lang}-${mode}`;
    test(`the public pages hydrate in ${variant} without a mismatch`, async ({ page }) => {
      await useVariant(page, { name: variant, lang, mode });
      // the first visit writes the cookie naming the saved variant (public/boot.js)
      const messages = await open(page, '/not-a-page');
      for (const { path } of PAGES) {
        messages.push(...(await open(page, path)));
        await expect(page.locator('html')).toHaveAttribute('data-prerendered', variant);
        await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      expect(messages).toEqual([]);
    });
  }
}

test('a page of another variant than the saved one is rendered anew, in the saved one', async ({
  page,
}) => {
  // no cookie yet: the server sends es-light, the saved settings are Arabic and dark
  await useVariant(page, { name: 'arabic-dark', lang: 'ar', mode: 'dark' });
  const messages = await open(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('data-started', 'rendered');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  // only one page in the root: the prerendered markup went
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(messages).toEqual([]);
});

test('@screenshots the public pages prerendered, hydrated and without JavaScript', async ({
  browser,
}) => {
  for (const v of [...VARIANTS, { name: 'no-js', lang: 'es', mode: 'light' } as const]) {
    const context = await browser.newContext({
      javaScriptEnabled: v.name !== 'no-js',
      viewport: { width: 'width' in v && v.width ? v.width : 1280, height: 812 },
    });
    const page = await context.newPage();
    await useVariant(page, { ...v, width: undefined });
    if (v.name !== 'no-js') await open(page, '/not-a-page');
    for (const { path } of PAGES) {
      await page.goto(path);
      if (v.name !== 'no-js') {
        await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const name = path === '/' ? 'landing' : path.slice(1);
      await page.screenshot({ path: `test-results/prerendered/${name}-${v.name}.png` });
    }
    await context.close();
  }
});
