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
