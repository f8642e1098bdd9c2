import {
  BATCH_COLUMNS,
  BATCH_OUTCOMES,
  BATCH_ROW_KEY,
  type BatchOutcome,
  type BatchPreview,
  type BatchReportRow,
  type BatchRow,
} from '@trayecto/contracts/trip-batch';

// What the preview and the result say in numbers and reasons, apart from how they are shown.

/** The whole-row problems (the payer's balance, a policy refusal) come under this key of a row's `errors`. */
export const ROW_KEY = BATCH_ROW_KEY;

export type PreviewSummary = {
  /** good rows, the ones a booking sends */
  ready: number;
  withErrors: number;
  /** good rows outside the passenger's group policy: they will wait for an approver */
  approval: number;
  /** dollars, the good rows' estimates together */
  total: number;
};

/**
 * The preview's numbers. The server's counts are taken as they come; the rows are counted when
 * they disagree with them (an older answer), so the button never books more than the table shows.
 */
export function previewSummary(preview: BatchPreview): PreviewSummary {
  const ready = preview.rows.filter((r) => isReady(r)).length;
  const withErrors = preview.rows.length - ready;
  const agrees = preview.valid === ready && preview.invalid === withErrors;
  return {
    ready: agrees ? preview.valid : ready,
    withErrors: agrees ? preview.invalid : withErrors,
    approval: preview.rows.filter((r) => isReady(r) && r.needs_approval).length,
    total: preview.total_estimate,
  };
}

/** A row the booking will send: read as 'ok' and without a reason against it. */
export function isReady(row: BatchRow): boolean {
  return row.status === 'ok' && Object.keys(row.errors).length === 0;
}

/**
 * A row's reasons, [column, code], in the file's column order, the whole-row ones last and any
 * column the page does not know between them.
 */
export function rowReasons(row: Pick<BatchRow, 'errors'>): [string, string][] {
  const order = (column: string) => {
    const at = (BATCH_COLUMNS as readonly string[]).indexOf(column);
    if (at >= 0) return at;
    return column === ROW_KEY ? BATCH_COLUMNS.length + 1 : BATCH_COLUMNS.length;
  };
  return Object.entries(row.errors)
    .filter(([, code]) => Boolean(code))
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
}

/** The rows to show: all, or only the bad ones. */
export function visibleRows(rows: readonly BatchRow[], onlyErrors: boolean): BatchRow[] {
  return onlyErrors ? rows.filter((r) => !isReady(r)) : [...rows];
}

/** How many rows came to each outcome, every outcome present (0 when none). */
export function outcomeCounts(
  rows: readonly Pick<BatchReportRow, 'outcome'>[],
): Record<BatchOutcome, number> {
  const counts = Object.fromEntries(BATCH_OUTCOMES.map((o) => [o, 0])) as Record<
    BatchOutcome,
    number
  >;
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/** The outcomes that happened, in the contract's order (booked, approval, failed, skipped). */
export function outcomesPresent(counts: Record<BatchOutcome, number>): BatchOutcome[] {
  return BATCH_OUTCOMES.filter((o) => counts[o] > 0);
}

/** Where a row's reference leads: the trip's page, or the approvals waiting; null for neither. */
export function referencePath(row: Pick<BatchReportRow, 'outcome' | 'trip_id'>): string | null {
  if (row.outcome === 'booked' && row.trip_id)
    return `/view-map/${encodeURIComponent(row.trip_id)}`;
  if (row.outcome === 'approval') return '/approvals';
  return null;
}
