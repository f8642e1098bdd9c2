import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';

// The pickers' dayjs locale is fetched for the interface language (lib/dayjs-locale.ts): the
// calendar names this month in it, follows a change of language and is there after a reload.

function thisMonth(lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'long' }).format(new Date());
}

/** Opens the history's "from" calendar, expects the month in `lang`, closes it. */
async function expectCalendarIn(page: Page, lang: string) {
  // the calendar button's name is in the interface language too ("Elija la fecha…")
  const choose = text(lang, 'common', 'controls.chooseDate').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('button', { name: new RegExp(`^${choose}`) })
    .first()
    .click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toContainText(thisMonth(lang), { ignoreCase: true });
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
}

async function chooseLanguage(page: Page, from: string, name: string) {
  await page.getByRole('button', { name: text(from, 'common', 'topBar.moreLanguages') }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('the history date pickers speak the interface language, also after switching and reloading', async ({
  page,
}) => {
  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/history');
  await expect(
    page.getByRole('heading', { name: text('es', 'trips', 'history.title'), level: 1 }),
  ).toBeVisible();
  await expectCalendarIn(page, 'es');

  await chooseLanguage(page, 'es', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectCalendarIn(page, 'fr');

  await chooseLanguage(page, 'fr', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectCalendarIn(page, 'ar');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expectCalendarIn(page, 'ar');
});

test('a history range whose end is before its start is flagged on the end day', async ({
  page,
}) => {
  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/history?from=2026-11-20&to=2026-11-10');
  await expect(
    page.getByRole('heading', { name: text('es', 'trips', 'history.title'), level: 1 }),
  ).toBeVisible();
  // on the end day's own field, not only as the list's error
  const endField = page
    .locator('.MuiFormControl-root')
    .filter({ has: page.locator('input[name="to"]') });
  await expect(endField.locator('.MuiFormHelperText-root')).toHaveText(
    'La fecha final es anterior a la inicial',
  );
});
