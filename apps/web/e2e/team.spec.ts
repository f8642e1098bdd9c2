import { ACCOUNTS, expect, expectMismatchSaidOnce, signIn, test } from './support/fixtures.ts';

// Issue 13, part 1: the owner invites a coordinator by e-mail; the coordinator follows the link,
// chooses a password, is signed in and sees only what the role allows; the owner deactivates
// them and their open session ends. The demo company is the owner; the invited e-mail is this
// journey's own.

const MEMBER = { name: 'Coordinadora Recorrido', email: 'coordinadora.recorrido@elavila.test' };
const PASSWORD = 'Clave-de-equipo-1';

test('invite a coordinator who joins by the e-mailed link, sees only what the role allows, and is deactivated', async ({
  page,
  browser,
  mailbox,
}) => {
  const before = mailbox.list(MEMBER.email).length;
  await page.goto('/login');
  await signIn(page, ACCOUNTS.demo);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Equipo', level: 1 })).toBeVisible();
  // the seeded team and the owner
  await expect(page.getByText('Mariela Quintero')).toBeVisible();
  await expect(page.getByText('Propietario').first()).toBeVisible();

  await page.getByRole('button', { name: 'Invitar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar a un miembro' });
  // the form says what is missing before anything is sent
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog.getByText('Este campo es obligatorio').first()).toBeVisible();
  await dialog.getByLabel('Nombre').fill(MEMBER.name);
  await dialog.getByLabel('Correo electrónico').fill(MEMBER.email);
  await dialog.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: /Coordinador/ }).click();
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText(`Invitación enviada a ${MEMBER.email}`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Miembros del equipo' });
  await expect(table.getByRole('row', { name: new RegExp(MEMBER.name) })).toContainText('Invitado');

  // the invitation reaches the real SMTP server; its link is what the person follows
  const mail = await mailbox.next(MEMBER.email, before);
  expect(mail.subject).toContain('Distribuidora El Ávila C.A.');
  const link = /https?:\/\/\S+\/invite\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  const memberContext = await browser.newContext({ locale: 'es-VE' });
  const member = await memberContext.newPage();
  await member.goto(link!);
  await expect(
    // the company's name is isolated for right-to-left pages (invisible marks around it)
    member.getByRole('heading', { name: /Únase al panel de \W*Distribuidora El Ávila C\.A\./ }),
  ).toBeVisible();
  await expectMismatchSaidOnce(member, 'Crear contraseña y entrar');
  await member.getByLabel('Nueva contraseña', { exact: true }).fill(PASSWORD);
  await member.getByLabel('Confirmar contraseña', { exact: true }).fill(PASSWORD);
  await member.getByRole('button', { name: 'Crear contraseña y entrar' }).click();
  await expect(member).toHaveURL(/\/dashboards$/);

  // a coordinator books trips but does not see the money or the team
  const nav = member.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Nómina' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Equipo' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Saldo' })).toHaveCount(0);
  await member.goto('/balance');
  await expect(member).toHaveURL(/\/forbidden/);
  // the link was used: it does not work twice
  await member.goto(link!);
  await expect(member.getByRole('heading', { name: 'Invitación no válida' })).toBeVisible();
  await member.goto('/dashboards');
  await expect(member).toHaveURL(/\/dashboards$/);

  // the owner sees the member active, then deactivates them after a confirmation
  await page.reload();
  await page.getByRole('button', { name: `Más acciones para ${MEMBER.name}` }).click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Desactivar a ${MEMBER.name}?` });
  await expect(confirm).toContainText('Sus sesiones se cerrarán de inmediato.');
  await confirm.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText(`${MEMBER.name} ya no puede entrar al panel`)).toBeVisible();

  // the member's open session ended: the next page asks to sign in again
  await member.goto('/history');
  await expect(member).toHaveURL(/\/login/);
  await memberContext.close();
});
