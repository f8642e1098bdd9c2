import { isLanguage, type Language } from '@trayecto/contracts/i18n';

/** The first of the browser's languages the product speaks, or null. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []) {
  for (const tag of languages) {
    const lang = tag.slice(0, 2).toLowerCase();
    if (isLanguage(lang)) return lang as Language;
  }
  return null;
}
