import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';

test('the ES/EN toggle translates the panel and the choice survives a reload', async ({ page }) => {
  await signInFromLogin(page, ACCOUNTS.demo);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Saldo' })).toBeVisible();
  await expect(page).toHaveTitle(/^Principal/);

  await page
    .getByRole('group', { name: 'Idioma' })
    .getByRole('button', { name: 'English' })
    .click();

  const enMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(enMenu.getByRole('link', { name: 'Balance' })).toBeVisible();
  await expect(page).toHaveTitle(/^Dashboard/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();

  await expect(enMenu.getByRole('link', { name: 'Balance' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
});

test('in French the toggle shows FR selected (never no language at all)', async ({ page }) => {
  await signInFromLogin(page, ACCOUNTS.demo);
  const toggle = page.getByRole('group', { name: 'Idioma' });
  await expect(toggle.getByRole('button', { name: 'ES · Español' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Idiomas', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  const french = page.getByRole('group', { name: 'Langue' });
  await expect(french.getByRole('button', { name: 'FR · Français' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(french.getByRole('button', { name: 'ES · Español' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // back to Spanish with one press, as from English
  await french.getByRole('button', { name: 'ES · Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(toggle.getByRole('button', { name: 'FR · Français' })).toHaveCount(0);
});
