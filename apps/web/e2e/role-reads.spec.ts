import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signInFromLogin, test } from './support/fixtures.ts';

// Each team role opens every screen its menu offers, and none of them asks the API for what the
// role may not read: the journey counts the 403 answers (a coordinator's dashboard used to ask
// for the wallet, which only money roles read).

const MEMBERS = [
  { role: 'owner', email: ACCOUNTS.demo.email },
  { role: 'coordinator', email: 'coordinacion@elavila.test' },
  { role: 'finance', email: 'tesoreria@elavila.test' },
  { role: 'viewer', email: 'lectura@elavila.test' },
] as const;

async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

for (const member of MEMBERS) {
  test(`a ${member.role} reads only what the role may read on every screen of its menu`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403 && response.url().includes('/api/'))
        refused.push(`${page.url()} → ${response.request().method()} ${response.url()}`);
    });
    await signInFromLogin(page, { email: member.email, password: ACCOUNTS.demo.password });
    await page.waitForLoadState('networkidle');
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) {
      await page.goto(href);
      await page.waitForLoadState('networkidle');
    }
    expect(refused).toEqual([]);
  });
}
