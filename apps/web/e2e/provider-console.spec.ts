import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './support/fixtures.ts';

// Issue 10, end to end with nothing done by hand in the database: a prospect fills the contact
// form (bad input refused first, then the captcha solved in the browser); an admin turns the lead
// into a company in the console; the company sets its password from the e-mailed link, is
// approved, signs in and completes onboarding; the admin helps it in assist mode (banner on every
// page, a write made there); the company reads that write, with the admin's name, in its activity.

const ADMIN = {
  email: 'admin@trayecto.test',
  password: 'Admin1234!',
  name: 'Mariana Rengifo (Trayecto)',
};
const stamp = Date.now().toString(36);
const PROSPECT = {
  name: 'Gabriela Urdaneta',
  company: `Clínica Los Mangos ${stamp} C.A.`,
  taxId: 'J412345678',
  email: `gabriela.${stamp}@losmangos.test`,
  phone: '4141234567',
  message: 'Necesitamos traslados diarios para 40 médicos entre sedes.',
};
const PASSWORD = 'Clinica-2026!';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-VE', timezoneId: 'America/Caracas' });
  return context.newPage();
}

async function consoleSignIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/companies/);
}

async function confirm(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a prospect becomes an approved company that an admin helps in assist mode, and the company reads what the admin did', async ({
  page,
  browser,
  mailbox,
  shot,
}) => {
  test.setTimeout(180_000);

  // 1. The contact form refuses bad input, then goes through the captcha to the thank-you page.
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.goto('/contactanos');
  await expect(page.getByRole('heading', { name: 'Contáctenos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await field('Teléfono').fill('41412');
  await field('RIF').fill('X123');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('El teléfono debe tener exactamente 10 dígitos')).toBeVisible();
  await shot('contact-refused');

  await field('Nombre y apellido').fill(PROSPECT.name);
  await field('Empresa').fill(PROSPECT.company);
  await field('RIF').fill(PROSPECT.taxId);
  await expect(field('RIF')).toHaveValue('J-41234567-8');
  await field('Correo electrónico').fill(PROSPECT.email);
  await field('Teléfono').fill(PROSPECT.phone);
  for (const [label, option] of [
    ['Ciudad', 'Maracaibo'],
    ['Tamaño de la empresa', '51 a 200 empleados'],
    ['Sector', 'Salud'],
    ['¿Cómo nos conoció?', 'Redes sociales'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await field('Mensaje').fill(PROSPECT.message);
  await page.getByRole('checkbox', { name: 'No soy un robot' }).click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/thank-you-registration$/);
  await expect(
    page.getByRole('heading', { name: '¡Gracias! Recibimos su solicitud' }),
  ).toBeVisible();
  const sales = await mailbox.next('ventas@trayecto.test', 0);
  expect(sales.text).toContain(PROSPECT.company);
  // the prospect is told the request arrived
  expect((await mailbox.next(PROSPECT.email, 0)).text).toContain(PROSPECT.company);

  // 2. The admin turns the lead into a company: it is pending, and its first-password link is mailed.
  const admin = await newPage(browser);
  await consoleSignIn(admin);
  await admin.getByRole('link', { name: 'Prospectos' }).click();
  await admin.getByRole('link', { name: PROSPECT.company }).click();
  await expect(admin.getByText(PROSPECT.message)).toBeVisible();
  await admin.getByRole('button', { name: 'Crear empresa' }).click();
  await confirm(admin, 'Crear empresa');
  await expect(admin.getByText('Empresa creada y enlace enviado.')).toBeVisible();
  const welcome = await mailbox.next(PROSPECT.email, 1);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(welcome.text)?.[0];
  expect(link, welcome.text).toBeTruthy();

  // 3. The company chooses its password with the link.
  await page.goto(link!);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // 4. The admin approves it.
  await admin.getByRole('link', { name: 'Ver la empresa' }).click();
  await expect(admin.getByText('Pendiente').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await confirm(admin, 'Aprobar empresa');
  await expect(admin.getByText('Empresa aprobada.')).toBeVisible();
  await shot('console-company-approved');
  await admin.screenshot({
    path: test.info().outputPath('screenshots', 'console-company.png'),
    fullPage: true,
  });

  // 5. The company signs in and completes onboarding before anything else.
  await signIn(page, { email: PROSPECT.email, password: PASSWORD });
  await expect(page).toHaveURL(/\/onboarding$/);
  await page
    .getByRole('textbox', { name: 'Razón social', exact: true })
    .fill(`${PROSPECT.company}`);
  await page.getByRole('textbox', { name: 'RIF', exact: true }).fill(PROSPECT.taxId);
  await page
    .getByRole('textbox', { name: 'Dirección fiscal', exact: true })
    .fill('Av. 5 de Julio, Maracaibo');
  await page
    .getByRole('textbox', { name: 'Correo 1', exact: true })
    .fill(`facturas.${stamp}@losmangos.test`);
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);

  // 6. The admin enters its panel in assist mode and changes its phone there.
  await admin.getByRole('button', { name: 'Entrar en modo asistido' }).click();
  await confirm(admin, 'Entrar en modo asistido');
  await expect(admin).toHaveURL(/\/dashboards$/);
  const banner = admin.getByTestId('assist-banner');
  await expect(banner).toContainText('Está en modo asistido');
  await banner.getByText('Está en modo asistido').hover();
  await expect(admin.getByRole('tooltip')).toHaveText(
    'Las acciones realizadas quedarán registradas',
  );
  await admin.goto('/profile');
  await expect(admin.getByTestId('assist-banner')).toBeVisible();
  await admin.getByLabel('Teléfono', { exact: true }).fill('2617001122');
  await admin.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(admin.getByLabel('Teléfono', { exact: true })).toHaveValue(/261/);
  await admin.screenshot({
    path: test.info().outputPath('screenshots', 'assist-banner.png'),
    fullPage: true,
  });
  await admin.getByRole('button', { name: 'Salir del modo asistido' }).click();
  await expect(admin).toHaveURL(/\/admin\/companies\//);

  // 7. The company reads, in its activity, what the admin did in its panel.
  await page.goto('/activity');
  await expect(
    page.getByRole('heading', { name: 'Actividad de la empresa', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(`Modo asistido · ${ADMIN.name}`).first()).toBeVisible();
  await shot('activity-with-assist');
});

test('a master moves balance from its wallet to a panel, with confirmation', async ({
  page,
  shot,
}) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.master);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/corporate_panels');
  await page
    .getByRole('link', { name: /Servicios Logísticos del Lago/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/corporate_panel\//);
  await page.getByRole('button', { name: 'Transferir saldo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Monto').fill('25');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Confirme la transferencia')).toBeVisible();
  await dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
  await expect(dialog).toBeHidden();
  // the panel's history shows the movement; the master's wallet in the menu went down by $25
  await expect(
    page.getByText('Grupo Empresarial Caribe C.A. → Servicios Logísticos del Lago C.A.').first(),
  ).toBeVisible();
  await expect(page.getByRole('navigation').getByText('$6.175,00')).toBeVisible();
  await shot('master-panel-after-transfer');
});
