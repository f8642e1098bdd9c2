import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

/** Relative luminance (0 dark … 1 light) of the page background the user sees. */
async function backgroundLuminance(page: Page): Promise<number> {
  const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number) as [number, number, number];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The user menu opens the customizer (the floating button shows only with the app bar hidden). */
async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Personalizar' }).click();
}

test('dark mode and customizer choices survive a reload', async ({ page }) => {
  await signInFromLogin(page, ACCOUNTS.demo);
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.6);
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const wideNav = (await nav.boundingBox())!.width;

  await page.getByRole('button', { name: 'Tema' }).click();
  await page.getByRole('menuitem', { name: 'Oscuro' }).click();
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.3);

  await openCustomizer(page);
  const drawer = page.getByRole('dialog').filter({ hasText: 'Personalizador' });
  await expect(drawer).toBeVisible();
  await drawer
    .getByRole('group', { name: 'Estilo' })
    .getByRole('radio', { name: 'Con bordes' })
    .check();
  await drawer
    .getByRole('group', { name: 'Ancho del contenido' })
    .getByRole('radio', { name: 'Completo' })
    .check();
  await drawer.getByRole('switch', { name: 'Menú contraído' }).check();
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(drawer).toBeHidden();
  await expect.poll(async () => (await nav.boundingBox())?.width ?? 0).toBeLessThan(wideNav / 2);

  await page.reload();

  await expect(nav).toBeVisible();
  expect(await backgroundLuminance(page)).toBeLessThan(0.3);
  expect((await nav.boundingBox())!.width).toBeLessThan(wideNav / 2);
  await openCustomizer(page);
  await expect(
    drawer.getByRole('group', { name: 'Estilo' }).getByRole('radio', { name: 'Con bordes' }),
  ).toBeChecked();
  await expect(
    drawer
      .getByRole('group', { name: 'Ancho del contenido' })
      .getByRole('radio', { name: 'Completo' }),
  ).toBeChecked();
  await expect(drawer.getByRole('switch', { name: 'Menú contraído' })).toBeChecked();
  await expect(
    drawer.getByRole('group', { name: 'Modo de color' }).getByRole('radio', { name: 'Oscuro' }),
  ).toBeChecked();
});
