import { ACCOUNTS, expect, signIn, test } from './support/fixtures.ts';
import { text } from './support/locales.ts';
import { VARIANTS, useVariant } from './support/variants.ts';

// The company's API keys (ADR 0015): the owner creates a key on Integraciones, copies its secret
// from the one dialog that shows it, a system books a trip and reads it with the key alone
// (curl-like calls), the owner revokes the key, and the next call is refused with 401.

const TRIP = {
  passenger: { type: 'guest', name: 'Huésped Integración', phone: '4141234567' },
  origin: { address: 'Plaza Bolívar de Caracas', lat: 10.5061, lng: -66.9146 },
  destination: { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 },
  service_type_id: 'economy',
};

test('create a key in the browser, book and read a trip with it, revoke it: the next call is 401', async ({
  page,
  request,
  shot,
}) => {
  const name = `Recepción ${Date.now()}`;
  await page.goto('/login');
  await signIn(page, ACCOUNTS.demo);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Integraciones' }).click();
  await expect(page.getByRole('heading', { name: 'Integraciones', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Crear clave' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nueva clave API' });
  // nothing chosen: the form says what is missing before anything is sent
  await dialog.getByRole('button', { name: 'Crear clave' }).click();
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
  await expect(dialog.getByText('Elija al menos un permiso')).toBeVisible();
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('checkbox', { name: /Ver pedidos/ }).check();
  await dialog.getByRole('checkbox', { name: /Reservar viajes/ }).check();
  await dialog.getByRole('button', { name: 'Crear clave' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Copie su clave ahora' });
  await expect(secretDialog).toContainText('única vez');
  const secret = await secretDialog.getByTestId('api-key-secret').inputValue();
  expect(secret).toMatch(/^tk_live_[\w-]{43}$/);
  await shot('integrations-secret');
  await secretDialog.getByRole('button', { name: 'Listo, la guardé' }).click();
  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText('Activa');
  await expect(row).toContainText('Nunca usada');
  // the secret is not on the page any more
  await expect(page.getByText(secret)).toHaveCount(0);

  // the company's system: a key, no session
  const headers = { authorization: `Bearer ${secret}`, 'accept-language': 'en' };
  const booked = await request.post('/api/corporate/trips', {
    headers: { ...headers, 'idempotency-key': `journey-${name}` },
    data: TRIP,
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const tripId = (await booked.json()).data._id as string;
  const read = await request.get(`/api/corporate/trips/${tripId}`, { headers });
  expect(read.status()).toBe(200);
  expect((await read.json()).data.passenger.name).toBe(TRIP.passenger.name);
  // a scope it was not given, and a route closed to keys
  const parcels = await request.post('/api/corporate/parcels', {
    headers: { ...headers, 'idempotency-key': `journey-parcel-${name}` },
    data: {},
  });
  expect(parcels.status()).toBe(403);
  expect(await parcels.json()).toMatchObject({ error_code: 'api_key_scope_missing' });
  expect((await parcels.json()).message).toContain('parcels:write');

  // its use shows on the page, with the address it came from
  await page.reload();
  await expect(row).not.toContainText('Nunca usada');

  await row.getByRole('button', { name: 'Revocar' }).click();
  const confirm = page.getByRole('dialog', { name: new RegExp(`Revocar la clave`) });
  await expect(confirm).toContainText('Dejará de funcionar de inmediato');
  await confirm.getByRole('button', { name: 'Revocar' }).click();
  await expect(row).toContainText('Revocada');

  const after = await request.get(`/api/corporate/trips/${tripId}`, { headers });
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({
    error_code: 'api_key_invalid',
    message: 'The API key does not exist or has been revoked',
  });

  // the activity log names the key that booked
  await page.goto('/activity');
  await expect(page.getByText(`Clave API ‹${name}›`).first()).toBeVisible();
});

for (const v of VARIANTS) {
  test(`screenshots: integrations (${v.name}) @screenshots`, async ({ page, shot }) => {
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
    const title = text(v.lang, 'integrations', 'title');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page
      .getByRole('button', { name: text(v.lang, 'integrations', 'actions.create') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: text(v.lang, 'integrations', 'create.title') });
    await dialog.getByLabel(text(v.lang, 'integrations', 'create.name')).fill(`Tienda ${v.name}`);
    await dialog
      .getByRole('checkbox', {
        name: new RegExp(text(v.lang, 'integrations', 'scopes.orders-read')),
      })
      .check();
    await shot(`integrations-create-${v.name}`);
    await dialog
      .getByRole('button', { name: text(v.lang, 'integrations', 'create.submit') })
      .click();
    const secret = page.getByRole('dialog', { name: text(v.lang, 'integrations', 'secret.title') });
    await expect(secret).toBeVisible();
    await shot(`integrations-secret-${v.name}`);
    await secret
      .getByRole('button', { name: text(v.lang, 'integrations', 'actions.close') })
      .click();
    await expect(page.getByTestId('api-key-row').first()).toBeVisible();
    await shot(`integrations-${v.name}`);
    // leave the company under its limit for the other journeys
    const row = page.getByTestId('api-key-row').filter({ hasText: `Tienda ${v.name}` });
    await row.getByRole('button', { name: text(v.lang, 'integrations', 'actions.revoke') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(v.lang, 'integrations', 'actions.revoke') })
      .click();
    await expect(row).toContainText(text(v.lang, 'integrations', 'status.revoked'));
  });
}
