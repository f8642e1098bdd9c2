// Arabic (right-to-left): every piece of user data the API returns (names, e-mails, addresses,
// trip ids, plates, comments, departments, descriptions) is bidi-isolated wherever a screen shows
// it, so a Latin value keeps its own direction: "Centro Comercial Millennium Mall, Los Dos
// Caminos" is not cut at its start by an ellipsis, "Distribuidora El Ávila C.A." keeps its final
// dot at the end, and an id beside Arabic words is not reordered. The values come from the API
// (not hard-coded), so the test follows the demo data.
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, signInFromLogin, test, type Account } from './support/fixtures.ts';
import { text } from './support/locales.ts';

const auth = (token: string) => ({ 'access-token': token, authorization: `Bearer ${token}` });

type Place = { address: string; lat: number; lng: number };
type TripDto = {
  _id: string;
  unique_id: string;
  status: string;
  share_token: string;
  passenger: { name: string };
  origin: Place;
  destination: Place;
  comment: string | null;
  promo_code: string | null;
  cancel_comment: string | null;
  driver: { _id: string; name: string; first_name: string; vehicle: { plate: string } } | null;
};
type ProviderDto = { name: string; vehicle: { plate: string; colour: string } };
type UserDto = {
  _id: string;
  name: string;
  email: string;
  department: string | null;
  is_active?: boolean;
};
type OperationDto = { description: string; user: { name: string } | null };
type MovementDto = { description: string };
type PaymentDto = { corporate_name: string; corporate_unique_id: string; description: string };
type MeDto = { corporate: { name: string; email: string; unique_id: string } };

/** One value shown without isolation: where, and what the element around it says. */
type Finding = { value: string; element: string; text: string };
type Scan = { found: number; bad: Finding[] };

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const res = await request.get(path, { headers: auth(token) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

const present = (values: Array<string | null | undefined>): string[] => [
  ...new Set(values.map((v) => v?.trim() ?? '').filter((v) => v.length >= 2)),
];

/**
 * In the page: for each value, the deepest elements whose text contains it. Such an element is
 * isolated when it (or an ancestor holding exactly the same text) is a <bdi> without dir, has
 * dir="auto", has unicode-bidi plaintext, or has unicode-bidi isolate/isolate-override with the
 * value's own direction (dir="ltr" on a Latin value; block elements are isolated by the browser
 * but keep the page's right-to-left direction, which is the bug). A value inside a longer text
 * must sit between isolate marks (U+2066/2067/2068 … U+2069). A text cut by a script with "…"
 * counts as the value.
 */
function scanIsolation(root: Element, values: string[]): Scan {
  const MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
  const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
  const norm = (s: string) => s.replace(MARKS, '').replace(/\s+/g, ' ').trim();
  const strong = (s: string): 'ltr' | 'rtl' | null => {
    for (const ch of s) {
      if (RTL.test(ch)) return 'rtl';
      if (/\p{L}/u.test(ch)) return 'ltr';
    }
    return null;
  };
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE']);
  const elements = [root, ...root.querySelectorAll('*')].filter((el) => !skip.has(el.tagName));
  const raw = new Map(elements.map((el) => [el, (el.textContent ?? '').replace(/\s+/g, ' ')]));
  const plain = new Map(elements.map((el) => [el, norm(raw.get(el)!)]));
  const isCut = (shown: string, value: string) =>
    shown.endsWith('…') && shown.length >= 6 && value.startsWith(shown.slice(0, -1).trimEnd());
  const isolates = (el: Element, dir: 'ltr' | 'rtl' | null) => {
    if (el.tagName === 'BDI' && !el.hasAttribute('dir')) return true;
    if (el.getAttribute('dir')?.toLowerCase() === 'auto') return true;
    const style = getComputedStyle(el);
    if (style.unicodeBidi === 'plaintext') return true;
    if (style.unicodeBidi === 'isolate' || style.unicodeBidi === 'isolate-override')
      return dir === null || style.direction === dir;
    return false;
  };
  const describe = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && parts.length < 3 && e !== document.body;) {
      const cls = [...e.classList].find((c) => c.startsWith('Mui') && !c.includes('-css-'));
      parts.push(`${e.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`);
      e = e.parentElement;
    }
    return parts.join(' < ');
  };

  const scan: Scan = { found: 0, bad: [] };
  for (const value of values) {
    const holders = elements.filter((el) => {
      const shown = plain.get(el)!;
      return shown.includes(value) || isCut(shown, value);
    });
    const deepest = holders.filter((el) => !holders.some((o) => o !== el && el.contains(o)));
    for (const el of deepest) {
      scan.found += 1;
      const shown = plain.get(el)!;
      const dir = strong(value);
      let ok = false;
      if (shown === value || isCut(shown, value)) {
        for (let e: Element | null = el; e && plain.get(e) === shown; e = e.parentElement)
          if (isolates(e, dir)) ok = true;
      }
      if (!ok)
        ok = new RegExp(`[\u2066\u2067\u2068]\\s*${escape(value)}\\s*\u2069`).test(raw.get(el)!);
      // part of a longer value that is itself checked (an address that contains a place name)
      if (!ok && values.some((w) => w !== value && w.includes(value) && shown.includes(w)))
        ok = true;
      if (!ok) scan.bad.push({ value, element: describe(el), text: shown.slice(0, 90) });
    }
  }
  return scan;
}

