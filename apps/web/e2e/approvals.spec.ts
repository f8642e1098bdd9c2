import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './support/fixtures.ts';

// Issue 13, parts 2 and 3: the owner makes a group whose policy allows only Confort and sends
// what breaks it to approval, and puts a collaborator in it; the seeded coordinator books an
// Económico trip for that collaborator: the form says it will need approval, and the booking
// waits for it (nothing held). The owner approves it from the link in the e-mail it received,
// without signing in; the coordinator's approvals page turns approved live, with its trip.
// This journey's own collaborator (Jesús Rafael Medina) and group; the demo company's.

const GROUP = 'Almacén nocturno';
const PERSON = 'Jesús Rafael Medina';
const COORDINATOR = { email: 'coordinacion@elavila.test', password: 'Demo1234!' };

async function pickOption(page: Page, field: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('a trip outside its group policy waits for approval and an approver approves it from the e-mailed link', async ({
  page,
  browser,
  mailbox,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // the owner: the group and its policy, through the editor
  await page.goto('/login');
  await signIn(page, ACCOUNTS.demo);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/groups');
  await page.getByRole('button', { name: 'Nuevo grupo' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Nuevo grupo' });
  await editor.getByRole('textbox', { name: 'Nombre del grupo' }).fill(GROUP);
  await editor.getByRole('textbox', { name: 'Centro de costo' }).fill('CC-ALM-2');
  await editor.getByRole('checkbox', { name: 'Confort' }).check();
  await editor.getByRole('radio', { name: /Enviarla a aprobación/ }).check();
  await editor.getByRole('button', { name: 'Crear grupo' }).click();
  await expect(page.getByText(`Grupo ${GROUP} creado`)).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: GROUP });
  await expect(card).toContainText('Solo Confort');
  await expect(card).toContainText('Fuera de política: requiere aprobación');

  // the collaborator joins the group (payroll form) and gets balance to travel on
  await page.goto('/corporate_users');
  await page.getByLabel('Buscar colaboradores').fill('Jesús Rafael');
  await page.getByRole('button', { name: `Más acciones para ${PERSON}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: 'Editar colaborador' });
  await form.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: GROUP }).click();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/corporate/login', { data: ACCOUNTS.demo });
  const ownerToken = ((await login.json()) as { token: string }).token;
  const users = await api.get('/api/corporate/users/?q=Jes%C3%BAs%20Rafael', {
    headers: { 'access-token': ownerToken },
  });
  const [found] = ((await users.json()) as { data: { users: { _id: string; name: string }[] } })
    .data.users;
  expect(found?.name).toBe(PERSON);
  const userId = found!._id;
  const give = await api.post(`/api/corporate/users/${userId}/balance`, {
    headers: { 'access-token': ownerToken, 'idempotency-key': `approvals-e2e-${Date.now()}` },
    data: { amount: 40, direction: 'give' },
  });
  expect(give.status(), await give.text()).toBe(200);
  await api.dispose();

  // the coordinator books an Económico trip for them: the form warns before anything is sent
  const before = mailbox.list(ACCOUNTS.demo.email).length;
  const coordinatorContext = await browser.newContext({
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
  });
  const coord = await coordinatorContext.newPage();
  await coord.goto('/login');
  await signIn(coord, COORDINATOR);
  await expect(coord).toHaveURL(/\/dashboards$/);
  await coord.goto('/running_trips');
  await coord.getByRole('button', { name: 'Solicitar viaje' }).first().click();
  await coord.getByLabel('Buscar colaborador').fill('Jesús Rafael');
  await coord.getByRole('option', { name: new RegExp(PERSON) }).click();
  await expect(coord.getByText(`Política de ${GROUP}`)).toBeVisible();
  await pickOption(coord, 'Origen', 'Plaza Bolívar de Caracas', /Plaza Bolívar de Caracas/);
  await pickOption(coord, 'Destino', 'Sambil La Candelaria', /Centro Sambil La Candelaria/);
  const economy = coord.locator('[data-fare="economy"]');
  await expect(economy).toContainText('$');
  await economy.click();
  await expect(coord.getByText(/Necesitará aprobación/).first()).toBeVisible();
  await coord.getByRole('button', { name: 'Continuar' }).click();
  await coord.getByRole('button', { name: 'Confirmar y solicitar' }).click();
  await expect(coord.getByText(`Su solicitud quedó esperando aprobación (${GROUP})`)).toBeVisible();
  await expect(coord).toHaveURL(/\/approvals\?id=/);
  const request = coord.getByRole('article').filter({ hasText: PERSON }).first();
  await expect(request).toContainText('Esperando aprobación');
  // a coordinator reads approvals but does not decide them
  await expect(request.getByRole('button', { name: /^Aprobar/ })).toHaveCount(0);

  // the owner's e-mail: its own single-use link; opened without signing in
  await expect
    .poll(
      () =>
        mailbox
          .list(ACCOUNTS.demo.email)
          .slice(before)
          .find((m) => m.subject.includes('Aprobación pendiente') && m.text.includes(PERSON)),
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const mail = mailbox
    .list(ACCOUNTS.demo.email)
    .slice(before)
    .find((m) => m.subject.includes('Aprobación pendiente') && m.text.includes(PERSON))!;
  const link = /https?:\/\/\S+\/approval\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const approverContext = await browser.newContext({ locale: 'es-VE' });
  const approver = await approverContext.newPage();
  await approver.goto(link!);
  await expect(approver.getByText(PERSON)).toBeVisible();
  await expect(approver.getByText('tipo de servicio')).toBeVisible();
  await approver.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(approver.getByText(/Aprobad[oa]/).first()).toBeVisible();

  // the coordinator's page turns approved live, with its trip; the link does not work twice
  await expect(request).toContainText(/Aprobada por/);
  await expect(request.getByRole('link', { name: 'Ver el viaje' })).toBeVisible();
  await approver.goto(link!);
  await expect(
    approver.getByRole('heading', { name: 'Esta solicitud ya fue decidida' }),
  ).toBeVisible();
  await approverContext.close();
  await coordinatorContext.close();
});
