import type { Language } from '@trayecto/contracts';

// dayjs ships English; every other interface language's month and weekday names are a chunk of
// their own, fetched the first time a date picker is shown in that language
// (components/date-pickers-provider.tsx). Nothing on a page without pickers downloads them.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  ar: () => import('dayjs/locale/ar'),
};

const loaded = new Set<Language>(['en']);
const pending = new Map<Language, Promise<void>>();

/** True once dayjs knows the language's names (English always). */
export function isDayjsLocaleLoaded(lang: Language): boolean {
  return loaded.has(lang);
}

/** Registers the language's dayjs locale once; resolves when pickers can use it. */
export function loadDayjsLocale(lang: Language): Promise<void> {
  if (lang === 'en' || loaded.has(lang)) return Promise.resolve();
  let promise = pending.get(lang);
  if (!promise) {
    promise = loaders[lang]().then(
      () => {
        loaded.add(lang);
      },
      (error: unknown) => {
        pending.delete(lang); // a later attempt may succeed
        throw error;
      },
    );
    pending.set(lang, promise);
  }
  return promise;
}
