import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  BATCH_COLUMN_ALIASES,
  BATCH_COLUMNS,
  BATCH_MAX_BYTES,
  BATCH_MAX_KB,
  BATCH_MAX_ROWS,
  BATCH_REQUIRED_COLUMNS,
  FILE_CELL_MAX_CHARS,
  FILE_UNPACKED_MAX_MB,
  type BatchColumn,
} from '@trayecto/contracts';
import { AppError } from '../../lib/app-error.ts';
import { packStored, unpackBounded, ZipRefused } from '../../lib/bounded-zip.ts';

// Reading a file of trips (issue 13, part 5): a CSV (comma or semicolon) or an XLSX's first
// sheet, a header row then one trip per row. The whole file is refused, and nothing is booked,
// when it cannot be read, has a column we do not know or misses a required one, has more than
// BATCH_MAX_ROWS rows, or holds a formula anywhere (a spreadsheet formula is never a trip's
// data, and a cell that looks like one is a classic injection). What the file may become once
// read is bounded before it is read: an XLSX's zip is unpacked within FILE_UNPACKED_MAX_BYTES and
// its rows counted before exceljs sees it (413 file_unpacked_too_large), a CSV stops at the row
// limit, and a cell over FILE_CELL_MAX_CHARS refuses the file (422 file_cell_too_long, the cell
// not echoed).

export type FileRow = { line: number; values: Record<BatchColumn, string> };

type FileProblem =
  'batch_columns' | 'batch_empty' | 'batch_formula' | 'batch_file_unreadable' | 'csv_too_many_rows';
const tooLarge = () =>
  new AppError(413, 'file_unpacked_too_large', {
    fields: { content_base64: 'file_unpacked_too_large' },
    params: { max_mb: FILE_UNPACKED_MAX_MB },
  });
const cellTooLong = () =>
  new AppError(422, 'file_cell_too_long', {
    fields: { content_base64: 'file_cell_too_long' },
    params: { max: FILE_CELL_MAX_CHARS },
  });
// Records read at most: the header, the rows, and room for blank ones (they are skipped).
const RECORDS_MAX = BATCH_MAX_ROWS + 51;

const refuse = (code: FileProblem, field: string, params: Record<string, string | number> = {}) =>
  new AppError(400, code, {
    fields: { [field]: code },
    params: { max: BATCH_MAX_ROWS, ...params },
  });

/** A header cell as a column: lower case, no accents, spaces and dashes as underscores. */
export function columnOf(header: string): BatchColumn | null {
  const key = header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  for (const column of BATCH_COLUMNS) {
    if (key === column || BATCH_COLUMN_ALIASES[column].includes(key)) return column;
  }
  return null;
}

/**
 * Text a spreadsheet would run as a formula: it starts with = or @, or with + or - followed by
 * something other than a number or a phone number (letters, a bracket, a pipe).
 */
export function looksLikeFormula(text: string): boolean {
  const t = text.replace(/^[\u200b-\u200d\u2060\ufeff\s]+/, '');
  return /^[=@\uff1d\uff20]/.test(t) || /^[+\-\uff0b\uff0d].*[\p{L}(|]/u.test(t);
}

function toRows(table: { line: number; cells: string[] }[]): FileRow[] {
  const [header, ...data] = table;
  if (!header) throw refuse('batch_empty', 'content_base64');
  const columns = header.cells.map((c) => columnOf(c));
  const unknown = header.cells.find((c, i) => c.trim() !== '' && columns[i] === null);
  const missing = BATCH_REQUIRED_COLUMNS.find((c) => !columns.includes(c));
  const named = columns.filter((c) => c !== null);
  if (unknown !== undefined || missing || new Set(named).size !== named.length)
    throw refuse('batch_columns', 'content_base64', { column: unknown ?? missing ?? '' });
  if (table.some((r) => r.cells.some((c) => c.length > FILE_CELL_MAX_CHARS))) throw cellTooLong();
  const rows = data.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length === 0) throw refuse('batch_empty', 'content_base64');
  if (rows.length > BATCH_MAX_ROWS) throw refuse('csv_too_many_rows', 'content_base64');
  for (const row of table) {
    if (row.cells.some(looksLikeFormula))
      throw refuse('batch_formula', 'content_base64', { line: row.line });
  }
  return rows.map(({ line, cells }) => {
    const values = Object.fromEntries(BATCH_COLUMNS.map((c) => [c, ''])) as Record<
      BatchColumn,
      string
    >;
    columns.forEach((column, i) => {
      if (column) values[column] = (cells[i] ?? '').trim();
    });
    return { line, values };
  });
}

