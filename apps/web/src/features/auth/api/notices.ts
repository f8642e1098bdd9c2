import { PROVIDER_NAME_DEFAULT } from '@trayecto/contracts/constants';
import type { LoginNotice } from '../../../lib/navigation.ts';

/** SPEC §8: the unapproved/suspended message names the provider. */
export const NOT_APPROVED_NOTICE: LoginNotice = {
  code: 'not_approved',
  severity: 'error',
  params: { provider: PROVIDER_NAME_DEFAULT },
};
