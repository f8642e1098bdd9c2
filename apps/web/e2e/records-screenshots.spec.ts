// Screenshots of who did what and the account's records: the activity log (members named, rows
// by their references), the team (the owner's last sign-in) and the credits list, in light, dark,
// Arabic and at phone width, saved under test-results/screenshots/ for a person to look at.
import { ACCOUNTS, expect, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';
import { VARIANTS, useVariant } from './support/variants.ts';

for (const v of VARIANTS) {
  test(`screenshots: activity, team and credits (${v.name}) @screenshots`, async ({
    page,
    shot,
  }) => {
    await useVariant(page, v);
    // a team member signs in first: the log names them
    await page.goto('/login');
    for (const email of ['coordinacion@elavila.test', ACCOUNTS.demo.email]) {
      await page.getByLabel(text(v.lang, 'auth', 'login.email'), { exact: true }).fill(email);
      await page
        .getByLabel(text(v.lang, 'auth', 'login.password'), { exact: true })
        .fill(ACCOUNTS.demo.password);
      await page
        .getByRole('button', { name: text(v.lang, 'auth', 'login.submit'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/dashboards$/);
      if (email !== ACCOUNTS.demo.email) {
        await page.evaluate(() => localStorage.removeItem('auth'));
        await page.goto('/login');
      }
    }

    await page.goto('/activity');
    await expect(page.locator('[data-actor="member"]').first()).toBeVisible();
    await shot(`records-activity-${v.name}`);

    await page.goto('/team');
    await expect(page.getByText(ACCOUNTS.demo.email).first()).toBeVisible();
    await shot(`records-team-${v.name}`);

    await page.goto('/balance?tab=credits');
    await page.waitForLoadState('networkidle');
    await shot(`records-credits-${v.name}`);
  });
}
