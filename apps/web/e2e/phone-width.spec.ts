// At 375 px (a common phone) no panel route may scroll sideways: every route of the route table
// is opened and the page must be no wider than the screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRouteTable } from '../../../scripts/lib/route-table.mjs';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';

const ROUTES = parseRouteTable(
  readFileSync(join(import.meta.dirname, '../src/app/routes.ts'), 'utf8'),
  readFileSync(join(import.meta.dirname, '../src/app/panel-screens.ts'), 'utf8'),
) as { path: string; panel: boolean }[];
const WIDTH = 375;

test(`no route is wider than a ${WIDTH} px phone`, async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: WIDTH, height: 812 });
  const wide: string[] = [];
  const check = async (path: string) => {
    await page.goto(path.replace(/:id$/, '00000000-0000-4000-8000-000000000000'));
    await expect(page.locator('#boot')).toHaveCount(0);
    // its first requests answered; a live page (running trips, the passenger's page) may never go
    // quiet, so this is a settle, not a condition
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > WIDTH) {
      const culprits = await page.evaluate((max) => {
        const out: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>('body *')) {
          const r = el.getBoundingClientRect();
          if (r.right > max + 1 && r.width > 0 && out.length < 3)
            out.push(
              `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} ${Math.round(r.right)}px "${(el.textContent ?? '').slice(0, 30)}"`,
            );
        }
        return out;
      }, WIDTH);
      wide.push(`${path}: ${width} px (${culprits.join(' | ')})`);
    }
  };
  for (const route of ROUTES.filter((r) => !r.panel)) await check(route.path);
  await signInFromLogin(page, ACCOUNTS.demo);
  for (const route of ROUTES.filter((r) => r.panel)) await check(route.path);
  expect(wide).toEqual([]);

  // the floating customizer button would cover headers and row actions: on a phone the user
  // menu opens the customizer instead
  await page.goto('/corporate_users');
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Personalizar' })).toBeHidden();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Personalizar' }).click();
  await expect(page.getByText('Personalizador', { exact: true })).toBeVisible();
});
