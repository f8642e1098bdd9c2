import type { Language } from '@trayecto/contracts/i18n';
import {
  OPERATION_KIND_LABELS,
  PAYER_LABELS,
  TRIP_STATUS_LABELS,
  TRIP_TYPE_LABELS,
} from '@trayecto/contracts/labels';

type Bundle = Record<string, unknown>;

const inLanguage = (table: Record<string, Record<Language, string>>, lang: Language) =>
  Object.fromEntries(Object.entries(table).map(([code, labels]) => [code, labels[lang]]));

/**
 * The labels of codes the server's exports show too (contracts labels.ts), added to the
 * namespaces whose screens show them: trips:status.completed, balance:origins.topup… come from
 * there, not from the JSON files.
 */
export function labelBundle(ns: string, lang: Language): Bundle | undefined {
  if (ns === 'trips') {
    return {
      status: inLanguage(TRIP_STATUS_LABELS, lang),
      type: inLanguage(TRIP_TYPE_LABELS, lang),
      payer: inLanguage(PAYER_LABELS, lang),
    };
  }
  if (ns === 'balance' || ns === 'payroll')
    return { origins: inLanguage(OPERATION_KIND_LABELS, lang) };
  return undefined;
}
