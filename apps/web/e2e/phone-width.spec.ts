// At 375 px (a common phone), in Spanish and in Arabic (right to left), every route of the route
// table and every list of the provider's console is opened and looked at as a person would:
// - the page never scrolls sideways (no element wider than the screen);
// - a list wider than the screen says there is more (a visible hint beside the part that
//   scrolls), and nothing else hides content sideways;
// - no button and no amount is cut (by its own box, by a box around it or by the screen's edge),
//   and no button's name squeezes onto three lines;
// - nothing a person acts on (a button, a link, an amount, a map) lies under the floating
//   customizer button.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseRouteTable } from '../../../scripts/lib/route-table.mjs';
import { ACCOUNTS, expect, signIn, signInFromLogin, test } from './support/fixtures.ts';

const ROUTES = parseRouteTable(
  readFileSync(join(import.meta.dirname, '../src/app/routes.ts'), 'utf8'),
  readFileSync(join(import.meta.dirname, '../src/app/panel-screens.ts'), 'utf8'),
) as { path: string; panel: boolean }[];
/** The console's routes, from its own route table (the lists and one of each detail). */
const CONSOLE_ROUTES = [
  ...readFileSync(join(import.meta.dirname, '../src/app/console-routes.tsx'), 'utf8').matchAll(
    /path: '(\/admin\/[\w/:-]+)'/g,
  ),
]
  .map((m) => m[1]!)
  .filter((path) => path !== '/admin/login');
const ADMIN = { email: 'admin@trayecto.test', password: 'Admin1234!' };
const WIDTH = 375;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** What is wrong with the page as it shows now; empty when nothing is. */
function audit(max: number): string[] {
  const problems: string[] = [];
  const AMOUNT = /(\$|Bs\.)\s?[-−]?\d/;
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || el.getAttribute('aria-label') || ''}"`;
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && Number(s.opacity) > 0;
  };
  const scrollsSideways = (el: Element) => {
    const s = getComputedStyle(el);
    return (
      (s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1
    );
  };
  /** A part that scrolls sideways and says so: a visible hint in its frame. */
  const hinted = (el: Element) => {
    // scrollable tabs say it with their arrow buttons
    if (el.classList.contains('MuiTabs-scroller'))
      return [...(el.parentElement?.querySelectorAll('.MuiTabs-scrollButtons') ?? [])].some(shown);
    const hint = el.closest('[data-scroll-frame]')?.querySelector('[data-scroll-hint]');
    return Boolean(hint && shown(hint));
  };

  // 1. the page itself
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > max) {
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > max + 1 && shown(el))
      .slice(0, 3)
      .map(name);
    problems.push(`the page is ${pageWidth} px wide (${wide.join(' | ')})`);
  }

  // 2. parts that scroll sideways say there is more (tabs have their own arrows)
  for (const el of document.querySelectorAll('body *')) {
    if (!scrollsSideways(el) || !shown(el)) continue;
    if (!hinted(el)) problems.push(`${name(el)} scrolls sideways with no hint`);
  }

  /** Where the content `box` of `el` is cut, if it is. */
  const cut = (el: Element, box: DOMRect): string | null => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible') continue;
      const r = a.getBoundingClientRect();
      if (box.left >= r.left - 1 && box.right <= r.right + 1) continue;
      if (scrollsSideways(a) && hinted(a)) return null; // there is more, and the page says so
      return a === el ? 'cut by its own box' : `cut by ${name(a)}`;
    }
    if (box.left < -1 || box.right > max + 1) return 'past the screen’s edge';
    return null;
  };
  const contentBox = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect();
  };
  const fab = document.querySelector('[data-floating-customizer]');
  const fabBox = fab && shown(fab) ? fab.getBoundingClientRect() : null;
  /** What of `el` shows: its box cut by every ancestor that clips (a table scrolled sideways). */
  const visibleBox = (el: Element) => {
    const b = el.getBoundingClientRect();
    let [left, right, top, bottom] = [b.left, b.right, b.top, b.bottom];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      [left, right, top, bottom] = [
        Math.max(left, r.left),
        Math.min(right, r.right),
        Math.max(top, r.top),
        Math.min(bottom, r.bottom),
      ];
    }
    return { left, right, top, bottom };
  };
  const underFab = (el: Element) => {
    if (!fabBox || el === fab || fab?.contains(el)) return false;
    const r = visibleBox(el);
    return (
      r.left < fabBox.right &&
      r.right > fabBox.left &&
      r.top < fabBox.bottom &&
      r.bottom > fabBox.top
    );
  };
  const lines = (el: Element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top / 4));
    }
    return tops.size;
  };

  // 3. buttons
  const buttons = document.querySelectorAll('button, [role="button"], a.MuiButtonBase-root');
  for (const el of buttons) {
    if (!shown(el)) continue;
    const where = cut(el, contentBox(el));
    if (where) problems.push(`button ${name(el)} ${where}`);
    if (lines(el) >= 3) problems.push(`button ${name(el)} squeezed onto ${lines(el)} lines`);
    if (underFab(el)) problems.push(`button ${name(el)} under the floating button`);
  }
  // 4. amounts: the innermost element whose text is one
  for (const el of document.querySelectorAll('body *')) {
    const text = el.textContent ?? '';
    if (!AMOUNT.test(text) || text.length > 60 || !shown(el)) continue;
    if ([...el.children].some((c) => AMOUNT.test(c.textContent ?? ''))) continue;
    const where = cut(el, contentBox(el));
    if (where) problems.push(`amount ${name(el)} ${where}`);
    if (underFab(el)) problems.push(`amount ${name(el)} under the floating button`);
  }
  // 5. maps
  for (const el of document.querySelectorAll('.maplibregl-map'))
    if (shown(el) && underFab(el)) problems.push('a map under the floating button');
  return problems;
}

