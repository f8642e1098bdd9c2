// Screenshots of the provider's side (issue 10): the contact form and thank-you page, the
// console's sign-in, companies and a company, prospects, the assist-mode entry, and a master's
// panels, in light, dark, Arabic and at phone width, saved as artifacts under
// test-results/screenshots/ for a person to look at.
import { ACCOUNTS, expect, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';

type Variant = { name: string; lang: 'es' | 'ar'; mode: 'light' | 'dark'; width?: number };
const VARIANTS: Variant[] = [
  { name: 'light', lang: 'es', mode: 'light' },
  { name: 'dark', lang: 'es', mode: 'dark' },
  { name: 'arabic', lang: 'ar', mode: 'light' },
  { name: 'phone-375', lang: 'es', mode: 'light', width: 375 },
];
const ADMIN = { email: 'admin@trayecto.test', password: 'Admin1234!' };

for (const v of VARIANTS) {
  test(`screenshots: contact form, console and master panels (${v.name}) @screenshots`, async ({
    page,
    shot,
  }) => {
    if (v.width) await page.setViewportSize({ width: v.width, height: 812 });
    await page.addInitScript(
      (s) => {
        if (!localStorage.getItem('settings')) {
          localStorage.setItem('settings', JSON.stringify({ state: s, version: 1 }));
        }
      },
      { lang: v.lang, mode: v.mode },
    );
    const t = (ns: string, key: string) => text(v.lang, ns, key);

    await page.goto('/contactanos');
    await expect(
      page.getByRole('heading', { name: t('public', 'contact.title'), level: 1 }),
    ).toBeVisible();
    await shot(`contact-${v.name}`);
    await page.goto('/thank-you-registration');
    await expect(page.getByRole('heading', { name: t('public', 'thankYou.title') })).toBeVisible();
    await shot(`thank-you-${v.name}`);

    await page.goto('/assist-mode');
    await expect(
      page.getByRole('heading', { name: t('console', 'assistEntry.title') }),
    ).toBeVisible();
    await shot(`assist-entry-${v.name}`);

    await page.goto('/admin/login');
    await page.getByLabel(t('console', 'login.email'), { exact: true }).fill(ADMIN.email);
    await page.getByLabel(t('console', 'login.password'), { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: t('console', 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/companies/);
    await page.goto('/admin/companies?status=approved');
    await expect(page.getByText('Distribuidora El Ávila C.A.').first()).toBeVisible();
    await shot(`console-companies-${v.name}`);
    await page.getByText('Grupo Empresarial Caribe C.A.').first().click();
    await expect(
      page.getByRole('heading', { name: t('console', 'company.profile') }),
    ).toBeVisible();
    await shot(`console-company-${v.name}`);
    await page.goto('/admin/leads');
    await expect(
      page.getByRole('heading', { name: t('console', 'leads.title'), level: 1 }),
    ).toBeVisible();
    await shot(`console-leads-${v.name}`);
    await page.goto('/admin/fares');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('0.45').first()).toBeVisible();
    await shot(`console-fares-${v.name}`);
    await page.goto('/admin/audit');
    await expect(
      page.getByRole('heading', { name: t('console', 'audit.title'), level: 1 }),
    ).toBeVisible();
    await shot(`console-audit-${v.name}`);

    await page.goto('/login');
    await page.getByLabel(t('auth', 'login.email'), { exact: true }).fill(ACCOUNTS.master.email);
    await page
      .getByLabel(t('auth', 'login.password'), { exact: true })
      .fill(ACCOUNTS.master.password);
    await page.getByRole('button', { name: t('auth', 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await page.goto('/corporate_panels');
    await expect(page.getByText('Servicios Logísticos del Lago C.A.').first()).toBeVisible();
    await shot(`master-panels-${v.name}`);
  });
}
