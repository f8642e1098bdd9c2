import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { forgotPasswordBodySchema } from '@trayecto/contracts/auth';
import { clientErrorMessage } from '@trayecto/contracts/error-messages';
import { DEFAULT_LANGUAGE, isLanguage } from '@trayecto/contracts/i18n';
import { ApiError } from '../../../lib/api-error.ts';
import { useSettingsStore } from '../../../lib/settings-store.ts';

const langOf = (lang: string) => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);

// The login and password recovery forms validate with the contracts' zod schemas and submit
// through the API client, all in auth-forms.ts: fetched the first time a form is typed in or
// validated, not with the page (the budget of a first visit to /login,
// e2e/first-visit-budget.spec.ts).

type AuthForms = typeof import('./auth-forms.ts');

let pending: Promise<AuthForms> | undefined;
let loaded = false;

/** auth-forms.ts, fetched once; a failed download is tried again on the next call. */
export function loadAuthForms(): Promise<AuthForms> {
  pending ??= import('./auth-forms.ts').then(
    (forms) => {
      loaded = true;
      return forms;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Whether auth-forms.ts is here already (a submit then has nothing to wait for). */
export function authFormsLoaded(): boolean {
  return loaded;
}

/** Starts the download ahead of the submit (on the first keystroke); errors wait for the submit. */
export function preloadAuthForms(): void {
  loadAuthForms().catch(() => undefined);
}

type SchemaResolver<S extends z.ZodType> = Resolver<z.input<S> & FieldValues, unknown, z.output<S>>;

function lazyResolver<S extends z.ZodType>(
  pick: (forms: AuthForms) => SchemaResolver<S>,
): SchemaResolver<S> {
  return async (values, context, options) => pick(await loadAuthForms())(values, context, options);
}

export const forgotPasswordResolver = lazyResolver<typeof forgotPasswordBodySchema>(
  (f) => f.forgotPasswordResolver,
);

/**
 * A form's submit handler (react-hook-form's handleSubmit, busy from the click on) that reports
 * a failed download of auth-forms.ts to `onLoadError` as the network error the API client would
 * give, and leaves the form as it was. The forms' own handlers catch their errors, so a rejection
 * here is the resolver's: it could not fetch the validation.
 */
export function submitWithAuthForms(
  handleSubmit: (event?: BaseSyntheticEvent) => Promise<void>,
  onLoadError: (error: ApiError) => void,
): (event: BaseSyntheticEvent) => void {
  return (event) => {
    handleSubmit(event).catch((error: unknown) => {
      console.error('Loading the form failed', error);
      const message = clientErrorMessage('network', langOf(useSettingsStore.getState().lang));
      onLoadError(new ApiError({ status: 0, error_code: 'network', message }));
    });
  };
}
