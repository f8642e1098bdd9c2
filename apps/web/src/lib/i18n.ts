import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@trayecto/contracts/i18n';
import { setNumberLanguage } from '@trayecto/contracts/format';
import { endSentences } from '@trayecto/contracts/sentence';
import { BRAND, brandVariables } from './brand.ts';
import { isRtl, useSettingsStore } from './settings-store.ts';

// Every locales/<lang>/<namespace>.json file is bundled (no network to a third party); a feature
// adds a namespace by adding a file. Spanish, the default and fallback: the namespaces public
// pages and login use (common, auth) are in the entry chunk, each feature's namespace is a chunk
// of its own, all fetched with the panel layout (withFeatureNamespaces, app/router.tsx) and the
// ones a public page names with it (withNamespaces, app/routes.ts). Each other
// language is one chunk, fetched when it is first chosen (and before the first render when it
// is the saved language).
type Bundle = Record<string, unknown>;
// `errors` is the API's error catalogue (written from contracts by `npm run locales:errors`).
const defaultFiles = import.meta.glob<Bundle>('../locales/es/{common,auth,errors}.json', {
  eager: true,
  import: 'default',
});
const defaultPanelFiles = import.meta.glob<Bundle>(
  ['../locales/es/*.json', '!../locales/es/{common,auth,errors,console}.json'],
  { import: 'default' },
);
const otherFiles = import.meta.glob<Bundle>(
  ['../locales/*/*.json', '!../locales/es/*.json', '!../locales/*/console.json'],
  { import: 'default' },
);
// The provider's console (/admin/*): its texts are chunks of their own, in every language,
// fetched only by the console's routes (withConsoleNamespace), never by the corporate panel.
// The console shows the panel's part of the error catalogue too.
const consoleFiles = import.meta.glob<Bundle>(
  ['../locales/*/console.json', '../locales/*/errors-panel.json'],
  { import: 'default' },
);

const FILE = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/;
/**
 * A file's namespace: its name, except errors-panel.json, the part of the `errors` namespace only
 * panel and console screens show (contracts PANEL_ERROR_MESSAGES), merged into `errors`.
 */
const namespaceOf = (path: string) => {
  const ns = FILE.exec(path)?.[2];
  return ns === 'errors-panel' ? 'errors' : ns;
};

function initialResources(): Resource {
  const resources: Resource = {};
  for (const lang of LANGUAGES) resources[lang] = {};
  for (const [path, content] of Object.entries(defaultFiles)) {
    const ns = FILE.exec(path)?.[2];
    if (ns) resources[DEFAULT_LANGUAGE]![ns] = content;
  }
  return resources;
}

export const namespaces = [
  ...new Set(
    [
      ...Object.keys(defaultFiles),
      ...Object.keys(defaultPanelFiles),
      ...Object.keys(consoleFiles).filter((p) => FILE.exec(p)?.[1] === DEFAULT_LANGUAGE),
    ]
      .map(namespaceOf)
      .filter((ns): ns is string => Boolean(ns)),
  ),
];

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

async function addBundles(lang: Language, files: [string, () => Promise<Bundle>][]): Promise<void> {
  // the code labels (contracts labels.ts) go with the namespaces that show them, which are never
  // the entry's: fetched beside them
  const [{ labelBundle }, bundles] = await Promise.all([
    import('./label-bundles.ts'),
    Promise.all(files.map(async ([path, load]) => [namespaceOf(path), await load()] as const)),
  ]);
  for (const [ns, content] of bundles) {
    if (!ns) continue;
    i18n.addResourceBundle(lang, ns, content, true, true);
    const labels = labelBundle(ns, lang);
    if (labels) i18n.addResourceBundle(lang, ns, labels, true, true);
  }
}

/** Fetches a language's bundles once; resolves when t() can use them. */
export async function loadLanguage(lang: Language): Promise<void> {
  // the console's texts too once it has been opened (Spanish stands in if they fail)
  if (consoleRequested)
    await loadConsoleTexts(lang).catch((error: unknown) => console.error(error));
  if (loaded.has(lang)) return;
  await addBundles(
    lang,
    Object.entries(otherFiles).filter(([path]) => FILE.exec(path)?.[1] === lang),
  );
  loaded.add(lang);
}

/** One Spanish feature file's fetch, shared by every route that waits for it. */
const defaultFileLoads = new Map<string, Promise<void>>();