/**
 * Every visible text field whose value starts with a Latin letter must lay it out in its own
 * direction (dir="auto"/"ltr" or unicode-bidi: plaintext); in a right-to-left field a long
 * address loses its start.
 */
async function checkInputs(page: Page, screen: string): Promise<string[]> {
  const fields = await page.locator('input:visible, textarea:visible').evaluateAll((els) =>
    els
      .map((el) => el as HTMLInputElement | HTMLTextAreaElement)
      // a select's hidden native input holds a code (a language), not text anyone reads
      .filter((el) => el.getAttribute('aria-hidden') !== 'true')
      .filter((el) => ['text', 'email', 'search', 'textarea', ''].includes(el.type))
      .map((el) => ({
        value: el.value,
        dir: el.getAttribute('dir'),
        bidi: getComputedStyle(el).unicodeBidi,
        name: el.getAttribute('name') ?? el.id,
      })),
  );
  const latin = fields.filter((f) => /^[\s\d.,-]*[A-Za-zÀ-ÿ]/.test(f.value));
  expect(latin.length, `${screen}: fields with a Latin value`).toBeGreaterThan(0);
  return latin
    .filter((f) => f.bidi !== 'plaintext' && f.dir !== 'auto' && f.dir !== 'ltr')
    .map((f) => `${screen}: field ${f.name} shows «${f.value}» right to left`);
}

type Check = {
  screen: string;
  values: string[];
  /** at least one value must be shown (false for a list that may be empty) */
  expectSome: boolean;
  scope?: Locator;
};

