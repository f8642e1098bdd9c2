import {
  formatUsd,
  fromCents,
  POLICY_RULE_LABELS,
  isLanguage,
  type ApprovalStatus,
  type Language,
  type PolicyRule,
} from '@trayecto/contracts';
import { textEmail } from '../auth/reset-email.ts';
import type { AppDeps } from '../../app-types.ts';
import * as repo from './approvals.repository.ts';

type ApprovalRow = repo.ApprovalRow;

// The e-mails of approvals (issue 13, part 3): to each approver, a request with its single-use
// link; to whoever asked, the decision (or that it expired, or could not be placed).

const rules = (lang: Language, violations: string[]) =>
  violations.map((v) => POLICY_RULE_LABELS[v as PolicyRule]?.[lang] ?? v).join(', ');

const REQUEST = {
  es: {
    subject: (r: ApprovalRow) => `Aprobación pendiente: ${r.passengerName} (${r.groupName})`,
    body: (r: ApprovalRow, name: string, why: string, link: string) =>
      `Hola ${name}:\n\n${r.requestedByName} pidió un servicio fuera de la política de ${r.groupName} (${why}).\n` +
      `Pasajero: ${r.passengerName}\nDe: ${r.originAddress}\nA: ${r.destinationAddress}\nEstimado: ${formatUsd(fromCents(r.estimateCents), 'es')}\n` +
      `${r.tripReason ? `Motivo: ${r.tripReason}\n` : ''}\nAbra este enlace para aprobarlo o rechazarlo (se puede usar una sola vez):\n\n${link}`,
  },
  en: {
    subject: (r: ApprovalRow) => `Approval pending: ${r.passengerName} (${r.groupName})`,
    body: (r: ApprovalRow, name: string, why: string, link: string) =>
      `Hello ${name},\n\n${r.requestedByName} asked for a service outside the ${r.groupName} policy (${why}).\n` +
      `Passenger: ${r.passengerName}\nFrom: ${r.originAddress}\nTo: ${r.destinationAddress}\nEstimate: ${formatUsd(fromCents(r.estimateCents), 'en')}\n` +
      `${r.tripReason ? `Reason: ${r.tripReason}\n` : ''}\nOpen this link to approve or deny it (single use):\n\n${link}`,
  },
  fr: {
    subject: (r: ApprovalRow) => `Approbation en attente : ${r.passengerName} (${r.groupName})`,
    body: (r: ApprovalRow, name: string, why: string, link: string) =>
      `Bonjour ${name},\n\n${r.requestedByName} a demandé un service hors de la politique de ${r.groupName} (${why}).\n` +
      `Passager : ${r.passengerName}\nDe : ${r.originAddress}\nÀ : ${r.destinationAddress}\nEstimation : ${formatUsd(fromCents(r.estimateCents), 'fr')}\n` +
      `${r.tripReason ? `Motif : ${r.tripReason}\n` : ''}\nOuvrez ce lien pour l’approuver ou le refuser (usage unique) :\n\n${link}`,
  },
  ar: {
    subject: (r: ApprovalRow) => `موافقة معلّقة: ${r.passengerName} (${r.groupName})`,
    body: (r: ApprovalRow, name: string, why: string, link: string) =>
      `مرحبًا ${name}،\n\nطلب ${r.requestedByName} خدمة خارج سياسة ${r.groupName} (${why}).\n` +
      `الراكب: ${r.passengerName}\nمن: ${r.originAddress}\nإلى: ${r.destinationAddress}\nالتقدير: ${formatUsd(fromCents(r.estimateCents), 'ar')}\n` +
      `${r.tripReason ? `السبب: ${r.tripReason}\n` : ''}\nافتح هذا الرابط للموافقة عليه أو رفضه (لمرة واحدة فقط):\n\n${link}`,
  },
} satisfies Record<Language, unknown>;

export function approvalRequestEmail(lang: Language, row: ApprovalRow, name: string, link: string) {
  const t = REQUEST[lang];
  return textEmail(
    lang,
    t.subject(row),
    t.body(row, name, rules(lang, row.violations), link),
    link,
  );
}

type Outcome = Exclude<ApprovalStatus, 'waiting'>;

const OUTCOME: Record<Language, Record<Outcome, (r: ApprovalRow) => string>> = {
  es: {
    approved: (r) =>
      `${r.decidedByName} aprobó el servicio de ${r.passengerName}; ya fue solicitado.`,
    denied: (r) =>
      `${r.decidedByName} no aprobó el servicio de ${r.passengerName}: ${r.denyReason}`,
    expired: (r) =>
      `La solicitud de aprobación del servicio de ${r.passengerName} venció sin decisión.`,
    failed: (r) =>
      `El servicio de ${r.passengerName} fue aprobado, pero no se pudo solicitar. Pídalo de nuevo.`,
  },
  en: {
    approved: (r) =>
      `${r.decidedByName} approved ${r.passengerName}'s service; it has been requested.`,
    denied: (r) =>
      `${r.decidedByName} did not approve ${r.passengerName}'s service: ${r.denyReason}`,
    expired: (r) =>
      `The approval request for ${r.passengerName}'s service expired without a decision.`,
    failed: (r) =>
      `${r.passengerName}'s service was approved but could not be requested. Please book it again.`,
  },
  fr: {
    approved: (r) =>
      `${r.decidedByName} a approuvé le service de ${r.passengerName} ; il a été demandé.`,
    denied: (r) =>
      `${r.decidedByName} n’a pas approuvé le service de ${r.passengerName} : ${r.denyReason}`,
    expired: (r) =>
      `La demande d’approbation du service de ${r.passengerName} a expiré sans décision.`,
    failed: (r) =>
      `Le service de ${r.passengerName} a été approuvé mais n’a pas pu être demandé. Réservez-le à nouveau.`,
  },
  ar: {
    approved: (r) => `وافق ${r.decidedByName} على خدمة ${r.passengerName}؛ وقد تم طلبها.`,
    denied: (r) => `لم يوافق ${r.decidedByName} على خدمة ${r.passengerName}: ${r.denyReason}`,
    expired: (r) => `انتهت صلاحية طلب الموافقة على خدمة ${r.passengerName} دون قرار.`,
    failed: (r) => `تمت الموافقة على خدمة ${r.passengerName} لكن تعذّر طلبها. يرجى حجزها مرة أخرى.`,
  },
};

export function approvalOutcomeEmail(lang: Language, row: ApprovalRow, link: string) {
  const text = OUTCOME[lang][row.status as Outcome](row);
  return textEmail(lang, text.split(/[.:;؛]/)[0]!, `${text}\n\n${link}`, link);
}

/** Tells whoever asked how their request ended (decided, expired or not placed), by e-mail. */
export async function tellRequester(deps: AppDeps, row: ApprovalRow) {
  const to = await repo.requesterEmail(deps.db, row);
  const company = await repo.companyLang(deps.db, row.corporateId);
  if (!to || !company) return;
  const lang = isLanguage(company.lang) ? company.lang : 'es';
  const link = `${deps.config.publicUrl}/approvals?id=${row.id}`;
  await deps.mailer.send({ to, ...approvalOutcomeEmail(lang, row, link) }).catch(() => undefined);
}
