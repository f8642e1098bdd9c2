import { formatUsd, monthName } from './format.ts';
import type { Language } from './i18n.ts';
import type { PanelResource } from './team-permissions.ts';

// a notice's {{month}} (its statement's) is written by the one month name of format.ts
export { monthName };

// The words of a company's notices (issue 13, parts 4, 6 and 7): the panel's bell and the e-mail
// that goes with a notice say the same thing. No zod and no error catalogue here (the bell
// imports it): an error code in a notice is put in words by the caller's own catalogue.

export type NoticeParams = Record<string, string | number | null>;

/** Who may read a notice: the panel resource its kind belongs to. */
export const NOTICE_RESOURCE = {
  balance_low: 'money',
  credit_expiring: 'money',
  topup_rejected: 'money',
  statement_ready: 'money',
  recurring_failed: 'trips',
} as const satisfies Record<string, PanelResource>;
export type NoticeKindName = keyof typeof NOTICE_RESOURCE;

const s = (p: NoticeParams, key: string) => String(p[key] ?? '');

const TITLES: Record<NoticeKindName, Record<Language, string>> = {
  balance_low: {
    es: 'Saldo bajo',
    en: 'Low balance',
    fr: 'Solde bas',
    ar: 'رصيد منخفض',
  },
  credit_expiring: {
    es: 'Crédito por vencer',
    en: 'Credit about to expire',
    fr: 'Crédit bientôt échu',
    ar: 'ائتمان على وشك الانتهاء',
  },
  topup_rejected: {
    es: 'Recarga rechazada',
    en: 'Top-up rejected',
    fr: 'Recharge refusée',
    ar: 'تم رفض الشحن',
  },
  statement_ready: {
    es: 'Estado de cuenta listo',
    en: 'Statement ready',
    fr: 'Relevé disponible',
    ar: 'كشف الحساب جاهز',
  },
  recurring_failed: {
    es: 'Viaje recurrente no reservado',
    en: 'Recurring trip not booked',
    fr: 'Trajet récurrent non réservé',
    ar: 'لم يتم حجز الرحلة المتكررة',
  },
};

function lowBody(p: NoticeParams, lang: Language): string {
  const available = s(p, 'available');
  const days = p.days;
  const threshold = p.threshold;
  const parts: Record<Language, string[]> = {
    es: [
      `Quedan ${available} disponibles`,
      days !== null && days !== undefined ? `, que alcanzan para unos ${days} días` : '',
      threshold ? ` (su umbral es ${threshold})` : '',
      '. Recargue para que los viajes no se detengan.',
    ],
    en: [
      `${available} is available`,
      days !== null && days !== undefined ? `, enough for about ${days} days` : '',
      threshold ? ` (your threshold is ${threshold})` : '',
      '. Top up so trips do not stop.',
    ],
    fr: [
      `Il reste ${available} disponibles`,
      days !== null && days !== undefined ? `, soit environ ${days} jours` : '',
      threshold ? ` (votre seuil est de ${threshold})` : '',
      '. Rechargez pour que les trajets ne s’arrêtent pas.',
    ],
    ar: [
      `الرصيد المتاح ${available}`,
      days !== null && days !== undefined ? `، ويكفي لنحو ${days} يومًا` : '',
      threshold ? ` (الحد الذي حددته ${threshold})` : '',
      '. اشحن الرصيد حتى لا تتوقف الرحلات.',
    ],
  };
  return parts[lang].join('');
}

/** An error code in words, in a language (the server's catalogue, or the panel's `errors` texts). */
export type DescribeError = (code: string, lang: Language) => string;

const BODIES: Record<
  NoticeKindName,
  (p: NoticeParams, lang: Language, describe: DescribeError) => string
