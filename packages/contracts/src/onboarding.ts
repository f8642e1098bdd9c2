import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { taxIdSchema } from './leads.ts';
import { meResponseSchema } from './me.ts';
import { businessName, text } from './text.ts';

// The onboarding form (issue 10): after the provider approves a company, its first login asks
// for the data its invoices carry (fiscal name, RIF, fiscal address, the e-mails invoices go to,
// a logo). The same form edits them later. The bounds live here once, for the form and the server.

export const FISCAL_NAME_MAX = 160;
export const FISCAL_ADDRESS_MAX = 300;
export const INVOICE_EMAILS_MIN = 1;
export const INVOICE_EMAILS_MAX = 5;
/** The path of the route a logo is uploaded to (its bytes, like a parcel's photo). */
export const LOGO_UPLOAD_PATH = '/logos';

const required = (max: number) =>
  text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required' })
    .max(max, { message: 'too_long' });

/** 1 to 5 e-mails, each valid, none twice (compared as stored: trimmed, lower case). */
export const invoiceEmailsSchema = z
  .array(emailSchema, { error: 'field_required' })
  .min(INVOICE_EMAILS_MIN, { message: 'invoice_emails_required' })
  .max(INVOICE_EMAILS_MAX, { message: 'invoice_emails_over_max' })
  .superRefine((emails, ctx) => {
    const seen = new Set<string>();
    emails.forEach((email, i) => {
      if (seen.has(email))
        ctx.addIssue({ code: 'custom', message: 'invoice_email_duplicate', path: [i] });
      seen.add(email);
    });
  });

/** PUT /api/corporate/onboarding */
export const onboardingBodySchema = z.object({
  fiscal_name: businessName(FISCAL_NAME_MAX),
  /** RIF, stored as "J-12345678-9" */
  tax_id: taxIdSchema,
  fiscal_address: required(FISCAL_ADDRESS_MAX),
  invoice_emails: invoiceEmailsSchema,
  /**
   * the `image_id` POST /logos answered: the new logo. Left out: the logo stays as it is; null:
   * the company has no logo any more.
   */
  logo_upload_id: text()
    .trim()
    .min(1, { message: 'field_required' })
    .max(100)
    .nullable()
    .optional(),
});
export type OnboardingBody = z.input<typeof onboardingBodySchema>;

/** The company's fiscal data as stored (null until the form is sent the first time). */
export const fiscalDataSchema = z.object({
  fiscal_name: z.string().nullable(),
  tax_id: z.string().nullable(),
  fiscal_address: z.string().nullable(),
  invoice_emails: z.array(z.string()),
  /** a URL the panel loads as it is (an <img src>), or null */
  logo_url: z.string().nullable(),
  /** when the form was first sent; null while the company still has to */
  onboarded_at: z.string().nullable(),
});
export type FiscalData = z.infer<typeof fiscalDataSchema>;

export const fiscalDataResponseSchema = z.object({
  success: z.literal(true),
  data: fiscalDataSchema,
});

/** PUT /onboarding answers the stored data and the profile as GET /me now says it. */
export const onboardingResponseSchema = z.object({
  success: z.literal(true),
  data: fiscalDataSchema,
  me: meResponseSchema,
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;
