import type { Language } from './i18n.ts';
import { TOPUP_METHODS, TOPUP_METHOD_LABELS, type TopupMethod } from './topups.ts';

/**
 * The descriptions the panel writes on ledger movements, each a template with its values. The
 * ledger keeps the Spanish wording (`movementText(…, 'es')`, what older rows already say); every
 * reader (the balance history, its CSV, statements, the console) shows `movementDescription` in
 * its own language, which finds the template back in the stored words. A description people
 * wrote or that is only names and ids ("VJ-12 · Ana", "Panel A → Panel B") is shown as stored.
 */
export type MovementText =
  | { code: 'opening_balance' }
  | { code: 'topup'; id: string; method: TopupMethod }
  | { code: 'topup_reference'; method: TopupMethod; reference: string }
  | { code: 'credit'; id: string }
  | { code: 'credit_reverted'; id: string }
  | { code: 'credits_paid'; id: string };

/** A method as it reads inside a sentence ("Recarga por pago móvil"). */
const METHOD_IN_SENTENCE: Record<TopupMethod, Record<Language, string>> = {
  pago_movil: {
    es: 'pago móvil',
    en: 'mobile payment',
    fr: 'paiement mobile',
    ar: 'الدفع عبر الهاتف',
  },
  zelle: { es: 'Zelle', en: 'Zelle', fr: 'Zelle', ar: 'Zelle' },
};

type Render<T> = Record<Language, (v: T) => string>;
type Of<C extends MovementText['code']> = Extract<MovementText, { code: C }>;

const TEMPLATES: { [C in MovementText['code']]: Render<Of<C>> } = {
  opening_balance: {
    es: () => 'Saldo inicial',
    en: () => 'Opening balance',
    fr: () => 'Solde initial',
    ar: () => 'الرصيد الافتتاحي',
  },
  topup: {
    es: (v) => `Recarga ${v.id} · ${TOPUP_METHOD_LABELS[v.method].es}`,
    en: (v) => `Top-up ${v.id} · ${TOPUP_METHOD_LABELS[v.method].en}`,
    fr: (v) => `Recharge ${v.id} · ${TOPUP_METHOD_LABELS[v.method].fr}`,
    ar: (v) => `شحن ${v.id} · ${TOPUP_METHOD_LABELS[v.method].ar}`,
  },
  topup_reference: {
    es: (v) => `Recarga por ${METHOD_IN_SENTENCE[v.method].es} · Ref. ${v.reference}`,
    en: (v) => `Top-up by ${METHOD_IN_SENTENCE[v.method].en} · Ref. ${v.reference}`,
    fr: (v) => `Recharge par ${METHOD_IN_SENTENCE[v.method].fr} · Réf. ${v.reference}`,
    ar: (v) => `شحن عبر ${METHOD_IN_SENTENCE[v.method].ar} · المرجع ${v.reference}`,
  },
  credit: {
    es: (v) => `Crédito ${v.id}`,
    en: (v) => `Credit ${v.id}`,
    fr: (v) => `Crédit ${v.id}`,
    ar: (v) => `ائتمان ${v.id}`,
  },
  credit_reverted: {
    es: (v) => `Crédito ${v.id} revertido`,
    en: (v) => `Credit ${v.id} reversed`,
    fr: (v) => `Crédit ${v.id} annulé`,
    ar: (v) => `إلغاء الائتمان ${v.id}`,
  },
  credits_paid: {
    es: (v) => `Pago de créditos con ${v.id}`,
    en: (v) => `Credits paid with ${v.id}`,
    fr: (v) => `Crédits payés avec ${v.id}`,
    ar: (v) => `سداد الائتمانات من ${v.id}`,
  },
};

/** A movement's description in a language. */
export function movementText(text: MovementText, lang: Language): string {
  return (TEMPLATES[text.code][lang] as (v: MovementText) => string)(text);
}

const ID = '([A-Z0-9][A-Z0-9-]*)';

function methodNamed(words: string): TopupMethod | null {
  const lower = words.trim().toLowerCase();
  return (
    TOPUP_METHODS.find(
      (m) =>
        TOPUP_METHOD_LABELS[m].es.toLowerCase() === lower ||
        METHOD_IN_SENTENCE[m].es.toLowerCase() === lower,
    ) ?? null
  );
}

/** The template and values behind a stored (Spanish) description; null for any other text. */
export function parseMovementText(stored: string): MovementText | null {
  const s = stored.trim();
  if (s === 'Saldo inicial') return { code: 'opening_balance' };
  let m = new RegExp(`^Crédito ${ID} revertido$`).exec(s);
  if (m) return { code: 'credit_reverted', id: m[1]! };
  m = new RegExp(`^Crédito ${ID}$`).exec(s);
  if (m) return { code: 'credit', id: m[1]! };
  m = new RegExp(`^Pago de créditos con ${ID}$`).exec(s);
  if (m) return { code: 'credits_paid', id: m[1]! };
  m = /^Recarga por (.+?) · Ref\. (\S+)$/.exec(s);
  const byMethod = m && methodNamed(m[1]!);
  if (m && byMethod) return { code: 'topup_reference', method: byMethod, reference: m[2]! };
  m = new RegExp(`^Recarga ${ID} · (.+)$`).exec(s);
  const method = m && methodNamed(m[2]!);
  if (m && method) return { code: 'topup', id: m[1]!, method };
  return null;
}

/** A stored description as the reader's language says it (as stored when it is no template). */
export function movementDescription(stored: string, lang: Language): string {
  const text = parseMovementText(stored);
  return text ? movementText(text, lang) : stored;
}
