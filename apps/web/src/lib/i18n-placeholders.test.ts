import i18next, { type Resource, type ResourceKey } from 'i18next';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, ERROR_MESSAGES, LANGUAGES, type Language } from '@trayecto/contracts';
import { brandVariables } from './brand.ts';
import { labelBundle } from './label-bundles.ts';

// Two classes of defect this file keeps out, for every language and namespace:
//
// 1. A {{placeholder}} reaching the screen raw: a language whose message has other placeholders
//    than Spanish (the reference), a t() call that does not pass a value its message needs, or an
//    error code rendered with t(`errors:${code}`) (its values are only known at run time: it goes
//    through lib/i18n-errors.ts, which fills them or shows the server's rendered message).
// 2. A count shown without plural forms ("Importar 1 colaboradores"): a message with {{count}}
//    exists as key_<category> for every category Intl.PluralRules of its language has (i18next
//    v23+ suffixes: es/fr one, many, other; en one, other; ar zero, one, two, few, many, other),
//    and a number written before a plural noun is the `count` of a plural key, not {{min}}.
//
// The source check reads apps/web/src with the TypeScript compiler (types included), so it
// follows t('a' …), t(cond ? 'a' : 'b', …), a key held in a variable of a literal type
// ('running.eta' | 'running.etaDestination'), t(`status.${s}`, …) (every key the template can
// match), and the properties of the options object (spreads too). Its limits: a key of type
// `string` (t(item.title)) cannot be known statically and is skipped; a `t` that is not from
// useTranslation / getFixedT (a TFunction parameter) is looked up in every namespace; an options
// object typed as a record (Record<string, …>) is taken to pass anything; a template key whose
// variable part is a `string` (not a union of literals) is only checked to match some key.

type Flat = Record<string, string>;
const BRAND_VALUES = Object.keys(brandVariables({ product: '', provider: '', supportEmail: '' }));
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*-?\s*(\w+)\s*(?:,[^}]*)?\}\}/g;
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();

// ---------------------------------------------------------------------------------------------
// The messages: locales/<lang>/<ns>.json, and the error catalogue as the `errors` namespace
// (lib/i18n.ts builds it from ERROR_MESSAGES).

const files = import.meta.glob<unknown>('../locales/*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

const bundles: Record<Language, Record<string, Flat>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, {}]),
) as Record<Language, Record<string, Flat>>;
for (const [path, content] of Object.entries(files)) {
  const [, lang, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (lang && ns && lang in bundles) {
    // the labels lib/i18n.ts adds to the namespace from contracts (lib/label-bundles.ts)
    const labels = labelBundle(ns, lang as Language);
    bundles[lang as Language][ns] = { ...flatten(content), ...(labels ? flatten(labels) : {}) };
  }
}
for (const lang of LANGUAGES) {
  bundles[lang].errors = Object.fromEntries(
    Object.entries(ERROR_MESSAGES).map(([code, messages]) => [code, messages[lang]]),
  );
}
const es = bundles[DEFAULT_LANGUAGE];
const namespaces = Object.keys(es);

const categories = (lang: string) =>
  new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];

/** A form may leave {{count}} out only when one number takes it (ar "two": "رحلتان"). */
function mayOmitCount(lang: string, category: string): boolean {
  const rules = new Intl.PluralRules(lang);
  let numbers = 0;
  for (let n = 0; n <= 1000; n++) if (rules.select(n) === category) numbers++;
  return numbers === 1;
}

/** key → its plural forms, for the keys of a bundle that are plural forms. */
function pluralFamilies(flat: Flat): Map<string, Map<string, string>> {
  const families = new Map<string, Map<string, string>>();
  for (const [key, message] of Object.entries(flat)) {
    const m = PLURAL.exec(key);
    if (!m) continue;
    const forms = families.get(m[1]!) ?? new Map<string, string>();
    forms.set(m[2]!, message);
    families.set(m[1]!, forms);
  }
  return families;
}

