import { z } from 'zod';
import { emailSchema, loginBodySchema } from './auth.ts';
import { nonNegativeAmountSchema } from './money.ts';
import type { PanelAction, PanelPermission, PanelResource } from './team-permissions.ts';
import { cursor, dateRangeInOrder, dateTime, isoDate, text } from './text.ts';

// The provider's console (issue 10): its admins, their roles and what each role may do, and the
// shapes of /api/console/*. Amounts in dollars on the wire, like the corporate API.

export const ADMIN_ROLES = ['owner', 'finance', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** What the console holds. Each has its menu entry and its routes. */
export const CONSOLE_RESOURCES = [
  'companies',
  'leads',
  'rates',
  'promos',
  'fares',
  /** top-ups to verify, and their invoices (issue 11) */
  'topups',
  /** corporate credits (advances) */
  'credits',
  'audit',
  'assist',
] as const;
export type ConsoleResource = (typeof CONSOLE_RESOURCES)[number];
export const CONSOLE_ACTIONS = ['read', 'manage', 'money'] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];
export type ConsolePermission = `${ConsoleAction}:${ConsoleResource}`;

/**
 * The permission check of the console (the spec's menu check by action and resource), used by the
 * server on every route and by the menu. `manage` is a non-money write; `money` moves or lets
 * money move (overdraft, credits switch, rates, promo codes, fares). Support answers prospects
 * and helps companies; finance owns money; the owner does everything.
 */
export const CONSOLE_PERMISSIONS: Record<AdminRole, readonly ConsolePermission[]> = {
  owner: CONSOLE_RESOURCES.flatMap((r) => CONSOLE_ACTIONS.map((a) => `${a}:${r}` as const)),
  finance: [
    'read:companies',
    'money:companies',
    'read:leads',
    'read:rates',
    'money:rates',
    'read:promos',
    'money:promos',
    'read:fares',
    'money:fares',
    'read:topups',
    'money:topups',
    'read:credits',
    'money:credits',
    'read:audit',
  ],
  support: [
    'read:companies',
    'manage:companies',
    'read:leads',
    'manage:leads',
    'read:rates',
    'read:promos',
    'read:fares',
    'read:topups',
    'read:credits',
    'read:audit',
    'manage:assist',
  ],
};

export function can(
  role: AdminRole | null | undefined,
  action: ConsoleAction,
  resource: ConsoleResource,
): boolean {
  return !!role && CONSOLE_PERMISSIONS[role].includes(`${action}:${resource}`);
}

/**
 * Assist mode: inside a company's panel an admin acts as its `admin` member, bounded also by
 * their own console permissions. Each permission a panel operation needs (read for GET, write
 * otherwise, on the route's panel resource) asks this console permission of the admin; the
 * server checks both on every assist request. Collaborators' balances (payroll) and the wallet,
 * its top-ups, invoices and credits (money) move money: money:companies, which support lacks.
 */
export const ASSIST_CONSOLE_BOUND: Record<PanelPermission, ConsolePermission> = {
  'read:trips': 'read:companies',
  'write:trips': 'manage:companies',
  'read:payroll': 'read:companies',
  'write:payroll': 'money:companies',
  'read:money': 'read:companies',
  'write:money': 'money:companies',
  'read:activity': 'read:companies',
  'write:activity': 'manage:companies',
  'read:company': 'read:companies',
  'write:company': 'manage:companies',
  'read:team': 'read:companies',
  'write:team': 'manage:companies',
  'read:approvals': 'read:companies',
  'write:approvals': 'manage:companies',
  'read:integrations': 'read:companies',
  'write:integrations': 'manage:companies',
};

/** Whether an admin of `role` in assist mode may do `action` on a panel's `resource`. */
export function canAssist(
  role: AdminRole | null | undefined,
  action: PanelAction,
  resource: PanelResource,
): boolean {
  const [need, on] = ASSIST_CONSOLE_BOUND[`${action}:${resource}`].split(':') as [
    ConsoleAction,
    ConsoleResource,
  ];
  return can(role, need, on);
}

/** Assist mode ends after this long without a request (the corporate panel's own limit is 12 h). */
export const ASSIST_IDLE_TTL_MS = 60 * 60 * 1000;
/**
 * Assist mode's whole life, however busy: it also ends with the console session that opened it,
 * and when its admin is deactivated or loses `manage:assist`.
 */
export const ASSIST_ABSOLUTE_TTL_MS = 8 * 60 * 60 * 1000;

export const consoleLoginBodySchema = loginBodySchema;
export type ConsoleLoginBody = z.input<typeof consoleLoginBodySchema>;

export const consoleAdminSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  permissions: z.array(z.string()),
});
export type ConsoleAdmin = z.infer<typeof consoleAdminSchema>;