async function check(page: Page, { screen, values, expectSome, scope }: Check) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const root = scope ?? page.locator('body');
  const scan = await root.evaluate(scanIsolation, values);
  if (expectSome)
    expect(scan.found, `${screen}: no user data found on the page`).toBeGreaterThan(0);
  console.log(`${screen}: ${scan.found} shown value(s) checked, ${scan.bad.length} not isolated`);
  // for a person to look at, beside the other screenshots (test-results/screenshots/)
  const name = `bidi-${screen.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}`;
  const path = join(test.info().project.outputDir, 'screenshots', `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
  return scan.bad.map((b) => `${screen}: "${b.value}" in ${b.element} («${b.text}»)`);
}

async function signInArabic(page: Page, account: Account): Promise<string> {
  await signInFromLogin(page, account);
  const token = await page.evaluate(
    () => /"token":"([^"]+)"/.exec(localStorage.getItem('auth') ?? '')?.[1] ?? '',
  );
  expect(token).not.toBe('');
  // Arabic from the next page on, as the language menu would have stored it
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ state: { lang: 'ar' }, version: 1 })),
  );
  return token;
}

const tripValues = (trips: TripDto[]) =>
  present(
    trips.flatMap((t) => [t.passenger.name, t.unique_id, t.origin.address, t.destination.address]),
  );

/** What a trip's detail (drawer, map page) shows of it. */
const tripDetailValues = (t: TripDto) =>
  present([
    ...tripValues([t]),
    t.comment,
    t.promo_code,
    t.cancel_comment,
    t.driver?.name,
    t.driver?.vehicle.plate,
  ]);

test('Arabic: names, e-mails, addresses, trip ids and descriptions are bidi-isolated on every screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await signInArabic(page, ACCOUNTS.demo);
  const request = page.request;
  const me = await getJson<MeDto>(request, '/api/corporate/me', token);
  const users = (
    await getJson<{ data: { users: UserDto[] } }>(request, '/api/corporate/users?limit=100', token)
  ).data.users;
  const history = (
    await getJson<{ data: { trips: TripDto[] } }>(
      request,
      '/api/corporate/trips?scope=history&limit=50',
      token,
    )
  ).data.trips;
  const running = (
    await getJson<{ data: { trips: TripDto[] } }>(
      request,
      '/api/corporate/trips?scope=running&limit=50',
      token,
    )
  ).data.trips;
  const operations = (
    await getJson<{ data: { operations: OperationDto[] } }>(
      request,
      '/api/corporate/wallet/operations?limit=50',
      token,
    )
  ).data.operations;
  expect(users.length).toBeGreaterThan(0);
  expect(history.length).toBeGreaterThan(0);

  const panelId = present([me.corporate.unique_id]);
  const userValues = present(users.flatMap((u) => [u.name, u.email, u.department]));
  const problems: string[] = [];

  // dashboard: the welcome line names the company; the top bar shows the PANEL ID
  await page.goto('/dashboards');
  await expect(page.getByRole('heading', { name: text('ar', 'dashboard', 'title') })).toBeVisible();
  await expect(page.getByText(me.corporate.name)).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/dashboards',
      values: present([me.corporate.name, ...panelId]),
      expectSome: true,
    })),
  );

  // running trips (the demo fleet may have none running right now)
  await page.goto('/running_trips');
  await expect(
    page.getByRole('heading', { name: text('ar', 'trips', 'running.title'), level: 1 }),
  ).toBeVisible();
  if (running.length > 0)
    await expect(page.locator('[data-trip]').first())
      .toBeVisible()
      .catch(() => undefined);
  problems.push(
    ...(await check(page, {
      screen: '/running_trips',
      values: [...tripValues(running), ...panelId],
      expectSome: false,
    })),
  );

  // history: passenger, route (cut with an ellipsis), trip id
  await page.goto('/history');
  await expect(page.locator(`[data-trip="${history[0]!.unique_id}"]`)).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/history',
      values: [...tripValues(history), ...panelId],
      expectSome: true,
    })),
  );

  // one finished trip's map and detail
  const finished = history[0]!;
  await page.goto(`/view-map/${encodeURIComponent(finished._id)}`);
  await expect(page.getByText(finished.origin.address).first()).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/view-map',
      values: [...tripDetailValues(finished), ...panelId],
      expectSome: true,
    })),
  );

  // payroll: name, e-mail, department, group (issue 13). The groups are read after the page
  // loaded them: another journey may add one meanwhile, and this list then holds it too.
  const groupNames = async () =>
    present(
      (
        await getJson<{ groups: { name: string }[] }>(request, '/api/corporate/groups', token)
      ).groups.map((g) => g.name),
    );
  await page.goto('/corporate_users');
  await expect(page.getByText(users[0]!.name).first()).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/corporate_users',
      values: [...userValues, ...panelId, ...(await groupNames())],
      expectSome: true,
    })),
  );

  // the questions before deactivating and deleting a collaborator name the person
  for (const action of [
    users[0]!.is_active === false ? 'actions.activate' : 'actions.deactivate',
    'actions.delete',
  ]) {
    await page
      .getByRole('button', {
        name: text('ar', 'payroll', 'actions.moreFor').replace('{{name}}', users[0]!.name),
      })
      .first()
      .click();
    await page.getByRole('menuitem', { name: text('ar', 'payroll', action) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    problems.push(
      ...(await check(page, {
        screen: `/corporate_users (${action})`,
        values: present([users[0]!.name]),
        expectSome: true,
        scope: dialog.locator('#confirm-dialog-title'),
      })),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // the top-bar search: collaborators found by name
  await page.locator('[aria-keyshortcuts="Control+K Meta+K"]:visible').click();
  await page
    .getByRole('combobox', { name: text('ar', 'common', 'search.label') })
    .fill(users[0]!.name.split(' ')[0]!);
  const found = page.getByRole('group', {
    name: text('ar', 'common', 'search.groups.collaborators'),
  });
  await expect(found.getByText(users[0]!.name).first()).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: 'search',
      values: userValues,
      expectSome: true,
      scope: found,
    })),
  );
  await page.keyboard.press('Escape');

  // one collaborator: profile and movements
  const person = users[0]!;
  const movements = (
    await getJson<{ data: { movements: MovementDto[] } }>(
      request,
      `/api/corporate/users/${encodeURIComponent(person._id)}/movements`,
      token,
    )
  ).data.movements;
  await page.goto(`/user/${encodeURIComponent(person._id)}`);
  await expect(page.getByText(person.email).first()).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/user/:id',
      values: present([
        person.name,
        person.email,
        person.department,
        ...movements.map((m) => m.description),
        ...panelId,
      ]),
      expectSome: true,
    })),
  );

  // balance: the operations' descriptions and the collaborator they involve
  await page.goto('/balance');
  const described = operations.find((o) => o.description.trim());
  if (described) await expect(page.getByText(described.description).first()).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/balance',
      values: present([...operations.flatMap((o) => [o.description, o.user?.name]), ...panelId]),
      expectSome: operations.length > 0,
    })),
  );

  // profile: the company's name, e-mail and PANEL ID
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: text('ar', 'profile', 'title') })).toBeVisible();
  await expect(page.getByText(me.corporate.email).first()).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/profile',
      values: present([me.corporate.name, me.corporate.email, ...panelId]),
      expectSome: true,
    })),
  );

  // fields holding user data (the profile form: the company's name, e-mail, address) show it
  // in its own direction, so a Latin value in Arabic keeps its start in view
  problems.push(...(await checkInputs(page, '/profile (form)')));

  // phone width: the history, payroll and balance lists become cards
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/history');
  await expect(page.locator(`[data-trip="${history[0]!.unique_id}"]`)).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/history (phone)',
      values: tripValues(history),
      expectSome: true,
    })),
  );
  await page.goto('/corporate_users');
  await expect(page.getByText(users[0]!.name).first()).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/corporate_users (phone)',
      values: [...userValues, ...(await groupNames())],
      expectSome: true,
    })),
  );
  await page.goto('/balance');
  if (described) await expect(page.getByText(described.description).first()).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/balance (phone)',
      values: present(operations.flatMap((o) => [o.description, o.user?.name])),
      expectSome: operations.length > 0,
    })),
  );

  expect(problems, `user data not bidi-isolated:\n${problems.join('\n')}`).toEqual([]);
});

test('Arabic: a booked trip shows its passenger, comment, promo code, driver and plate isolated', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await signInArabic(page, ACCOUNTS.demo);
  const request = page.request;
  const me = await getJson<MeDto>(request, '/api/corporate/me', token);
  const [past] = (
    await getJson<{ data: { trips: TripDto[] } }>(
      request,
      '/api/corporate/trips?scope=history&limit=1',
      token,
    )
  ).data.trips;
  expect(past).toBeDefined();
  // a guest named like the company (a person's name is letters only), the route of a past trip
  const book = async (extra: Record<string, unknown>) => {
    const res = await request.post('/api/corporate/trips', {
      headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
      data: {
        passenger: {
          type: 'guest',
          name: me.corporate.name.replace(/[^\p{L}\s]/gu, '').trim(),
          phone: '4125550002',
        },
        origin: { address: past!.origin.address, lat: past!.origin.lat, lng: past!.origin.lng },
        destination: {
          address: past!.destination.address,
          lat: past!.destination.lat,
          lng: past!.destination.lng,
        },
        service_type_id: 'economy',
        comment: 'Portón 2, Torre Sur (recepción).',
        ...extra,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: TripDto }).data;
  };
  // one scheduled (it stays on the running list, no driver yet), one now (a driver takes it)
  const scheduled = await book({
    promo_code: 'BIENVENIDA10',
    scheduled_at: new Date(Date.now() + 45 * 60_000).toISOString(),
  });
  const now = await book({});
  const problems: string[] = [];

  // the running list and the scheduled trip's drawer
  await page.goto('/running_trips');
  const row = page.locator(`[data-trip="${scheduled.unique_id}"]`);
  await expect(row).toBeVisible();
  await row.click();
  const drawer = page.locator('.MuiDrawer-paper').filter({ hasText: scheduled.unique_id });
  await expect(drawer.getByText(scheduled.comment!)).toBeVisible();
  // a guest's live link also goes by WhatsApp, in the SMS's words (issue 13)
  const shareToken = (scheduled as unknown as { share_token: string }).share_token;
  await expect(drawer.locator('a[href^="https://wa.me/584125550002?text="]')).toHaveAttribute(
    'href',
    new RegExp(
      encodeURIComponent(`/trip-info/${shareToken}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    ),
  );
  problems.push(
    ...(await check(page, {
      screen: '/running_trips (drawer)',
      values: tripDetailValues(scheduled),
      expectSome: true,
    })),
  );

  // the trip taken now: its map page shows the driver and the plate
  let driven: TripDto | null = null;
  await expect
    .poll(
      async () => {
        driven = (
          await getJson<{ data: TripDto }>(
            request,
            `/api/corporate/trips/${encodeURIComponent(now._id)}`,
            token,
          )
        ).data;
        return Boolean(driven.driver);
      },
      { message: 'a driver takes the trip', timeout: 60_000 },
    )
    .toBe(true);
  const withDriver = driven! as TripDto;
  await page.goto(`/view-map/${encodeURIComponent(withDriver._id)}`);
  await expect(page.getByText(withDriver.driver!.vehicle.plate)).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/view-map (driver)',
      values: tripDetailValues(withDriver),
      expectSome: true,
    })),
  );

  // the passenger's public page (no login): the route, the trip id, the driver's first name
  await page.goto(`/trip-info/${encodeURIComponent(withDriver.share_token)}`);
  await expect(page.getByText(withDriver.driver!.vehicle.plate)).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/trip-info',
      values: present([
        withDriver.unique_id,
        withDriver.origin.address,
        withDriver.destination.address,
        withDriver.driver!.first_name,
        withDriver.driver!.vehicle.plate,
      ]),
      expectSome: true,
    })),
  );

  // the driver's page
  const provider = await getJson<{ data: ProviderDto }>(
    request,
    `/api/corporate/providers/${encodeURIComponent(withDriver.driver!._id)}`,
    token,
  );
  await page.goto(`/provider/${encodeURIComponent(withDriver.driver!._id)}`);
  await expect(page.getByText(provider.data.vehicle.plate)).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/provider/:id',
      values: present([
        provider.data.name,
        provider.data.vehicle.plate,
        provider.data.vehicle.colour,
      ]),
      expectSome: true,
    })),
  );

  // cancelled with a comment: the comment shows on its map page (and the hold is released)
  const reasons = await getJson<{ data: { reasons: Array<{ id: string }> } }>(
    request,
    '/api/corporate/cancel-reasons',
    token,
  );
  const cancel = await request.post(
    `/api/corporate/trips/${encodeURIComponent(scheduled._id)}/cancel`,
    {
      headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
      data: {
        reason_id: reasons.data.reasons[0]!.id,
        comment: 'Cambio de planes: reunión en Chacao.',
      },
    },
  );
  expect(cancel.status(), await cancel.text()).toBe(200);
  const cancelled = ((await cancel.json()) as { data: TripDto }).data;
  await page.goto(`/view-map/${encodeURIComponent(cancelled._id)}`);
  await expect(page.getByText(cancelled.cancel_comment!)).toBeVisible();
  problems.push(
    ...(await check(page, {
      screen: '/view-map (cancelled)',
      values: tripDetailValues(cancelled),
      expectSome: true,
    })),
  );

  expect(problems, `user data not bidi-isolated:\n${problems.join('\n')}`).toEqual([]);
});

test("Arabic: a master's dashboard isolates its panels' names and ids", async ({ page }) => {
  const token = await signInArabic(page, ACCOUNTS.master);
  const me = await getJson<MeDto>(page.request, '/api/corporate/me', token);
  const payments = (
    await getJson<{ data: { detail: PaymentDto[] } }>(
      page.request,
      '/api/admin/v2/corporate/payments?page=1&limit=10&onlyAssociatedPanelsMov=true',
      token,
    )
  ).data.detail;
  await page.goto('/dashboards');
  await expect(page.getByRole('heading', { name: text('ar', 'dashboard', 'title') })).toBeVisible();
  if (payments[0]) await expect(page.getByText(payments[0].corporate_name).first()).toBeVisible();
  const problems = await check(page, {
    screen: '/dashboards (master)',
    values: present([
      me.corporate.name,
      me.corporate.unique_id,
      ...payments.flatMap((p) => [p.corporate_name, p.corporate_unique_id, p.description]),
    ]),
    expectSome: true,
  });
  expect(problems, `user data not bidi-isolated:\n${problems.join('\n')}`).toEqual([]);
});
