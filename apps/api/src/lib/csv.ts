import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

// CSV exports, once: a header row, then the rows of an async source, streamed (a list of any
// length never sits in memory), with a BOM so spreadsheet apps read UTF-8. Text cells are made
// safe from formula injection here, so no export can forget to.

/** A number already formatted (`amount.toFixed(2)`): written as it is. */
export class CsvNumber {
  constructor(readonly text: string) {}
}
export const csvNumber = (value: number, digits: number) => new CsvNumber(value.toFixed(digits));

/** Text (made safe), a formatted number, a plain number, a boolean, or empty. */
export type CsvCell = string | CsvNumber | number | boolean | null | undefined;

// Characters a spreadsheet may skip before it looks for a formula's sign.
const INVISIBLE_LEAD = /^[\u200b-\u200d\u2060\ufeff]+/;
// The signs that start a formula (also in their full-width forms), and tab / return.
const FORMULA_LEAD = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** Spreadsheet apps run a cell that starts with = + - @ as a formula: such text is quoted with '. */
export function csvSafe(text: string): string {
  return FORMULA_LEAD.test(text.replace(INVISIBLE_LEAD, '')) ? `'${text}` : text;
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof CsvNumber) return cell.text;
  if (typeof cell === 'string') return csvSafe(cell);
  return String(cell);
}

/** A CSV stream: the header, then `cells(row)` for every row of `rows`. */
export function csvStream<Row>(
  columns: readonly string[],
  rows: AsyncIterable<Row>,
  cells: (row: Row) => CsvCell[],
): Readable {
  async function* lines() {
    yield [...columns];
    for await (const row of rows) yield cells(row).map(cellText);
  }
  return Readable.from(lines()).pipe(stringify({ bom: true }));
}
