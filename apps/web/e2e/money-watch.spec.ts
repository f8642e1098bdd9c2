import { execFileSync } from 'node:child_process';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';
import { formatUsd } from '@trayecto/contracts/format';

// Issue 13, parts 6 and 7: the balance page says how long the wallet lasts and draws it; the
// owner sets a threshold above what the wallet has and a recipient: the recipient gets the
// low-balance e-mail and the panel's bell shows the notice. Last month's statement downloads as
// a PDF whose text (pdftotext) carries the month's figures the API reports.

const TZ = 'America/Caracas';
const RECIPIENT = `alertas-${Date.now().toString(36)}@elavila.test`;

function lastMonth() {
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

test('the forecast, a low-balance alert by e-mail and in the bell, and last month’s statement read back', async ({
  page,
  mailbox,
  api,
  playwright,
  baseURL,
  shot,
}) => {
  test.setTimeout(120_000);
  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/balance');
  const card = page.getByRole('region', { name: 'Pronóstico del saldo' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/El saldo (alcanza|no alcanza)|Sin consumo/);
  await expect(card.locator('.MuiLineChart-area').first()).toBeVisible();

  // the alert: a threshold above the wallet, one recipient typed as a chip
  await card.getByRole('button', { name: 'Alertas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alertas del saldo' });
  await dialog.getByLabel('Umbral de saldo bajo').fill('900000');
  await dialog.getByLabel('Destinatarios').fill(RECIPIENT);
  await dialog.getByLabel('Destinatarios').press('Enter');
  await expect(dialog.getByRole('button', { name: `Quitar ${RECIPIENT}` })).toBeVisible();
  await shot('money-alerts-dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Alertas guardadas')).toBeVisible();
  const mail = await mailbox.next(RECIPIENT, 0);
  expect(mail.subject).toMatch(/^Saldo bajo/);
  expect(mail.text).toMatch(/umbral es \$900\.000,00/);
  await expect(card).toContainText('Saldo bajo: el disponible está por debajo de su umbral');
  await shot('money-forecast-low');

  // the bell: the notice, unread, opens the balance
  const bell = page.getByTestId('notices-bell');
  await expect(bell).toHaveAccessibleName(/sin leer/);
  await bell.click();
  const notice = page.getByRole('menuitem', { name: /Saldo bajo/ }).first();
  await expect(notice).toBeVisible();
  await shot('notices-open');
  await notice.click();
  await expect(page).toHaveURL(/\/balance/);

  // the statement of last month: the PDF's words and the API's figures agree
  const month = lastMonth();
  await page.goto('/balance?tab=statements');
  const pdfButton = page.getByTestId(`statement-pdf-${month}`);
  await expect(pdfButton).toBeVisible();
  await shot('statements');
  const downloading = page.waitForEvent('download');
  await pdfButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^estado-de-cuenta-.*-${month}\\.pdf$`));
  const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], {
    encoding: 'utf8',
  });
  const token = await api.login(ACCOUNTS.demo);
  const request = await playwright.request.newContext({ baseURL });
  const res = await request.get(`/api/corporate/statements/${month}`, {
    headers: { 'access-token': token, 'accept-language': 'es' },
  });
  const statement = (
    (await res.json()) as {
      data: { company: string; trip_count: number; totals: { trips: number; topups: number } };
    }
  ).data;
  await request.dispose();
  // the Spanish statement writes Spanish (Venezuela) figures: $1.234,50
  const usd = (n: number) => formatUsd(n, 'es');
  expect(text).toContain('ESTADO DE CUENTA');
  expect(text).toContain(statement.company.replace(/[^\x20-\xff]/g, '?'));
  const figure = usd(statement.totals.trips).replace(/[$.]/g, '\\$&');
  expect(text).toMatch(new RegExp(`Viajes \\(${statement.trip_count}\\)\\s+${figure}`));
  expect(text).toContain('Por centro de costo');
  expect(text).toContain('Por colaborador');

  // the alert put back as it was: no threshold, no recipients
  await page.goto('/balance');
  await page
    .getByRole('region', { name: 'Pronóstico del saldo' })
    .getByRole('button', { name: 'Alertas' })
    .click();
  const again = page.getByRole('dialog', { name: 'Alertas del saldo' });
  await again.getByLabel('Umbral de saldo bajo').fill('');
  await again.getByRole('button', { name: `Quitar ${RECIPIENT}` }).click();
  await again.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Alertas guardadas')).toBeVisible();
});
