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

// An invitation to an e-mail that already signs in to a panel (a company's own login, or a member
// of another company): the inviter is answered as for any invitation, so the e-mail's owner is
// told instead, with no link (one e-mail, one login).

type ElsewhereFacts = {
  name: string;
  company: string;
  inviter: string;
  product: string;
  login: string;
};

const ELSEWHERE: Record<
  Language,
  { subject: (f: ElsewhereFacts) => string; body: (f: ElsewhereFacts) => string }
> = {
  es: {
    subject: (f) => `${f.inviter} quiso invitarlo al panel de ${f.company} en ${f.product}`,
    body: (f) =>
      `Hola ${f.name}:\n\n${f.inviter} quiso invitarlo al panel de ${f.company} en ${f.product}, pero su correo ya entra a un panel de empresa, y cada correo tiene un solo acceso.\n` +
      `Si desea unirse, pida a ${f.inviter} que lo invite con otra dirección. Su acceso actual sigue igual:\n\n${f.login}\n\n` +
      'Si no esperaba este correo, ignórelo.',
  },
  en: {
    subject: (f) => `${f.inviter} tried to invite you to ${f.company}'s panel on ${f.product}`,
    body: (f) =>
      `Hello ${f.name},\n\n${f.inviter} tried to invite you to ${f.company}'s panel on ${f.product}, but your e-mail already signs in to a company panel, and each e-mail has one login.\n` +
      `If you want to join, ask ${f.inviter} to invite another address. Your current login is unchanged:\n\n${f.login}\n\n` +
      'If you did not expect this e-mail, ignore it.',
  },
  fr: {
    subject: (f) => `${f.inviter} a voulu vous inviter au panneau de ${f.company} sur ${f.product}`,
    body: (f) =>
      `Bonjour ${f.name},\n\n${f.inviter} a voulu vous inviter au panneau de ${f.company} sur ${f.product}, mais votre e-mail se connecte déjà à un panneau d’entreprise, et chaque e-mail n’a qu’un accès.\n` +
      `Pour le rejoindre, demandez à ${f.inviter} d’inviter une autre adresse. Votre accès actuel ne change pas :\n\n${f.login}\n\n` +
      'Si vous n’attendiez pas cet e-mail, ignorez-le.',
  },
  ar: {
    subject: (f) => `أراد ${f.inviter} دعوتك إلى لوحة ${f.company} على ${f.product}`,
    body: (f) =>
      `مرحبًا ${f.name}،\n\nأراد ${f.inviter} دعوتك إلى لوحة ${f.company} على ${f.product}، لكن بريدك الإلكتروني يدخل بالفعل إلى لوحة شركة، ولكل بريد دخول واحد فقط.\n` +
      `إذا أردت الانضمام، فاطلب من ${f.inviter} دعوة عنوان آخر. دخولك الحالي لم يتغير:\n\n${f.login}\n\n` +
      'إذا لم تكن تتوقع هذه الرسالة، فتجاهلها.',
  },
};

export function loginElsewhereEmail(lang: Language, f: ElsewhereFacts) {
  const t = ELSEWHERE[lang];
  return textEmail(lang, t.subject(f), t.body(f), f.login);
}
