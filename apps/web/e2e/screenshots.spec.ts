// Screenshots of login, dashboard, profile, running trips, history, running parcels, parcel
// history, the balance's forecast and statements, the notices, recurring trips and booking from a
// file in light, dark, Arabic and at phone width, saved
// as artifacts under test-results/screenshots/ for a person to look at.
import { ACCOUNTS, expect, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';

type Variant = { name: string; lang: 'es' | 'ar'; mode: 'light' | 'dark'; width?: number };
const VARIANTS: Variant[] = [
  { name: 'light', lang: 'es', mode: 'light' },
  { name: 'dark', lang: 'es', mode: 'dark' },
  { name: 'arabic', lang: 'ar', mode: 'light' },
  { name: 'phone-375', lang: 'es', mode: 'light', width: 375 },
];

for (const v of VARIANTS) {
  test(`screenshots: login, dashboard, profile and trips (${v.name}) @screenshots`, async ({
    page,
    shot,
  }) => {
    if (v.width) await page.setViewportSize({ width: v.width, height: 812 });
    // the settings the customizer and the language menu would have stored
    await page.addInitScript(
      (s) => {
        if (!localStorage.getItem('settings')) {
          localStorage.setItem('settings', JSON.stringify({ state: s, version: 1 }));
        }
      },
      { lang: v.lang, mode: v.mode },
    );

    await page.goto('/login');
    await expect(
      page.getByRole('heading', { name: text(v.lang, 'auth', 'login.title') }),
    ).toBeVisible();
    await shot(`login-${v.name}`);

    await page
      .getByLabel(text(v.lang, 'auth', 'login.email'), { exact: true })
      .fill(ACCOUNTS.demo.email);
    await page
      .getByLabel(text(v.lang, 'auth', 'login.password'), { exact: true })
      .fill(ACCOUNTS.demo.password);
    await page
      .getByRole('button', { name: text(v.lang, 'auth', 'login.submit'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(
      page.getByRole('heading', { name: text(v.lang, 'dashboard', 'title') }),
    ).toBeVisible();
    const updated = text(v.lang, 'dashboard', 'updatedAt').split('{{')[0]!.trim();
    await expect(page.getByText(updated)).toBeVisible();
    await shot(`dashboard-${v.name}`);

    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { name: text(v.lang, 'profile', 'title'), exact: true }),
    ).toBeVisible();
    await expect(page.getByText(ACCOUNTS.demo.email).first()).toBeVisible();
    await shot(`profile-${v.name}`);

    await page.goto('/running_trips');
    await expect(
      page.getByRole('heading', { name: text(v.lang, 'trips', 'running.title'), level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('status', { name: text(v.lang, 'common', 'realtime.connected'), exact: true }),
    ).toBeVisible();
    await shot(`running-trips-${v.name}`);

    await page.goto('/history');
    await expect(
      page.getByRole('heading', { name: text(v.lang, 'trips', 'history.title'), level: 1 }),
    ).toBeVisible();
    await shot(`history-${v.name}`);

    await page.goto('/running_parcels');
    await expect(
      page.getByRole('heading', { name: text(v.lang, 'parcels', 'running.title'), level: 1 }),
    ).toBeVisible();
    await shot(`running-parcels-${v.name}`);

    await page.goto('/parcel_history');
    await expect(
      page.getByRole('heading', { name: text(v.lang, 'parcels', 'history.title'), level: 1 }),
    ).toBeVisible();
    await shot(`parcel-history-${v.name}`);

    // issue 13: the balance's forecast and statements, the bell, recurring trips, a file's preview
    // (in light, their own journeys take these screenshots: batch, money-watch, recurring)
    if (v.name === 'light') return;
    await page.goto('/balance?tab=statements');
    await expect(
      page
        .getByRole('region', { name: text(v.lang, 'balance', 'forecast.title') })
        .locator('.MuiLineChart-area')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^PDF `) }).first()).toBeVisible();
    await shot(`balance-forecast-${v.name}`);
    await page.getByTestId('notices-bell').click();
    await expect(page.getByRole('menu').or(page.getByRole('dialog')).first()).toBeVisible();
    await shot(`notices-${v.name}`);
    await page.keyboard.press('Escape');

    await page.goto('/recurring');
    await expect(
      page.getByRole('heading', { name: text(v.lang, 'recurring', 'title'), level: 1 }),
    ).toBeVisible();
    await page.getByTestId('recurring-new').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(`recurring-new-${v.name}`);
    await page.keyboard.press('Escape');

    await page.goto('/trips/batch');
    await page.getByTestId('batch-file-input').setInputFiles({
      name: 'viajes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'pasajero,teléfono,origen,destino,hora\n' +
          'Ana Pérez,4141234567,Plaza Altamira,Plaza Bolívar,2099-01-05 08:30\n' +
          'Luis Mora,4141234568,Calle Que No Existe,Plaza Bolívar,2099-01-05 09:00\n',
      ),
    });
    await expect(page.getByTestId('batch-preview-summary')).toBeVisible({ timeout: 30_000 });
    await shot(`batch-preview-${v.name}`);
  });
}
