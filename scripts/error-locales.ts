// Writes the API's error catalogue (packages/contracts/src/error-messages.ts) as the web app's
// `errors` namespace, one file per language (apps/web/src/locales/<lang>/errors.json): Spanish
// goes in the entry with the other texts a first visit needs, each other language with its own
// chunk. `npm run locales:errors` after changing the catalogue; a unit test fails until then.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_MESSAGES } from '../packages/contracts/src/error-messages.ts';
import { LANGUAGES } from '../packages/contracts/src/i18n.ts';

export function errorsNamespace(lang: (typeof LANGUAGES)[number]): Record<string, string> {
  return Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([code, m]) => [code, m[lang]]));
}

const root = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales');
for (const lang of LANGUAGES) {
  writeFileSync(
    join(root, lang, 'errors.json'),
    `${JSON.stringify(errorsNamespace(lang), null, 2)}\n`,
  );
}
console.log(`errors.json written for ${LANGUAGES.join(', ')}`);
