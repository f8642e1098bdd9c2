import type { Language } from '@trayecto/contracts';
import { textEmail } from '../auth/reset-email.ts';

// The welcome e-mail of a company the provider created (from a lead): a link to /reset-password
// where it chooses its first password. Same page and machinery as a reset, longer validity.

type MailFacts = { name: string; uniqueId: string; link: string; product: string; hours: number };

const TEXTS: Record<
  Language,
  {
    subject: (product: string) => string;
    body: (f: MailFacts) => string;
  }
> = {
  es: {
    subject: (product) => `Bienvenido a ${product}: cree su contraseña`,
    body: (f) =>
      `Hola ${f.name}:\n\nBienvenido a ${f.product}. Creamos el panel de su empresa (ID de panel ${f.uniqueId}).\n` +
      `Abra este enlace para crear su contraseña (es válido por ${f.hours} horas y se puede usar una sola vez):\n\n${f.link}\n\n` +
      'Podrá entrar al panel en cuanto aprobemos su empresa; se lo confirmaremos.',
  },
  en: {
    subject: (product) => `Welcome to ${product}: create your password`,
    body: (f) =>
      `Hello ${f.name},\n\nWelcome to ${f.product}. We created your company's panel (panel ID ${f.uniqueId}).\n` +
      `Open this link to create your password (valid for ${f.hours} hours, single use):\n\n${f.link}\n\n` +
      'You can sign in to the panel as soon as we approve your company; we will confirm it to you.',
  },
  fr: {
    subject: (product) => `Bienvenue sur ${product} : créez votre mot de passe`,
    body: (f) =>
      `Bonjour ${f.name},\n\nBienvenue sur ${f.product}. Nous avons créé le panneau de votre entreprise (ID de panneau ${f.uniqueId}).\n` +
      `Ouvrez ce lien pour créer votre mot de passe (valable ${f.hours} heures, usage unique) :\n\n${f.link}\n\n` +
      'Vous pourrez vous connecter au panneau dès que nous aurons approuvé votre entreprise ; nous vous le confirmerons.',
  },
  ar: {
    subject: (product) => `مرحبًا بك في ${product}: أنشئ كلمة المرور`,
    body: (f) =>
      `مرحبًا ${f.name}،\n\nمرحبًا بك في ${f.product}. أنشأنا لوحة شركتك (معرّف اللوحة ${f.uniqueId}).\n` +
      `افتح هذا الرابط لإنشاء كلمة المرور (صالح لمدة ${f.hours} ساعة ولمرة واحدة فقط):\n\n${f.link}\n\n` +
      'يمكنك الدخول إلى اللوحة بمجرد أن نعتمد شركتك؛ وسنؤكد لك ذلك.',
  },
};

export function firstPasswordEmail(lang: Language, f: MailFacts) {
  const t = TEXTS[lang];
  return textEmail(lang, t.subject(f.product), t.body(f), f.link);
}
