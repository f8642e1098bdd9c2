import { describe, expect, it } from 'vitest';
import { ACTIVE_LABELS, LANGUAGES, PASSENGER_TYPE_LABELS } from '@trayecto/contracts';

// Labels the panel still keeps in its own files (used with literal keys) must say what the
// contracts' tables say, which the CSV exports use: no drift between the screen and a CSV.
const files = import.meta.glob<Record<string, Record<string, string>>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const file = (lang: string, ns: string) => files[`../locales/${lang}/${ns}.json`]!;

describe('labels shared with the exports', () => {
  it.each(LANGUAGES)('%s: collaborator states and passenger kinds match contracts', (lang) => {
    expect(file(lang, 'payroll').status).toEqual({
      active: ACTIVE_LABELS.active[lang],
      inactive: ACTIVE_LABELS.inactive[lang],
    });
    expect(file(lang, 'trips').passenger).toMatchObject({
      collaborator: PASSENGER_TYPE_LABELS.payroll[lang],
      guest: PASSENGER_TYPE_LABELS.guest[lang],
    });
  });
});
