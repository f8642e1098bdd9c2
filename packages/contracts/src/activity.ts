import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from './console.ts';
import { isAuditAction } from './labels.ts';
import { dateRangeInOrder, text } from './text.ts';

// The company's own activity (issue 10): GET /api/corporate/activity, its audit log rows as the
// panel shows them. The console's audit log (console.ts) is the same table across companies;
// this is one company's slice, with who did it said the company's way.

/**
 * Who did it: the company itself, a provider admin inside the company's panel (assist mode), or
 * the provider (its console, or the system on its own: a quote that expired).
 */
export const ACTIVITY_ACTORS = ['company', 'assist', 'system'] as const;
export type ActivityActor = (typeof ACTIVITY_ACTORS)[number];

const audit = auditQuerySchema.shape;

export const activityQuerySchema = z
  .object({
    actor: z.enum(ACTIVITY_ACTORS, { message: 'validation_error' }).optional(),
    /** an audit action code (labels.ts AUDIT_ACTION_LABELS); an unknown code is refused */
    action: text()
      .trim()
      .max(60, { message: 'too_long' })
      .refine(isAuditAction, { message: 'validation_error' })
      .optional(),
    from: audit.from,
    to: audit.to,
    cursor: audit.cursor,
    limit: audit.limit,
    format: audit.format,
  })
  .refine(...dateRangeInOrder('from', 'to'));
export type ActivityQuery = z.input<typeof activityQuerySchema>;
export type ActivityQueryParsed = z.output<typeof activityQuerySchema>;

/**
 * One row: when, what (action, entity and its id), who and from where. The admin of an assist
 * mode row is named, never with their e-mail.
 */
export const activityEntrySchema = auditEntrySchema
  .pick({
    _id: true,
    created_at: true,
    action: true,
    entity: true,
    entity_id: true,
    entity_ref: true,
    ip: true,
  })
  .extend({
    actor: z.enum(ACTIVITY_ACTORS),
    /** set when a provider admin did it inside the company's panel */
    assist_admin: z.object({ name: z.string() }).nullable(),
    /** the team member who did it (issue 13); null for the company's own login */
    member: z.object({ name: z.string() }).nullable(),
    /** the company's API key that did it, by its name */
    api_key: z.object({ name: z.string() }).nullable(),
  });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  success: z.literal(true),
  entries: z.array(activityEntrySchema),
  next_cursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
