import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from './constants.ts';
import { orderKindSchema, orderStopStatusSchema } from './orders.ts';
import { text } from './text.ts';
import { serviceTypeIdSchema } from './trips.ts';

// Service notes (issue 11 part 6): the document of a trip or parcel driven to its end, to show
// and to download as a PDF (GET /api/corporate/service-notes/{orderId}[/pdf]), and a month of
// them in one PDF (GET /api/corporate/service-notes/bundle.pdf?month=YYYY-MM). Who, when, the
// route, the fare line by line (promo, fees), the payer, and every amount in dollars and in
// bolívares at the BCV rate of the day the order was completed.

/** The most notes one monthly bundle carries; a month with more: 422 service_notes_over_max. */
export const SERVICE_NOTES_BUNDLE_MAX = 2000;

/** The note's number: "NS-" and the order's unique id ("NS-VJ-8F3K2Q"). */
export const serviceNoteNumber = (uniqueId: string) => `NS-${uniqueId}`;

/** The file the browser saves: "nota-VJ-8F3K2Q.pdf" (the server's content-disposition too). */
export const serviceNoteFileName = (uniqueId: string) => `nota-${uniqueId}.pdf`;

/** Which orders a monthly bundle holds: trips (rides and multistop trips), parcels, or both. */
export const SERVICE_NOTES_KINDS = ['trips', 'parcels'] as const;
export type ServiceNotesKind = (typeof SERVICE_NOTES_KINDS)[number];

/** "notas-2026-01.pdf", "notas-viajes-2026-01.pdf", "notas-envios-2026-01.pdf" */
export const serviceNotesBundleFileName = (month: string, kind?: ServiceNotesKind) =>
  `notas-${kind === 'trips' ? 'viajes-' : kind === 'parcels' ? 'envios-' : ''}${month}.pdf`;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A calendar month, YYYY-MM, between DATE_MIN_YEAR and DATE_MAX_YEAR. */
export function isoMonth() {
  return text()
    .max(7, { message: 'service_notes_month_invalid' })
    .regex(MONTH, { message: 'service_notes_month_invalid' })
    .refine(
      (v) => {
        // a value of another shape is said by the rule above, not again here
        const year = MONTH.test(v) ? Number(v.slice(0, 4)) : DATE_MIN_YEAR;
        return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
      },
      { message: 'date_out_of_range' },
    )
    .meta({ example: '2026-01', description: 'YYYY-MM, in the company time zone' });
}

/** GET /service-notes/bundle.pdf */
export const serviceNotesBundleQuerySchema = z.object({
  month: isoMonth(),
  /** trips (rides and multistop trips) or parcels; every completed order when left out */
  kind: z.enum(SERVICE_NOTES_KINDS, { message: 'validation_error' }).optional(),
});
export type ServiceNotesBundleQuery = z.input<typeof serviceNotesBundleQuerySchema>;

/** GET /service-notes/{orderId}: the order's id (a trip's or a parcel's _id). */
export const serviceNoteParamsSchema = z.object({ orderId: text().max(100) });

/** An amount in dollars and in bolívares at the note's rate (null when no rate is recorded). */
export const noteAmountSchema = z.object({ usd: z.number(), ves: z.number().nullable() });
export type NoteAmount = z.infer<typeof noteAmountSchema>;

/**
 * One line of what was charged: the fare driven (a parcel's without its size's surcharge; a
 * multistop trip's legs as its quote priced them), the size surcharge, the promo code's discount
 * (negative), the stop fee of each stop made (`quantity` of them), a parcel's return fee for a
 * failed drop-off (`stop_number`: which drop-off, 1 first), and an adjustment when what was
 * charged differs from the sum (the payer could not cover a final fare above the estimate, and the
 * estimate held was charged).
 */
export const SERVICE_NOTE_LINE_KINDS = [
  'fare',
  'size_surcharge',
  'promo_discount',
  'stop_fee',
  'return_fee',
  'adjustment',
] as const;
export type ServiceNoteLineKind = (typeof SERVICE_NOTE_LINE_KINDS)[number];
export const serviceNoteLineSchema = z.object({
  kind: z.enum(SERVICE_NOTE_LINE_KINDS),
  stop_number: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  amount: noteAmountSchema,
});
export type ServiceNoteLine = z.infer<typeof serviceNoteLineSchema>;

/**
 * A stop of the route in the order it was driven: the origin (a parcel's pickup), the stops
 * between, the destination (a parcel's last drop-off). `name`: who received there (a parcel).
 */
export const serviceNoteStopSchema = z.object({
  role: z.enum(['origin', 'stop', 'destination']),
  address: z.string(),
  name: z.string().nullable(),
  status: orderStopStatusSchema,
  /** when it was made (picked up, delivered, stopped at) or failed */
  at: z.string().nullable(),
});
export type ServiceNoteStop = z.infer<typeof serviceNoteStopSchema>;

export const serviceNoteSchema = z.object({
  /** "NS-" and the order's unique id */
  number: z.string(),
  order_id: z.string(),
  unique_id: z.string(),
  kind: orderKindSchema,
  status: z.enum(['completed', 'partially_completed']),
  company: z.object({
    /** the fiscal name given at onboarding, else the company's name */
    name: z.string(),
    /** RIF */
    tax_id: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** who travelled (a trip) or sent (a parcel): a collaborator, or a guest / the company's contact */
  person: z.object({
    role: z.enum(['passenger', 'sender']),
    type: z.enum(['payroll', 'guest']),
    name: z.string(),
  }),
  /** who asked for it: the company's panel, or a provider admin in assist mode */
  requested_by: z.object({ type: z.enum(['company', 'assist']), name: z.string() }),
  /** the company's time zone, in which the times are shown */
  time_zone: z.string(),
  requested_at: z.string(),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string(),
  route: z.array(serviceNoteStopSchema),
  service_type_id: serviceTypeIdSchema,
  distance_km: z.number(),
  duration_min: z.number(),
  promo: z.object({ code: z.string(), discount: noteAmountSchema }).nullable(),
  lines: z.array(serviceNoteLineSchema),
  /** what the payer was charged */
  total: noteAmountSchema,
  payer: z.object({ type: z.enum(['corporate', 'payroll_user']), name: z.string() }),
  /** bolívares per dollar of the BCV on the completion day (null: none recorded) */
  exchange_rate: z.object({ rate: z.number(), effective_at: z.string() }).nullable(),
});
export type ServiceNote = z.infer<typeof serviceNoteSchema>;

export const serviceNoteResponseSchema = z.object({
  success: z.literal(true),
  data: serviceNoteSchema,
});
export type ServiceNoteResponse = z.infer<typeof serviceNoteResponseSchema>;
