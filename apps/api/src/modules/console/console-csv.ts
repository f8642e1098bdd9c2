import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTOR_LABELS,
  AUDIT_ENTITY_LABELS,
  CONSOLE_CSV_COLUMNS,
  CORPORATE_STATUS_LABELS,
  DEFAULT_TIMEZONE,
  csvDateTime,
  labelIn,
  type AuditEntry,
  type ConsoleCompanyRow,
  type ConsoleCsvColumn,
  type Language,
} from '@trayecto/contracts';
import { csvNumber, type CsvCell } from '../../lib/csv.ts';

// What the console's exports write: headers and cells in the admin's language, times in Caracas.

const header = (columns: readonly ConsoleCsvColumn[], lang: Language) =>
  columns.map((c) => CONSOLE_CSV_COLUMNS[c][lang]);

const COMPANY_COLUMNS = [
  'panel_id',
  'company',
  'email',
  'tax_id',
  'city',
  'status',
  'master',
  'wallet',
  'overdraft',
  'created_at',
] as const satisfies readonly ConsoleCsvColumn[];

export const companyCsvColumns = (lang: Language) => header(COMPANY_COLUMNS, lang);

export function companyCsvCells(c: ConsoleCompanyRow, lang: Language): CsvCell[] {
  return [
    c.unique_id,
    c.name,
    c.email,
    c.tax_id,
    c.city,
    labelIn(CORPORATE_STATUS_LABELS, c.status, lang),
    c.is_corporate_master,
    csvNumber(c.wallet, 2),
    csvNumber(c.overdraft, 2),
    csvDateTime(new Date(c.created_at), DEFAULT_TIMEZONE),
  ];
}

const AUDIT_COLUMNS = [
  'at',
  'company',
  'panel_id',
  'actor_type',
  'actor',
  'assist_admin',
  'action',
  'entity',
  'reference',
  'ip',
] as const satisfies readonly ConsoleCsvColumn[];

export const auditCsvColumns = (lang: Language) => header(AUDIT_COLUMNS, lang);

export function auditCsvCells(e: AuditEntry, lang: Language): CsvCell[] {
  return [
    csvDateTime(new Date(e.created_at), DEFAULT_TIMEZONE),
    e.company?.name,
    e.company?.unique_id,
    labelIn(AUDIT_ACTOR_LABELS, e.actor_type, lang),
    e.actor_name,
    e.assist_admin?.name,
    labelIn(AUDIT_ACTION_LABELS, e.action, lang),
    labelIn(AUDIT_ENTITY_LABELS, e.entity, lang),
    e.entity_ref,
    e.ip,
  ];
}
