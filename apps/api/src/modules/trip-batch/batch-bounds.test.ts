import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_CELL_MAX_CHARS,
  FILE_MAX_ENTRIES,
  FILE_UNPACKED_MAX_BYTES,
} from '@trayecto/contracts';
import { auth } from '../../../test/helpers.ts';
import { loginDemo, settle, setupTrips, type TripsContext } from '../trips/trips-test-helpers.ts';

// What a file of trips may become once read is bounded before it is read: a small XLSX that
// inflates without bound (one cell of many megabytes, a size its zip lies about, too many parts,
// too many rows) and a CSV with a cell too long are refused at once, with little memory, and the
// refusal never echoes what was too big.

let t: TripsContext;
let owner: string;
const HEADER = 'passenger,phone,origin,destination,time';

beforeAll(async () => {
  t = await setupTrips();
  owner = (await loginDemo(t)).token;
});
afterAll(() => t?.close());

const preview = (name: string, content: Buffer | string) =>
  settle(
    t,
    t.app.inject({
      method: 'POST',
      url: '/api/corporate/trips/batch/preview',
      headers: { ...auth(owner), 'accept-language': 'es' },
      payload: { file_name: name, content_base64: Buffer.from(content).toString('base64') },
    }),
  );

/** A real XLSX's parts, from exceljs. */
async function xlsxParts(rows: string[][]): Promise<Record<string, Uint8Array>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Viajes');
  for (const row of rows) sheet.addRow(row);
  return unzipSync(new Uint8Array(await book.xlsx.writeBuffer()));
}

const SHEET = 'xl/worksheets/sheet1.xml';
const inline = (text: string) => `<c r="A2" t="inlineStr"><is><t>${text}</t></is></c>`;

/** The sheet with one inline cell of `size` letters: a bomb once deflated. */
function withHugeCell(parts: Record<string, Uint8Array>, size: number) {
  const xml = Buffer.from(parts[SHEET]!).toString('utf8');
  const huge = xml.replace(
    /<row r="2"[^>]*>.*?<\/row>/s,
    `<row r="2">${inline('A'.repeat(size))}</row>`,
  );
  return { ...parts, [SHEET]: new Uint8Array(Buffer.from(huge)) };
}

/** `zip` with the declared unpacked size of `name` set to `size` (a lie a reader may trust). */
function lieAboutSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 46 < out.length; i++) {
    const sig = out.readUInt32LE(i);
    if (
      sig === 0x02014b50 &&
      out.toString('utf8', i + 46, i + 46 + out.readUInt16LE(i + 28)) === name
    )
      out.writeUInt32LE(size, i + 24);
    if (
      sig === 0x04034b50 &&
      out.toString('utf8', i + 30, i + 30 + out.readUInt16LE(i + 26)) === name
    )
      out.writeUInt32LE(size, i + 22);
  }
  return out;
}

/** The answer, its time and how far the process's peak memory rose meanwhile (MiB). */
async function measured(name: string, content: Buffer | string) {
  const peakBefore = process.resourceUsage().maxRSS;
  const started = performance.now();
  const res = await preview(name, content);
  const ms = performance.now() - started;
  const peakRiseMiB = (process.resourceUsage().maxRSS - peakBefore) / 1024;
  return { res, ms, peakRiseMiB };
}

const ROW = ['Ana', '4141234567', 'Plaza Altamira', 'Plaza Bolívar', '2030-01-01 08:00'];

describe('a batch file is bounded before it is read', () => {
  it('refuses an XLSX bomb (one cell of 64 MiB in a small zip) at once, allocating little', async () => {
    const parts = withHugeCell(await xlsxParts([HEADER.split(','), ROW]), 64 * 1024 * 1024);
    const bomb = Buffer.from(zipSync(parts, { level: 9 }));
    expect(bomb.length).toBeLessThan(512 * 1024);
    const { res, ms, peakRiseMiB } = await measured('bomba.xlsx', bomb);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ error_code: 'file_unpacked_too_large' });
    expect(res.json().message).toContain(`${FILE_UNPACKED_MAX_BYTES / 1024 / 1024} MB`);
    expect(ms).toBeLessThan(1000);
    expect(peakRiseMiB).toBeLessThan(32);
  });

  it('refuses a bomb whose zip declares a small size, once the budget is spent', async () => {
    const parts = withHugeCell(await xlsxParts([HEADER.split(','), ROW]), 64 * 1024 * 1024);
    const bomb = lieAboutSize(Buffer.from(zipSync(parts, { level: 9 })), SHEET, 4000);
    const { res, ms, peakRiseMiB } = await measured('bomba.xlsx', bomb);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error_code).toBe('file_unpacked_too_large');
    expect(ms).toBeLessThan(1000);
    expect(peakRiseMiB).toBeLessThan(32);
  });

  it('refuses five bombs at once, each in under a second', async () => {
    const parts = withHugeCell(await xlsxParts([HEADER.split(','), ROW]), 32 * 1024 * 1024);
    const bomb = Buffer.from(zipSync(parts, { level: 9 }));
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => preview('b.xlsx', bomb)));
    expect(answers.map((r) => r.statusCode)).toEqual([413, 413, 413, 413, 413]);
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it('refuses a zip of too many parts before inflating any', async () => {
    const parts = await xlsxParts([HEADER.split(','), ROW]);
    for (let i = 0; i <= FILE_MAX_ENTRIES; i++) parts[`xl/media/p${i}.bin`] = new Uint8Array(1);
    const res = await preview('partes.xlsx', Buffer.from(zipSync(parts)));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error_code).toBe('file_unpacked_too_large');
  });

  it('refuses a sheet of too many rows before exceljs builds them', async () => {
    const parts = await xlsxParts([HEADER.split(','), ROW]);
    const xml = Buffer.from(parts[SHEET]!).toString('utf8');
    const many = Array.from({ length: 50_000 }, (_, i) => `<row r="${i + 3}"/>`).join('');
    parts[SHEET] = new Uint8Array(Buffer.from(xml.replace('</sheetData>', `${many}</sheetData>`)));
    const res = await preview('filas.xlsx', Buffer.from(zipSync(parts, { level: 9 })));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error_code).toBe('csv_too_many_rows');
  });

  it('refuses a cell too long in an XLSX or a CSV, and never echoes it', async () => {
    const long = 'Z'.repeat(FILE_CELL_MAX_CHARS + 1);
    const parts = await xlsxParts([HEADER.split(','), [long, ...ROW.slice(1)]]);
    const csv = `${HEADER}\n${long},${ROW.slice(1).join(',')}`;
    for (const [name, content] of [
      ['largo.xlsx', Buffer.from(zipSync(parts))],
      ['largo.csv', csv],
      ['largo.csv', `${HEADER}\n"${'Q'.repeat(300_000)}",${ROW.slice(1).join(',')}`],
    ] as const) {
      const res = await preview(name, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().error_code).toBe('file_cell_too_long');
      expect(res.json().message).toContain(String(FILE_CELL_MAX_CHARS));
      expect(res.body).not.toMatch(/ZZZZ|QQQQ/);
    }
    // exactly the limit is a cell like any other: the row is read
    const fits = await preview(
      'justo.csv',
      `${HEADER}\n${long.slice(1)},${ROW.slice(1).join(',')}`,
    );
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('reads a plain XLSX as before', async () => {
    const res = await preview(
      'ok.xlsx',
      Buffer.from(zipSync(await xlsxParts([HEADER.split(','), ROW]))),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toHaveLength(1);
  });
});
