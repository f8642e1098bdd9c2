import { z } from 'zod';
import { text } from './text.ts';

// A company's webhooks: endpoints of its own systems that receive, signed as the Standard
// Webhooks specification says, the events of its orders and its money (ADR 0017). The limits
// below serve the form and the server alike.

export const WEBHOOK_EVENT_TYPES = [
  /** an order (trip, parcel, multistop trip) was placed */
  'order.created',
  /** an order's status changed (each change: assigned, arrived, started, completed, cancelled…) */
  'order.status_changed',
  /** the driver reached a stop */
  'order.stop.arrived',
  /** a stop was done (a parcel delivered) */
  'order.stop.completed',
  /** a stop could not be done */
  'order.stop.failed',
  /** a parcel's proof of delivery (PDF) can be downloaded */
  'order.proof_ready',
  /** a multistop quote got its price */
  'quote.priced',
  /** a multistop quote expired before it was accepted */
  'quote.expired',
  /** a top-up was confirmed: the money is in the wallet */
  'topup.confirmed',
  /** a top-up was refused */
  'topup.refused',
  /** an invoice was issued */
  'invoice.issued',
  /** the balance fell below the company's alert threshold */
  'balance.low',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Endpoints per company, disabled ones included. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Characters of an endpoint's URL. */
export const WEBHOOK_URL_MAX = 2000;
/** Every signing secret begins with this (Standard Webhooks), then the key in base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Real ms an endpoint has to answer one delivery. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** Bytes of an endpoint's answer read back (and kept, in part, for the log); the rest is dropped. */
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;
/** A delivery is retried with backoff for this long after its first try, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 3600_000;
/** An endpoint whose deliveries have all failed for this long is disabled and its owner told. */
export const WEBHOOK_DISABLE_AFTER_MS = WEBHOOK_RETRY_WINDOW_MS;
/** After a rotation the old secret also signs, for this long. */
export const WEBHOOK_OLD_SECRET_MS = 24 * 3600_000;
/** Deliveries per page of the log. */
export const WEBHOOK_DELIVERIES_PAGE = 50;
/**
 * The outbox keeps a message and its deliveries this long (the delivery log shows them), then
 * drops it: by then every delivery has ended, succeeded or given up (WEBHOOK_RETRY_WINDOW_MS).
 */
export const WEBHOOK_KEEP_MS = 30 * 24 * 3600_000;

export const webhookEndpointSchema = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(['active', 'disabled']),
  created_at: z.string(),
  /** why it was disabled: 'failing' (3 days of failures) */
  disabled_at: z.string().nullable(),
  /** the start of the current run of failed deliveries; null when the last one succeeded */
  failing_since: z.string().nullable(),
  /** the old secret signs too until then (a rotation) */
  previous_secret_until: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListResponseSchema = z.object({
  success: z.literal(true),
  endpoints: z.array(webhookEndpointSchema),
  max_endpoints: z.number(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
});
export type WebhookEndpointListResponse = z.infer<typeof webhookEndpointListResponseSchema>;

/**
 * What is wrong with an endpoint's address as written (the form and the server): too long, not a
 * full http(s) address, credentials in it, or plain http where only https is allowed (outside
 * demo mode). Where it leads is the server's check (webhook-address.ts in the API).
 */
export function webhookUrlProblem(
  url: string,
  options: { allowHttp: boolean },
): 'webhook_url_too_long' | 'webhook_url_invalid' | 'webhook_url_not_https' | null {
  if (url.length > WEBHOOK_URL_MAX) return 'webhook_url_too_long';
  if (!URL.canParse(url)) return 'webhook_url_invalid';
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol) || !parsed.hostname) return 'webhook_url_invalid';
  if (parsed.username || parsed.password) return 'webhook_url_invalid';
  if (parsed.protocol === 'http:' && !options.allowHttp) return 'webhook_url_not_https';
  return null;
}

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'validation_error' }), {
    error: 'webhook_events_required',
  })
  .min(1, { message: 'webhook_events_required' })
  .max(WEBHOOK_EVENT_TYPES.length, { message: 'validation_error' })
  .refine((s) => new Set(s).size === s.length, { message: 'validation_error' });

export const createWebhookBodySchema = z.object({
  // its rules answer 422 with their own message (webhookUrlProblem, then where it leads)
  url: z
    .string({ error: 'webhook_url_invalid' })
    .trim()
    .max(WEBHOOK_URL_MAX * 4)
    .meta({ example: 'https://tienda.example.com/webhooks/trayecto' }),
  events: eventsField,
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.object({
  events: eventsField.optional(),
  /** true: a disabled endpoint is enabled again (its failures forgotten) */
  enabled: z.boolean().optional(),
});

/** The endpoint and its signing secret: shown in this answer only. */
export const webhookSecretResponseSchema = z.object({
  success: z.literal(true),
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;

export const webhookEndpointResponseSchema = z.object({
  success: z.literal(true),
  endpoint: webhookEndpointSchema,
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  /** the webhook-id header: the same on every try and every endpoint of one event */
  message_id: z.string(),
  type: z.enum([...WEBHOOK_EVENT_TYPES, 'webhook.test']),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** the JSON body posted */
  request: z.string(),
  /** the last answer's HTTP status; null: no answer (network error, timeout, refused address) */
  response_status: z.number().nullable(),
  /** the start of the last answer's body, or what went wrong */
  response: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  /** ms the last try took */
  duration_ms: z.number().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListResponseSchema = z.object({
  success: z.literal(true),
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponseSchema>;

export const webhookDeliveryParamsSchema = z.object({
  id: text().max(100),
  deliveryId: text().max(100),
});

export const webhookDeliveryResponseSchema = z.object({
  success: z.literal(true),
  delivery: webhookDeliverySchema,
});

/** What every webhook's body is: the event's type, when it happened, and its data. */
export type WebhookPayload = {
  type: WebhookEventType | 'webhook.test';
  timestamp: string;
  data: Record<string, unknown>;
};