async function settle(page: Page, path: string) {
  await page.goto(path.replace(/:(id|token)$/, NO_SUCH_ID));
  await expect(page.locator('#boot')).toHaveCount(0, { timeout: 30_000 });
  // its first requests answered; a live page (running trips, the passenger's page) may never go
  // quiet, so this is a settle, not a condition
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.MuiSkeleton-root').first())
    .toBeHidden({ timeout: 10_000 })
    .catch(() => undefined);
}

async function setLanguage(page: Page, lang: 'es' | 'ar') {
  await page.evaluate((l) => {
    const saved = JSON.parse(localStorage.getItem('settings') ?? '{"state":{},"version":1}') as {
      state: Record<string, unknown>;
    };
    saved.state.lang = l;
    localStorage.setItem('settings', JSON.stringify(saved));
  }, lang);
}

for (const lang of ['es', 'ar'] as const) {
  test(`at ${WIDTH} px in ${lang === 'es' ? 'Spanish' : 'Arabic'} every route shows its buttons and amounts whole, none under the floating button`, async ({
    page,
  }) => {
    test.setTimeout(900_000);
    await page.setViewportSize({ width: WIDTH, height: 812 });
    const found: string[] = [];
    const check = async (path: string) => {
      await settle(page, path);
      for (const problem of await page.evaluate(audit, WIDTH)) found.push(`${path}: ${problem}`);
    };

    await page.goto('/login');
    await setLanguage(page, lang);
    for (const route of ROUTES.filter((r) => !r.panel)) await check(route.path);

    await setLanguage(page, 'es');
    await signInFromLogin(page, ACCOUNTS.demo);
    await setLanguage(page, lang);
    for (const route of ROUTES.filter((r) => r.panel)) await check(route.path);

    await setLanguage(page, 'es');
    await page.goto('/admin/login');
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/companies/);
    await setLanguage(page, lang);
    for (const path of CONSOLE_ROUTES) await check(path);

    expect(found).toEqual([]);
  });
}

test('the customizer opens from the user menu; with the app bar hidden its floating button covers nothing', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: WIDTH, height: 812 });
  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/corporate_users');
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Personalizar' })).toBeHidden();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Personalizar' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Personalizador' });
  await expect(drawer).toBeVisible();
  await drawer
    .getByRole('group', { name: 'Barra superior' })
    .getByRole('radio', { name: 'Oculta' })
    .check();
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  // a phone keeps its app bar (it holds the menu button) and so has no floating button
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Personalizar' })).toBeHidden();

  // a laptop hides it: the floating button opens the customizer, and covers none of the screens
  // it covered (the balance's "Solicitar crédito", the running trips' map) nor any other
  await page.setViewportSize({ width: 1280, height: 812 });
  await expect(page.getByRole('button', { name: 'Personalizar' })).toBeVisible();
  const found: string[] = [];
  for (const route of ROUTES.filter((r) => r.panel)) {
    await settle(page, route.path);
    for (const problem of await page.evaluate(audit, 1280))
      if (problem.includes('floating')) found.push(`${route.path}: ${problem}`);
  }
  expect(found).toEqual([]);
});
