import {
  COMPANY_SIZE_LABELS,
  DEFAULT_LANGUAGE,
  INDUSTRY_LABELS,
  LEAD_SOURCE_LABELS,
  labelIn,
  type Language,
} from '@trayecto/contracts';
import { textEmail } from '../auth/reset-email.ts';

// The two e-mails of a new lead: the sales inbox is told everything the prospect wrote (in
// Spanish, the provider's language), and the prospect gets a short acknowledgement in theirs.

export type LeadMailFacts = {
  name: string;
  company: string;
  taxId: string;
  email: string;
  phone: string;
  city: string;
  companySize: string;
  industry: string;
  leadSource: string;
  message: string;
  lang: Language;
};

const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'español',
  en: 'inglés',
  fr: 'francés',
  ar: 'árabe',
};

/** To the sales inbox: the whole form, so it can be answered from the mail alone. */
export function salesLeadEmail(f: LeadMailFacts, product: string) {
  const lang = DEFAULT_LANGUAGE;
  const text =
    `Nuevo prospecto desde el formulario de contacto de ${product}.\n\n` +
    `Nombre: ${f.name}\n` +
    `Empresa: ${f.company}\n` +
    `RIF: ${f.taxId}\n` +
    `Correo: ${f.email}\n` +
    `Teléfono: ${f.phone}\n` +
    `Ciudad: ${f.city}\n` +
    `Tamaño: ${labelIn(COMPANY_SIZE_LABELS, f.companySize, lang)}\n` +
    `Sector: ${labelIn(INDUSTRY_LABELS, f.industry, lang)}\n` +
    `Cómo nos conoció: ${labelIn(LEAD_SOURCE_LABELS, f.leadSource, lang)}\n` +
    `Idioma: ${LANGUAGE_NAMES[f.lang]}\n\n` +
    `Mensaje:\n${f.message}\n\n` +
    'El prospecto está en la consola del proveedor, en Prospectos.';
  return textEmail(lang, `${product}: nuevo prospecto · ${f.company}`, text);
}

const ACK: Record<
  Language,
  { subject: (product: string) => string; body: (f: LeadMailFacts, product: string) => string }
> = {
  es: {
    subject: (product) => `Recibimos su solicitud · ${product}`,
    body: (f, product) =>
      `Hola ${f.name}:\n\nGracias por su interés en ${product}. Recibimos la solicitud de ${f.company} ` +
      'y un asesor comercial se comunicará con usted pronto, por correo o al teléfono que nos indicó.\n\n' +
      'Si usted no envió este formulario, ignore este mensaje.',
  },
  en: {
    subject: (product) => `We received your request · ${product}`,
    body: (f, product) =>
      `Hello ${f.name},\n\nThank you for your interest in ${product}. We received ${f.company}'s request ` +
      'and a sales advisor will contact you soon, by e-mail or at the phone number you gave us.\n\n' +
      'If you did not send this form, ignore this message.',
  },
  fr: {
    subject: (product) => `Nous avons reçu votre demande · ${product}`,
    body: (f, product) =>
      `Bonjour ${f.name},\n\nMerci de votre intérêt pour ${product}. Nous avons reçu la demande de ${f.company} ` +
      'et un conseiller commercial vous contactera bientôt, par e-mail ou au numéro que vous nous avez indiqué.\n\n' +
      "Si vous n'avez pas envoyé ce formulaire, ignorez ce message.",
  },
  ar: {
    subject: (product) => `تلقّينا طلبك · ${product}`,
    body: (f, product) =>
      `مرحبًا ${f.name}،\n\nشكرًا لاهتمامك بـ ${product}. تلقّينا طلب ${f.company} ` +
      'وسيتواصل معك مستشار مبيعات قريبًا عبر البريد الإلكتروني أو على رقم الهاتف الذي أرسلته.\n\n' +
      'إذا لم تُرسل هذا النموذج، فتجاهل هذه الرسالة.',
  },
};

/** To the prospect, in the language of the page they wrote from. */
export function leadAcknowledgementEmail(f: LeadMailFacts, product: string) {
  const t = ACK[f.lang];
  return textEmail(f.lang, t.subject(product), t.body(f, product));
}
