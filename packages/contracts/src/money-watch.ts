import { z } from 'zod';
import { positiveAmountSchema } from './money.ts';
import { text } from './text.ts';

// Watching a prepaid company's money (issue 13, parts 6 and 7): how long the balance lasts, who
// is warned and when, the notices the panel shows, and the monthly statement. The forecast is one
// pure function: the balance page draws it, the leader's alert sweep decides with it.

/** Spend is averaged over this many past days. */
export const FORECAST_WINDOW_DAYS = 30;
/** The projection looks this many days ahead; beyond it the balance "lasts" (daysLeft null). */
export const FORECAST_HORIZON_DAYS = 60;
/** A credit this close to its expiration (or closer) is warned about, once. */
export const CREDIT_EXPIRY_WARN_DAYS = 3;
export const ALERT_RECIPIENTS_MAX = 10;
export const ALERT_DAYS_BEFORE_MIN = 1;
export const ALERT_DAYS_BEFORE_MAX = 30;
export const ALERT_DAYS_BEFORE_DEFAULT = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ForecastInput = {
  /** cents on the account now, less what running (not scheduled) orders hold */
  startCents: number;
  /** what the last FORECAST_WINDOW_DAYS cost, in cents (consumption only, never top-ups) */
  spentCents: number;
  windowDays?: number;
  /** scheduled orders' holds, each on the day it falls (1 = tomorrow … horizon) */
  scheduled: readonly { day: number; cents: number }[];
  horizonDays?: number;
};

export type Forecast = {
  /** average daily spend, cents, rounded up (a forecast that errs, errs towards warning) */
  dailyCents: number;
  /**
   * Whole days the balance covers: counted from tomorrow while the projection stays ≥ 0. null
   * when it lasts past the horizon (or nothing is spent).
   */
  daysLeft: number | null;
  /** the projected balance at the end of each day, index 0 = now; horizon + 1 points */
  points: number[];
};

/** The balance's projection from its recent spend and what is scheduled. */
export function forecastBalance(input: ForecastInput): Forecast {
  const windowDays = input.windowDays ?? FORECAST_WINDOW_DAYS;
  const horizon = input.horizonDays ?? FORECAST_HORIZON_DAYS;
  const dailyCents = Math.max(0, Math.ceil(input.spentCents / windowDays));
  const byDay = new Map<number, number>();
  for (const s of input.scheduled) {
    const day = Math.min(Math.max(1, Math.floor(s.day)), horizon);
    byDay.set(day, (byDay.get(day) ?? 0) + s.cents);
  }
  const points = [input.startCents];
  let daysLeft: number | null = input.startCents < 0 ? 0 : null;
  for (let d = 1; d <= horizon; d += 1) {
    const next = points[d - 1]! - dailyCents - (byDay.get(d) ?? 0);
    points.push(next);
    if (daysLeft === null && next < 0) daysLeft = d - 1;
  }
  return { dailyCents, daysLeft, points };
}

/** The day (1 = tomorrow) a time falls on, counted from `now` in whole 24-hour steps. */
export function forecastDay(now: Date, at: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / DAY_MS));
}

// --- settings -------------------------------------------------------------------------------

const recipientSchema = text({ error: 'validation_error' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'email_invalid' }));

export const moneyWatchSettingsSchema = z.object({
  /** dollars: warn when the available balance goes below; null: only the forecast warns */
  threshold: positiveAmountSchema.nullable(),
  /** warn when the forecast says the balance lasts this many days or fewer */
  days_before: z
    .number({ error: 'validation_error' })
    .int({ message: 'validation_error' })
    .min(ALERT_DAYS_BEFORE_MIN, { message: 'validation_error' })
    .max(ALERT_DAYS_BEFORE_MAX, { message: 'validation_error' }),
  /** who gets the alerts and the statement; empty: the company's own e-mail */
  recipients: z
    .array(recipientSchema)
    .max(ALERT_RECIPIENTS_MAX, { message: 'too_many_recipients' })
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate_recipient' }),
  alerts_enabled: z.boolean(),
  statement_enabled: z.boolean(),
});
export type MoneyWatchSettings = z.infer<typeof moneyWatchSettingsSchema>;

export const DEFAULT_MONEY_WATCH: MoneyWatchSettings = {
  threshold: null,
  days_before: ALERT_DAYS_BEFORE_DEFAULT,
  recipients: [],
  alerts_enabled: true,
  statement_enabled: true,
};

export const moneyWatchSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: moneyWatchSettingsSchema,
});

export const forecastResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** dollars */
    available: z.number(),
    daily_spend: z.number(),
    /** dollars the last 30 days cost */
    spent_30d: z.number(),
    /** dollars held by scheduled orders in the horizon */
    scheduled: z.number(),
    days_left: z.number().nullable(),
    horizon_days: z.number(),
    /** the projected balance per day: date (YYYY-MM-DD, company time zone) and dollars */
    points: z.array(z.object({ date: z.string(), balance: z.number() })),
    threshold: z.number().nullable(),
    days_before: z.number(),
    /** the alert in force (the balance is low now) */
    low: z.boolean(),
  }),
});
export type BalanceForecast = z.infer<typeof forecastResponseSchema>['data'];

// --- notices ---------------------------------------------------------------------------------

export const NOTICE_KINDS = [
  'balance_low',
  'credit_expiring',
  'topup_rejected',
  'statement_ready',
  'recurring_failed',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const noticeSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  /** what the notice's text fills in (amounts in dollars, ids, dates, an error code) */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** where the panel takes the reader */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const NOTICES_PAGE = 30;
export const noticesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ notices: z.array(noticeSchema), unread: z.number() }),
});
export type NoticesResponse = z.infer<typeof noticesResponseSchema>['data'];

