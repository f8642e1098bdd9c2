import { ACCOUNTS, expect, signIn, test } from './support/fixtures.ts';

test('an unapproved corporate is not let in and is told to contact Trayecto', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.pending);

  await expect(
    page.getByText(
      'Su usuario se encuentra no aprobado o suspendido. Para mayor información, comuníquese con un administrador de Trayecto',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // Still no panel: a protected page sends the visitor back to login.
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboards/);
});