> = {
  balance_low: lowBody,
  credit_expiring: (p, lang) =>
    ({
      es: `El crédito ${s(p, 'credit')} vence el ${s(p, 'date')} con ${s(p, 'due')} pendientes.`,
      en: `Credit ${s(p, 'credit')} expires on ${s(p, 'date')} with ${s(p, 'due')} still due.`,
      fr: `Le crédit ${s(p, 'credit')} arrive à échéance le ${s(p, 'date')} avec ${s(p, 'due')} restant dû.`,
      ar: `ينتهي الائتمان ${s(p, 'credit')} في ${s(p, 'date')} وما زال مستحقًا ${s(p, 'due')}.`,
    })[lang],
  topup_rejected: (p, lang) =>
    ({
      es: `La recarga ${s(p, 'topup')} por ${s(p, 'amount')} fue rechazada.`,
      en: `Top-up ${s(p, 'topup')} for ${s(p, 'amount')} was rejected.`,
      fr: `La recharge ${s(p, 'topup')} de ${s(p, 'amount')} a été refusée.`,
      ar: `تم رفض الشحن ${s(p, 'topup')} بمبلغ ${s(p, 'amount')}.`,
    })[lang] + (p.reason ? ` ${s(p, 'reason')}` : ''),
  statement_ready: (p, lang) =>
    ({
      es: `El estado de cuenta de ${s(p, 'month')} está listo para descargar.`,
      en: `The statement for ${s(p, 'month')} is ready to download.`,
      fr: `Le relevé de ${s(p, 'month')} est prêt à être téléchargé.`,
      ar: `كشف حساب ${s(p, 'month')} جاهز للتنزيل.`,
    })[lang],
  recurring_failed: (p, lang, describe) => {
    const why = describe(s(p, 'error_code'), lang);
    return (
      {
        es: `El viaje de ${s(p, 'passenger')} del ${s(p, 'date')} no se pudo reservar: `,
        en: `The trip of ${s(p, 'passenger')} on ${s(p, 'date')} could not be booked: `,
        fr: `Le trajet de ${s(p, 'passenger')} du ${s(p, 'date')} n’a pas pu être réservé : `,
        ar: `تعذر حجز رحلة ${s(p, 'passenger')} بتاريخ ${s(p, 'date')}: `,
      }[lang] + why
    );
  },
};

/** A notice's title and sentence in a language. */
export function noticeText(
  kind: NoticeKindName,
  params: NoticeParams,
  lang: Language,
  describe: DescribeError = (code) => code,
) {
  return { title: TITLES[kind][lang], body: BODIES[kind](params, lang, describe) };
}

const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?: ([01]\d|2[0-3]):([0-5]\d))?$/;

/**
 * "15 de octubre de 2026", "October 15, 2026" (with its "14:05" when it has one): a day of the
 * company's calendar (YYYY-MM-DD, or YYYY-MM-DD HH:MM of its wall clock) in a language; else kept.
 */
export function dayName(day: string, lang: string): string {
  const m = DAY.exec(day);
  if (!m) return day;
  const [y, mo, d, h, mi] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v)));
  const at = new Date(Date.UTC(y!, mo! - 1, d!, h ?? 0, mi ?? 0));
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    ...(h === undefined ? {} : { timeStyle: 'short', hourCycle: 'h23' }),
    timeZone: 'UTC',
  }).format(at);
}

/** The params that are dollar amounts: stored as numbers, written in the reader's marks. */
const MONEY_PARAMS = ['available', 'threshold', 'due', 'amount'] as const;

/** An amount a notice stored already written ("$1.234,50", older notices) as its number. */
function storedAmount(value: string | number): number | null {
  if (typeof value === 'number') return value;
  const m = /^(-?)\$(\d{1,3}(?:\.\d{3})*|\d+),(\d{2})$/.exec(value.trim());
  if (!m) return null;
  return Number(`${m[1]}${m[2]!.replaceAll('.', '')}.${m[3]}`);
}

/**
 * A notice's params as the reader's language writes them, before noticeText fills its sentence
 * in (the bell and the e-mail alike): a statement's `month` (YYYY-MM) by its name, a `date`
 * (YYYY-MM-DD, with its HH:MM for a recurring trip) in words, amounts (numbers) in the
 * language's marks. Notices stored before amounts were kept as numbers read the same way.
 */
export function localizeNoticeParams(
  kind: NoticeKindName,
  params: NoticeParams,
  lang: string,
): NoticeParams {
  const out: NoticeParams = { ...params };
  if (kind === 'statement_ready' && typeof out.month === 'string')
    out.month = monthName(out.month, lang);
  if (typeof out.date === 'string') out.date = dayName(out.date, lang);
  for (const key of MONEY_PARAMS) {
    const value = out[key];
    if (value === null || value === undefined) continue;
    const amount = storedAmount(value);
    if (amount !== null) out[key] = formatUsd(amount, lang);
  }
  return out;
}
