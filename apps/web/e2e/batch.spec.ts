import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './support/fixtures.ts';

// Issue 13, part 5: a coordinator books 20 trips from a CSV. The preview marks the 2 bad rows
// with their reasons (an address the map does not know, a time inside the 15-minute rule), the
// 18 good ones are booked after a confirmation, and the report downloads with one line per row.
// Guests only (the company's wallet holds their estimates), named for this journey.

const COORDINATOR = { email: 'coordinacion@elavila.test', password: 'Demo1234!' };
const TZ = 'America/Caracas';
const PLACES = ['Plaza Altamira', 'Plaza Bolívar', 'Parque del Este', 'Centro Sambil Caracas'];

/** "YYYY-MM-DD HH:MM" in Caracas, `minutes` from now. */
function at(minutes: number) {
  const when = new Date(Date.now() + minutes * 60_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(when);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(when);
  return `${day} ${time}`;
}

// a passenger's name is letters and spaces (SPEC §5 alpha_spaces): serials are written in letters
const letters = (s: string) => s.replace(/\d/g, (d) => 'ABCDEFGHIJ'.charAt(Number(d)));

function csv(stamp: string) {
  const rows = Array.from({ length: 20 }, (_, i) => {
    const from = PLACES[i % 4]!;
    const to = i === 4 ? 'Calle Que No Existe 123' : PLACES[(i + 1) % 4]!;
    const time = i === 10 ? at(5) : at(180 + i * 10);
    // a word after the letters: no passenger's name is the start of another's (C, CA)
    return `Lote ${stamp} ${letters(String(i + 1))} Viajero,414${String(2_000_000 + i)},${from},${to},${time},economy,Visita a cliente,VEN-01`;
  });
  return ['pasajero,teléfono,origen,destino,hora,servicio,motivo,centro de costo', ...rows].join(
    '\n',
  );
}

test('a batch of 20 trips: 2 bad rows marked with their reasons, 18 booked, the report downloaded', async ({
  page,
  shot,
}) => {
  test.setTimeout(120_000);
  const stamp = letters(Date.now().toString(36).slice(-5));
  await page.goto('/login');
  await signIn(page, COORDINATOR);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.getByRole('link', { name: 'Reservar desde archivo' }).click();
  await expect(page).toHaveURL(/\/trips\/batch$/);
  await expect(page.getByRole('heading', { name: 'Reservar viajes desde archivo' })).toBeVisible();

  await page.getByTestId('batch-file-input').setInputFiles({
    name: 'viajes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(stamp)),
  });
  const summary = page.getByTestId('batch-preview-summary');
  await expect(summary).toContainText('18 viajes listos', { timeout: 30_000 });
  await expect(summary).toContainText('2 con errores');
  await expect(page.getByTestId('batch-row-6')).toContainText('No encontramos esa dirección');
  await expect(page.getByTestId('batch-row-12')).toContainText('15 minutos');
  await expect(page.getByTestId('batch-row-2')).toContainText(`Lote ${stamp} B`);
  await shot('batch-preview');

  await page.getByTestId('batch-book').click();
  const confirm = page.getByRole('dialog', { name: '¿Reservar 18 viajes?' });
  await expect(confirm).toContainText('Las 2 filas con errores no se reservarán.');
  await confirm.getByRole('button', { name: 'Reservar', exact: true }).click();
  const result = page.getByTestId('batch-result-summary');
  await expect(result).toContainText('18 reservados', { timeout: 60_000 });
  await expect(result).toContainText('2 omitidos');
  await shot('batch-result');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('batch-report-csv').click();
  const download = await downloading;
  const report = readFileSync((await download.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trim();
  const lines = report.split(/\r?\n/);
  expect(lines[0]).toBe(
    'Línea,Pasajero,Origen,Destino,Hora,Resultado,Referencia,Motivo,Estimado (USD)',
  );
  expect(lines).toHaveLength(21);
  expect(lines.filter((l) => l.includes(',Reservado,'))).toHaveLength(18);
  expect(lines.find((l) => l.startsWith('6,'))).toContain('No encontramos esa dirección');
});
