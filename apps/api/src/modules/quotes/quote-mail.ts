import { formatUsd, type Language } from '@trayecto/contracts';
import { formatAlertTime } from '../auth/login-alert-email.ts';

/** What a quote's e-mails say: the quote, its stops, its price, when it expires, and its page. */
export type QuoteMailFacts = {
  company: string;
  product: string;
  uniqueId: string;
  passenger: string;
  places: string[];
  totalUsd: number | null;
  expiresAt: Date;
  scheduledAt: Date;
  timeZone: string;
  link: string;
};

export type QuoteMailKind = 'priced' | 'declined' | 'expiring';

type Texts = Record<
  QuoteMailKind,
  { subject: (f: QuoteMailFacts) => string; lead: (f: QuoteMailFacts, t: Times) => string }
> & {
  route: string;
  open: string;
};
type Times = { expires: string; scheduled: string; total: string };

const TEXTS: Record<Language, Texts> = {
  es: {
    priced: {
      subject: (f) => `Cotización ${f.uniqueId} lista: ${formatUsd(f.totalUsd ?? 0, 'es')}`,
      lead: (f, t) =>
        `El proveedor cotizó el viaje con paradas de ${f.passenger} del ${t.scheduled}: ${t.total}. ` +
        `Apruébela antes del ${t.expires}; si no, expira y no se reserva nada.`,
    },
    declined: {
      subject: (f) => `Cotización ${f.uniqueId} rechazada por el proveedor`,
      lead: (f) =>
        `Lo sentimos, el proveedor no presta servicio en esa ruta: no cotizó el viaje con paradas de ${f.passenger}.`,
    },
    expiring: {
      subject: (f) => `La cotización ${f.uniqueId} expira pronto`,
      lead: (f, t) =>
        `La cotización del viaje de ${f.passenger} (${t.total}) aún espera su aprobación y expira el ${t.expires}.`,
    },
    route: 'Recorrido',
    open: 'Ver la cotización',
  },
  en: {
    priced: {
      subject: (f) => `Quote ${f.uniqueId} is ready: ${formatUsd(f.totalUsd ?? 0, 'en')}`,
      lead: (f, t) =>
        `The provider priced ${f.passenger}'s multistop trip on ${t.scheduled}: ${t.total}. ` +
        `Approve it before ${t.expires}; otherwise it expires and nothing is held.`,
    },
    declined: {
      subject: (f) => `Quote ${f.uniqueId} declined by the provider`,
      lead: (f) =>
        `Sorry, the provider does not serve that route: it did not price ${f.passenger}'s multistop trip.`,
    },
    expiring: {
      subject: (f) => `Quote ${f.uniqueId} expires soon`,
      lead: (f, t) =>
        `The quote for ${f.passenger}'s trip (${t.total}) still waits for your approval and expires on ${t.expires}.`,
    },
    route: 'Route',
    open: 'Open the quote',
  },
  fr: {
    priced: {
      subject: (f) => `Le devis ${f.uniqueId} est prêt : ${formatUsd(f.totalUsd ?? 0, 'fr')}`,
      lead: (f, t) =>
        `Le prestataire a chiffré la course à arrêts de ${f.passenger} du ${t.scheduled} : ${t.total}. ` +
        `Approuvez-le avant le ${t.expires} ; sinon il expire et rien n'est réservé.`,
    },
    declined: {
      subject: (f) => `Devis ${f.uniqueId} refusé par le prestataire`,
      lead: (f) =>
        `Désolé, le prestataire ne dessert pas cet itinéraire : il n'a pas chiffré la course de ${f.passenger}.`,
    },
    expiring: {
      subject: (f) => `Le devis ${f.uniqueId} expire bientôt`,
      lead: (f, t) =>
        `Le devis de la course de ${f.passenger} (${t.total}) attend toujours votre approbation et expire le ${t.expires}.`,
    },
    route: 'Itinéraire',
    open: 'Voir le devis',
  },
  ar: {
    priced: {
      subject: (f) => `عرض السعر ${f.uniqueId} جاهز: ${formatUsd(f.totalUsd ?? 0, 'ar')}`,
      lead: (f, t) =>
        `سعّر المزوّد الرحلة متعددة المحطات لـ ${f.passenger} في ${t.scheduled}: ${t.total}. ` +
        `وافق عليه قبل ${t.expires}؛ وإلا تنتهي صلاحيته ولا يُحجز شيء.`,
    },
    declined: {
      subject: (f) => `رفض المزوّد عرض السعر ${f.uniqueId}`,
      lead: (f) => `عذرًا، لا يخدم المزوّد هذا المسار: لم يسعّر رحلة ${f.passenger}.`,
    },
    expiring: {
      subject: (f) => `عرض السعر ${f.uniqueId} ينتهي قريبًا`,
      lead: (f, t) =>
        `لا يزال عرض سعر رحلة ${f.passenger} (${t.total}) بانتظار موافقتك وينتهي في ${t.expires}.`,
    },
    route: 'المسار',
    open: 'عرض عرض السعر',
  },
};

/** The e-mail of a quote's news, in the company's language and time zone. */
export function quoteEmail(kind: QuoteMailKind, lang: Language, f: QuoteMailFacts) {
  const texts = TEXTS[lang];
  const times: Times = {
    expires: formatAlertTime(lang, f.expiresAt, f.timeZone),
    scheduled: formatAlertTime(lang, f.scheduledAt, f.timeZone),
    total: f.totalUsd !== null ? formatUsd(f.totalUsd, lang) : '',
  };
  const route = f.places.map((p, i) => `${i === 0 ? '●' : `${i}.`} ${p}`).join('\n');
  return {
    subject: `${f.product}: ${texts[kind].subject(f)}`,
    text: `${texts[kind].lead(f, times)}\n\n${texts.route}:\n${route}\n\n${texts.open}: ${f.link}\n`,
  };
}
