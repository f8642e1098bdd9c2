import { useEffect, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type {
  acceptInviteBodySchema,
  changePasswordBodySchema,
  resetPasswordBodySchema,
} from '@trayecto/contracts/new-password';

// The forms where a password is chosen (reset and first-password link, invitation, profile)
// validate with the contracts' new-password rule, the server's own: password-rule.ts, fetched the
// first time such a form is typed in or validated, with the strength meter.

type PasswordRule = typeof import('./password-rule.ts');

let pending: Promise<PasswordRule> | undefined;

/** password-rule.ts, fetched once; a failed download is tried again on the next call. */
export function loadPasswordRule(): Promise<PasswordRule> {
  pending ??= import('./password-rule.ts').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Starts the download ahead of the submit (on the first keystroke). */
export function preloadPasswordRule(): void {
  loadPasswordRule().catch(() => undefined);
}

type SchemaResolver<S extends z.ZodType> = Resolver<z.input<S> & FieldValues, unknown, z.output<S>>;

function lazyResolver<S extends z.ZodType>(
  pick: (rule: PasswordRule) => SchemaResolver<S>,
): SchemaResolver<S> {
  return async (values, context, options) =>
    pick(await loadPasswordRule())(values, context, options);
}

export const resetPasswordResolver = lazyResolver<typeof resetPasswordBodySchema>(
  (r) => r.resetPasswordResolver,
);
export const changePasswordResolver = lazyResolver<typeof changePasswordBodySchema>(
  (r) => r.changePasswordResolver,
);
export const acceptInviteResolver = lazyResolver<typeof acceptInviteBodySchema>(
  (r) => r.acceptInviteResolver,
);

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** The rule's score (0–4) of what is typed, once the rule is here; null while empty or loading. */
export function usePasswordScore(password: string): PasswordScore | null {
  const [scored, setScored] = useState<{ password: string; score: PasswordScore } | null>(null);
  useEffect(() => {
    if (!password) return;
    let current = true;
    loadPasswordRule()
      .then((rule) => {
        if (current) setScored({ password, score: rule.passwordScore(password) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [password]);
  return password && scored?.password === password ? scored.score : null;
}
