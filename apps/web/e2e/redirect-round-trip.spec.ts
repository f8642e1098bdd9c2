import { ACCOUNTS, expect, signIn, test } from './support/fixtures.ts';

test('a protected page asked for without a session comes back, query included, after login', async ({
  page,
}) => {
  await page.goto('/history?status=done');

  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/history?status=done');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await signIn(page, ACCOUNTS.demo);

  await expect(page).toHaveURL(/\/history\?status=done$/);
  await expect(page).toHaveTitle(/^Historial de viajes/);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
});

test('the #fragment of the asked-for page survives the login round trip too', async ({ page }) => {
  await page.goto('/balance?kind=give_balance#movimientos');

  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(
    '/balance?kind=give_balance#movimientos',
  );
  await signIn(page, ACCOUNTS.demo);

  await expect(page).toHaveURL(/\/balance\?kind=give_balance#movimientos$/);
});
