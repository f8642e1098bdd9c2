import { TEAM_ROLE_LABELS, type Language, type TeamRole } from '@trayecto/contracts';
import { textEmail } from '../auth/reset-email.ts';

// The invitation to a company's team (issue 13): a single-use link to /invite/<token>, where the
// person chooses a password and is signed in.

type MailFacts = {
  name: string;
  company: string;
  inviter: string;
  role: TeamRole;
  link: string;
  product: string;
  hours: number;
};

const TEXTS: Record<
  Language,
  { subject: (f: MailFacts) => string; body: (f: MailFacts, role: string) => string }
> = {
  es: {
    subject: (f) => `${f.inviter} lo invitó al panel de ${f.company} en ${f.product}`,
    body: (f, role) =>
      `Hola ${f.name}:\n\n${f.inviter} lo invitó al panel de ${f.company} en ${f.product} con el rol ${role}.\n` +
      `Abra este enlace para crear su contraseña y entrar (es válido por ${f.hours} horas y se puede usar una sola vez):\n\n${f.link}\n\n` +
      'Si no esperaba esta invitación, ignore este correo.',
  },
  en: {
    subject: (f) => `${f.inviter} invited you to ${f.company}'s panel on ${f.product}`,
    body: (f, role) =>
      `Hello ${f.name},\n\n${f.inviter} invited you to ${f.company}'s panel on ${f.product} as ${role}.\n` +
      `Open this link to create your password and sign in (valid for ${f.hours} hours, single use):\n\n${f.link}\n\n` +
      'If you did not expect this invitation, ignore this e-mail.',
  },
  fr: {
    subject: (f) => `${f.inviter} vous invite au panneau de ${f.company} sur ${f.product}`,
    body: (f, role) =>
      `Bonjour ${f.name},\n\n${f.inviter} vous invite au panneau de ${f.company} sur ${f.product} avec le rôle ${role}.\n` +
      `Ouvrez ce lien pour créer votre mot de passe et vous connecter (valable ${f.hours} heures, usage unique) :\n\n${f.link}\n\n` +
      'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
  },
  ar: {
    subject: (f) => `دعاك ${f.inviter} إلى لوحة ${f.company} على ${f.product}`,
    body: (f, role) =>
      `مرحبًا ${f.name}،\n\nدعاك ${f.inviter} إلى لوحة ${f.company} على ${f.product} بدور ${role}.\n` +
      `افتح هذا الرابط لإنشاء كلمة المرور والدخول (صالح لمدة ${f.hours} ساعة ولمرة واحدة فقط):\n\n${f.link}\n\n` +
      'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.',
  },
};

export function inviteEmail(lang: Language, f: MailFacts) {
  const t = TEXTS[lang];
  return textEmail(lang, t.subject(f), t.body(f, TEAM_ROLE_LABELS[f.role][lang]), f.link);
}
