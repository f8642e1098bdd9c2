// The panel's screens, checked by axe-core against WCAG 2.1 A and AA in light and dark:
// what a screen-reader, keyboard or voice-control user meets.
import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

// every rule of the tags, including the experimental "label in name" (WCAG 2.5.3): the language
// buttons are named by their visible text first ("ES · Español", "Español (Idioma)").
async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    // experimental rules do not run by default (options first: withTags adds to them)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`,
  );
}

for (const mode of ['light', 'dark'] as const) {
  test(`login, dashboard and profile have no WCAG A/AA violations (${mode})`, async ({ page }) => {
    await page.addInitScript((m) => {
      if (!localStorage.getItem('settings')) {
        localStorage.setItem('settings', JSON.stringify({ state: { mode: m }, version: 1 }));
      }
    }, mode);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await signInFromLogin(page, ACCOUNTS.demo);
    await expect(page.getByText(/^Actualizado:/)).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Perfil', exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`payroll, balance, running trips, history, recurring trips and booking from a file have no WCAG A/AA violations (${mode})`, async ({
    page,
  }) => {
    test.setTimeout(180_000); // axe takes seconds on each long list
    await page.addInitScript((m) => {
      if (!localStorage.getItem('settings')) {
        localStorage.setItem('settings', JSON.stringify({ state: { mode: m }, version: 1 }));
      }
    }, mode);
    await signInFromLogin(page, ACCOUNTS.demo);
    const screens: Array<[string, string, RegExp]> = [
      ['/corporate_users', 'Nómina', /@/],
      ['/balance', 'Saldo', /\$/],
      ['/running_trips', 'Viajes en curso', /./],
      ['/history', 'Historial de viajes', /./],
      ['/recurring', 'Viajes recurrentes', /./],
      ['/trips/batch', 'Reservar viajes desde archivo', /CSV/],
    ];
    for (const [path, title, loaded] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.locator('main').getByText(loaded).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await violations(page), path).toEqual([]);
    }
  });
}
