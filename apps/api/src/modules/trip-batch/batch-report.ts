import {
  BATCH_OUTCOME_LABELS,
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
    rows: row.rows as BatchReportRow[],
  };
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
    r.error_code && isErrorCode(r.error_code)
      ? errorMessage(r.error_code, lang)
      : (r.error_code ?? ''),
    r.estimate === null ? '' : csvNumber(r.estimate, 2),
  ]);
}
