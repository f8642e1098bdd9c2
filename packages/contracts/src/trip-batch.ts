import { z } from 'zod';
import type { Language } from './i18n.ts';
import { text } from './text.ts';

// Booking many trips from one file (issue 13, part 5): a CSV or an XLSX of up to 100 rows, one
// trip each. The server reads it, marks each bad row with its reasons (preview), then books the
// good ones through the same path as POST /trips and keeps a report of what became of each row.

export const BATCH_MAX_ROWS = 100;
/** The file's size limit; the web refuses a bigger one before sending it. */
export const BATCH_MAX_BYTES = 512 * 1024;
export const BATCH_MAX_KB = BATCH_MAX_BYTES / 1024;
export const BATCH_FILE_NAME_MAX = 200;

/**
 * The columns, by their English name; a header may also use the Spanish one. Required: passenger,
 * origin, destination, time. `passenger` is a collaborator's e-mail or ID card, or a guest's
 * name (then `phone` is required); `time` is "YYYY-MM-DD HH:MM" in the company's time zone.
 */
export const BATCH_COLUMNS = [
  'passenger',
  'phone',
  'origin',
  'destination',
  'time',
  'service_type',
  'reason',
  'cost_center',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];
export const BATCH_REQUIRED_COLUMNS: readonly BatchColumn[] = [
  'passenger',
  'origin',
  'destination',
  'time',
];
/** Spanish headers accepted for each column (lower case, without accents). */
export const BATCH_COLUMN_ALIASES: Record<BatchColumn, readonly string[]> = {
  passenger: ['pasajero', 'colaborador'],
  phone: ['telefono'],
  origin: ['origen'],
  destination: ['destino'],
  time: ['hora', 'fecha', 'fecha_hora'],
  service_type: ['servicio', 'tipo_de_servicio'],
  reason: ['motivo'],
  cost_center: ['centro_de_costo', 'centro_costo'],
};

/** The template the page offers to download: one header row and one example. */
export const BATCH_TEMPLATE_CSV =
  'passenger,phone,origin,destination,time,service_type,reason,cost_center\n' +
  'V-18456723,,Plaza Altamira,Centro Sambil Caracas,2026-12-01 08:30,economy,Visita a cliente,VEN-01\n' +
  'Ana Pérez,4141234567,Plaza Bolívar,Parque del Este,2026-12-01 09:00,comfort,,\n';

export const batchFileSchema = z.object({
  file_name: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required' })
    .max(BATCH_FILE_NAME_MAX, { message: 'too_long' })
    .meta({ example: 'viajes.csv' }),
  /** the file's bytes, base64 */
  content_base64: text({ error: 'field_required' })
    .min(1, { message: 'field_required' })
    .meta({ example: 'cGFzc2VuZ2VyLG9yaWdpbixkZXN0aW5hdGlvbix0aW1lCg==' }),
});
export type BatchFile = z.infer<typeof batchFileSchema>;

export const BATCH_ROW_STATUSES = ['ok', 'error'] as const;
/** What became of a row once booked. */
export const BATCH_OUTCOMES = ['booked', 'approval', 'failed', 'skipped'] as const;
export type BatchOutcome = (typeof BATCH_OUTCOMES)[number];

export const batchRowSchema = z.object({
  /** the row's line in the file (the header is line 1) */
  line: z.number(),
  /** the cells as read */
  values: z.record(z.string(), z.string()),
  status: z.enum(BATCH_ROW_STATUSES),
  /** column → error code, for a bad row */
  errors: z.record(z.string(), z.string()),
  /** what the row resolved to (null where it could not) */
  passenger_name: z.string().nullable(),
  origin_address: z.string().nullable(),
  destination_address: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  service_type_id: z.string().nullable(),
  /** dollars, the estimate of a good row */
  estimate: z.number().nullable(),
  /** a good row outside the passenger's group policy that will wait for an approver */
  needs_approval: z.boolean(),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

export const batchPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    rows: z.array(batchRowSchema),
    valid: z.number(),
    invalid: z.number(),
    /** dollars, the estimates of the good rows together */
    total_estimate: z.number(),
  }),
});
export type BatchPreview = z.infer<typeof batchPreviewResponseSchema>['data'];

