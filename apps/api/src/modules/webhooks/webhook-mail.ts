import type { Language } from '@trayecto/contracts';

// The e-mail to a company's owner when one of its webhook endpoints is disabled after three days
// of failed deliveries, in the company's language.

type Disabled = { company: string; url: string; link: string; product: string };

const TEXTS: Record<Language, { subject: string; body: (m: Disabled) => string }> = {
  es: {
    subject: 'Webhook desactivado tras 3 días de errores',
    body: (m) =>
      `Hola, ${m.company}:\n\nDurante 3 días no pudimos entregar los eventos a su webhook\n${m.url}\n` +
      `y lo hemos desactivado. Revise su registro de envíos y vuelva a activarlo en ${m.link}\n\n${m.product}`,
  },
  en: {
    subject: 'Webhook disabled after 3 days of errors',
    body: (m) =>
      `Hello ${m.company},\n\nFor 3 days we could not deliver events to your webhook\n${m.url}\n` +
      `so it has been disabled. Check its delivery log and enable it again at ${m.link}\n\n${m.product}`,
  },
  fr: {
    subject: 'Webhook désactivé après 3 jours d’erreurs',
    body: (m) =>
      `Bonjour ${m.company},\n\nPendant 3 jours, nous n’avons pas pu livrer les événements à votre webhook\n${m.url}\n` +
      `et l’avons désactivé. Consultez son journal d’envois et réactivez-le sur ${m.link}\n\n${m.product}`,
  },
  ar: {
    subject: 'تم تعطيل الويب هوك بعد 3 أيام من الأخطاء',
    body: (m) =>
      `مرحبًا ${m.company}،\n\nلمدة 3 أيام لم نتمكن من تسليم الأحداث إلى الويب هوك\n${m.url}\n` +
      `لذلك عطّلناه. راجع سجل الإرسال وأعد تفعيله من ${m.link}\n\n${m.product}`,
  },
};

export function endpointDisabledMail(lang: Language, m: Disabled) {
  const t = TEXTS[lang];
  return { subject: t.subject, text: t.body(m) };
}
