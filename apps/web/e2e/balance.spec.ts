// Money journeys (issue 3): give balance to a collaborator and take it back, seeing the corporate
// wallet, the menu amount beside "Saldo" and the balance history change in dollars and bolívares;
// a collaborator's life (add, edit the overdraft, deactivate, delete) with the history keeping
// their movements; the balance history CSV. Every journey works on collaborators it creates.
// A server of its own: no other journey books or charges on its company, and the journeys in this
// file run one after another, so every wallet delta they check is exactly their own.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatBs, formatUsd, toBolivares } from '@trayecto/contracts';
import { startServerOfItsOwn } from './support/own-server.ts';
import { ACCOUNTS, expect, signInFromLogin, test as shared } from './support/fixtures.ts';

// The server of its own starts once per worker, before any test's page or request asks for its
// address (a worker fixture: set up before the tests' own fixtures, whatever the hooks' order).
const test = shared.extend<object, { ownServer: string }>({
  ownServer: [
    async ({}, use) => {
      const own = await startServerOfItsOwn('e2e_balance');
      await use(own.baseUrl);
      await own.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // the page, the request fixture and the API helpers all go to that server
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer);
  },
});

test.describe.configure({ mode: 'serial' });
test.describe.configure({ timeout: 180_000 });

const uniqueTag = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, (d) =>
    'abcdefghij'.charAt(Number(d)),
  );

const authHeaders = (token: string) => ({
  'access-token': token,
  authorization: `Bearer ${token}`,
});

type ApiUser = {
  _id: string;
  name: string;
  phone: string;
  is_active: boolean;
  balance: number;
  overdraft: number;
  available: number;
  deleted_at: string | null;
};

