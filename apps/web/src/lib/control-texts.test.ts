import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { enUS as pickersEnglish } from '@mui/x-date-pickers/locales';
import { LANGUAGES } from '@trayecto/contracts/i18n';
import { mapTexts, materialTexts, pickerTexts } from './control-texts.ts';

// The controls' built-in names in each language: none is left as MUI's, MUI X's or MapLibre's
// English out of the box ("Open", "Choose date", "Zoom in", "DD/MM/YYYY") in another language.

const files = import.meta.glob<Record<string, unknown>>('../locales/*/common.json', {
  eager: true,
  import: 'default',
});

const instance = i18next.createInstance();
await instance.init({
  resources: Object.fromEntries(
    Object.entries(files).map(([path, common]) => [/locales\/(\w+)\//.exec(path)![1]!, { common }]),
  ),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

const ENGLISH = new Set([
  'Open',
  'Close',
  'Clear',
  'No options',
  'Loading…',
  'Rows per page:',
  'Zoom in',
  'Zoom out',
  'Reset bearing to north',
  'Toggle attribution',
  'Map',
  'Choose date',
  'Choose time',
  'Clear value',
  'Previous month',
  'Next month',
  'Cancel',
  'Today',
  'Year',
  'Month',
  'Day',
  'Hours',
  'Empty',
  'Y',
  'YYYY',
]);

/** Every string a label set gives, its functions called with sample values. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const f = value as (...args: unknown[]) => unknown;
    const samples: unknown[][] = [
      [null],
      ['hours', '10:00'],
      ['year'],
      [{ digitAmount: 4, contentType: 'digit' }],
      [{ from: 1, to: 10, count: 25 }],
      ['first', 2, false],
    ];
    return samples
      .flatMap((args) => {
        try {
          return strings(f(...args));
        } catch {
          return []; // a label that takes other arguments
        }
      })
      .filter((s) => !/undefined|null|\[object/.test(s));
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(LANGUAGES)('controls in %s', (lang) => {
  const t = (key: string, values?: Record<string, unknown>) =>
    instance.t(key, { lng: lang, ...values });

  it('name every control in the language, with no key left as a key', () => {
    const all = [...strings(materialTexts(t)), ...strings(pickerTexts(t)), ...strings(mapTexts(t))];
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((s) => /^controls\.\w+$/.test(s))).toEqual([]);
    if (lang !== 'en') expect(all.filter((s) => ENGLISH.has(s))).toEqual([]);
  });

  it('gives the date pickers every label MUI X would otherwise say in English', () => {
    const ours = pickerTexts(t);
    const missing = Object.keys(
      pickersEnglish.components.MuiLocalizationProvider.defaultProps.localeText,
    )
      .filter((key) => !(key in ours))
      .filter((key) => !/range|Range|seconds|Seconds|week|Week|start|end|Step|nextStep/.test(key));
    expect(missing).toEqual([]);
  });
});
