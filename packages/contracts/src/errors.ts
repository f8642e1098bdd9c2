import { z } from 'zod';

// The catalogue itself has no zod in it, so pages that only need messages stay light.
export * from './error-messages.ts';

/** The body of every error answer. `fields` maps a dotted input path to a message. */
export const apiErrorSchema = z.object({
  error_code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