function readCsv(bytes: Buffer): FileRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(bytes.toString('utf8'), {
      info: true,
      bom: true,
      delimiter: [',', ';'],
      skip_empty_lines: true,
      relax_column_count: true,
      // a record's characters: a longer one has a cell over the limit (checked again per cell)
      max_record_size: (FILE_CELL_MAX_CHARS + 1) * BATCH_COLUMNS.length,
      to: RECORDS_MAX + 1,
    }) as unknown as typeof records;
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') throw cellTooLong();
    throw refuse('batch_file_unreadable', 'content_base64');
  }
  if (records.length > RECORDS_MAX) throw refuse('csv_too_many_rows', 'content_base64');
  return toRows(records.map((r) => ({ line: r.info.lines, cells: r.record })));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's text: dates as "YYYY-MM-DD HH:MM" (a spreadsheet's date has no zone: its wall time). */
function cellText(cell: ExcelJS.Cell): string | { formula: true } {
  if (cell.type === ExcelJS.ValueType.Formula) return { formula: true };
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date)
    return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())} ${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}`;
  if (typeof v === 'object' && 'formula' in v) return { formula: true };
  if (typeof v === 'object' && 'sharedFormula' in v) return { formula: true };
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return cell.text ?? String(v);
}

/** The zip's parts within the budget, its sheets' rows counted: exceljs gets only what passed. */
function boundedXlsx(bytes: Buffer): Buffer {
  let files: Record<string, Uint8Array>;
  try {
    files = unpackBounded(bytes);
  } catch (error) {
    if (error instanceof ZipRefused && error.problem === 'too_large') throw tooLarge();
    throw refuse('batch_file_unreadable', 'content_base64');
  }
  for (const [name, part] of Object.entries(files)) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    const rows = Buffer.from(part.buffer, part.byteOffset, part.byteLength)
      .toString('latin1')
      .match(/<(?:\w+:)?row[\s>/]/g);
    if ((rows?.length ?? 0) > RECORDS_MAX) throw refuse('csv_too_many_rows', 'content_base64');
  }
  return packStored(files);
}

async function readXlsx(bytes: Buffer): Promise<FileRow[]> {
  const book = new ExcelJS.Workbook();
  const measured = boundedXlsx(bytes);
  try {
    await book.xlsx.load(measured as unknown as ArrayBuffer);
  } catch {
    throw refuse('batch_file_unreadable', 'content_base64');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw refuse('batch_file_unreadable', 'content_base64');
  if (sheet.rowCount > RECORDS_MAX) throw refuse('csv_too_many_rows', 'content_base64');
  const table: { line: number; cells: string[] }[] = [];
  let formulaLine = 0;
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, 1); c += 1) {
      const text = cellText(row.getCell(c));
      if (typeof text === 'object') {
        formulaLine ||= line;
        cells.push('');
      } else cells.push(text);
    }
    table.push({ line, cells });
  });
  if (formulaLine) throw refuse('batch_formula', 'content_base64', { line: formulaLine });
  return toRows(table);
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The file's rows, by its name and its first bytes (an XLSX is a zip). */
export async function readBatchFile(fileName: string, base64: string): Promise<FileRow[]> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refuse('batch_empty', 'content_base64');
  if (bytes.length > BATCH_MAX_BYTES)
    throw new AppError(413, 'batch_file_too_large', {
      params: { max_kb: BATCH_MAX_KB },
      fields: { content_base64: 'batch_file_too_large' },
    });
  const isXlsx = bytes.subarray(0, 4).equals(XLSX_MAGIC);
  if (/\.xlsx$/i.test(fileName) || isXlsx) {
    if (!isXlsx) throw refuse('batch_file_unreadable', 'content_base64');
    return readXlsx(bytes);
  }
  if (!/\.(csv|txt)$/i.test(fileName)) throw refuse('batch_file_unreadable', 'file_name');
  return readCsv(bytes);
}
