import { PAYROLL_IMPORT_COLUMNS, PAYROLL_IMPORT_MAX_BYTES } from '@trayecto/contracts';

export type CsvFileProblem = 'not_csv' | 'too_large' | 'empty';

/** What can be said about a picked file before reading it. */
export function checkCsvFile(file: {
  name: string;
  size: number;
  type: string;
}): CsvFileProblem | null {
  // The name decides when it has an extension (a .txt is plain text even if it holds commas, and
  // is told so, not met with the server's generic refusal); a nameless blob goes by its type.
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const looksCsv = extension
    ? extension === 'csv'
    : /^(text\/csv|application\/vnd\.ms-excel)$/.test(file.type);
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