export const consoleLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  admin: consoleAdminSchema,
});
export type ConsoleLoginResponse = z.infer<typeof consoleLoginResponseSchema>;
export const consoleMeResponseSchema = z.object({
  success: z.literal(true),
  admin: consoleAdminSchema,
});

// ---- companies ------------------------------------------------------------------------------

export const CORPORATE_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type CorporateStatusCode = (typeof CORPORATE_STATUSES)[number];
export const CONSOLE_LIST_DEFAULT_LIMIT = 20;
export const CONSOLE_LIST_MAX_LIMIT = 100;
export const CONSOLE_SEARCH_MAX = 100;
export const SUSPEND_REASON_MAX = 300;

const limitSchema = z.coerce
  .number({ message: 'validation_error' })
  .int({ message: 'validation_error' })
  .min(1, { message: 'validation_error' })
  .max(CONSOLE_LIST_MAX_LIMIT, { message: 'validation_error' })
  .default(CONSOLE_LIST_DEFAULT_LIMIT);
const searchSchema = text().trim().max(CONSOLE_SEARCH_MAX, { message: 'too_long' }).optional();
/** `format=csv` streams the whole filtered list as CSV instead of a page */
export const listFormatSchema = z.enum(['json', 'csv'], { message: 'validation_error' }).optional();

export const consoleCompaniesQuerySchema = z.object({
  status: z.enum(CORPORATE_STATUSES, { message: 'validation_error' }).optional(),
  search: searchSchema,
  cursor: cursor().optional(),
  limit: limitSchema,
  format: listFormatSchema,
});
export type ConsoleCompaniesQuery = z.input<typeof consoleCompaniesQuerySchema>;

export const consoleCompanyRowSchema = z.object({
  _id: z.string(),
  unique_id: z.string(),
  name: z.string(),
  email: z.string(),
  tax_id: z.string().nullable(),
  city: z.string(),
  status: z.enum(CORPORATE_STATUSES),
  is_corporate_master: z.boolean(),
  is_active_shipments: z.boolean(),
  is_active_multi_stops: z.boolean(),
  is_allow_credits: z.boolean(),
  /** dollars: balance less holds */
  wallet: z.number(),
  overdraft: z.number(),
  created_at: z.string(),
});
export type ConsoleCompanyRow = z.infer<typeof consoleCompanyRowSchema>;

export const consoleCompaniesPageSchema = z.object({
  success: z.literal(true),
  companies: z.array(consoleCompanyRowSchema),
  next_cursor: z.string().nullable(),
  /** companies per status, for the tabs (the search applies, the status does not) */
  counts: z.record(z.enum(CORPORATE_STATUSES), z.number()),
});

const orderSummarySchema = z.object({
  _id: z.string(),
  unique_id: z.string(),
  kind: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** dollars: the charge, or the estimate while not served */
  amount: z.number(),
});

export const consoleCompanyDetailSchema = z.object({
  success: z.literal(true),
  company: consoleCompanyRowSchema.extend({
    phone: z.string(),
    country_name: z.string(),
    lang: z.string(),
    fiscal_name: z.string().nullable(),
    fiscal_address: z.string().nullable(),
    invoice_emails: z.array(z.string()),
    onboarded_at: z.string().nullable(),
    approved_at: z.string().nullable(),
    suspended_reason: z.string().nullable(),
    image_url: z.string().nullable(),
  }),
  collaborators: z.object({ active: z.number(), total: z.number() }),
  last_orders: z.array(orderSummarySchema),
  /** for a master: its associated panels; for a panel: its masters */
  panels: z.array(z.object({ _id: z.string(), unique_id: z.string(), name: z.string() })),
  masters: z.array(z.object({ _id: z.string(), unique_id: z.string(), name: z.string() })),
});
export type ConsoleCompanyDetail = z.infer<typeof consoleCompanyDetailSchema>;

export const suspendBodySchema = z.object({
  reason: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required' })
    .max(SUSPEND_REASON_MAX, { message: 'too_long' }),
});
export type SuspendBody = z.input<typeof suspendBodySchema>;

