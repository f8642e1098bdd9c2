import type { Language } from '@trayecto/contracts';

const TEXTS: Record<
  Language,
  { subject: string; body: (name: string, link: string, product: string) => string }
> = {
  es: {
    subject: 'Restablecer su contraseña',
    body: (name, link, product) =>
      `Hola ${name}:\n\nRecibimos una solicitud para restablecer la contraseña de su panel de ${product}.\n` +
      `Abra este enlace para elegir una nueva (es válido por una hora y se puede usar una sola vez):\n\n${link}\n\n` +
      'Si usted no lo solicitó, ignore este mensaje; su contraseña no cambiará.',
  },
  en: {
    subject: 'Reset your password',
    body: (name, link, product) =>
      `Hello ${name},\n\nWe received a request to reset the password of your ${product} panel.\n` +
      `Open this link to choose a new one (valid for one hour, single use):\n\n${link}\n\n` +
      'If you did not ask for it, ignore this message; your password will not change.',
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe',
    body: (name, link, product) =>
      `Bonjour ${name},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre panneau ${product}.\n` +
      `Ouvrez ce lien pour en choisir un nouveau (valable une heure, usage unique) :\n\n${link}\n\n` +
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message ; votre mot de passe ne changera pas.",
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    body: (name, link, product) =>
      `مرحبًا ${name}،\n\nتلقينا طلبًا لإعادة تعيين كلمة مرور لوحة ${product} الخاصة بك.\n` +
      `افتح هذا الرابط لاختيار كلمة مرور جديدة (صالح لمدة ساعة واحدة ولمرة واحدة فقط):\n\n${link}\n\n` +
      'إذا لم تطلب ذلك، فتجاهل هذه الرسالة؛ لن تتغير كلمة المرور.',
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Text and HTML parts of a plain message; `link`, when given, is made clickable in the HTML. */
export function textEmail(lang: Language, subject: string, text: string, link?: string) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<div dir="${dir}" style="font-family:sans-serif">` +
    escapeHtml(text)
      .split('\n')
      .map((line) =>
        link && line === escapeHtml(link) ? `<a href="${escapeHtml(link)}">${line}</a>` : line,
      )
      .join('<br>') +
    '</div>';
  return { subject, text, html };
}

export function resetEmail(lang: Language, name: string, link: string, product: string) {
  const t = TEXTS[lang];
  return textEmail(lang, `${t.subject} · ${product}`, t.body(name, link, product), link);
}
