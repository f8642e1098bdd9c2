import { z } from 'zod';
import { PAYMENTS_LIMIT } from './constants.ts';
import { CORPORATE_STATUSES } from './console.ts';
import { paymentRowSchema } from './dashboard.ts';
import type { Language } from './i18n.ts';
import { positiveAmountSchema } from './money.ts';
import { cursor, text } from './text.ts';
import { walletOperationSchema } from './wallet.ts';

// A corporate master's associated panels (SPEC §2 /corporate_panels and /corporate_panel/{id},
// master only; issue 10): their figures, one panel's detail, and moving balance between the
// master's wallet and a panel's. Amounts in dollars on the wire.

export const PANELS_LIST_DEFAULT_LIMIT = 20;
export const PANELS_LIST_MAX_LIMIT = 100;
export const PANELS_SEARCH_MAX = 100;
/** The detail's first page of the panel's balance history (more with GET /panels/{id}/operations). */
export const PANEL_OPERATIONS_LIMIT = 20;
/** The detail's payments: the admin-host payments call's page (SPEC §9: page 1, limit 10). */
export const PANEL_PAYMENTS_LIMIT = PAYMENTS_LIMIT;

export const panelsListQuerySchema = z.object({
  /** name, panel ID or e-mail, accents and case ignored */
  q: text().trim().max(PANELS_SEARCH_MAX, { message: 'too_long' }).optional(),
  cursor: cursor().optional(),
  limit: z.coerce
    .number({ message: 'validation_error' })
    .int({ message: 'validation_error' })
    .min(1, { message: 'validation_error' })
    .max(PANELS_LIST_MAX_LIMIT, { message: 'validation_error' })
    .default(PANELS_LIST_DEFAULT_LIMIT),
  format: z.enum(['json', 'csv'], { message: 'validation_error' }).default('json'),
});
export type PanelsListQuery = z.input<typeof panelsListQuerySchema>;

/**
 * The month the figures count (the master's time zone; contracts `monthRange`): orders requested
 * from the first day's midnight to the last day's end.
 */
export const panelsMonthSchema = z.object({ start_date: z.string(), end_date: z.string() });

/** A panel's month: served trips (rides and multistop trips) and parcels, and what they cost. */
export const panelMonthFiguresSchema = z.object({
  trips: z.number(),
  parcels: z.number(),
  /** dollars charged for the month's trips */
  trips_spend: z.number(),
  /** dollars charged for the month's parcels */
  parcels_spend: z.number(),
  /** trips_spend + parcels_spend */
  spend: z.number(),
});
export type PanelMonthFigures = z.infer<typeof panelMonthFiguresSchema>;

export const panelRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** the panel's PANEL ID */
  unique_id: z.string(),
  email: z.string(),
  status: z.enum(CORPORATE_STATUSES),
  /** dollars: balance less what running orders hold (GET /me's wallet of that panel) */
  wallet: z.number(),
  overdraft: z.number(),
  month: panelMonthFiguresSchema,
  /** collaborators active on the panel's payroll */
  active_collaborators: z.number(),
});
export type PanelRow = z.infer<typeof panelRowSchema>;

export const panelsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({
    panels: z.array(panelRowSchema),
    next_cursor: z.string().nullable(),
    month: panelsMonthSchema,
  }),
});
export type PanelsPage = z.infer<typeof panelsPageSchema>['data'];

/** The master's own figures, as a transfer to a panel draws on them. */
export const masterFundsSchema = z.object({
  /** dollars: the master's balance less holds */
  wallet: z.number(),
  overdraft: z.number(),
  /** what the master can move to a panel: balance + overdraft - holds */
  available: z.number(),
});
export type MasterFunds = z.infer<typeof masterFundsSchema>;

export const panelDetailSchema = panelRowSchema.extend({
  /** the ledger balance (the history's final_balance chains to it) */
  balance: z.number(),
  holds: z.number(),
  /** balance + overdraft - holds */
  available: z.number(),
  /** what the master can take back: the panel's own balance less holds, never its overdraft */
  takeable: z.number(),
  /** the panel's balance history, newest first (GET /wallet/operations of the panel) */
  operations: z.array(walletOperationSchema),
  operations_next_cursor: z.string().nullable(),
  /** the panel's payments (the admin-host payments call for the panel) */
  payments: z.array(paymentRowSchema),
  payments_total: z.number(),
});
export type PanelDetail = z.infer<typeof panelDetailSchema>;

export const panelDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ panel: panelDetailSchema, master: masterFundsSchema, month: panelsMonthSchema }),
});

/** to_panel: master's wallet -> panel; to_master: panel -> master's wallet. */
export const PANEL_TRANSFER_DIRECTIONS = ['to_panel', 'to_master'] as const;
export type PanelTransferDirection = (typeof PANEL_TRANSFER_DIRECTIONS)[number];

/** POST /panels/{id}/transfer (needs an Idempotency-Key). */
export const panelTransferBodySchema = z.object({
  amount: positiveAmountSchema,
  direction: z.enum(PANEL_TRANSFER_DIRECTIONS, { message: 'validation_error' }),
});
export type PanelTransferBody = z.input<typeof panelTransferBodySchema>;

export const panelTransferResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    transfer_id: z.string(),
    direction: z.enum(PANEL_TRANSFER_DIRECTIONS),
    amount: z.number(),
    /** the master after the transfer (its wallet is GET /me's) */
    master: masterFundsSchema,
    /** the panel after the transfer */
    panel: z.object({
      _id: z.string(),
      wallet: z.number(),
      balance: z.number(),
      available: z.number(),
      takeable: z.number(),
    }),
  }),
});
export type PanelTransferResult = z.infer<typeof panelTransferResponseSchema>['data'];

/** The CSV export of the panels list: its columns in the exporter's language. */
export const PANEL_CSV_COLUMNS = {
  name: { es: 'Panel', en: 'Panel', fr: 'Panneau', ar: 'اللوحة' },
  unique_id: { es: 'ID del panel', en: 'Panel ID', fr: 'ID du panneau', ar: 'معرّف اللوحة' },
  email: { es: 'Correo electrónico', en: 'Email', fr: 'E-mail', ar: 'البريد الإلكتروني' },
  status: { es: 'Estado', en: 'Status', fr: 'Statut', ar: 'الحالة' },
  wallet: { es: 'Saldo ($)', en: 'Balance ($)', fr: 'Solde ($)', ar: 'الرصيد ($)' },
  overdraft: {
    es: 'Sobregiro ($)',
    en: 'Overdraft ($)',
    fr: 'Découvert ($)',
    ar: 'السحب على المكشوف ($)',
  },
  month_trips: {
    es: 'Viajes del mes',
    en: "Month's trips",
    fr: 'Courses du mois',
    ar: 'رحلات الشهر',
  },
  month_parcels: {
    es: 'Envíos del mes',
    en: "Month's parcels",
    fr: 'Envois du mois',
    ar: 'شحنات الشهر',
  },
  month_spend: {
    es: 'Gasto del mes ($)',
    en: "Month's spend ($)",
    fr: 'Dépenses du mois ($)',
    ar: 'إنفاق الشهر ($)',
  },
  active_collaborators: {
    es: 'Colaboradores activos',
    en: 'Active collaborators',
    fr: 'Collaborateurs actifs',
    ar: 'المتعاونون النشطون',
  },
} as const satisfies Record<string, Record<Language, string>>;
export type PanelCsvColumn = keyof typeof PANEL_CSV_COLUMNS;
