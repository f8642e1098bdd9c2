// Parcels (issue 8, part 2): send a parcel with a photo to three receivers through the form,
// follow it live until every drop-off is delivered with its PIN, read its charge line by line,
// find it in the parcel history; a receiver's tracking link works logged out and shows only
// their stop and no money. Also: the form's limits (a sixth receiver, 151 characters of
// details, a file that is not an image) and cancelling with a reason, refused after pickup.
//
// A server of its own with a fast fleet (SIM_SPEED 60) whose receivers are always at the door
// (SIM_DROPOFF_FAILURE_RATE 0): the parcel ends "Completado", every stop's PIN verified.
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, storedToken, test } from './support/fixtures.ts';
import { serverOfItsOwn } from './support/own-server.ts';

type ParcelDto = {
  _id: string;
  unique_id: string;
  status: string;
  stops: Array<{ index: number; role: string; tracking_token: string | null }>;
};
type Place = { address: string; lat: number; lng: number };

const auth = (token: string) => ({ 'access-token': token, authorization: `Bearer ${token}` });

const server = serverOfItsOwn('e2e_parcels', {
  SIM_SPEED: '60',
  SIM_DROPOFF_FAILURE_RATE: '0',
  SIM_CANCEL_RATE: '0',
  SIM_FAILURE_RATE: '0',
});

// ---------------------------------------------------------------------------------------------
// A small valid PNG (a 16 × 16 orange square), made here: signature, IHDR, IDAT, IEND.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function pngSquare(size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array(size).fill([255, 159, 67]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = pngSquare();

// ---------------------------------------------------------------------------------------------

/** Signed in on the running parcels, the live connection up. */
async function openPanel(browser: Browser) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, ACCOUNTS.demo);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.goto('/running_parcels');
  await expect(page.getByRole('heading', { name: 'Envíos en curso', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'En vivo', exact: true })).toBeVisible();
  const token = await page.evaluate(
    () => /"token":"([^"]+)"/.exec(localStorage.getItem('auth') ?? '')?.[1] ?? '',
  );
  return { context, page, token };
}

async function pickPlace(scope: ReturnType<Page['locator']>, page: Page, field: string, q: string) {
  await scope.getByRole('combobox', { name: field }).fill(q);
  await page
    .getByRole('option', { name: new RegExp(q) })
    .first()
    .click();
}

async function placeNamed(context: BrowserContext, token: string, q: string): Promise<Place> {
  const res = await context.request.get(`/api/corporate/geo/search?q=${encodeURIComponent(q)}`, {
    headers: auth(token),
  });
  expect(res.status(), await res.text()).toBe(200);
  const hit = ((await res.json()) as { results: Place[] }).results[0]!;
  return { address: hit.address, lat: hit.lat, lng: hit.lng };
}

