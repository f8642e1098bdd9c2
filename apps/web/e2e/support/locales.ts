// The words a person sees, read from the app's own translation files, for journeys in languages
// other than Spanish (so a wording change does not need the test edited twice).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../src/locales');

export function text(lang: string, namespace: string, key: string): string {
  let node: unknown = JSON.parse(readFileSync(join(LOCALES, lang, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${namespace}:${key}`);
  return node;
}
