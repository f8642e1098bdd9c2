import type { LoginNotice } from '../../../lib/navigation.ts';
import { BRAND } from '../../../lib/brand.ts';

/** SPEC §8: the unapproved/suspended message names the provider, and where to write to it. */
export const NOT_APPROVED_NOTICE: LoginNotice = {
  code: 'not_approved',
  severity: 'error',
  params: { provider: BRAND.provider, support_email: BRAND.supportEmail },
};
