// The public parcel guide (/parcel-guide), logged out: every limit it shows is the contracts'
// constant (packages/contracts/src/parcels.ts), so the expected texts are built from them and
// from the app's own locale files, never typed here. Then Arabic (right to left), a 375 px phone,
// axe-core (WCAG 2.1 A/AA) in light, dark and Arabic, and screenshots of each (and of the phone)
// under test-results/screenshots/.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  PARCEL_DAMAGE_CLAIM_DAYS,
  PARCEL_DECLARED_VALUE_MAX_CENTS,
  PARCEL_DETAILS_MAX,
  PARCEL_DOOR_WAIT_MIN,
  PARCEL_IMAGE_MAX_BYTES,
  PARCEL_RETURN_FEE,
  PARCEL_SIZE_DIMENSIONS_CM,
  PARCEL_SIZE_LABELS,
  PARCEL_SIZES,
  PARCEL_VEHICLE_IDS,
  PARCEL_VEHICLE_LABELS,
  PARCEL_VEHICLES,
  PROHIBITED_PARCEL_ITEM_LABELS,
  PROHIBITED_PARCEL_ITEMS,
  formatUsd,
  fromCents,
} from '@trayecto/contracts';
import { expect, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';

type Lang = 'es' | 'ar';
const PHONE = 375;
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
const guide = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  fill(text(lang, 'parcels', `guide.${key}`), values);

/** Opens the guide with the settings the language menu and the theme menu would have saved. */
async function openGuide(page: Page, lang: Lang, mode: 'light' | 'dark' = 'light') {
  await page.addInitScript(
    (s) => {
      if (!localStorage.getItem('settings'))
        localStorage.setItem('settings', JSON.stringify({ state: s, version: 1 }));
    },
    { lang, mode },
  );
  await page.goto('/parcel-guide');
  await expect(
    page.getByRole('heading', { level: 1, name: text(lang, 'parcels', 'guide.title') }),
  ).toBeVisible();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** WCAG 2.1 A/AA violations axe-core finds (as accessibility.spec.ts checks the panel). */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`,
  );
}

test('the parcel guide shows the contracts rules to a visitor who is not logged in', async ({
  page,
}) => {
  await page.goto('/parcel-guide');
  await expect(page).toHaveURL(/\/parcel-guide$/); // public: no redirect to /login
  await expect(
    page.getByRole('heading', { level: 1, name: text('es', 'parcels', 'guide.title') }),
  ).toBeVisible();

  // each vehicle: its weight limit and its largest size
  for (const vehicle of PARCEL_VEHICLE_IDS) {
    const rule = PARCEL_VEHICLES[vehicle];
    const card = page.getByRole('article', { name: PARCEL_VEHICLE_LABELS[vehicle].es });
    await expect(card).toContainText(guide('es', 'vehicles.kg', { kg: rule.maxWeightKg }));
    await expect(card).toContainText(
      guide('es', 'vehicles.size', {
        size: rule.maxSize,
        label: PARCEL_SIZE_LABELS[rule.maxSize].es,
      }),
    );
  }
  const moto = page.getByRole('article', { name: PARCEL_VEHICLE_LABELS.motorcycle.es });
  await expect(moto).toContainText(`${PARCEL_VEHICLES.motorcycle.maxWeightKg} kg`);
  const car = page.getByRole('article', { name: PARCEL_VEHICLE_LABELS.car.es });
  await expect(car).toContainText(`${PARCEL_VEHICLES.car.maxWeightKg} kg`);

  // each size with its dimensions
  for (const size of PARCEL_SIZES) {
    const card = page.getByRole('article', { name: `${size} ${PARCEL_SIZE_LABELS[size].es}` });
    for (const cm of Object.values(PARCEL_SIZE_DIMENSIONS_CM[size]))
      await expect(card).toContainText(guide('es', 'sizes.cm', { value: cm }));
  }

  // the form's rules: 150 characters of details, a photo of at most 5 MB
  const form = page.getByRole('region', { name: guide('es', 'form.title') });
  await expect(form).toContainText(guide('es', 'form.upTo_other', { count: PARCEL_DETAILS_MAX }));
  await expect(form).toContainText(`${PARCEL_IMAGE_MAX_BYTES / (1024 * 1024)} MB`);

  // every prohibited item
  const prohibited = page.getByRole('region', { name: guide('es', 'prohibited.title') });
  await expect(prohibited.getByRole('listitem')).toHaveCount(PROHIBITED_PARCEL_ITEMS.length);
  for (const item of PROHIBITED_PARCEL_ITEMS)
    await expect(prohibited).toContainText(PROHIBITED_PARCEL_ITEM_LABELS[item].es);

  // declared value, wait at the door, return fee, damage claims
  const usd = (cents: number) => formatUsd(fromCents(cents));
  await expect(
    page.getByRole('article', { name: guide('es', 'delivery.valueTitle') }),
  ).toContainText(usd(PARCEL_DECLARED_VALUE_MAX_CENTS));
  await expect(
    page.getByRole('article', { name: guide('es', 'delivery.waitTitle') }),
  ).toContainText(guide('es', 'delivery.wait_other', { count: PARCEL_DOOR_WAIT_MIN }));
  await expect(
    page.getByRole('article', { name: guide('es', 'delivery.returnTitle') }),
  ).toContainText(
    guide('es', 'delivery.return', {
      percent: PARCEL_RETURN_FEE.percentOfLeg,
      min: usd(PARCEL_RETURN_FEE.minCents),
    }),
  );
  await expect(page.getByRole('region', { name: guide('es', 'damage.title') })).toContainText(
    guide('es', 'damage.text_other', { count: PARCEL_DAMAGE_CLAIM_DAYS }),
  );

  // one h1, and no heading level skipped
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((l, i) => i > 0 && expect(l - levels[i - 1]!).toBeLessThanOrEqual(1));

  // by keyboard: the support link is reached with Tab and opens the contact page
  const support = page.getByRole('link', { name: guide('es', 'damage.support') });
  for (let i = 0; i < 30 && !(await support.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(support).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contactanos$/);
});

test('the parcel guide in Arabic reads right to left, with the same limits', async ({
  page,
  shot,
}) => {
  await openGuide(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const moto = page.getByRole('article', { name: PARCEL_VEHICLE_LABELS.motorcycle.ar });
  await expect(moto).toContainText(
    guide('ar', 'vehicles.kg', { kg: PARCEL_VEHICLES.motorcycle.maxWeightKg }),
  );
  const prohibited = page.getByRole('region', { name: guide('ar', 'prohibited.title') });
  for (const item of PROHIBITED_PARCEL_ITEMS)
    await expect(prohibited).toContainText(PROHIBITED_PARCEL_ITEM_LABELS[item].ar);
  // the amounts are Arabic's "$1.50", left to right inside the Arabic sentence
  const fee = page.getByRole('article', { name: guide('ar', 'delivery.returnTitle') });
  await expect(fee.locator('bdi')).toHaveText(
    formatUsd(fromCents(PARCEL_RETURN_FEE.minCents), 'ar'),
  );
  await shot('parcel-guide-arabic');
  expect(await violations(page)).toEqual([]);

  await page.setViewportSize({ width: PHONE, height: 812 });
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(PHONE);
});

test(`the parcel guide fits a ${PHONE} px phone, in light and dark`, async ({ page, shot }) => {
  await page.setViewportSize({ width: PHONE, height: 812 });
  await openGuide(page, 'es');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
  await shot('parcel-guide-phone-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  await shot('parcel-guide-light');
  expect(await violations(page)).toEqual([]);
  await page.evaluate(() =>
    localStorage.setItem(
      'settings',
      JSON.stringify({ state: { lang: 'es', mode: 'dark' }, version: 1 }),
    ),
  );
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: text('es', 'parcels', 'guide.title') }),
  ).toBeVisible();
  await shot('parcel-guide-dark');
  expect(await violations(page)).toEqual([]);
});
