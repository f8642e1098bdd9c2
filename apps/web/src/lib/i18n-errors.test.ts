import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LANGUAGES, isErrorCode, type Language } from '@trayecto/contracts';
import { ApiError } from './api-client.ts';
import { ERROR_CONSTANTS, apiErrorText, errorText, placeholdersOf } from './i18n-errors.ts';

// The catalogue as lib/i18n.ts loads it: the `errors` namespace of each language (the entry's
// part and the panel's, as on a panel screen), in the app's i18next instance too, where the panel
// part's Spanish words are looked up.
const i18n = i18next.createInstance();
beforeAll(async () => {
  const options = {
    lng: 'es',
    fallbackLng: 'es',
    resources: Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        {
          errors: Object.fromEntries(
            Object.entries(ERROR_MESSAGES).map(([code, messages]) => [code, messages[lang]]),
          ),
        },
      ]),
    ),
    interpolation: { escapeValue: false },
  };
  await i18n.init(options);
  await i18next.init(options);
});
const tIn = (lang: Language) => i18n.getFixedT(lang);
const codes = Object.keys(ERROR_MESSAGES).filter(isErrorCode);

describe('errorText: an error code in words, no {{placeholder}} left', () => {
  it('fills the placeholders that are product constants (scheduled_too_soon: 15 minutes)', () => {
    expect(errorText(tIn('es'), 'scheduled_too_soon')).toBe(
      'El viaje programado debe ser al menos 15 minutos a partir de ahora',
    );
  });

  it('every code, every language: words without {{ }} (the server message when only it knows)', () => {
    for (const lang of LANGUAGES) {
      for (const code of codes) {
        const text = errorText(tIn(lang), code, {}, 'server words');
        expect([lang, code, text.includes('{{')]).toEqual([lang, code, false]);
        const known = placeholdersOf(ERROR_MESSAGES[code].es).every(
          (p) => p in (ERROR_CONSTANTS[code] ?? {}),
        );
        if (known) expect(text).not.toBe('server words');
        else expect(text).toBe('server words');
      }
    }
  });

  it('uses the values given (the max of a field) and returns a text that is not a code as is', () => {
    expect(errorText(tIn('en'), 'too_long', { max: 120 })).toBe('At most 120 characters');
    expect(errorText(tIn('es'), 'Máximo 120 caracteres')).toBe('Máximo 120 caracteres');
  });
});

describe('apiErrorText: what a failed call says', () => {
  const failure = (error_code: string, message: string, retryAfter?: number) =>
    new ApiError({
      status: 400,
      error_code,
      message,
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    });

  it('a code whose values are constants: in the interface language', () => {
    const text = apiErrorText(tIn('fr'), failure('scheduled_too_soon', 'El viaje…'));
    expect(text).toBe('Un trajet programmé doit être au moins 15 minutes à partir de maintenant');
  });

  it('too_many_attempts: the seconds of Retry-After', () => {
    expect(apiErrorText(tIn('en'), failure('too_many_attempts', '…', 7))).toBe(
      'Too many attempts. Try again in 7 seconds',
    );
  });

  it('a value only the server knew (the max of a request field): its rendered message', () => {
    expect(apiErrorText(tIn('en'), failure('too_long', 'At most 500 characters'))).toBe(
      'At most 500 characters',
    );
  });

  it('anything else: the unknown error', () => {
    expect(apiErrorText(tIn('es'), new Error('boom'))).toBe(ERROR_MESSAGES.unknown.es);
  });
});
