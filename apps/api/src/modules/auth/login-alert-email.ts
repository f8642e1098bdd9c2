import type { Language } from '@trayecto/contracts';
import { textEmail } from './reset-email.ts';

type Facts = { name: string; product: string; count: number; ip: string; time: string };

const LOCALES: Record<Language, string> = { es: 'es-VE', en: 'en-US', fr: 'fr-FR', ar: 'ar' };

const TEXTS: Record<Language, { subject: string; body: (f: Facts) => string }> = {
  es: {
    subject: 'Intentos fallidos de acceso a su panel',
    body: (f) =>
      `Hola ${f.name}:\n\nAlguien está intentando entrar en su panel de ${f.product} con una contraseña incorrecta: ` +
      `${f.count} intentos fallidos en los últimos 15 minutos, el último desde la dirección ${f.ip} el ${f.time}.\n\n` +
      'Si fue usted, no tiene que hacer nada. Si no, su cuenta sigue protegida: los intentos desde otras direcciones ' +
      'se ralentizan y usted puede entrar como siempre desde las direcciones que usa. Si su contraseña es débil o la ' +
      'usa en otros sitios, cámbiela.\n\nNo le volveremos a avisar mientras siga este episodio.',
  },
  en: {
    subject: 'Failed sign-in attempts on your panel',
    body: (f) =>
      `Hello ${f.name},\n\nSomeone is trying to sign in to your ${f.product} panel with a wrong password: ` +
      `${f.count} failed attempts in the last 15 minutes, the latest from the address ${f.ip} on ${f.time}.\n\n` +
      'If it was you, there is nothing to do. If not, your account is still protected: attempts from other addresses ' +
      'are slowed down and you can sign in as usual from the addresses you use. If your password is weak or used ' +
      'elsewhere, change it.\n\nWe will not warn you again while this goes on.',
  },
  fr: {
    subject: 'Tentatives de connexion échouées à votre panneau',
    body: (f) =>
      `Bonjour ${f.name},\n\nQuelqu'un essaie de se connecter à votre panneau ${f.product} avec un mauvais mot de passe : ` +
      `${f.count} tentatives échouées au cours des 15 dernières minutes, la dernière depuis l'adresse ${f.ip} le ${f.time}.\n\n` +
      "Si c'était vous, il n'y a rien à faire. Sinon, votre compte reste protégé : les tentatives depuis d'autres adresses " +
      'sont ralenties et vous pouvez vous connecter comme d’habitude depuis les adresses que vous utilisez. Si votre mot ' +
      'de passe est faible ou utilisé ailleurs, changez-le.\n\nNous ne vous préviendrons plus tant que cela dure.',
  },
  ar: {
    subject: 'محاولات تسجيل دخول فاشلة إلى لوحتك',
    body: (f) =>
      `مرحبًا ${f.name}،\n\nيحاول شخص ما تسجيل الدخول إلى لوحة ${f.product} الخاصة بك بكلمة مرور خاطئة: ` +
      `${f.count} محاولات فاشلة خلال آخر 15 دقيقة، آخرها من العنوان ${f.ip} في ${f.time}.\n\n` +
      'إذا كنت أنت، فلا داعي لأي إجراء. وإلا فحسابك لا يزال محميًا: تُبطَّأ المحاولات من العناوين الأخرى ويمكنك تسجيل ' +
      'الدخول كالمعتاد من العناوين التي تستخدمها. إذا كانت كلمة مرورك ضعيفة أو تستخدمها في مواقع أخرى فغيّرها.\n\n' +
      'لن نرسل لك تنبيهًا آخر ما دام هذا مستمرًا.',
  },
};

/** The time in the account's language and time zone, with the zone named, so it is unambiguous. */
export function formatAlertTime(lang: Language, at: Date, timeZone: string) {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone,
  };
  try {
    return new Intl.DateTimeFormat(LOCALES[lang], options).format(at);
  } catch {
    // an unknown zone stored on the account: UTC rather than no mail
    return new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' }).format(at);
  }
}

export function loginAlertEmail(lang: Language, facts: Facts) {
  const t = TEXTS[lang];
  return textEmail(lang, `${t.subject} · ${facts.product}`, t.body(facts));
}
