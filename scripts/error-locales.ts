// Writes the API's error catalogue (packages/contracts/src/error-messages.ts) as the web app's
// `errors` namespace, in two files per language: errors.json (Spanish goes in the entry with the
// other texts a first visit needs) and errors-panel.json (PANEL_ERROR_MESSAGES, the errors only
// panel and console screens show: Spanish in the chunk the panel layout fetches), each other
// language with its own chunk. `npm run locales:errors` after changing the catalogue; a unit test
// fails until then.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_MESSAGES, PANEL_ERROR_MESSAGES } from '../packages/contracts/src/error-messages.ts';
import { LANGUAGES } from '../packages/contracts/src/i18n.ts';

type Lang = (typeof LANGUAGES)[number];
const isPanel = (code: string) => Object.hasOwn(PANEL_ERROR_MESSAGES, code);

/** One language's messages of the entry file (`panel: false`) or of the panel file. */
export function errorsNamespace(lang: Lang, panel = false): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ERROR_MESSAGES)
      .filter(([code]) => isPanel(code) === panel)
      .map(([code, m]) => [code, m[lang]]),
  );
}

const root = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales');
for (const lang of LANGUAGES) {
  for (const [file, panel] of [
    ['errors.json', false],
    ['errors-panel.json', true],
  ] as const) {
    writeFileSync(
      join(root, lang, file),
      `${JSON.stringify(errorsNamespace(lang, panel), null, 2)}\n`,
    );
  }
}
console.log(`errors.json written for ${LANGUAGES.join(', ')}`);