export const companyFeaturesBodySchema = z
  .object({
    is_active_shipments: z.boolean({ message: 'validation_error' }).optional(),
    is_active_multi_stops: z.boolean({ message: 'validation_error' }).optional(),
    is_allow_credits: z.boolean({ message: 'validation_error' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'validation_error' });
export type CompanyFeaturesBody = z.input<typeof companyFeaturesBodySchema>;

/** The overdraft a company may run into, in dollars; the console refuses more than this. */
export const OVERDRAFT_MAX = 100_000;
export const overdraftBodySchema = z.object({
  overdraft: nonNegativeAmountSchema.refine((v) => v <= OVERDRAFT_MAX, {
    message: 'overdraft_too_high',
  }),
});
export type OverdraftBody = z.input<typeof overdraftBodySchema>;

export const linkPanelBodySchema = z.object({ panel_id: text().trim().min(1).max(100) });
export const panelParamsSchema = z.object({ id: text().max(100), panelId: text().max(100) });

export const consoleCompanyResponseSchema = consoleCompanyDetailSchema;

// ---- assist mode -----------------------------------------------------------------------------

export const assistBodySchema = z.object({ corporate_id: text().trim().min(1).max(100) });
export type AssistBody = z.input<typeof assistBodySchema>;
/** A corporate session of the company entered, acting as the admin (is_assist_mode in /me). */
export const assistResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  _id: z.string(),
  unique_id: z.string(),
  email: z.string(),
});
export type AssistResponse = z.infer<typeof assistResponseSchema>;

// ---- exchange rates -------------------------------------------------------------------------

export const RATE_MAX = 1_000_000;
export const consoleRateSchema = z.object({
  _id: z.string(),
  /** bolívares per dollar */
  rate: z.number(),
  /** the Caracas day it applies from */
  date: z.string(),
  created_at: z.string(),
});
export const consoleRatesResponseSchema = z.object({
  success: z.literal(true),
  today: consoleRateSchema.nullable(),
  rates: z.array(consoleRateSchema),
});
export const setRateBodySchema = z.object({
  date: isoDate(),
  // each typo its own message: unreadable, not positive, too many decimals, too high
  rate: z
    .number({ error: (issue) => (issue.input == null ? 'amount_required' : 'amount_format') })
    .positive({ message: 'amount_positive' })
    .max(RATE_MAX, { message: 'rate_too_high' })
    // at most 6 decimals, as stored; 1.000007 × 10^6 is 1000006.9999999999 in floating point
    .refine((v) => Math.abs(v * 1e6 - Math.round(v * 1e6)) < 1e-3, { message: 'rate_decimals' }),
});
export type SetRateBody = z.input<typeof setRateBodySchema>;

// ---- promo codes ----------------------------------------------------------------------------

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
export const promoKindSchema = z.enum(['percentage', 'fixed'], { message: 'validation_error' });
export const consolePromoSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: promoKindSchema,
  /** percentage: 1–100; fixed: dollars */
  value: z.number(),
  valid_from: z.string(),
  valid_until: z.string(),
  usage_limit: z.number().nullable(),
  used_count: z.number(),
  paused: z.boolean(),
  company: z.object({ _id: z.string(), name: z.string(), unique_id: z.string() }).nullable(),
});
export type ConsolePromo = z.infer<typeof consolePromoSchema>;
export const consolePromosResponseSchema = z.object({
  success: z.literal(true),
  promos: z.array(consolePromoSchema),
});
export const createPromoBodySchema = z
  .object({
    code: text({ error: 'field_required' })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => PROMO_CODE_PATTERN.test(v), { message: 'promo_code_format' }),
    kind: promoKindSchema,
    value: z
      .number({ error: (issue) => (issue.input == null ? 'amount_required' : 'amount_format') })
      .positive({ message: 'amount_positive' }),
    valid_from: dateTime(),
    valid_until: dateTime(),
    usage_limit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    /** empty: every company */
    corporate_ids: z.array(text().max(100)).max(200).default([]),
  })
  .refine(...dateRangeInOrder('valid_from', 'valid_until'))
  .refine((v) => v.kind !== 'percentage' || (Number.isInteger(v.value) && v.value <= 100), {
    message: 'promo_percentage_range',
    path: ['value'],
  })
  .refine((v) => v.kind !== 'fixed' || Math.round(v.value * 100) === v.value * 100, {
    message: 'amount_format',
    path: ['value'],
  });
export type CreatePromoBody = z.input<typeof createPromoBodySchema>;
export type CreatePromoInput = z.output<typeof createPromoBodySchema>;
export const pausePromoBodySchema = z.object({
  paused: z.boolean({ message: 'validation_error' }),
});
export const promoUsesResponseSchema = z.object({
  success: z.literal(true),
  uses: z.array(
    z.object({
      trip_id: z.string(),
      trip_unique_id: z.string(),
      company: z.string(),
      /** dollars saved */
      discount: z.number(),
      created_at: z.string(),
    }),
  ),
});

// ---- audit log ------------------------------------------------------------------------------

