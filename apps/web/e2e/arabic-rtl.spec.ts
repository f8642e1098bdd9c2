import { ACCOUNTS, expect, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';

test('Arabic turns the whole interface right-to-left, from login into the panel', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(
    page.getByRole('heading', { name: text('ar', 'auth', 'login.title') }),
  ).toBeVisible();

  await page
    .getByLabel(text('ar', 'auth', 'login.email'), { exact: true })
    .fill(ACCOUNTS.demo.email);
  await page
    .getByLabel(text('ar', 'auth', 'login.password'), { exact: true })
    .fill(ACCOUNTS.demo.password);
  await page.getByRole('button', { name: text('ar', 'auth', 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboards$/);

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: text('ar', 'common', 'nav.label') });
  await expect(nav).toBeVisible();
  // The menu drawer sits on the right-hand side of the screen.
  const box = (await nav.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x + box.width).toBeGreaterThan(width - 5);
  expect(box.x).toBeGreaterThan(width / 2);
  await expect(page.getByRole('heading', { name: text('ar', 'dashboard', 'title') })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