export const batchReportRowSchema = z.object({
  line: z.number(),
  passenger_name: z.string(),
  origin_address: z.string(),
  destination_address: z.string(),
  scheduled_at: z.string().nullable(),
  outcome: z.enum(BATCH_OUTCOMES),
  /** the trip's human id (booked), or the approval's (approval) */
  reference: z.string().nullable(),
  trip_id: z.string().nullable(),
  /** why it failed or was skipped (an error code): the first of `errors` */
  error_code: z.string().nullable(),
  /**
   * every reason, by the column it is about (as a preview row's `errors`); a reason about the
   * whole row (the payer's balance, a policy) under 'row'. Empty for a booked row.
   */
  errors: z.record(z.string(), z.string()),
  estimate: z.number().nullable(),
});
export type BatchReportRow = z.infer<typeof batchReportRowSchema>;

export const batchSchema = z.object({
  _id: z.string(),
  file_name: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  booked: z.number(),
  rows: z.array(batchReportRowSchema),
});
export type TripBatch = z.infer<typeof batchSchema>;
export const batchResponseSchema = z.object({ success: z.literal(true), data: batchSchema });
export const batchReportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** What became of a row, in words (the result table and the report). */
export const BATCH_OUTCOME_LABELS = {
  booked: { es: 'Reservado', en: 'Booked', fr: 'Réservé', ar: 'تم الحجز' },
  approval: {
    es: 'Esperando aprobación',
    en: 'Waiting for approval',
    fr: 'En attente d’approbation',
    ar: 'بانتظار الموافقة',
  },
  failed: { es: 'No reservado', en: 'Not booked', fr: 'Non réservé', ar: 'لم يتم الحجز' },
  skipped: {
    es: 'Omitido (fila con errores)',
    en: 'Skipped (row with errors)',
    fr: 'Ignoré (ligne en erreur)',
    ar: 'تم التخطي (صف به أخطاء)',
  },
} as const;

/** The file's columns by name, in each language: the report says which column a reason is about. */
export const BATCH_COLUMN_LABELS: Record<BatchColumn, Record<Language, string>> = {
  passenger: { es: 'Pasajero', en: 'Passenger', fr: 'Passager', ar: 'الراكب' },
  phone: { es: 'Teléfono', en: 'Phone', fr: 'Téléphone', ar: 'الهاتف' },
  origin: { es: 'Origen', en: 'Origin', fr: 'Départ', ar: 'الانطلاق' },
  destination: { es: 'Destino', en: 'Destination', fr: 'Arrivée', ar: 'الوجهة' },
  time: { es: 'Hora', en: 'Time', fr: 'Heure', ar: 'الوقت' },
  service_type: { es: 'Servicio', en: 'Service', fr: 'Service', ar: 'الخدمة' },
  reason: { es: 'Motivo', en: 'Reason', fr: 'Motif', ar: 'السبب' },
  cost_center: {
    es: 'Centro de costo',
    en: 'Cost centre',
    fr: 'Centre de coût',
    ar: 'مركز التكلفة',
  },
};

/** The key of a row's `errors` for a reason about the whole row, not one of its columns. */
export const BATCH_ROW_KEY = 'row';

/** The report's columns, in each language. */
export const BATCH_REPORT_HEADER = {
  es: [
    'Línea',
    'Pasajero',
    'Origen',
    'Destino',
    'Hora',
    'Resultado',
    'Referencia',
    'Motivo',
    'Estimado (USD)',
  ],
  en: [
    'Line',
    'Passenger',
    'Origin',
    'Destination',
    'Time',
    'Outcome',
    'Reference',
    'Reason',
    'Estimate (USD)',
  ],
  fr: [
    'Ligne',
    'Passager',
    'Départ',
    'Destination',
    'Heure',
    'Résultat',
    'Référence',
    'Motif',
    'Estimation (USD)',
  ],
  ar: [
    'السطر',
    'الراكب',
    'الانطلاق',
    'الوجهة',
    'الوقت',
    'النتيجة',
    'المرجع',
    'السبب',
    'التقدير (دولار)',
  ],
} as const;