/**
 * Socket event: a notice was added. Only its kind: every member's panel gets it, and those whose
 * role reads that kind fetch the list again (a coordinator's socket carries no balance).
 */
export const NOTICE_EVENT = 'notice:new';
export const noticeEventSchema = z.object({ kind: z.enum(NOTICE_KINDS) });

// --- monthly statement ---------------------------------------------------------------------

/** YYYY-MM */
export const statementMonthSchema = text({ error: 'validation_error' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation_error' })
  .meta({ example: '2026-10' });

export const statementsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** past months, newest first, from the company's first month; each with when it was sent */
    months: z.array(z.object({ month: z.string(), sent_at: z.string().nullable() })),
  }),
});

export const statementQuerySchema = z.object({
  format: z.enum(['pdf', 'csv', 'json']).default('json'),
});

const lineTotal = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number(),
  total: z.number(),
});

export const statementSchema = z.object({
  month: z.string(),
  company: z.string(),
  /** dollars: the company's accounts together (its wallet and its collaborators') when the month began and ended */
  opening_balance: z.number(),
  closing_balance: z.number(),
  /** dollars by kind of movement on the company's accounts (wallet and collaborators') */
  totals: z.object({
    topups: z.number(),
    credit_advances: z.number(),
    credit_payments: z.number(),
    trips: z.number(),
    parcels: z.number(),
    other: z.number(),
  }),
  trip_count: z.number(),
  parcel_count: z.number(),
  by_cost_center: z.array(lineTotal),
  by_collaborator: z.array(lineTotal),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementResponseSchema = z.object({
  success: z.literal(true),
  data: statementSchema,
});

/** The words of the statement's PDF and CSV (and the balance page's summary). */
export const STATEMENT_TEXT = {
  es: {
    title: 'Estado de cuenta',
    period: 'Período',
    company: 'Empresa',
    summary: 'Resumen',
    opening_balance: 'Saldo al inicio del mes (empresa y colaboradores)',
    closing_balance: 'Saldo al cierre del mes (empresa y colaboradores)',
    topups: 'Recargas',
    credit_advances: 'Adelantos de crédito',
    credit_payments: 'Pagos de crédito',
    trips: 'Viajes',
    parcels: 'Envíos',
    other: 'Otros movimientos',
    by_cost_center: 'Por centro de costo',
    by_collaborator: 'Por colaborador',
    no_cost_center: 'Sin centro de costo',
    guest: 'invitado',
    none: 'Sin movimientos',
    section: 'Sección',
    label: 'Concepto',
    count: 'Cantidad',
    amount_usd: 'Monto (USD)',
    page: 'Página',
    of: 'de',
  },
  en: {
    title: 'Statement',
    period: 'Period',
    company: 'Company',
    summary: 'Summary',
    opening_balance: 'Balance at the start of the month (company and collaborators)',
    closing_balance: 'Balance at the end of the month (company and collaborators)',
    topups: 'Top-ups',
    credit_advances: 'Credit advances',
    credit_payments: 'Credit payments',
    trips: 'Trips',
    parcels: 'Parcels',
    other: 'Other movements',
    by_cost_center: 'By cost centre',
    by_collaborator: 'By collaborator',
    no_cost_center: 'No cost centre',
    guest: 'guest',
    none: 'No movements',
    section: 'Section',
    label: 'Item',
    count: 'Count',
    amount_usd: 'Amount (USD)',
    page: 'Page',
    of: 'of',
  },
  fr: {
    title: 'Relevé de compte',
    period: 'Période',
    company: 'Entreprise',
    summary: 'Résumé',
    opening_balance: 'Solde en début de mois (entreprise et collaborateurs)',
    closing_balance: 'Solde en fin de mois (entreprise et collaborateurs)',
    topups: 'Recharges',
    credit_advances: 'Avances de crédit',
    credit_payments: 'Remboursements de crédit',
    trips: 'Trajets',
    parcels: 'Envois',
    other: 'Autres mouvements',
    by_cost_center: 'Par centre de coût',
    by_collaborator: 'Par collaborateur',
    no_cost_center: 'Sans centre de coût',
    guest: 'invité',
    none: 'Aucun mouvement',
    section: 'Section',
    label: 'Libellé',
    count: 'Nombre',
    amount_usd: 'Montant (USD)',
    page: 'Page',
    of: 'sur',
  },
  ar: {
    title: 'كشف الحساب',
    period: 'الفترة',
    company: 'الشركة',
    summary: 'الملخص',
    opening_balance: 'الرصيد في بداية الشهر (الشركة والمتعاونون)',
    closing_balance: 'الرصيد في نهاية الشهر (الشركة والمتعاونون)',
    topups: 'عمليات الشحن',
    credit_advances: 'سلف الائتمان',
    credit_payments: 'تسديدات الائتمان',
    trips: 'الرحلات',
    parcels: 'الشحنات',
    other: 'حركات أخرى',
    by_cost_center: 'حسب مركز التكلفة',
    by_collaborator: 'حسب المتعاون',
    no_cost_center: 'بدون مركز تكلفة',
    guest: 'ضيف',
    none: 'لا توجد حركات',
    section: 'القسم',
    label: 'البند',
    count: 'العدد',
    amount_usd: 'المبلغ (دولار)',
    page: 'صفحة',
    of: 'من',
  },
} as const;

/** The statement's file name: estado-de-cuenta-TE-100234-2026-10.pdf */
export const statementFileName = (panelId: string, month: string, ext: 'pdf' | 'csv') =>
  `estado-de-cuenta-${panelId}-${month}.${ext}`;
