import { DEFAULT_LANGUAGE, STATEMENT_TEXT, isLanguage, type Statement } from '@trayecto/contracts';

// How a monthly statement reads on the balance page: the contract's words (the PDF's and the
// CSV's), the month's name in the interface language, and the rows of its summary.

/** The statement's words in a language (Spanish for one the contract does not have). */
export function statementText(lang: string) {
  return STATEMENT_TEXT[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
}

export type TotalKey = keyof Statement['totals'];

const TOTAL_KEYS: readonly TotalKey[] = [
  'topups',
  'credit_advances',
  'credit_payments',
  'trips',
  'parcels',
  'other',
];

/** The summary's rows, in the PDF's order: each kind's total, trips and parcels with their count. */
export function totalRows(s: Statement): { key: TotalKey; total: number; count: number | null }[] {
  return TOTAL_KEYS.map((key) => ({
    key,
    total: s.totals[key],
    count: key === 'trips' ? s.trip_count : key === 'parcels' ? s.parcel_count : null,
  }));
}
