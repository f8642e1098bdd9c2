import { parse } from 'csv-parse/sync';
import {
  createPayrollUserBodySchema,
  errorMessage,
  FILE_CELL_MAX_CHARS,
  isErrorCode,
  PAYROLL_DEPARTMENT_MAX,
  PAYROLL_IMPORT_COLUMNS,
  PAYROLL_IMPORT_MAX_ROWS,
  PAYROLL_NAME_MAX,
  type ErrorCode,
  type Language,
} from '@trayecto/contracts';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { ensureAccount } from '../ledger/ledger.service.ts';
import { mapDuplicateEmail, type CreateUserInput } from './payroll.service.ts';
import * as repo from './payroll.repository.ts';
import { runTransaction } from '../../lib/transaction.ts';

type Column = (typeof PAYROLL_IMPORT_COLUMNS)[number];
const REQUIRED: Column[] = ['name', 'email', 'phone', 'id_card'];

export type ImportRow = {
  line: number;
  values: Record<string, string>;
  errors: Record<string, ErrorCode>;
  parsed: CreateUserInput | null;
};

const refuse = (fields: Record<string, ErrorCode>) =>
  new AppError(400, 'csv_invalid', { fields, params: { max: PAYROLL_IMPORT_MAX_ROWS } });

const cellTooLong = () =>
  new AppError(422, 'file_cell_too_long', {
    fields: { file: 'file_cell_too_long' },
    params: { max: FILE_CELL_MAX_CHARS },
  });

/**
 * Parses the file (comma or semicolon separated, header row first) into rows keyed by column.
 * Bounded while it parses: it stops one record past the row limit, and a record (so a cell) over
 * FILE_CELL_MAX_CHARS is refused (422 file_cell_too_long) and never echoed by the preview.
 */
function readRows(csv: string): Array<{ line: number; values: Record<string, string> }> {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(csv, {
      info: true,
      bom: true,
      delimiter: [',', ';'],
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: (FILE_CELL_MAX_CHARS + 1) * PAYROLL_IMPORT_COLUMNS.length,
      to: PAYROLL_IMPORT_MAX_ROWS + 2,
    }) as unknown as typeof records;
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') throw cellTooLong();
    throw refuse({ file: 'csv_invalid' });
  }
  if (records.some((r) => r.record.some((cell) => cell.length > FILE_CELL_MAX_CHARS)))
    throw cellTooLong();
  const [header, ...data] = records;
  if (!header) throw refuse({ file: 'field_required' });
  const columns = header.record.map((c) => c.toLowerCase());
  const unknown = columns.find((c) => !(PAYROLL_IMPORT_COLUMNS as readonly string[]).includes(c));
  const missing = REQUIRED.find((c) => !columns.includes(c));
  if (unknown !== undefined || missing || new Set(columns).size !== columns.length)
    throw refuse({ header: 'csv_invalid' });
  if (data.length === 0) throw refuse({ file: 'field_required' });
  if (data.length > PAYROLL_IMPORT_MAX_ROWS) throw refuse({ file: 'csv_too_many_rows' });
  return data.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(columns.map((c, i) => [c, record[i] ?? ''])),
  }));
}

/** Validates every row like POST /users, plus duplicate e-mails inside the file and against the corporate's users. */
export async function validateImport(
  deps: AppDeps,
  corporateId: string,
  csv: string,
): Promise<ImportRow[]> {
  const rows: ImportRow[] = readRows(csv).map(({ line, values }) => {
    const input = {
      name: values.name,
      email: values.email,
      // As the form's phone field: masked, with +58 or a trunk 0 (the contract normalises it).
      phone: values.phone,
      id_card: values.id_card,
      department: values.department || undefined,
    };
    const result = createPayrollUserBodySchema.safeParse(input);
    const errors: Record<string, ErrorCode> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '_');
        errors[field] ??= isErrorCode(issue.message)
          ? issue.message
          : issue.code === 'too_big'
            ? 'too_long'
            : 'validation_error';
      }
    }
    return { line, values, errors, parsed: result.success ? result.data : null };
  });
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.parsed) continue;
    if (seen.has(row.parsed.email)) row.errors.email = 'duplicate_email';
    seen.add(row.parsed.email);
  }
  const existing = await repo.existingEmails(deps.db, corporateId, [...seen]);
  for (const row of rows)
    if (row.parsed && existing.has(row.parsed.email)) row.errors.email = 'duplicate_email';
  return rows;
}

/** POST /users/import/preview: each row with its errors; writes nothing. */
export async function previewImport(deps: AppDeps, corporateId: string, csv: string) {
  const rows = await validateImport(deps, corporateId, csv);
  const invalid = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  return {
    success: true as const,
    data: {
      rows: rows.map(({ line, values, errors }) => ({ line, values, errors })),
      valid: rows.length - invalid,
      invalid,
    },
  };
}

const FIELD_MAX: Record<string, number> = {
  name: PAYROLL_NAME_MAX,
  department: PAYROLL_DEPARTMENT_MAX,
};

/** The 400 csv_invalid body for bad rows: `<line>.<field>` -> message (each with its own limit). */
export function rowErrorsBody(rows: ImportRow[], lang: Language) {
  const fields: Record<string, string> = {};
  for (const row of rows) {
    for (const [field, code] of Object.entries(row.errors))
      fields[`${row.line}.${field}`] = errorMessage(code, lang, { max: FIELD_MAX[field] ?? 0 });
  }
  return { error_code: 'csv_invalid' as const, message: errorMessage('csv_invalid', lang), fields };
}

/** POST /users/import: all rows or none. Any bad row: `refused` with every row's errors, nothing written. */
export async function importUsers(deps: AppDeps, corporateId: string, csv: string, actor: Actor) {
  const rows = await validateImport(deps, corporateId, csv);
  const bad = rows.filter((r) => Object.keys(r.errors).length > 0);
  if (bad.length > 0) return { refused: bad };
  const now = deps.clock.now();
  return mapDuplicateEmail(() =>
    runTransaction(deps.db, async (tx) => {
      const created = await repo.insertUsers(
        tx,
        corporateId,
        rows.map(({ parsed: p }) => ({
          name: p!.name,
          email: p!.email,
          phone: p!.phone,
          idCard: p!.id_card,
          department: p!.department ?? null,
          createdAt: now,
          updatedAt: now,
        })),
      );
      for (const user of created)
        await ensureAccount(tx, { type: 'payroll_user', corporateId, userId: user.id });
      await recordAudit(tx, {
        actor,
        corporateId,
        action: 'payroll_users_imported',
        entity: 'payroll_user',
        after: {
          count: created.length,
          users: created.map((u) => ({ _id: u.id, email: u.email })),
        },
      });
      return { created: { success: true as const, data: { created: created.length } } };
    }),
  );
}
