import { z } from 'zod';

// A small form (the credit request, the proforma) checked by the contract's own body schema:
// the typed values are turned into the request body, the schema says what is wrong with the
// same codes as the server, one per field (the first), and the body comes out for the request.

type BodySchema<B> = { safeParse: (input: unknown) => z.ZodSafeParseResult<B> };

export type FieldIssue = { path: string; message: string };

/** The body, or the first issue of each field. */
export function checkBody<V, B>(
  values: V,
  toBody: (values: V) => unknown,
  schema: BodySchema<B>,
): { body: B; issues: [] } | { body?: undefined; issues: FieldIssue[] } {
  const parsed = schema.safeParse(toBody(values));
  if (parsed.success) return { body: parsed.data, issues: [] };
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!byField.has(path)) byField.set(path, issue.message);
  }
  return { issues: [...byField].map(([path, message]) => ({ path, message })) };
}

/** For react-hook-form's zodResolver: the values in, the request body out. */
export function bodyFormSchema<V, B>(toBody: (values: V) => unknown, schema: BodySchema<B>) {
  return z.custom<V>().transform((values, ctx): B => {
    const checked = checkBody(values, toBody, schema);
    if (checked.body === undefined) {
      for (const { path, message } of checked.issues)
        ctx.addIssue({ code: 'custom', message, path: path ? path.split('.') : [] });
      return z.NEVER;
    }
    return checked.body;
  });
}