function loadDefaultFiles(files: [string, () => Promise<Bundle>][]): Promise<void> {
  return Promise.all(
    files.map(([path, load]) => {
      let pending = defaultFileLoads.get(path);
      if (!pending) {
        pending = addBundles(DEFAULT_LANGUAGE, [[path, load]]).catch((error: unknown) => {
          defaultFileLoads.delete(path); // a later navigation tries again
          throw error;
        });
        defaultFileLoads.set(path, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/**
 * Resolves with `module` once the Spanish feature namespaces (trips, balance, …) are fetched,
 * whatever the language (the other languages carry theirs in their own chunk; Spanish is also
 * the fallback). The panel layout loads through it.
 */
export async function withFeatureNamespaces<T>(module: Promise<T>): Promise<T> {
  const [loadedModule] = await Promise.all([
    module,
    loadDefaultFiles(Object.entries(defaultPanelFiles)),
  ]);
  return loadedModule;
}

/**
 * Resolves with `module` once the named Spanish feature namespaces are fetched: a public page
 * that shows one feature's texts (the passenger's trip page: `trips`) waits for that file alone,
 * each file being a chunk of its own. app/route-namespaces.test.ts checks that a route names
 * every namespace its screen uses.
 */
export async function withNamespaces<T>(names: readonly string[], module: Promise<T>): Promise<T> {
  const files = Object.entries(defaultPanelFiles).filter(([path]) => {
    const ns = FILE.exec(path)?.[2];
    return ns !== undefined && names.includes(ns);
  });
  if (files.length !== names.length) throw new Error(`unknown namespace in ${names.join(', ')}`);
  const [loadedModule] = await Promise.all([module, loadDefaultFiles(files)]);
  return loadedModule;
}

let consoleRequested = false;
const consoleLoads = new Map<Language, Promise<void>>();

/** The console namespace of one language, fetched once. */
function loadConsoleTexts(lang: Language): Promise<void> {
  let load = consoleLoads.get(lang);
  if (!load) {
    load = addBundles(
      lang,
      Object.entries(consoleFiles).filter(([path]) => FILE.exec(path)?.[1] === lang),
    ).catch((error: unknown) => {
      consoleLoads.delete(lang); // a later navigation tries again
      throw error;
    });
    consoleLoads.set(lang, load);
  }
  return load;
}

/**
 * Resolves with `module` once the console namespace is fetched in Spanish (the fallback) and in
 * the interface language; from then on a language change fetches it too. The console's routes
 * and layout load through it (app/console-routes.tsx).
 */
export async function withConsoleNamespace<T>(module: Promise<T>): Promise<T> {
  consoleRequested = true;
  const lang = useSettingsStore.getState().lang;
  const [loadedModule] = await Promise.all([
    module,
    loadConsoleTexts(DEFAULT_LANGUAGE),
    lang === DEFAULT_LANGUAGE ? undefined : loadConsoleTexts(lang),
  ]);
  return loadedModule;
}

function applyDocument(lang: Language, rtl: boolean) {
  // figures typed and shown (contracts format.ts, amount-text.ts) follow the interface language
  setNumberLanguage(lang);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = rtl ? 'rtl' : 'ltr';
}

const initial = useSettingsStore.getState();

// a company name ending in "C.A." closes the sentence it ends with its own period
i18n.use({
  type: 'postProcessor',
  name: 'endSentences',
  process: (value: string) => endSentences(value),
});

void i18n.use(initReactI18next).init({
  resources: initialResources(),
  lng: initial.lang,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false, defaultVariables: brandVariables(BRAND) },
  returnNull: false,
  initAsync: false,
  partialBundledLanguages: true,
  postProcess: ['endSentences'],
});
applyDocument(initial.lang, isRtl(initial));

/** Called before the first render: the saved language's bundles are ready when the UI paints. */
export function loadInitialLanguage(): Promise<void> {
  return loadLanguage(initial.lang).catch((error: unknown) => {
    // offline or a failed chunk: the interface falls back to Spanish instead of not starting
    console.error('Loading the saved language failed', error);
  });
}

// The settings store is the source of truth; i18n and <html lang dir> follow it.
useSettingsStore.subscribe((state, prev) => {
  if (state.lang !== prev.lang) {
    const lang = state.lang;
    loadLanguage(lang)
      .catch((error: unknown) => console.error(`Loading language ${lang} failed`, error))
      .finally(() => {
        if (useSettingsStore.getState().lang !== lang) return;
        // figures switch before the screens render in the new language
        applyDocument(lang, isRtl(useSettingsStore.getState()));
        void i18n.changeLanguage(lang);
      });
  } else if (state.rtl !== prev.rtl) {
    applyDocument(state.lang, isRtl(state));
  }
});
// Someone may call i18n.changeLanguage directly (e.g. the profile form): keep the store in step.
i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng) && useSettingsStore.getState().lang !== lng) {
    useSettingsStore.getState().update({ lang: lng });
  }
});

/** Changes the interface language everywhere and persists it. */
export function setLanguage(lang: Language) {
  useSettingsStore.getState().update({ lang });
}

export { i18n };
