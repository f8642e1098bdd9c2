import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, PANEL_ERROR_MESSAGES } from '@trayecto/contracts/error-messages';
import { LANGUAGES } from '@trayecto/contracts/i18n';

// The `errors` namespace is the API's error catalogue, written into each language's texts by
// `npm run locales:errors` (scripts/error-locales.ts) so that only Spanish rides in the entry, and
// of Spanish only what a first visit can show: the errors of panel and console screens are in
// errors-panel.json. The two must say the same, word for word: the server and the panel show the
// same message.

const files = import.meta.glob<Record<string, string>>('./*/errors.json', {
  eager: true,
  import: 'default',
});
const panelFiles = import.meta.glob<Record<string, string>>('./*/errors-panel.json', {
  eager: true,
  import: 'default',
});

describe('the errors namespace', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: is the catalogue, every code (run npm run locales:errors after changing it)`, () => {
      const expected = Object.fromEntries(
        Object.entries(ERROR_MESSAGES).map(([code, messages]) => [code, messages[lang]]),
      );
      expect({
        ...files[`./${lang}/errors.json`],
        ...panelFiles[`./${lang}/errors-panel.json`],
      }).toEqual(expected);
      // the panel's part is exactly PANEL_ERROR_MESSAGES, and not in the entry's file
      expect(Object.keys(panelFiles[`./${lang}/errors-panel.json`]!).sort()).toEqual(
        Object.keys(PANEL_ERROR_MESSAGES).sort(),
      );
      for (const code of Object.keys(PANEL_ERROR_MESSAGES))
        expect(files[`./${lang}/errors.json`]).not.toHaveProperty(code);
    });
  }
});