/** Every message a key can show, in every language ([] when the key does not exist). */
function messagesOf(ns: string, key: string): string[] {
  const out: string[] = [];
  for (const lang of LANGUAGES) {
    const flat = bundles[lang][ns] ?? {};
    if (flat[key] !== undefined) out.push(flat[key]);
    const forms = pluralFamilies(flat).get(key);
    if (forms) out.push(...forms.values());
    // t('faq.items', { returnObjects: true }): an object or array of messages
    for (const [k, v] of Object.entries(flat)) if (k.startsWith(`${key}.`)) out.push(v);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

describe('placeholders are the same in every language (es is the reference)', () => {
  it('has the namespaces to compare, the error catalogue included', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'trips', 'payroll', 'errors']));
  });

  for (const ns of namespaces) {
    it(`${ns}: every message has the placeholders of its Spanish message`, () => {
      const problems: string[] = [];
      const esFamilies = pluralFamilies(es[ns]!);
      for (const lang of LANGUAGES) {
        const flat = bundles[lang][ns] ?? {};
        const families = pluralFamilies(flat);
        for (const [key, message] of Object.entries(flat)) {
          const m = PLURAL.exec(key);
          const base = m?.[1];
          if (base !== undefined && (families.get(base)?.has('other') || esFamilies.has(base))) {
            // a plural form: the placeholders of es key_other, {{count}} aside
            const reference = esFamilies.get(base)?.get('other');
            if (reference === undefined) {
              problems.push(`${lang} ${key}: es has no ${base}_other`);
              continue;
            }
            const want = placeholders(reference).filter((p) => p !== 'count');
            const got = placeholders(message).filter((p) => p !== 'count');
            if (got.join() !== want.join())
              problems.push(
                `${lang} ${key}: {{${got.join('}} {{')}}} ≠ es {{${want.join('}} {{')}}}`,
              );
            if (!message.includes('{{count}}') && !mayOmitCount(lang, m![2]!))
              problems.push(`${lang} ${key}: no {{count}} in a form several numbers take`);
            continue;
          }
          const reference = es[ns]![key];
          if (reference === undefined) {
            problems.push(`${lang} ${key}: not in es`);
            continue;
          }
          if (placeholders(message).join() !== placeholders(reference).join())
            problems.push(
              `${lang} ${key}: {{${placeholders(message).join('}} {{')}}} ≠ es {{${placeholders(reference).join('}} {{')}}}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('a message with a count has the plural forms of its language', () => {
  for (const ns of namespaces) {
    it(`${ns}: every {{count}} message is key_<category> for each Intl.PluralRules category`, () => {
      const problems: string[] = [];
      const esFamilies = pluralFamilies(es[ns]!);
      for (const lang of LANGUAGES) {
        const flat = bundles[lang][ns] ?? {};
        const families = pluralFamilies(flat);
        const required = categories(lang);
        for (const [key, message] of Object.entries(flat)) {
          if (message.includes('{{count}}') && !PLURAL.test(key))
            problems.push(`${lang} ${key}: {{count}} in a key without plural forms`);
        }
        const bases = new Set([...families.keys(), ...esFamilies.keys()]);
        for (const base of bases) {
          const have = families.get(base) ?? new Map<string, string>();
          const absent = required.filter((c) => !have.has(c));
          if (absent.length > 0) problems.push(`${lang} ${base}: no _${absent.join(', _')}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('a number before a plural noun is a {{count}} (es: "{{min}} caracteres" is not)', () => {
    // The error catalogue is left out: it is packages/contracts' (rendered by the server too,
    // without plural forms); its placeholders are checked above and below.
    const problems: string[] = [];
    for (const ns of namespaces.filter((n) => n !== 'errors' && n !== 'errors-panel')) {
      for (const [key, message] of Object.entries(es[ns]!)) {
        for (const m of message.matchAll(/\{\{\s*(\w+)\s*\}\}\s+(\p{Ll}+s)\b/gu)) {
          if (m[1] !== 'count') problems.push(`${ns}:${key}: "${m[0]}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('i18next (v23+ suffixes) shows the form Intl.PluralRules picks', () => {
  it('for 0, 1, 2, 3, 11, 100 and 1 000 000, in every language, the count filled', async () => {
    const resources: Resource = {};
    for (const [path, content] of Object.entries(files)) {
      const [, lang, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
      if (lang && ns) (resources[lang] ??= {})[ns] = content as ResourceKey;
    }
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: false,
      resources,
      interpolation: { escapeValue: false },
    });
    const problems: string[] = [];
    for (const lang of LANGUAGES) {
      const rules = new Intl.PluralRules(lang);
      for (const ns of namespaces.filter((n) => n !== 'errors' && n !== 'errors-panel')) {
        const flat = bundles[lang][ns] ?? {};
        for (const [base, forms] of pluralFamilies(flat)) {
          for (const count of [0, 1, 2, 3, 11, 100, 1_000_000]) {
            const shown = i18n.getFixedT(lang, ns)(base, { count });
            const want = forms.get(rules.select(count))!.replace('{{count}}', String(count));
            if (shown !== want)
              problems.push(`${lang} ${ns}:${base} ${count}: "${shown}" ≠ "${want}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The source: every t() call passes the values its message needs.

/** A template key: `errors:${code}` is { ns: 'errors', pattern: /^.+$/ }. */
type Template = { ns: string | null; pattern: RegExp };
type Call = {
  file: string;
  where: string;
  keys: string[] | Template;
  ns: string[] | null;
  passed: Set<string> | 'any';
};

const SRC = decodeURIComponent(new URL('../', import.meta.url).pathname); // apps/web/src/
const ERRORS_MODULE = 'lib/i18n-errors.ts';

/** The t() calls, and where an `errors:…` key is built from a value (outside a t() call too). */
function readSource(): { calls: Call[]; builtErrorKeys: string[] } {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d: ts.Diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(`${SRC}../tsconfig.json`, {}, host);
  if (!config) throw new Error('apps/web/tsconfig.json not read');
  const isSource = (f: string) =>
    f.startsWith(SRC) && /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts');
  const program = ts.createProgram({
    rootNames: config.fileNames.filter(isSource),
    options: config.options,
  });
  const checker = program.getTypeChecker();
  const calls: Call[] = [];
  const builtErrorKeys: string[] = [];

  const unwrap = (e: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e)
      ? unwrap(e.expression)
      : e;

  /** The literal keys an expression can be, or a pattern for a template, or null (unknown). */
  function keysOf(e: ts.Expression): string[] | Template | null {
    e = unwrap(e);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
    if (ts.isConditionalExpression(e)) {
      const a = keysOf(e.whenTrue);
      const b = keysOf(e.whenFalse);
      return Array.isArray(a) && Array.isArray(b) ? [...a, ...b] : null;
    }
    if (ts.isTemplateExpression(e)) {
      // each ${…} of a literal type (`status.${s}` with s: TripStatus): the keys it can be
      const spans = e.templateSpans.map((span) => literalsOf(span.expression));
      if (spans.every((v) => v !== null)) {
        let keys = [e.head.text];
        e.templateSpans.forEach((span, i) => {
          keys = keys.flatMap((k) => spans[i]!.map((v) => `${k}${v}${span.literal.text}`));
        });
        return keys;
      }
      const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const colon = e.head.text.indexOf(':');
      const ns =
        colon > 0 && namespaces.includes(e.head.text.slice(0, colon))
          ? e.head.text.slice(0, colon)
          : null;
      const parts = [
        e.head.text.slice(ns ? colon + 1 : 0),
        ...e.templateSpans.map((s) => s.literal.text),
      ];
      return { ns, pattern: new RegExp(`^${parts.map(escape).join('.+')}$`) };
    }
    return literalsOf(e);
  }

  /** The string literal values the type of an expression allows, or null. */
  function literalsOf(e: ts.Expression): string[] | null {
    const type = checker.getTypeAtLocation(e);
    const parts = (type.isUnion() ? type.types : [type]).filter(
      (p) => !(p.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)),
    );
    if (parts.length > 0 && parts.every((p) => p.isStringLiteral()))
      return parts.map((p) => (p as ts.StringLiteralType).value);
    return null;
  }

  /** The namespaces a t function looks keys up in (useTranslation / getFixedT), or null. */
  function namespacesOf(callee: ts.Expression): string[] | null {
    const symbol = checker.getSymbolAtLocation(callee);
    let decl: ts.Node | undefined = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (decl && ts.isBindingElement(decl)) decl = decl.parent.parent; // const { t } = …
    if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return null;
    const init = unwrap(decl.initializer);
    if (!ts.isCallExpression(init)) return null;
    const name = ts.isPropertyAccessExpression(init.expression)
      ? init.expression.name.text
      : init.expression.getText();
    if (name !== 'useTranslation' && name !== 'getFixedT') return null;
    const arg = init.arguments[name === 'useTranslation' ? 0 : 1];
    if (!arg) return ['common'];
    const keys = ts.isArrayLiteralExpression(arg) ? arg.elements.map(keysOf) : [keysOf(arg)];
    const out = keys.flatMap((k) => (Array.isArray(k) ? k : []));
    return out.length ? [...out, 'common'] : null; // fallbackNS: 'common'
  }

  /** The option names a t() call passes; 'any' for a record. */
  function passedOf(options: ts.Expression | undefined): Set<string> | 'any' {
    if (!options) return new Set();
    const type = checker.getTypeAtLocation(options);
    if (type.flags & ts.TypeFlags.Any || checker.getIndexInfoOfType(type, ts.IndexKind.String))
      return 'any';
    return new Set(type.getProperties().map((p) => p.name));
  }

  for (const file of program.getSourceFiles()) {
    if (!isSource(file.fileName)) continue;
    const path = file.fileName.slice(SRC.length);
    const at = (node: ts.Node) =>
      `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      const built =
        (ts.isTemplateExpression(node) && node.head.text.startsWith('errors:')) ||
        (ts.isBinaryExpression(node) &&
          node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
          ts.isStringLiteralLike(node.left) &&
          node.left.text.startsWith('errors:'));
      if (built && path !== ERRORS_MODULE) builtErrorKeys.push(at(node));
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const callee = node.expression;
        const type = checker.typeToString(checker.getTypeAtLocation(callee));
        if (/^TFunction\b/.test(type)) {
          const keys = keysOf(node.arguments[0]!);
          if (keys)
            calls.push({
              file: path,
              where: at(node),
              keys,
              ns: namespacesOf(callee),
              passed: passedOf(node.arguments[1]),
            });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { calls, builtErrorKeys };
}

/** Splits 'ns:key'; a key without a known namespace looks in `ns` (every namespace if null). */
function lookIn(key: string, ns: string[] | null): [string[], string] {
  const colon = key.indexOf(':');
  if (colon > 0 && namespaces.includes(key.slice(0, colon)))
    return [[key.slice(0, colon)], key.slice(colon + 1)];
  return [ns ?? ['common', ...namespaces.filter((n) => n !== 'common')], key];
}

describe('every t() call in apps/web/src passes the values of its message', () => {
  let calls: Call[] = [];
  let builtErrorKeys: string[] = [];
  beforeAll(() => {
    ({ calls, builtErrorKeys } = readSource());
  }, 120_000);

  it('reads the calls (the check is not looking at nothing)', () => {
    expect(calls.filter((c) => Array.isArray(c.keys)).length).toBeGreaterThan(300);
    expect(calls.some((c) => c.file === ERRORS_MODULE)).toBe(true);
  });

  it('a literal key exists and gets every {{placeholder}} of its message in every language', () => {
    const problems: string[] = [];
    for (const call of calls) {
      if (!Array.isArray(call.keys)) continue;
      for (const full of call.keys) {
        const [candidates, key] = lookIn(full, call.ns);
        const ns = candidates.find((n) => messagesOf(n, key).length > 0);
        if (!ns) {
          problems.push(`${call.where} ${full}: no such key`);
          continue;
        }
        if (call.passed === 'any') continue;
        const need = new Set(messagesOf(ns, key).flatMap(placeholders));
        if (pluralFamilies(es[ns]!).has(key)) need.add('count');
        // the brand's names are i18next's default values (lib/i18n.ts, lib/brand.ts)
        const passed = new Set([...call.passed, ...BRAND_VALUES]);
        const missing = [...need].filter((p) => !passed.has(p));
        if (missing.length > 0)
          problems.push(`${call.where} ${ns}:${key}: no ${missing.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('an error code becomes an `errors:` key only in lib/i18n-errors.ts', () => {
    // `errors:${code}` held in a variable and given to t() later is not seen by the checks of the
    // calls: any key built from a value is refused outside the module that fills placeholders.
    expect(builtErrorKeys).toEqual([]);
  });

  it('errors:${…} only in lib/i18n-errors.ts; a template key of another namespace matches a key', () => {
    // A key whose variable part is a string (`cards.${c.key}`, c.key: string) could be any key of
    // its prefix: it is only required to match one (its values cannot be known statically). An
    // error code is the exception: the codes with placeholders are many and the code comes from
    // the server, so it is rendered through errorText / apiErrorText and nowhere else.
    const problems: string[] = [];
    for (const call of calls) {
      if (Array.isArray(call.keys)) continue;
      const { ns: fixed, pattern } = call.keys;
      if (fixed === 'errors' && call.file !== ERRORS_MODULE) {
        problems.push(`${call.where}: t(\`errors:\${…}\`) — use errorText / apiErrorText`);
        continue;
      }
      const candidates = fixed ? [fixed] : (call.ns ?? namespaces);
      const matches = candidates.some((ns) =>
        Object.keys(es[ns] ?? {}).some((k) => pattern.test(PLURAL.exec(k)?.[1] ?? k)),
      );
      if (!matches) problems.push(`${call.where} ${pattern.source}: matches no key`);
    }
    expect(problems).toEqual([]);
  });
});
