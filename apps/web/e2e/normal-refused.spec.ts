import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';

test('a normal corporate is refused a master-only page', async ({ page }) => {
  await signInFromLogin(page, ACCOUNTS.demo);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Nómina' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Paneles corporativos' })).toHaveCount(0);

  await page.goto('/corporate_panels');

  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
});
