import {
  formatUsd,
  fromCents,
  isLanguage,
  monthBounds,
  monthName,
  shiftMonth,
  STATEMENT_TEXT,
  statementFileName,
  zonedMonthString,
  type Language,
  type Statement,
} from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import type { AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { csvNumber, csvStream, type CsvCell } from '../../lib/csv.ts';
import { ACCENT, MUTED, finishPdf, startPdf } from '../../lib/pdf-flow.ts';
import * as repo from './statement.repository.ts';

// The monthly statement (issue 13, part 7): what moved on a company's accounts in a calendar
// month of its time zone (its wallet and its collaborators' together), by kind, by cost centre and by
// collaborator, straight from the ledger, so its totals are the ledger's. The leader's timer
// (statement-timer.ts) sends the month just closed; any closed month can be downloaded.

/** How far back the balance page lists months. */
export const STATEMENT_MONTHS_MAX = 36;

type Totals = Statement['totals'];
type Line = Statement['by_cost_center'][number];

function addTo(lines: Map<string, Line>, key: string, label: string, cents: number) {
  const line = lines.get(key) ?? { key, label, count: 0, total: 0 };
  line.count += 1;
  line.total += cents;
  lines.set(key, line);
}

/** Cents to dollars on every line, biggest first. */
const finish = (lines: Map<string, Line>) =>
  [...lines.values()]
    .map((l) => ({ ...l, total: fromCents(l.total) }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));

/** The closed months a company may ask for: its first month (or the last 36) up to last month. */
export async function closedMonths(deps: AppDeps, corporateId: string) {
  const company = await repo.companyStart(deps.db, corporateId);
  if (!company) return [];
  const first = await repo.firstMovementAt(deps.db, corporateId);
  const start = first && first < company.createdAt ? first : company.createdAt;
  const firstMonth = zonedMonthString(start, company.timezone);
  const months: string[] = [];
  let month = shiftMonth(zonedMonthString(deps.clock.now(), company.timezone), -1);
  while (month >= firstMonth && months.length < STATEMENT_MONTHS_MAX) {
    months.push(month);
    month = shiftMonth(month, -1);
  }
  return months;
}

export async function listStatements(deps: AppDeps, corporateId: string) {
  const [months, sent] = await Promise.all([
    closedMonths(deps, corporateId),
    repo.sentMonths(deps.db, corporateId),
  ]);
  const sentAt = new Map(sent.map((s) => [s.month, s.sentAt.toISOString()]));
  return { months: months.map((month) => ({ month, sent_at: sentAt.get(month) ?? null })) };
}

/** The statement of a month as data (the JSON answer; the PDF and the CSV draw it). */
export async function buildStatement(
  db: DbOrTx,
  corporateId: string,
  month: string,
  lang: Language,
): Promise<Statement> {
  const company = await repo.companyStart(db, corporateId);
  if (!company) throw notFound();
  const words = STATEMENT_TEXT[lang];
  const { from, to } = monthBounds(month, company.timezone);
  const [movements, charges] = await Promise.all([
    repo.movementsByKind(db, corporateId, from, to),
    repo.chargesOfMonth(db, corporateId, from, to),
  ]);
  const cents: Record<keyof Totals, number> = {
    topups: 0,
    credit_advances: 0,
    credit_payments: 0,
    trips: 0,
    parcels: 0,
    other: 0,
  };
  let tripCount = 0;
  let parcelCount = 0;
  for (const m of movements) {
    if (m.kind === 'topup' || m.kind === 'seed_topup') cents.topups += m.cents;
    else if (m.kind === 'credit_advance') cents.credit_advances += m.cents;
    else if (m.kind === 'credit_payment') cents.credit_payments -= m.cents;
    else if ((m.kind === 'trip_charge' || m.kind === 'parcel_charge') && m.orderKind) {
      if (m.orderKind === 'parcel') {
        cents.parcels -= m.cents;
        parcelCount += m.transfers;
      } else {
        cents.trips -= m.cents;
        tripCount += m.transfers;
      }
    } else cents.other += m.cents;
  }
  const byCostCenter = new Map<string, Line>();
  const byCollaborator = new Map<string, Line>();
  for (const c of charges) {
    const paid = -c.cents;
    addTo(byCostCenter, c.costCenter ?? '', c.costCenter ?? words.no_cost_center, paid);
    const key = c.passengerUserId ?? `guest:${c.passengerName}`;
    const label = c.passengerUserId ? c.passengerName : `${c.passengerName} (${words.guest})`;
    addTo(byCollaborator, key, label, paid);
  }
  const [balanceNow, movedSinceFrom, movedSinceTo] = await Promise.all([
    repo.accountsBalance(db, corporateId),
    repo.accountsBalance(db, corporateId, from),
    repo.accountsBalance(db, corporateId, to),
  ]);
  return {
    month,
    company: company.name,
    opening_balance: fromCents(balanceNow - movedSinceFrom),
    closing_balance: fromCents(balanceNow - movedSinceTo),
    totals: {
      topups: fromCents(cents.topups),
      credit_advances: fromCents(cents.credit_advances),
      credit_payments: fromCents(cents.credit_payments),
      trips: fromCents(cents.trips),
      parcels: fromCents(cents.parcels),
      other: fromCents(cents.other),
    },
    trip_count: tripCount,
    parcel_count: parcelCount,
    by_cost_center: finish(byCostCenter),
    by_collaborator: finish(byCollaborator),
  };
}

/** A month the company may ask for, or a 404 (a month not closed yet, or before the company). */
export async function checkMonth(deps: AppDeps, corporateId: string, month: string) {
  const months = await closedMonths(deps, corporateId);
  if (!months.includes(month))
    throw new AppError(404, 'statement_month_unavailable', {
      fields: { month: 'statement_month_unavailable' },
    });
}

const TOTAL_KEYS = [
  'topups',
  'credit_advances',
  'credit_payments',
  'trips',
  'parcels',
  'other',
] as const;

/** The statement as a PDF. Helvetica writes no Arabic: an Arabic panel's PDF is in English. */
export async function renderStatementPdf(
  s: Statement,
  lang: Language,
  meta: { now: Date; producer: string; panelId: string },
): Promise<Uint8Array> {
  const pdfLang: Language = lang === 'ar' ? 'en' : lang;
  const w = STATEMENT_TEXT[pdfLang];
  const period = monthName(s.month, pdfLang);
  const { doc, fonts, flow } = await startPdf({
    title: `${w.title} ${s.month}`,
    lang: pdfLang,
    now: meta.now,
    producer: meta.producer,
  });
  flow.text(s.company, { size: 14, bold: true });
  flow.text(meta.panelId, { size: 9, color: MUTED });
  flow.y -= 8;
  flow.text(w.title.toUpperCase(), { size: 20, bold: true, color: ACCENT });
  flow.field({ label: w.period, value: period });

  flow.heading(w.summary);
  flow.amount({ label: w.opening_balance, value: formatUsd(s.opening_balance, pdfLang) });
  for (const key of TOTAL_KEYS) {
    const count =
      key === 'trips' ? ` (${s.trip_count})` : key === 'parcels' ? ` (${s.parcel_count})` : '';
    flow.amount({ label: `${w[key]}${count}`, value: formatUsd(s.totals[key], pdfLang) });
  }
  flow.amount({ label: w.closing_balance, value: formatUsd(s.closing_balance, pdfLang) }, true);

  for (const [title, lines] of [
    [w.by_cost_center, s.by_cost_center],
    [w.by_collaborator, s.by_collaborator],
  ] as const) {
    flow.heading(title);
    if (lines.length === 0) flow.text(w.none, { color: MUTED });
    for (const line of lines)
      flow.amount({
        label: `${line.label} (${line.count})`,
        value: formatUsd(line.total, pdfLang),
      });
  }
  return finishPdf(
    doc,
    fonts,
    (page, pages) => `${w.title} ${s.month} · ${s.company} · ${w.page} ${page} ${w.of} ${pages}`,
  );
}

/** The statement as CSV rows: section, item, count, amount. */
export function statementCsv(s: Statement, lang: Language) {
  const w = STATEMENT_TEXT[lang];
  const rows: CsvCell[][] = [
    [w.summary, w.opening_balance, null, csvNumber(s.opening_balance, 2)],
    ...TOTAL_KEYS.map((key): CsvCell[] => [
      w.summary,
      w[key],
      key === 'trips' ? s.trip_count : key === 'parcels' ? s.parcel_count : null,
      csvNumber(s.totals[key], 2),
    ]),
    [w.summary, w.closing_balance, null, csvNumber(s.closing_balance, 2)],
    ...s.by_cost_center.map((l): CsvCell[] => [
      w.by_cost_center,
      l.label,
      l.count,
      csvNumber(l.total, 2),
    ]),
    ...s.by_collaborator.map((l): CsvCell[] => [
      w.by_collaborator,
      l.label,
      l.count,
      csvNumber(l.total, 2),
    ]),
  ];
  async function* all() {
    yield* rows;
  }
  return csvStream([w.section, w.label, w.count, w.amount_usd], all(), (row) => row);
}

export async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The month's two files, as the e-mail attaches them and the balance page downloads them. */
export async function statementFiles(
  deps: AppDeps,
  corporateId: string,
  month: string,
  langOverride?: Language,
) {
  const company = await repo.companyStart(deps.db, corporateId);
  if (!company) throw notFound();
  const lang = langOverride ?? (isLanguage(company.lang) ? company.lang : 'es');
  const statement = await buildStatement(deps.db, corporateId, month, lang);
  const pdf = await renderStatementPdf(statement, lang, {
    now: deps.clock.now(),
    producer: deps.config.productName,
    panelId: company.uniqueId,
  });
  const csv = await streamToBuffer(statementCsv(statement, lang));
  return {
    statement,
    pdf: { filename: statementFileName(company.uniqueId, month, 'pdf'), content: Buffer.from(pdf) },
    csv: { filename: statementFileName(company.uniqueId, month, 'csv'), content: csv },
  };
}
