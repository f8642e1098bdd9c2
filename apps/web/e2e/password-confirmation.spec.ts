import {
  ACCOUNTS,
  expect,
  expectMismatchSaidOnce,
  signInFromLogin,
  test,
} from './support/fixtures.ts';

// Every form with a password confirmation says a differing one once, on its field. The
// invitation (team.spec.ts) and the reset link (password-reset.spec.ts) check it on their way;
// the profile's change of password is checked here (nothing is sent: the form refuses first).

test('the profile’s change of password says a differing confirmation once', async ({ page }) => {
  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Contraseña actual', { exact: true }).fill(ACCOUNTS.demo.password);
  await expectMismatchSaidOnce(form, 'Cambiar contraseña', {
    password: 'Nueva contraseña',
    confirm: 'Confirmar nueva contraseña',
  });
  // and still once when the form is sent again as it is
  await expectMismatchSaidOnce(form, 'Cambiar contraseña', {
    password: 'Nueva contraseña',
    confirm: 'Confirmar nueva contraseña',
  });
  await expect(form.getByRole('alert')).toHaveCount(0);
});
