import { z } from 'zod';
import { parseAmountText } from '@trayecto/contracts/amount-text';
import { createPromoBodySchema, type CreatePromoInput } from '@trayecto/contracts/console';
import { zonedDayIso } from '../../../lib/zoned-day.ts';
import { CONSOLE_TIMEZONE } from './dates.ts';

// The new promo code dialog's form (components/create-promo-dialog.tsx).

const pickedSchema = z.object({ _id: z.string(), name: z.string(), unique_id: z.string() });

const fieldsSchema = z.object({
  code: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  value: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  usage_limit: z.string(),
  corporate_ids: z.array(pickedSchema),
});

/**
 * The dialog's fields, named as the body's (so the body's errors land on them): the value typed,
 * the days of validity in the provider's time zone (from its first to its last instant), the
 * limit typed (empty: no limit), the companies picked (none: every company). Every field is
 * checked at once, by the body's schema, so a submit shows all that is wrong, not one at a time.
 */
export const formSchema = fieldsSchema.transform((f, ctx): CreatePromoInput => {
  const own: { path: keyof typeof f; message: string }[] = [];
  if (f.code.trim() === '') own.push({ path: 'code', message: 'field_required' });
  if (f.valid_from === '') own.push({ path: 'valid_from', message: 'field_required' });
  if (f.valid_until === '') own.push({ path: 'valid_until', message: 'field_required' });
  if (!/^\d*$/.test(f.usage_limit.trim()))
    own.push({ path: 'usage_limit', message: 'validation_error' });
  const body = createPromoBodySchema.safeParse({
    code: f.code,
    kind: f.kind,
    // an empty or unreadable amount goes on as is: the body's schema names it
    value: parseAmountText(f.value) as number,
    valid_from: zonedDayIso(f.valid_from, CONSOLE_TIMEZONE, 'start') ?? f.valid_from,
    valid_until: zonedDayIso(f.valid_until, CONSOLE_TIMEZONE, 'end') ?? f.valid_until,
    usage_limit: f.usage_limit.trim() === '' ? null : Number(f.usage_limit),
    corporate_ids: f.corporate_ids.map((c) => c._id),
  });
  for (const issue of own)
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  for (const issue of body.error?.issues ?? []) {
    const field = issue.path[0];
    if (!own.some((o) => o.path === field))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  if (own.length > 0 || !body.success) return z.NEVER;
  return body.data;
});

export type FormIn = z.input<typeof formSchema>;
export type FormOut = z.output<typeof formSchema>;
export type Field = keyof FormIn;
export const FIELDS: readonly Field[] = [
  'code',
  'kind',
  'value',
  'valid_from',
  'valid_until',
  'usage_limit',
  'corporate_ids',
];
