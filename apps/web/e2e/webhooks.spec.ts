import { ACCOUNTS, expect, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';
import { VARIANTS, useVariant } from './support/variants.ts';

// The company's webhooks on Integraciones (ADR 0017): the add dialog with its events, the
// signing secret shown once, the endpoint in the list and its delivery log, in the four looks.

for (const v of VARIANTS) {
  test(`screenshots: webhooks (${v.name}) @screenshots`, async ({ page, shot }) => {
    const say = (key: string) => text(v.lang, 'integrations', key);
    await useVariant(page, v);
    await page.goto('/login');
    await page
      .getByLabel(text(v.lang, 'auth', 'login.email'), { exact: true })
      .fill(ACCOUNTS.demo.email);
    await page
      .getByLabel(text(v.lang, 'auth', 'login.password'), { exact: true })
      .fill(ACCOUNTS.demo.password);
    await page
      .getByRole('button', { name: text(v.lang, 'auth', 'login.submit'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await page.goto('/integraciones');
    await expect(
      page.getByRole('heading', { name: say('webhooks.title'), level: 2 }),
    ).toBeVisible();

    await page
      .getByRole('button', { name: say('webhooks.actions.add') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: say('webhooks.create.title') });
    // a private address is refused with the server's words, under the field
    await dialog.getByLabel(say('webhooks.create.url')).fill('https://10.0.0.5/hooks');
    await dialog.getByRole('button', { name: say('webhooks.create.submit') }).click();
    await expect(dialog.getByText(text(v.lang, 'errors', 'webhook_url_private'))).toBeVisible();
    await dialog
      .getByLabel(say('webhooks.create.url'))
      .fill(`https://1.1.1.1/webhooks/${v.name}-${Date.now()}`);
    await shot(`webhooks-create-${v.name}`);
    await dialog.getByRole('button', { name: say('webhooks.create.submit') }).click();

    const secret = page.getByRole('dialog', { name: say('webhooks.secret.title') });
    await expect(secret.getByTestId('webhook-secret')).toBeVisible();
    await shot(`webhooks-secret-${v.name}`);
    await secret.getByRole('button', { name: say('actions.close') }).click();

    const row = page.getByTestId('webhook-row').last();
    await expect(row).toContainText(v.name);
    await page.getByTestId('webhook-row').last().scrollIntoViewIfNeeded();
    await shot(`webhooks-list-${v.name}`);
    await row.getByRole('button', { name: say('webhooks.actions.log') }).click();
    const log = page.getByRole('dialog', { name: say('webhooks.log.title') });
    await expect(log.getByText(say('webhooks.log.empty'))).toBeVisible();
    await shot(`webhooks-log-${v.name}`);
    await log.getByRole('button', { name: say('webhooks.actions.closeLog') }).click();
    // the endpoint goes, so the next look starts under the limit
    await row.getByRole('button', { name: say('webhooks.actions.delete') }).click();
    await page
      .getByRole('dialog', { name: say('webhooks.confirm.deleteTitle') })
      .getByRole('button', { name: say('webhooks.actions.delete') })
      .click();
    await expect(page.getByText(say('webhooks.done.deleted'))).toBeVisible();
  });
}
