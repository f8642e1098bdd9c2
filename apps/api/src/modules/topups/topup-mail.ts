import { formatUsd, type Language } from '@trayecto/contracts';
import type { MailMessage } from '../mail/mailer.ts';

// The e-mails of a top-up's decision, in the company's language: approved (with the invoice's
// link) or rejected (with the reason).

type Approved = {
  kind: 'approved';
  company: string;
  product: string;
  uniqueId: string;
  creditedUsd: number;
  invoiceNumber: string;
  invoiceLink: string;
};
type Rejected = {
  kind: 'rejected';
  company: string;
  product: string;
  uniqueId: string;
  reason: string;
  link: string;
};

const TEXTS = {
  es: {
    approvedSubject: (m: Approved) =>
      `Recarga ${m.uniqueId} aprobada: +${formatUsd(m.creditedUsd, 'es')}`,
    approved: (m: Approved) =>
      `Hola, ${m.company}:\n\nLa recarga ${m.uniqueId} fue verificada y su saldo aumentó en ${formatUsd(m.creditedUsd, 'es')}.\n` +
      `La factura ${m.invoiceNumber} está disponible en ${m.invoiceLink}\n\n${m.product}`,
    rejectedSubject: (m: Rejected) => `Recarga ${m.uniqueId} no aprobada`,
    rejected: (m: Rejected) =>
      `Hola, ${m.company}:\n\nNo pudimos aprobar la recarga ${m.uniqueId}.\nMotivo: ${m.reason}\n\n` +
      `Puede revisarla y registrar el pago de nuevo en ${m.link}\n\n${m.product}`,
  },
  en: {
    approvedSubject: (m: Approved) =>
      `Top-up ${m.uniqueId} approved: +${formatUsd(m.creditedUsd, 'en')}`,
    approved: (m: Approved) =>
      `Hello ${m.company},\n\nTop-up ${m.uniqueId} was verified and your balance grew by ${formatUsd(m.creditedUsd, 'en')}.\n` +
      `Invoice ${m.invoiceNumber} is at ${m.invoiceLink}\n\n${m.product}`,
    rejectedSubject: (m: Rejected) => `Top-up ${m.uniqueId} not approved`,
    rejected: (m: Rejected) =>
      `Hello ${m.company},\n\nWe could not approve top-up ${m.uniqueId}.\nReason: ${m.reason}\n\n` +
      `You can review it and register the payment again at ${m.link}\n\n${m.product}`,
  },
  fr: {
    approvedSubject: (m: Approved) =>
      `Recharge ${m.uniqueId} approuvée : +${formatUsd(m.creditedUsd, 'fr')}`,
    approved: (m: Approved) =>
      `Bonjour ${m.company},\n\nLa recharge ${m.uniqueId} a été vérifiée et votre solde a augmenté de ${formatUsd(m.creditedUsd, 'fr')}.\n` +
      `La facture ${m.invoiceNumber} est disponible sur ${m.invoiceLink}\n\n${m.product}`,
    rejectedSubject: (m: Rejected) => `Recharge ${m.uniqueId} non approuvée`,
    rejected: (m: Rejected) =>
      `Bonjour ${m.company},\n\nNous n'avons pas pu approuver la recharge ${m.uniqueId}.\nMotif : ${m.reason}\n\n` +
      `Vous pouvez la consulter et enregistrer à nouveau le paiement sur ${m.link}\n\n${m.product}`,
  },
  ar: {
    approvedSubject: (m: Approved) =>
      `تمت الموافقة على شحن الرصيد ${m.uniqueId}: +${formatUsd(m.creditedUsd, 'ar')}`,
    approved: (m: Approved) =>
      `مرحبًا ${m.company}،\n\nتم التحقق من شحن الرصيد ${m.uniqueId} وزاد رصيدكم بمقدار ${formatUsd(m.creditedUsd, 'ar')}.\n` +
      `الفاتورة ${m.invoiceNumber} متاحة على ${m.invoiceLink}\n\n${m.product}`,
    rejectedSubject: (m: Rejected) => `لم تتم الموافقة على شحن الرصيد ${m.uniqueId}`,
    rejected: (m: Rejected) =>
      `مرحبًا ${m.company}،\n\nلم نتمكن من الموافقة على شحن الرصيد ${m.uniqueId}.\nالسبب: ${m.reason}\n\n` +
      `يمكنكم مراجعته وتسجيل الدفع مرة أخرى على ${m.link}\n\n${m.product}`,
  },
} satisfies Record<Language, unknown>;

export function topupEmail(
  lang: Language,
  m: Approved | Rejected,
): Pick<MailMessage, 'subject' | 'text'> {
  const t = TEXTS[lang];
  return m.kind === 'approved'
    ? { subject: t.approvedSubject(m), text: t.approved(m) }
    : { subject: t.rejectedSubject(m), text: t.rejected(m) };
}
