import { ACCOUNTS, expect, signInFromLogin, storedToken, test } from './support/fixtures.ts';

test('a session ended elsewhere sends the user to login with "Sesión expirada"', async ({
  page,
  api,
}) => {
  await signInFromLogin(page, ACCOUNTS.demo);
  await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  // The same session is logged out from somewhere else: the token is now revoked.
  await api.logout(token!);
  await page.getByRole('button', { name: 'Actualizar' }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Sesión expirada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeUndefined();
});