/** A parcel sent through the API with the page's session (photo uploaded first). */
async function sendByApi(context: BrowserContext, token: string, extra: Record<string, unknown>) {
  const image = await context.request.post('/api/corporate/parcels/images', {
    headers: { ...auth(token), 'content-type': 'image/png' },
    data: PNG,
  });
  expect(image.status(), await image.text()).toBe(201);
  const { image_id } = ((await image.json()) as { data: { image_id: string } }).data;
  const res = await context.request.post('/api/corporate/parcels', {
    headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
    data: {
      sender: { type: 'corporate', name: 'Recepción', phone: '4141234567' },
      pickup: await placeNamed(context, token, 'Plaza Bolívar de Caracas'),
      receivers: [
        {
          name: 'Marta Receptora',
          phone: '4125550001',
          place: await placeNamed(context, token, 'Centro Sambil La Candelaria'),
        },
      ],
      parcel_type: 'documents',
      size: 'S',
      weight_kg: 1,
      description: 'Sobre con documentos',
      image_id,
      declared_value: 10,
      prohibited_ack: true,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: ParcelDto }).data;
}

const RECEIVERS = [
  { name: 'Ana Receptora', phone: '4125550011', place: 'Centro Sambil La Candelaria' },
  { name: 'Luis Receptor', phone: '4145550022', place: 'Teatro Teresa Carreño' },
  { name: 'Carla Receptora', phone: '4245550033', place: 'Universidad Central de Venezuela' },
];

test('send a parcel to three receivers with a photo, follow it live to the end, find it in the history; the tracking link shows one stop and no money', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPanel(browser);
  try {
    await expect(page.getByText('No hay envíos en curso')).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo envío' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nuevo envío' });
    await expect(form.getByText('Paso 1 de 2 · Datos del envío')).toBeVisible();

    // the sender: the company, with a contact
    await form.getByRole('textbox', { name: 'Persona de contacto' }).fill('Recepción El Ávila');
    await form.getByRole('textbox', { name: 'Teléfono de contacto' }).fill('0414-123.45.67');
    await expect(form.getByRole('textbox', { name: 'Teléfono de contacto' })).toHaveValue(
      '(414) 123-45-67',
    );
    await pickPlace(form, page, 'Dirección de recogida', 'Plaza Bolívar de Caracas');

    // up to five receivers; a sixth is refused with the server's own words
    const add = form.getByRole('button', { name: 'Agregar destinatario' });
    for (let i = 0; i < 4; i++) await add.click();
    await expect(form.locator('[data-receiver]')).toHaveCount(5);
    await expect(form.getByText('5 de 5 destinatarios')).toBeVisible();
    await add.click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Ha alcanzado el máximo de paradas permitidas' }),
    ).toBeVisible();
    await expect(form.locator('[data-receiver]')).toHaveCount(5);
    await form.getByRole('button', { name: 'Quitar el destinatario 5' }).click();
    await form.getByRole('button', { name: 'Quitar el destinatario 4' }).click();
    await expect(form.locator('[data-receiver]')).toHaveCount(3);

    for (const [i, r] of RECEIVERS.entries()) {
      const group = form.locator(`[data-receiver="${i + 1}"]`);
      await group.getByRole('textbox', { name: 'Nombre de quien recibe' }).fill(r.name);
      await group.getByRole('textbox', { name: 'Teléfono' }).fill(r.phone);
      await pickPlace(group, page, 'Dirección de entrega', r.place);
    }

    // the parcel
    await form.getByRole('combobox', { name: 'Tipo de envío' }).click();
    await page.getByRole('option', { name: 'Documentos', exact: true }).click();
    await form.getByRole('radio', { name: /^S · Pequeño/ }).check();
    await form.getByRole('textbox', { name: 'Peso' }).fill('1,5');
    await form
      .getByRole('textbox', { name: 'Descripción del contenido' })
      .fill('Contratos firmados');
    // details: 151 characters are refused before anything is sent
    const details = form.getByRole('textbox', { name: 'Detalles adicionales' });
    await details.fill('x'.repeat(151));
    await expect(form.getByText('Máximo 150 caracteres')).toBeVisible();
    await expect(form.getByText('151/150')).toBeVisible();

    // the photo: a file that is not an image is refused here, a PNG is uploaded on select
    const file = form.locator('input[type="file"][name="image"]');
    await file.setInputFiles({
      name: 'paquete.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4 not an image'),
    });
    await expect(form.getByText('La imagen debe ser JPEG, PNG o WebP')).toBeVisible();
    await file.setInputFiles({ name: 'paquete.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByText('Foto subida.')).toBeVisible();
    await expect(
      form.getByRole('img', { name: 'Vista previa de la foto del paquete' }),
    ).toBeVisible();

    await form.getByRole('textbox', { name: 'Valor declarado' }).fill('25,50');
    await form.getByRole('checkbox', { name: /no contiene artículos prohibidos/ }).check();
    await expect(form.getByRole('link', { name: /guía de envíos/ })).toHaveAttribute(
      'href',
      '/parcel-guide',
    );
    // the estimate: the vehicle the size and weight call for, and its fare
    await expect(form.locator('[data-estimate="motorcycle"]')).toContainText('$');

    // still too long: the form stays on its first step
    await form.getByRole('button', { name: 'Continuar' }).click();
    await expect(form.getByText('Paso 1 de 2 · Datos del envío')).toBeVisible();
    await expect(form.getByText('Complete los datos marcados para continuar.')).toBeVisible();
    await details.fill('Frágil: entregar en recepción.');
    await expect(form.getByText('Máximo 150 caracteres')).toHaveCount(0);

    await form.getByRole('button', { name: 'Continuar' }).click();
    await expect(form.getByText('Paso 2 de 2 · Confirmación')).toBeVisible();
    await expect(form.getByText('Paga la billetera de la empresa')).toBeVisible();
    await expect(form.getByText('Moto', { exact: true })).toBeVisible();
    for (const r of RECEIVERS) await expect(form.getByText(r.name)).toBeVisible();
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();

    const sent = page.getByText(/^Envío EN-[A-Z0-9]+ solicitado\.$/);
    await expect(sent).toBeVisible();
    const uniqueId = /EN-[A-Z0-9]+/.exec((await sent.textContent()) ?? '')![0];
    await expect(form).toBeHidden();

    // on the running list, with its three receivers
    const card = page.locator(`[data-parcel="${uniqueId}"]`);
    await expect(card).toBeVisible();
    await expect(card.locator('[data-stop]')).toHaveCount(3);
    await expect(card.getByText('Recepción El Ávila')).toBeVisible();

    // the order map of running trips draws its courier beside the rides, in its own colour
    await page.goto('/running_trips');
    await expect(page.getByText('Envío', { exact: true })).toBeVisible();
    await expect
      .poll(async () => Number(await page.locator('[data-cars]').getAttribute('data-cars')), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    await page.goto('/running_parcels');

    // its detail, live: every drop-off delivered with its PIN, then the charge line by line
    await card.getByRole('link', { name: `Abrir el envío ${uniqueId}` }).click();
    await expect(page).toHaveURL(/\/parcel_multistop\/[\w-]+$/);
    await expect(page.locator('h1', { hasText: uniqueId })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto del paquete' })).toBeVisible();
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: 'Foto del paquete' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(16);
    const stops = page.locator('[data-stop-index]');
    await expect(stops).toHaveCount(4);
    const dropoff = (n: number) => page.locator(`[data-stop-index="${n}"]`);
    await expect(dropoff(1)).toContainText(RECEIVERS[0]!.name);
    // each drop-off still ahead offers its tracking link (the fast fleet may have delivered the
    // first ones already: a delivered one offers none)
    await expect(
      dropoff(3).getByRole('textbox', { name: /Enlace de seguimiento del destinatario 3/ }),
    ).toHaveValue(/\/parcel-track\//);
    const parcelId = page.url().split('/').pop()!;
    const token = (await storedToken(page))!;
    const res = await context.request.get(`/api/corporate/parcels/${parcelId}`, {
      headers: auth(token),
    });
    const { data: dto } = (await res.json()) as { data: ParcelDto };
    const second = dto.stops.find((x) => x.index === 2)!.tracking_token!;
    const trackingUrl = `${server.baseUrl}/parcel-track/${second}`;
    // the stops move on while the page is open (the events, no reload)
    await expect(dropoff(1).locator('[data-stop-status="completed"]')).toBeVisible({
      timeout: 180_000,
    });
    await expect(dropoff(1).getByText('PIN verificado')).toBeVisible();
    await expect(
      page.locator('[data-parcel-status="completed"], [data-parcel-status="partially_completed"]'),
    ).toBeVisible({
      timeout: 180_000,
    });
    for (const n of [1, 2, 3]) {
      await expect(dropoff(n).locator('[data-stop-status="completed"]')).toBeVisible();
      await expect(dropoff(n).getByText('PIN verificado')).toBeVisible();
      await expect(dropoff(n)).toContainText('Entregado:');
    }
    await expect(page.locator('[data-charge="fare"]')).toContainText(/Tarifa del recorrido\s*\$/);
    await expect(page.locator('[data-charge="return_fee"]')).toHaveCount(0);
    await expect(page.locator('[data-charge="total"]')).toContainText(/Total cobrado\s*\$/);
    // its proof of delivery: a PDF fetched with the session, saved under the parcel's id
    const proofDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar comprobante' }).click();
    const proof = await proofDownload;
    expect(proof.suggestedFilename()).toMatch(/^entrega-.*\.pdf$/);
    expect(proof.suggestedFilename()).toBe(`entrega-${uniqueId}.pdf`);
    expect(
      readFileSync((await proof.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // finished: no tracking link nor WhatsApp for anyone; the courier who carried it, as the
    // receiver sees them (name, vehicle, plate)
    await expect(page.getByRole('textbox', { name: /Enlace de seguimiento/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Enviar por WhatsApp/ })).toHaveCount(0);
    const courier = page.locator('section', {
      has: page.getByRole('heading', { name: 'Conductor', exact: true }),
    });
    await expect(courier).toBeVisible();
    await expect(courier.locator('[dir="ltr"]')).toHaveText(/\w{3,}/);
    const plate = (await courier.locator('[dir="ltr"]').textContent())!;
    // the finished parcel's page, for a person to look at: light, dark, Arabic, a phone
    const detailUrl = page.url();
    for (const [name, settings, width] of [
      ['light', { lang: 'es', mode: 'light' }, 1280],
      ['phone-375', { lang: 'es', mode: 'light' }, 375],
      ['dark', { lang: 'es', mode: 'dark' }, 1280],
      ['arabic', { lang: 'ar', mode: 'light' }, 1280],
    ] as const) {
      await page.evaluate(
        (state) => localStorage.setItem('settings', JSON.stringify({ state, version: 1 })),
        settings,
      );
      await page.setViewportSize({ width, height: 900 });
      await page.goto(detailUrl);
      await expect(page.locator('h1', { hasText: uniqueId })).toBeVisible();
      await expect(page.getByText(plate, { exact: true })).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`parcel-detail-completed-${name}.png`),
        fullPage: true,
      });
    }
    await page.evaluate(() =>
      localStorage.setItem(
        'settings',
        JSON.stringify({ state: { lang: 'es', mode: 'light' }, version: 1 }),
      ),
    );
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(detailUrl);

    // the top-bar search finds it by a receiver's name and opens it
    await page.goto('/parcel_history');
    await page.locator('[aria-keyshortcuts="Control+K Meta+K"]:visible').click();
    await page.getByRole('combobox', { name: 'Buscar' }).fill(RECEIVERS[2]!.name);
    const found = page.getByRole('group', { name: 'Envíos' });
    await expect(found.getByText(uniqueId)).toBeVisible();
    await page.keyboard.press('Escape');

    // the history finds it by its id, with the totals of what it found and its CSV
    await page.goto(`/parcel_history?q=${uniqueId}`);
    const row = page.locator(`tr[data-parcel="${uniqueId}"]`);
    await expect(row).toContainText('Completado');
    await expect(row).toContainText('$');
    await expect(page.getByRole('status').filter({ hasText: /^1$/ })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^envios-historial-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Envío,Solicitado,.*Remitente,Destinatarios,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(uniqueId);
    expect(lines[1]).toContain('3/3');
    await row.click();
    await expect(page).toHaveURL(/\/parcel_multistop\/[\w-]+$/);
    await expect(page.locator('h1', { hasText: uniqueId })).toBeVisible();

    // the receiver's page, logged out: their stop only, never money
    const guest = await browser.newContext({ locale: 'es-VE', timezoneId: 'America/Caracas' });
    const receiverPage = await guest.newPage();
    await receiverPage.goto(trackingUrl);
    await expect(receiverPage.getByRole('heading', { name: 'Su envío', level: 1 })).toBeVisible();
    await expect(receiverPage.getByText(uniqueId)).toBeVisible();
    await expect(receiverPage.getByText(RECEIVERS[1]!.name)).toBeVisible();
    await expect(receiverPage.getByText(RECEIVERS[0]!.name)).toHaveCount(0);
    await expect(receiverPage.getByText(RECEIVERS[2]!.name)).toHaveCount(0);
    await expect(receiverPage.getByText('Recepción El Ávila')).toHaveCount(0);
    await expect(receiverPage.locator('[data-stop-status="completed"]')).toBeVisible();
    await expect(receiverPage.getByText('Su paquete fue entregado. ¡Gracias!')).toBeVisible();
    await expect(receiverPage.getByText('$')).toHaveCount(0);
    await guest.close();
  } finally {
    await context.close();
  }
});

test('cancel a parcel with a reason; after pickup the refusal is said with why; a parcel of nobody is not found', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, token } = await openPanel(browser);
  try {
    // scheduled an hour ahead: it waits, cancellable, whatever the fleet does
    const parcel = await sendByApi(context, token, {
      scheduled_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    await expect(page.locator(`[data-parcel="${parcel.unique_id}"]`)).toBeVisible();
    await page.goto(`/parcel_multistop/${parcel._id}`);
    await expect(page.locator('[data-parcel-status="scheduled"]')).toBeVisible();
    // the charge before it ends is the estimate held
    await expect(page.getByText('Monto reservado')).toBeVisible();

    // refused (as the provider answers once the courier picked it up): the message and why
    await page.route(`**/api/corporate/parcels/${parcel._id}/cancel`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error_code: 'parcel_cancel_error',
          message: 'Error al cancelar el envío',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Cancelar envío' }).click();
    let dialog = page.getByRole('dialog', { name: `Cancelar el envío ${parcel.unique_id}` });
    await expect(dialog).toBeVisible();
    // a reason is required
    await dialog.getByRole('button', { name: 'Cancelar envío' }).click();
    await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Motivo' }).click();
    await page.getByRole('option', { name: 'Solicitado por error' }).click();
    await dialog.getByRole('button', { name: 'Cancelar envío' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('Error al cancelar el envío');
    await expect(refusal).toContainText('El conductor ya recogió el paquete');
    await dialog.getByRole('button', { name: 'No cancelar' }).click();
    await page.unroute(`**/api/corporate/parcels/${parcel._id}/cancel`);

    // accepted before pickup
    await page.getByRole('button', { name: 'Cancelar envío' }).click();
    dialog = page.getByRole('dialog', { name: `Cancelar el envío ${parcel.unique_id}` });
    await dialog.getByRole('combobox', { name: 'Motivo' }).click();
    await page.getByRole('option', { name: 'Solicitado por error' }).click();
    await dialog.getByRole('button', { name: 'Cancelar envío' }).click();
    await expect(page.getByText('Envío cancelado.', { exact: false })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-parcel-status="cancelled_by_user"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar envío' })).toHaveCount(0);

    // another company's id (or none) is the app's not-found state; a bad link has its own page
    await page.goto('/parcel_multistop/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Envío no encontrado' })).toBeVisible();
    await page.goto('/parcel-track/not-a-real-token');
    await expect(
      page.getByRole('heading', {
        name: 'Este enlace no es válido o el envío ya no está disponible.',
        level: 1,
      }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
