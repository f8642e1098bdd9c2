import { zodResolver } from '@hookform/resolvers/zod';
import {
  acceptInviteBodySchema,
  changePasswordBodySchema,
  passwordScore,
  resetPasswordBodySchema,
} from '@trayecto/contracts/new-password';

// The contracts' new-password rule with its list of common passwords (~380 KB raw): a chunk of
// its own, fetched through lazy-password-rule.ts by the forms where a password is chosen, never
// with a page.

export const resetPasswordResolver = zodResolver(resetPasswordBodySchema);
export const changePasswordResolver = zodResolver(changePasswordBodySchema);
export const acceptInviteResolver = zodResolver(acceptInviteBodySchema);
export { passwordScore };
