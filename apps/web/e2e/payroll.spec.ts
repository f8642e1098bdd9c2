// Payroll journeys (issue 3): importing collaborators from a CSV file with a bad row, exporting the
// payroll as CSV, and another corporate never seeing this corporate's collaborators.
// Every journey works on collaborators it creates, found by a tag unique to the run.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACCOUNTS,
  expect,
  signIn,
  signInFromLogin,
  test,
  type Account,
} from './support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

const uniqueTag = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, (d) =>
    'abcdefghij'.charAt(Number(d)),
  );

const authHeaders = (token: string) => ({
  'access-token': token,
  authorization: `Bearer ${token}`,
});

type ApiUser = { _id: string; name: string; email: string; balance: number };

/** The corporate's collaborators whose name, e-mail, phone or card matches `q`, through the API. */
async function findUsers(request: APIRequestContext, token: string, q: string) {
  const res = await request.get('/api/corporate/users', {
    headers: authHeaders(token),
    params: { q, limit: 100 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { users: ApiUser[] } }).data.users;
}

async function createUser(
  request: APIRequestContext,
  token: string,
  user: { name: string; email: string; department?: string },
): Promise<ApiUser> {
  const res = await request.post('/api/corporate/users', {
    headers: authHeaders(token),
    data: { phone: '4141234567', id_card: 'V-12345678', ...user },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { user: ApiUser } }).data.user;
}

async function openPayroll(page: Page) {
  await page.goto('/corporate_users');
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
}

/** Narrows the payroll list to the rows matching `q`, once the list shows `expectName`. */
async function searchPayroll(page: Page, q: string, expectName: string) {
  await page.getByRole('searchbox', { name: 'Buscar colaboradores' }).fill(q);
  await expect(page.getByRole('link', { name: expectName, exact: true })).toBeVisible();
}

const csvOf = (rows: string[][]) =>
  `name,email,phone,id_card,department\n${rows.map((r) => r.join(',')).join('\n')}\n`;

test('import: a file with one bad row is previewed with its reason and refused; the fixed file imports', async ({
  page,
  api,
  request,
  shot,
}) => {
  const tag = uniqueTag();
  const people = [
    [`Ana Importada ${tag}`, `ana.${tag}@example.com`, '4141234567', 'V-11111111', 'Ventas'],
    [`Beto Importado ${tag}`, `beto.${tag}@example.com`, '4242345678', 'X-123', 'Compras'],
    [`Carla Importada ${tag}`, `carla.${tag}@example.com`, '4123456789', 'E-22222222', ''],
  ];
  const token = await api.login(ACCOUNTS.demo);

  await signInFromLogin(page, ACCOUNTS.demo);
  await openPayroll(page);
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar colaboradores desde CSV' });
  await expect(dialog).toBeVisible();

  const badCsv = csvOf(people);
  await dialog.getByLabel('Archivo CSV de colaboradores').setInputFiles({
    name: 'nomina-con-error.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(badCsv),
  });
  await expect(dialog.getByRole('status')).toContainText(
    '2 filas válidas y 1 con errores. No se importará nada mientras haya filas con errores',
  );
  const preview = dialog.getByRole('table', { name: 'Vista previa de la importación' });
  // line 3 of the file (header is line 1) is the bad one, marked with its reason
  const badRow = preview.getByRole('row').filter({ hasText: `Beto Importado ${tag}` });
  await expect(badRow).toHaveAttribute('aria-invalid', 'true');
  await expect(badRow).toContainText('Cédula: La cédula debe ser V o E seguida de 8 dígitos');
  await expect(badRow.getByRole('cell').first()).toHaveText('3');
  for (const good of [people[0]![0]!, people[2]![0]!]) {
    const row = preview.getByRole('row').filter({ hasText: good });
    await expect(row).not.toHaveAttribute('aria-invalid', 'true');
    await expect(row).toContainText('Válida');
  }
  await expect(preview.locator('tr[aria-invalid="true"]')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await shot('payroll-import-preview-error');

  // The server refuses the same file outright, and nothing was written.
  const refused = await request.post('/api/corporate/users/import', {
    headers: authHeaders(token),
    data: { csv: badCsv },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error_code: string }).error_code).toBe('csv_invalid');
  expect(await findUsers(request, token, tag)).toEqual([]);

  // Fix the file and pick it again: everything is valid, the import goes through.
  people[1]![3] = 'V-12345678';
  await dialog.getByLabel('Archivo CSV de colaboradores').setInputFiles({
    name: 'nomina-corregida.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf(people)),
  });
  await expect(dialog.getByRole('status')).toHaveText(
    'Todas las filas son válidas (3). Confirme para importarlas.',
  );
  await expect(preview.locator('tr[aria-invalid="true"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Importar 3 colaboradores' }).click();
  await expect(page.getByText('Se importaron 3 colaboradores')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new collaborators are in the list...
  await searchPayroll(page, tag, people[0]![0]!);
  const list = page.getByRole('table', { name: 'Colaboradores' });
  for (const [name, email] of people) {
    const row = list.getByRole('row').filter({ hasText: name! });
    await expect(row).toContainText(email!);
    await expect(row).toContainText('Activo');
  }
  await expect(list.getByRole('row')).toHaveCount(1 + people.length);
  await shot('payroll-after-import');

  // ...and stored as the file said, with no balance yet.
  const stored = await findUsers(request, token, tag);
  expect(stored.map((u) => u.email).sort()).toEqual(people.map((p) => p[1]).sort());
  const beto = stored.find((u) => u.email === people[1]![1]) as ApiUser & { id_card: string };
  expect(beto.id_card).toBe('V-12345678');
  expect(stored.every((u) => u.balance === 0)).toBe(true);
});

test('export: the payroll CSV downloads with the header and the filtered rows', async ({
  page,
  api,
  request,
}) => {
  const tag = uniqueTag();
  const token = await api.login(ACCOUNTS.demo);
  const names = [`Diego Exportado ${tag}`, `Elena Exportada ${tag}`];
  for (const [i, name] of names.entries()) {
    await createUser(request, token, {
      name,
      email: `export${i}.${tag}@example.com`,
      department: i === 0 ? 'Logística' : '=SUM(A1)',
    });
  }

  await signInFromLogin(page, ACCOUNTS.demo);
  await openPayroll(page);
  await searchPayroll(page, tag, names[0]!);
  await expect(page.getByRole('table', { name: 'Colaboradores' }).getByRole('row')).toHaveCount(3);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^colaboradores-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    'Nombre,Correo electrónico,Teléfono,Cédula,Departamento,Estado,Saldo ($),Sobregiro ($),Disponible ($),En la nómina desde',
  );
  // only the searched collaborators, in name order
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(
    new RegExp(
      `^${names[0]},export0\\.${tag}@example\\.com,4141234567,V-12345678,Logística,Activo,0\\.00,0\\.00,0\\.00,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`,
    ),
  );
  // a cell a spreadsheet would run as a formula is quoted
  expect(lines[2]).toContain(`${names[1]},export1.${tag}@example.com,`);
  expect(lines[2]).toContain(",'=SUM(A1),Activo,");
});

/** otra@trayecto.test's password: the password-reset journey may have changed it already. */
async function otraAccount(request: APIRequestContext): Promise<Account> {
  for (const password of [ACCOUNTS.otra.password, 'Nueva-clave-2026']) {
    const res = await request.post('/api/corporate/login', {
      data: { email: ACCOUNTS.otra.email, password },
    });
    if (res.status() === 200) return { email: ACCOUNTS.otra.email, password };
  }
  throw new Error('otra@trayecto.test signs in with neither known password');
}

test("tenancy: another corporate never sees this corporate's collaborators", async ({
  page,
  api,
  request,
  shot,
}) => {
  const tag = uniqueTag();
  const demoToken = await api.login(ACCOUNTS.demo);
  const theirs = await createUser(request, demoToken, {
    name: `Fabio Ajeno ${tag}`,
    email: `ajeno.${tag}@example.com`,
  });

  const otra = await otraAccount(request);
  const otraToken = await api.login(otra);
  // The API: the id answers 404, the list and a search don't include it, and it can't be moved.
  const byId = await request.get(`/api/corporate/users/${theirs._id}`, {
    headers: authHeaders(otraToken),
  });
  expect(byId.status()).toBe(404);
  expect(await findUsers(request, otraToken, tag)).toEqual([]);
  const give = await request.post(`/api/corporate/users/${theirs._id}/balance`, {
    headers: { ...authHeaders(otraToken), 'idempotency-key': `e2e-${tag}` },
    data: { amount: 1, direction: 'give' },
  });
  expect(give.status()).toBe(404);
  const remove = await request.delete(`/api/corporate/users/${theirs._id}`, {
    headers: authHeaders(otraToken),
  });
  expect(remove.status()).toBe(404);

  // The screen: the detail page shows the not-found state, nothing of the collaborator.
  await page.goto('/login');
  await signIn(page, otra);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto(`/user/${theirs._id}`);
  await expect(
    page.getByRole('heading', { name: 'Colaborador no encontrado', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(`Fabio Ajeno ${tag}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dar saldo' })).toHaveCount(0);
  await shot('user-detail-not-found');

  await openPayroll(page);
  await page.getByRole('searchbox', { name: 'Buscar colaboradores' }).fill(tag);
  await expect(page.getByText('Sin resultados')).toBeVisible();

  // Still the owner's: demo sees it untouched.
  const mine = await findUsers(request, demoToken, tag);
  expect(mine.map((u) => u._id)).toEqual([theirs._id]);
  expect(mine[0]!.balance).toBe(0);
});

test('a duplicate e-mail is said once, on the e-mail field', async ({ page, api, request }) => {
  const tag = uniqueTag();
  const token = await api.login(ACCOUNTS.demo);
  const taken = `taken.${tag}@example.com`;
  await createUser(request, token, { name: `Primera ${tag}`, email: taken });

  await signInFromLogin(page, ACCOUNTS.demo);
  await openPayroll(page);
  await page.getByRole('button', { name: 'Agregar colaborador' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar colaborador' });
  await add.getByLabel('Nombre y apellido').fill(`Segunda ${tag}`);
  await add.getByLabel('Correo electrónico').fill(taken);
  await add.getByLabel('Teléfono').fill('4145551234');
  await add.getByLabel('Cédula').fill('v11222333');
  await add.getByRole('button', { name: 'Agregar', exact: true }).click();

  await expect(add.getByText('Ya existe un colaborador con ese correo')).toHaveCount(1);
  await expect(add.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByRole('alert')).toHaveCount(0);
  expect(await findUsers(request, token, `Segunda ${tag}`)).toEqual([]);
});
