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
  // the panel hears of it live (the session's socket is closed: it may already be on its way to
  // /login) or at its next request, which "Actualizar" makes
  await expect(async () => {
    if (!/\/login/.test(page.url()))
      await page.getByRole('button', { name: 'Actualizar' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Sesión expirada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeUndefined();
});
