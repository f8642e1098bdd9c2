import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './support/fixtures.ts';

// Issue 13, part 4: a coordinator sets up a guest's daily trip from the recurring trips page
// (the trip request's own fields, weekday toggles, a time) and sees its next dates; the leader
// books the first one ahead on its own (the card shows it booked); a holiday added on the page
// disappears from the next dates; pausing empties them. The owner deletes it at the end.

const COORDINATOR = { email: 'coordinacion@elavila.test', password: 'Demo1234!' };
const TZ = 'America/Caracas';

async function pickOption(page: Page, field: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** HH:MM in Caracas, `minutes` from now. */
const localTime = (minutes: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));

test('a recurring trip is set up, booked ahead on its own, skips a holiday and pauses', async ({
  page,
  shot,
}) => {
  test.setTimeout(180_000);
  // letters only: a passenger's name takes no digits (SPEC §5 alpha_spaces)
  const guest = `Ruta ${Date.now()
    .toString(36)
    .slice(-5)
    .replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;
  await page.goto('/login');
  await signIn(page, COORDINATOR);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.getByRole('link', { name: 'Viajes recurrentes' }).click();
  await expect(page.getByRole('heading', { name: 'Viajes recurrentes', level: 1 })).toBeVisible();

  await page.getByTestId('recurring-new').click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo viaje recurrente' });
  await dialog.getByRole('button', { name: 'Invitado' }).click();
  await dialog.getByLabel('Nombre del invitado').fill(guest);
  await dialog.getByLabel('Teléfono').fill('4145557788');
  await pickOption(page, 'Origen', 'Plaza Bolívar de Caracas', /Plaza Bolívar de Caracas/);
  await pickOption(page, 'Destino', 'Sambil La Candelaria', /Centro Sambil La Candelaria/);
  // every day of the week, 40 minutes from now: the first one is booked at once
  for (const day of ['sábado', 'domingo']) {
    const toggle = dialog.getByRole('button', { name: day, exact: true });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  }
  await dialog.getByRole('textbox', { name: 'Hora' }).fill(localTime(40));
  await expect(dialog.getByTestId('recurring-preview')).toContainText('Próximos');
  await shot('recurring-dialog');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText(`Viaje recurrente de ${guest} creado.`)).toBeVisible();

  const card = page.getByRole('listitem', { name: guest });
  await expect(card).toContainText('Próximos viajes');
  // saving asks the leader for a sweep: the occurrence is booked ahead, and the card says so
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('listitem', { name: guest }).textContent();
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toContain('Solicitado');
  await shot('recurring-booked');

  // tomorrow a holiday: its date leaves the next ones
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(
    new Date(Date.now() + 86_400_000),
  );
  const holidays = page.getByRole('region', { name: 'Feriados' });
  await holidays.getByLabel('Fecha').fill(tomorrow);
  await holidays.getByLabel('Nombre').fill('Feriado de prueba');
  await holidays.getByTestId('holiday-add').click();
  await expect(page.getByText('Feriado Feriado de prueba agregado.')).toBeVisible();
  await expect(holidays.getByTestId(`holiday-row-${tomorrow}`)).toBeVisible();

  // paused: no next dates
  await card.getByRole('button', { name: `Pausar el viaje recurrente de ${guest}` }).click();
  await expect(card).toContainText('En pausa');
  await shot('recurring-paused');

  // the owner cleans up: the schedule and the holiday
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signIn(page, ACCOUNTS.demo);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/recurring');
  const owned = page.getByRole('listitem', { name: guest });
  await owned.getByRole('button', { name: `Eliminar el viaje recurrente de ${guest}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Viaje recurrente de ${guest} eliminado.`)).toBeVisible();
  await page
    .getByRole('region', { name: 'Feriados' })
    .getByRole('button', { name: 'Quitar el feriado Feriado de prueba' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Quitar' }).click();
  await expect(page.getByText('Feriado Feriado de prueba quitado.')).toBeVisible();
});
