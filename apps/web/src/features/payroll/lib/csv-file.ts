import { PAYROLL_IMPORT_COLUMNS, PAYROLL_IMPORT_MAX_BYTES } from '@trayecto/contracts';

export type CsvFileProblem = 'not_csv' | 'too_large' | 'empty';

/** What can be said about a picked file before reading it. */
export function checkCsvFile(file: {
  name: string;
  size: number;
  type: string;
}): CsvFileProblem | null {
  const looksCsv =
    /\.csv$/i.test(file.name) || /^(text\/(csv|plain)|application\/vnd\.ms-excel)$/.test(file.type);
  if (!looksCsv) return 'not_csv';
  if (file.size === 0) return 'empty';
  if (file.size > PAYROLL_IMPORT_MAX_BYTES) return 'too_large';
  return null;
}

/** The text to send: without a byte-order mark, with \n line ends; null when nothing is in it. */
export function normalizeCsvText(text: string): string | null {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  return clean.trim() === '' ? null : clean;
}

export async function readCsvFile(
  file: File,
): Promise<{ csv: string } | { problem: CsvFileProblem }> {
  const problem = checkCsvFile(file);
  if (problem) return { problem };
  const csv = normalizeCsvText(await file.text());
  return csv === null ? { problem: 'empty' } : { csv };
}

/** A template with the header row and one example, for the "download template" link. */
export function csvTemplate(): string {
  return `${PAYROLL_IMPORT_COLUMNS.join(',')}\nAna Pérez,ana.perez@example.com,4141234567,V-12345678,Ventas\n`;
}
