import type { z } from 'zod';
import type { FiscalData, onboardingBodySchema } from '@trayecto/contracts';

/** The form's values: the contract's body as typed (the server's rules check them too). */
export type OnboardingValues = z.input<typeof onboardingBodySchema>;
export type OnboardingOutput = z.output<typeof onboardingBodySchema>;

export const PROFILE_PATH = '/profile';
/** the panel's home (app/guards.ts HOME_PATH) */
const HOME_PATH = '/dashboards';

/**
 * What the form starts with: the stored data, else what the panel already knows of the company
 * (its name, its login e-mail as the first invoice address). The logo is left as it is unless
 * the form changes it (logo_upload_id absent).
 */
export function initialValues(
  data: FiscalData | undefined,
  session: { name: string | null; email: string | null },
): OnboardingValues {
  return {
    fiscal_name: data?.fiscal_name ?? session.name ?? '',
    tax_id: data?.tax_id ?? '',
    fiscal_address: data?.fiscal_address ?? '',
    invoice_emails: data?.invoice_emails.length ? [...data.invoice_emails] : [session.email ?? ''],
  };
}

/** After saving: the panel's home the first time, back to the profile after an edit. */
export function afterSavePath(firstTime: boolean): string {
  return firstTime ? HOME_PATH : PROFILE_PATH;
}
