import { ACCOUNTS, expect, expectMismatchSaidOnce, signIn, test } from './support/fixtures.ts';

// otra@trayecto.test is used by this journey only: it changes the password (and a reset ends
// the account's sessions).
const account = ACCOUNTS.otra;
const NEW_PASSWORD = 'Nueva-clave-2026';

test('forgot password: the e-mailed link resets it once, and the new password signs in', async ({
  page,
  mailbox,
}) => {
  const before = mailbox.list(account.email).length;
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();

  // The real SMTP server received the message; the link in it is what the user follows.
  const mail = await mailbox.next(account.email, before);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  const choose = async (password: string) => {
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  };
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
  await expectMismatchSaidOnce(page, 'Guardar contraseña');
  await choose(NEW_PASSWORD);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Su contraseña fue restablecida. Ya puede iniciar sesión.'),
  ).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await choose('Otra-clave-2026');
  await expect(page.getByRole('alert')).toContainText(
    'El enlace ha expirado. Solicite un nuevo enlace para restablecer su contraseña',
  );

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await signIn(page, account);
  await expect(page.getByRole('alert')).toContainText('Credenciales inválidas');
  await signIn(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboards$/);
});
