import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';

test('a corporate master is refused a page that is not for masters', async ({ page }) => {
  await signInFromLogin(page, ACCOUNTS.master);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Paneles corporativos' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Historial de viajes' })).toHaveCount(0);

  await page.goto('/history');

  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();

  // the detail pages of payroll and trips are refused the same way, not shown as load errors
  for (const path of ['/user/u1', '/provider/d1', '/view-map/t1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  }
});
