// The panel runs under a strict Content-Security-Policy (no inline script, no eval: see
// apps/api/src/plugins/security.ts). Every route of the route table is opened, logged out and
// logged in, and no violation may be reported: a blocked script is a feature that silently does
// not run (the saved dark theme used to flash light on every load because its inline boot script
// was blocked).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseRouteTable } from '../../../scripts/lib/route-table.mjs';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';

const ROUTES = parseRouteTable(
  readFileSync(join(import.meta.dirname, '../src/app/routes.ts'), 'utf8'),
  readFileSync(join(import.meta.dirname, '../src/app/panel-screens.ts'), 'utf8'),
) as { path: string; panel: boolean }[];

type Watched = Window & { cspViolations: string[] };

async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI || 'inline'} (${e.sourceFile})`);
    });
  });
}

async function violationsAfter(page: Page, path: string) {
  await page.goto(path);
  // the app has mounted (the boot spinner is gone) and its first requests are answered
  await expect(page.locator('#boot')).toHaveCount(0);
  // its first requests answered; a live page (running trips, the passenger's page) may never go
  // quiet, so this is a settle, not a condition
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => (window as unknown as Watched).cspViolations);
}

const concrete = (path: string) => path.replace(/:id$/, '00000000-0000-4000-8000-000000000000');

test('no route reports a Content-Security-Policy violation, logged out or in', async ({ page }) => {
  test.setTimeout(180_000);
  await watch(page);
  const found: string[] = [];
  for (const route of ROUTES.filter((r) => !r.panel)) {
    const v = await violationsAfter(page, concrete(route.path));
    if (v.length) found.push(`${route.path}: ${v.join('; ')}`);
  }
  await signInFromLogin(page, ACCOUNTS.demo);
  for (const route of ROUTES.filter((r) => r.panel)) {
    const v = await violationsAfter(page, concrete(route.path));
    if (v.length) found.push(`${route.path}: ${v.join('; ')}`);
  }
  expect(found).toEqual([]);
});

test('a saved dark theme is painted from the first frame (the boot script runs)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('settings', JSON.stringify({ state: { mode: 'dark' }, version: 1 }));
    document.addEventListener('DOMContentLoaded', () => {
      // before the app's own code has run: only the boot script can have set these
      (window as unknown as { firstPaint: string }).firstPaint =
        `${document.documentElement.style.background}|${document.documentElement.lang}`;
    });
  });
  await page.goto('/login');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { firstPaint?: string }).firstPaint))
    .toBe('rgb(30, 33, 48)|es');
});
