import {
  BATCH_COLUMN_LABELS,
  BATCH_OUTCOME_LABELS,
  BATCH_ROW_KEY,
  BATCH_REPORT_HEADER,
  csvDateTime,
  errorMessage,
  isErrorCode,
  type BatchReportRow,
  type Language,
  type TripBatch,
} from '@trayecto/contracts';
import type { Readable } from 'node:stream';
import { notFound } from '../../lib/app-error.ts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import { isUuid } from '../../lib/keyset.ts';
import * as repo from './batch.repository.ts';

// A booked batch as the API answers it, and its report as CSV (what became of each row).

export function toBatch(row: repo.BatchRecord): TripBatch {
  return {
    _id: row.id,
    file_name: row.fileName,
    created_by: row.createdByName,
    created_at: row.createdAt.toISOString(),
    booked: row.bookedCount,
    // a report kept before the reasons had their columns: its one reason, about the row
    rows: (
      row.rows as (Omit<BatchReportRow, 'errors'> & { errors?: BatchReportRow['errors'] })[]
    ).map((r) => ({
      ...r,
      errors: r.errors ?? (r.error_code ? { [BATCH_ROW_KEY]: r.error_code } : {}),
    })),
  };
}

/** A reason in words, after its column's name ("Destino: …"); about the whole row, alone. */
function reasonIn(column: string, code: string, lang: Language): string {
  const words = isErrorCode(code) ? errorMessage(code, lang) : code;
  const label = Object.hasOwn(BATCH_COLUMN_LABELS, column)
    ? BATCH_COLUMN_LABELS[column as keyof typeof BATCH_COLUMN_LABELS][lang]
    : null;
  return label ? `${label}: ${words}` : words;
}

export async function getBatch(
  db: Parameters<typeof repo.findBatch>[0],
  corporateId: string,
  id: string,
) {
  const row = isUuid(id) ? await repo.findBatch(db, corporateId, id) : null;
  if (!row) throw notFound();
  return toBatch(row);
}

/** The batch's report as CSV, in the caller's language, times in the company's time zone. */
export function batchReportCsv(batch: TripBatch, lang: Language, timeZone: string): Readable {
  async function* rows() {
    yield* batch.rows;
  }
  return csvStream(BATCH_REPORT_HEADER[lang], rows(), (r) => [
    r.line,
    r.passenger_name,
    r.origin_address,
    r.destination_address,
    r.scheduled_at ? csvDateTime(new Date(r.scheduled_at), timeZone) : '',
    BATCH_OUTCOME_LABELS[r.outcome][lang],
    r.reference ?? '',
    Object.entries(r.errors)
      .map(([column, code]) => reasonIn(column, code, lang))
      .join('; '),
    r.estimate === null ? '' : csvNumber(r.estimate, 2),
  ]);
}