async function createUser(request: APIRequestContext, token: string, name: string, tag: string) {
  const res = await request.post('/api/corporate/users', {
    headers: authHeaders(token),
    data: {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}.${tag}@example.com`,
      phone: '4141234567',
      id_card: 'V-12345678',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { user: ApiUser } }).data.user;
}

async function giveByApi(request: APIRequestContext, token: string, id: string, amount: number) {
  const res = await request.post(`/api/corporate/users/${id}/balance`, {
    headers: { ...authHeaders(token), 'idempotency-key': `e2e-${id}-${amount}-${Date.now()}` },
    data: { amount, direction: 'give' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function getUser(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/corporate/users/${id}`, { headers: authHeaders(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { user: ApiUser } }).data.user;
}

/** Bolívares per dollar in force now (the rate the new movements use). */
async function currentRate(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/corporate/wallet', { headers: authHeaders(token) });
  expect(res.status(), await res.text()).toBe(200);
  const rate = ((await res.json()) as { data: { exchange_rate: { rate: number } | null } }).data
    .exchange_rate?.rate;
  expect(rate, 'the demo data has an exchange rate').toBeTruthy();
  return rate!;
}

type WalletState = { wallet: number; holds: number };
type Operation = { _id: string; amount: number; description: string; created_at: string };

async function walletState(request: APIRequestContext, token: string): Promise<WalletState> {
  const res = await request.get('/api/corporate/wallet', { headers: authHeaders(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: WalletState }).data;
}

async function operationsSince(request: APIRequestContext, token: string, from: string) {
  const res = await request.get('/api/corporate/wallet/operations', {
    headers: authHeaders(token),
    params: { from, limit: 100 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { operations: Operation[] } }).data.operations;
}

/**
 * The wallet moved by exactly `delta` between `before` and `after`, and by nothing else: the only
 * operation since `since` is this journey's own (`mine`), and no money was held meanwhile.
 */
async function expectWalletDelta(
  request: APIRequestContext,
  token: string,
  since: { at: string; holds: number },
  mine: string,
  { before, after, delta }: { before: number; after: number; delta: number },
) {
  const others = (await operationsSince(request, token, since.at)).filter(
    (op) => op.description !== mine,
  );
  expect(others, 'no other movement on this server of its own').toEqual([]);
  expect((await walletState(request, token)).holds).toBe(since.holds);
  expect(Math.round((after - before) * 100)).toBe(Math.round(delta * 100));
}

/** Waits until the wallet card (on /balance) and the menu show the stored wallet; returns it. */
async function shownWallet(page: Page, request: APIRequestContext, token: string, rate: number) {
  let stored = 0;
  await expect
    .poll(
      async () => {
        stored = (await walletState(request, token)).wallet;
        const card = (await walletCard(page).textContent()) ?? '';
        const menu = (await menuBalance(page).textContent()) ?? '';
        return (
          card.includes(formatUsd(stored)) &&
          card.includes(formatBs(toBolivares(stored, rate))) &&
          menu.includes(formatUsd(stored))
        );
      },
      { message: 'the wallet card and the menu show the stored wallet' },
    )
    .toBe(true);
  return stored;
}

/** "$1.234,56" / "-$3,00" (Spanish) -> dollars. */
const dollarsOf = (text: string) => {
  const match = /(-?)\$([\d.]+,\d{2})/.exec(text);
  if (!match) throw new Error(`no dollar amount in "${text}"`);
  return Number(`${match[1]}${match[2]!.replace(/\./g, '').replace(',', '.')}`);
};

const menuBalance = (page: Page) =>
  page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Saldo/ });
const walletCard = (page: Page) => page.getByRole('region', { name: 'Saldo', exact: true });

/** The wallet as the balance page's card shows it, once the card and the menu agree. */
async function readWallet(page: Page): Promise<number> {
  await page.goto('/balance');
  await expect(page.getByRole('heading', { name: 'Saldo', level: 1 })).toBeVisible();
  await expect(walletCard(page)).toContainText('Bs.');
  let wallet = 0;
  await expect
    .poll(async () => {
      wallet = dollarsOf((await walletCard(page).textContent()) ?? '');
      return (await menuBalance(page).textContent())?.includes(formatUsd(wallet));
    })
    .toBe(true);
  return wallet;
}

/** Waits until the menu amount beside "Saldo" shows the stored wallet. */
async function expectMenuShowsStored(page: Page, request: APIRequestContext, token: string) {
  await expect
    .poll(async () => {
      const stored = (await walletState(request, token)).wallet;
      return (await menuBalance(page).textContent())?.includes(formatUsd(stored));
    })
    .toBe(true);
}

/** Every dollar amount in a text, in order. */
const dollarsIn = (text: string) =>
  [...text.matchAll(/-?\$[\d.]+,\d{2}/g)].map((m) => dollarsOf(m[0]));

/**
 * A history row's initial and final balance cells: each in dollars and in bolívares at `rate`,
 * the final one `delta` away from the initial one (exact, whatever else moves the wallet).
 */
async function expectBalancesMoved(row: Locator, rate: number, delta: number) {
  const cells = row.getByRole('cell');
  const initial = dollarsOf((await cells.nth(4).textContent()) ?? '');
  const final = dollarsOf((await cells.nth(5).textContent()) ?? '');
  await expect(cells.nth(4)).toHaveText(
    `${formatUsd(initial)}${formatBs(toBolivares(initial, rate))}`,
  );
  await expect(cells.nth(5)).toHaveText(`${formatUsd(final)}${formatBs(toBolivares(final, rate))}`);
  expect(Math.round((final - initial) * 100)).toBe(Math.round(delta * 100));
}

const sinceNow = async (request: APIRequestContext, token: string) => ({
  at: new Date(Date.now() - 1000).toISOString(),
  holds: (await walletState(request, token)).holds,
});

/** The history row of the movement with `name` and `origin` (newest first). */
function historyRow(page: Page, name: string, origin: string): Locator {
  return page
    .getByRole('table', { name: 'Operaciones' })
    .getByRole('row')
    .filter({ hasText: name })
    .filter({ hasText: origin });
}

async function openPayrollRow(page: Page, tag: string, name: string): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Nómina' })
    .click();
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar colaboradores' }).fill(tag);
  const row = page
    .getByRole('table', { name: 'Colaboradores' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

/** A name inside a notice is a first-strong isolate (U+2068 … U+2069), kept in its own direction. */
const isolated = (name: string) => `\u2068${name}\u2069`;

test('give balance: the wallet, the menu, the history (dollars and bolívares) and the collaborator change', async ({
  page,
  api,
  request,
  shot,
}) => {
  const tag = uniqueTag();
  const token = await api.login(ACCOUNTS.demo);
  const name = `Gabriela Saldo ${tag}`;
  const user = await createUser(request, token, name, tag);
  const rate = await currentRate(request, token);
  const amount = 12.34;

  const since = await sinceNow(request, token);
  await signInFromLogin(page, ACCOUNTS.demo);
  const before = await readWallet(page);

  const row = await openPayrollRow(page, tag, name);
  await row.getByRole('button', { name: `Dar saldo a ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Dar saldo a ${name}` });
  // what is typed is never turned into another amount: a minus sign is refused, kept as typed
  const amountField = dialog.getByLabel('Monto en dólares');
  await amountField.fill('-7');
  await expect(amountField).toHaveValue('-7');
  await dialog.getByRole('button', { name: 'Dar saldo', exact: true }).click();
  await expect(dialog.getByText('El monto debe ser mayor que 0')).toBeVisible();
  await amountField.fill('1.2.3');
  await expect(amountField).toHaveValue('1.2.3');
  await dialog.getByRole('button', { name: 'Dar saldo', exact: true }).click();
  await expect(
    dialog.getByText('Escriba el monto solo con números', { exact: false }),
  ).toBeVisible();
  expect((await getUser(request, token, user._id)).balance).toBe(0);
  // in Spanish a dot groups thousands: "1.234" is one thousand two hundred thirty-four
  await amountField.fill('1.234');
  await expect(dialog).toContainText('después del movimiento$1.234,00');
  // the Venezuelan decimal comma is read as the decimal mark
  await amountField.fill('12,34');
  // the preview: the company's wallet and the collaborator's balance, now and after
  await expect(dialog).toContainText(`$0,00→después del movimiento${formatUsd(amount)}`);
  const company = dialog.getByText('Saldo de la empresa').locator('xpath=..');
  await expect(company).toContainText('después del movimiento');
  const [now, then] = dollarsIn((await company.textContent()) ?? '');
  expect(Math.round((now! - then!) * 100)).toBe(1234);
  await dialog.getByRole('button', { name: 'Dar saldo', exact: true }).click();
  await expect(page.getByText(`Se dieron`)).toContainText(`${formatUsd(amount)}`);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Se dieron`)).toContainText(name);

  // the payroll row and the menu follow at once
  await expect(row.getByRole('cell').nth(3)).toHaveText(formatUsd(amount));
  await expectMenuShowsStored(page, request, token);
  await shot('payroll-light');

  // the balance page: the wallet and the history row, in both currencies
  await menuBalance(page).click();
  const after = await shownWallet(page, request, token, rate);
  await expectWalletDelta(request, token, since, name, { before, after, delta: -amount });
  const op = historyRow(page, name, 'Saldo asignado');
  await expect(op).toHaveCount(1);
  const cells = op.getByRole('cell');
  await expect(cells.nth(3)).toHaveText(
    `${formatUsd(-amount)}${formatBs(toBolivares(-amount, rate))}`,
  );
  await expectBalancesMoved(op, rate, -amount);
  await expect(cells.nth(6)).toHaveText(
    `+${formatUsd(amount)}+${formatBs(toBolivares(amount, rate))}${name}`,
  );
  await shot('balance-light');

  // the collaborator's detail page, reached from the history
  await cells.nth(6).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${user._id}$`));
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Saldo', { exact: true }).locator('xpath=..'),
  ).toContainText(formatUsd(amount));
  const movements = page.getByRole('table', { name: 'Movimientos' });
  await expect(movements.getByRole('row').filter({ hasText: 'Saldo asignado' })).toContainText(
    `+${formatUsd(amount)}`,
  );
  await shot('user-detail-light');

  // stored
  const stored = await getUser(request, token, user._id);
  expect(stored.balance).toBe(amount);
});

test('take balance back: a take above the balance is refused, a fitting one returns to the wallet', async ({
  page,
  api,
  request,
}) => {
  const tag = uniqueTag();
  const token = await api.login(ACCOUNTS.demo);
  const name = `Hugo Retiro ${tag}`;
  const user = await createUser(request, token, name, tag);
  await giveByApi(request, token, user._id, 20);
  const rate = await currentRate(request, token);

  const since = await sinceNow(request, token);
  await signInFromLogin(page, ACCOUNTS.demo);
  const before = await readWallet(page);

  await page.goto(`/user/${user._id}`);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Quitar saldo' }).click();
  const dialog = page.getByRole('dialog', { name: `Quitar saldo a ${name}` });
  await expect(dialog.getByRole('button', { name: 'Quitar', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // more than the collaborator has: said before sending, and the action is disabled
  await dialog.getByLabel('Monto en dólares').fill('25');
  await expect(dialog.getByRole('alert')).toHaveText(
    'El usuario no tiene saldo suficiente o no hay sobregiro suficiente',
  );
  await expect(dialog.getByRole('button', { name: 'Quitar saldo', exact: true })).toBeDisabled();
  expect((await getUser(request, token, user._id)).balance).toBe(20);

  // giving more than the company can cover names the company (the dialog is now "Dar saldo a …")
  await dialog.getByRole('button', { name: 'Dar', exact: true }).click();
  const giving = page.getByRole('dialog', { name: `Dar saldo a ${name}` });
  await giving.getByLabel('Monto en dólares').fill('999999999');
  await expect(giving.getByRole('alert')).toHaveText(
    'La empresa no tiene saldo ni sobregiro suficiente para dar ese monto',
  );
  await expect(giving.getByRole('button', { name: 'Dar saldo', exact: true })).toBeDisabled();
  await giving.getByRole('button', { name: 'Quitar', exact: true }).click();

  await dialog.getByLabel('Monto en dólares').fill('7,5');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Quitar saldo', exact: true }).click();
  await expect(page.getByText('Se quitaron')).toContainText('$7,50');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('main').getByText('Saldo', { exact: true }).locator('xpath=..'),
  ).toContainText('$12,50');
  await expectMenuShowsStored(page, request, token);
  const movements = page.getByRole('table', { name: 'Movimientos' });
  await expect(movements.getByRole('row').filter({ hasText: 'Saldo retirado' })).toContainText(
    '-$7,50',
  );

  await menuBalance(page).click();
  const after = await shownWallet(page, request, token, rate);
  await expectWalletDelta(request, token, since, name, { before, after, delta: 7.5 });
  const op = historyRow(page, name, 'Saldo retirado');
  await expect(op.getByRole('cell').nth(3)).toHaveText(
    `+$7,50+${formatBs(toBolivares(7.5, rate))}`,
  );
  await expectBalancesMoved(op, rate, 7.5);
  await expect(op.getByRole('cell').nth(6)).toHaveText(
    `-$7,50-${formatBs(toBolivares(7.5, rate))}${name}`,
  );
  expect((await getUser(request, token, user._id)).balance).toBe(12.5);
});

test('a collaborator: added, overdraft edited, deactivated and deleted; the history keeps the movements', async ({
  page,
  api,
  request,
}) => {
  const tag = uniqueTag();
  const token = await api.login(ACCOUNTS.demo);
  const name = `Irene Ciclo ${tag}`;
  const email = `irene.${tag}@example.com`;

  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/corporate_users');
  await page.getByRole('button', { name: 'Agregar colaborador' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar colaborador' });
  await add.getByLabel('Nombre y apellido').fill(name);
  await add.getByLabel('Correo electrónico').fill(email);
  // a number pasted with the country code keeps its 10 national digits, never cut from the end
  await add.getByLabel('Teléfono').fill('+58 414 987 6543');
  await expect(add.getByLabel('Teléfono')).toHaveValue('(414) 987-65-43');
  await add.getByLabel('Cédula').fill('v87654321');
  await add.getByLabel('Departamento o centro de costo').fill('Operaciones');
  await add.getByLabel('Sobregiro inicial').fill('10');
  await add.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByText(`${name} se agregó a la nómina`)).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar colaboradores' }).fill(tag);
  const row = page
    .getByRole('table', { name: 'Colaboradores' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('V-87654321');
  await expect(row).toContainText('Operaciones');
  await expect(row.getByRole('cell').nth(4)).toHaveText('$10,00');
  const id = /\/user\/([^/?#]+)$/.exec(
    (await row.getByRole('link', { name }).getAttribute('href'))!,
  )![1]!;
  expect((await getUser(request, token, id)).phone).toBe('4149876543');

  // edit: the overdraft
  await row.getByRole('button', { name: `Más acciones para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar colaborador' });
  await expect(edit.getByLabel('Nombre y apellido')).toHaveValue(name);
  await edit.getByLabel('Sobregiro').fill('50,25');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(`Se guardaron los cambios de ${isolated(name)}`)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(4)).toHaveText('$50,25');
  await expect(row.getByRole('cell').nth(5)).toHaveText('$50,25');
  let stored = await getUser(request, token, id);
  expect(stored.overdraft).toBe(50.25);
  expect(stored.available).toBe(50.25);

  // some balance, so the deletion has something to return and the history something to keep
  await giveByApi(request, token, id, 5);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Buscar colaboradores' }).fill(tag);
  await expect(row.getByRole('cell').nth(3)).toHaveText('$5,00');

  // deactivate, with its confirmation
  await row.getByRole('button', { name: `Más acciones para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  const deactivate = page.getByRole('dialog', { name: `¿Desactivar a ${name}?` });
  await expect(deactivate).toContainText('Su saldo y su historial se conservan.');
  await deactivate.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText(`${isolated(name)} está inactivo`)).toBeVisible();
  await expect(deactivate).toBeHidden();
  await expect(row).toContainText('Inactivo');
  stored = await getUser(request, token, id);
  expect(stored.is_active).toBe(false);
  expect(stored.balance).toBe(5);

  // delete: the dialog says what happens to the balance; cancelling keeps it
  await row.getByRole('button', { name: `Más acciones para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  let confirm = page.getByRole('dialog', { name: `¿Eliminar a ${name}?` });
  await expect(confirm).toContainText(
    // the amount is isolated left to right (U+2066 … U+2069) inside the sentence
    /Su saldo restante \(\u2066?\$5,00\u2069?\) vuelve a la empresa\./,
  );
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Más acciones para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  confirm = page.getByRole('dialog', { name: `¿Eliminar a ${name}?` });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`${isolated(name)} se eliminó de la nómina`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Sin resultados')).toBeVisible();

  // stored: gone from the list, still answered by id as removed, balance back to the company
  const list = await request.get('/api/corporate/users', {
    headers: authHeaders(token),
    params: { q: tag },
  });
  expect(((await list.json()) as { data: { users: ApiUser[] } }).data.users).toEqual([]);
  stored = await getUser(request, token, id);
  expect(stored.deleted_at).not.toBeNull();
  expect(stored.balance).toBe(0);

  // the balance history keeps both movements
  await page.goto('/balance');
  await expect(historyRow(page, name, 'Saldo asignado')).toHaveCount(1);
  const removed = historyRow(page, name, 'Colaborador eliminado');
  await expect(removed).toHaveCount(1);
  await expect(removed.getByRole('cell').nth(3)).toContainText('+$5,00');

  // and the removed collaborator's page says so
  await page.goto(`/user/${id}`);
  await expect(page.getByText('Este colaborador se eliminó el')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dar saldo' })).toHaveCount(0);
});

test('export: the balance history CSV downloads with the header and the movement rows', async ({
  page,
  api,
  request,
}) => {
  const tag = uniqueTag();
  const token = await api.login(ACCOUNTS.demo);
  const name = `Julia Historial ${tag}`;
  const user = await createUser(request, token, name, tag);
  await giveByApi(request, token, user._id, 3.21);
  const rate = await currentRate(request, token);

  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/balance');
  await expect(historyRow(page, name, 'Saldo asignado')).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Historial de operaciones' })
    .getByRole('button', { name: 'Exportar CSV' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^saldo-historial-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  // in Spanish, with the screen's words and the company's times (not codes and UTC)
  expect(lines[0]).toBe(
    'Fecha,Origen,Descripción,Monto ($),Saldo inicial ($),Saldo final ($),Colaborador,Monto del colaborador ($),Tasa (Bs. por $),Monto (Bs.)',
  );
  const mine = lines.filter((l) => l.includes(name));
  expect(mine).toHaveLength(1);
  const cols = mine[0]!.split(',');
  expect(cols[1]).toBe('Saldo asignado');
  expect(cols[2]).toBe(name);
  expect(cols[3]).toBe('-3.21');
  expect(Number(cols[4]) - Number(cols[5])).toBeCloseTo(3.21, 2);
  expect(cols[6]).toBe(name);
  expect(cols[7]).toBe('3.21');
  expect(Number(cols[8])).toBe(rate);
  expect(cols[9]).toBe(toBolivares(-3.21, rate).toFixed(2));
  // the seeded top-ups are there too: the whole history, not one page
  expect(lines.some((l) => /,(Saldo inicial|Recarga),/.test(l))).toBe(true);
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
});

test('screenshots at 375 px: payroll, collaborator detail and balance @screenshots', async ({
  page,
  api,
  request,
  shot,
}) => {
  const tag = uniqueTag();
  const token = await api.login(ACCOUNTS.demo);
  const name = `Karla Telefono ${tag}`;
  const user = await createUser(request, token, name, tag);
  await giveByApi(request, token, user._id, 4);

  await page.setViewportSize({ width: 375, height: 812 });
  await signInFromLogin(page, ACCOUNTS.demo);
  await page.goto('/corporate_users');
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Colaboradores' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Dar saldo a ${name}` })).toBeVisible();
  await shot('payroll-phone-375');

  await page.goto(`/user/${user._id}`);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Movimientos' })).toContainText('Saldo asignado');
  await shot('user-detail-phone-375');

  // the take dialog when the amount is more than the collaborator has: warned, not sendable
  await page.getByRole('button', { name: 'Quitar saldo' }).click();
  const dialog = page.getByRole('dialog', { name: `Quitar saldo a ${name}` });
  await dialog.getByLabel('Monto en dólares').fill('25,50');
  await expect(dialog.getByRole('alert')).toBeVisible();
  await shot('take-balance-warning-phone-375');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/balance');
  await expect(walletCard(page)).toContainText('Bs.');
  await expect(page.getByRole('list', { name: 'Operaciones' })).toContainText(name);
  await shot('balance-phone-375');
  // nothing wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(375);
});