export const AUDIT_ACTOR_TYPES = ['corporate', 'admin', 'system'] as const;
export const auditQuerySchema = z
  .object({
    corporate_id: text().max(100).optional(),
    actor_type: z.enum(AUDIT_ACTOR_TYPES, { message: 'validation_error' }).optional(),
    /** an admin's or a company's id */
    actor_id: text().max(100).optional(),
    action: text().trim().max(60, { message: 'too_long' }).optional(),
    /** only what admins did inside panels */
    assist_only: z
      .enum(['true', 'false'], { message: 'validation_error' })
      .transform((v) => v === 'true')
      .optional(),
    from: dateTime().optional(),
    to: dateTime().optional(),
    cursor: cursor().optional(),
    limit: limitSchema,
    format: listFormatSchema,
  })
  .refine(...dateRangeInOrder('from', 'to'));
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditFilter = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  created_at: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** what a person calls that thing ("VJ-8F3K2Q", "REC-000002 · 00000001", a name); shown instead of the id */
  entity_ref: z.string().nullable(),
  actor_type: z.enum(AUDIT_ACTOR_TYPES),
  /** who: the admin's, the team member's or the company's name; null for the system */
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  /** set when a provider admin did it inside the company's panel */
  assist_admin: z.object({ _id: z.string(), name: z.string() }).nullable(),
  company: z.object({ _id: z.string(), name: z.string(), unique_id: z.string() }).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
});

export const consoleAdminsResponseSchema = z.object({
  success: z.literal(true),
  admins: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
});

export const adminEmailSchema = emailSchema;

// ---- what the console's CSV exports say (the console screens use the same words) ------------

type Words = Record<'es' | 'en' | 'fr' | 'ar', string>;

export const CORPORATE_STATUS_LABELS = {
  pending: { es: 'Pendiente', en: 'Pending', fr: 'En attente', ar: 'قيد الانتظار' },
  approved: { es: 'Aprobada', en: 'Approved', fr: 'Approuvée', ar: 'معتمدة' },
  suspended: { es: 'Suspendida', en: 'Suspended', fr: 'Suspendue', ar: 'معلّقة' },
} as const satisfies Record<CorporateStatusCode, Words>;

export const AUDIT_ACTOR_LABELS = {
  corporate: { es: 'Empresa', en: 'Company', fr: 'Entreprise', ar: 'الشركة' },
  admin: { es: 'Administrador', en: 'Administrator', fr: 'Administrateur', ar: 'المسؤول' },
  system: { es: 'Sistema', en: 'System', fr: 'Système', ar: 'النظام' },
} as const satisfies Record<(typeof AUDIT_ACTOR_TYPES)[number], Words>;

export const CONSOLE_CSV_COLUMNS = {
  panel_id: { es: 'ID de panel', en: 'Panel ID', fr: 'ID du panneau', ar: 'معرّف اللوحة' },
  company: { es: 'Empresa', en: 'Company', fr: 'Entreprise', ar: 'الشركة' },
  email: { es: 'Correo', en: 'E-mail', fr: 'E-mail', ar: 'البريد الإلكتروني' },
  tax_id: { es: 'RIF', en: 'Tax ID', fr: 'RIF', ar: 'الرقم الضريبي' },
  city: { es: 'Ciudad', en: 'City', fr: 'Ville', ar: 'المدينة' },
  status: { es: 'Estado', en: 'Status', fr: 'Statut', ar: 'الحالة' },
  master: { es: 'Maestra', en: 'Master', fr: 'Maître', ar: 'رئيسية' },
  wallet: { es: 'Saldo ($)', en: 'Balance ($)', fr: 'Solde ($)', ar: 'الرصيد ($)' },
  overdraft: {
    es: 'Sobregiro ($)',
    en: 'Overdraft ($)',
    fr: 'Découvert ($)',
    ar: 'السحب على المكشوف ($)',
  },
  created_at: { es: 'Creada', en: 'Created', fr: 'Créée', ar: 'تاريخ الإنشاء' },
  at: { es: 'Fecha', en: 'Date', fr: 'Date', ar: 'التاريخ' },
  actor_type: { es: 'Tipo de actor', en: 'Actor type', fr: "Type d'acteur", ar: 'نوع الفاعل' },
  actor: { es: 'Actor', en: 'Actor', fr: 'Acteur', ar: 'الفاعل' },
  assist_admin: {
    es: 'Modo asistido por',
    en: 'Assist mode by',
    fr: 'Mode assisté par',
    ar: 'الوضع المساعد بواسطة',
  },
  action: { es: 'Acción', en: 'Action', fr: 'Action', ar: 'الإجراء' },
  entity: { es: 'Objeto', en: 'Object', fr: 'Objet', ar: 'العنصر' },
  entity_id: { es: 'ID del objeto', en: 'Object ID', fr: "ID de l'objet", ar: 'معرّف العنصر' },
  reference: { es: 'Referencia', en: 'Reference', fr: 'Référence', ar: 'المرجع' },
  ip: { es: 'Dirección IP', en: 'IP address', fr: 'Adresse IP', ar: 'عنوان IP' },
} as const satisfies Record<string, Words>;
export type ConsoleCsvColumn = keyof typeof CONSOLE_CSV_COLUMNS;
