import { can, type AdminRole } from '@trayecto/contracts/console';
import { formatBs, formatUsd } from '@trayecto/contracts/format';
import type { Language } from '@trayecto/contracts/i18n';
import {
  TOPUP_METHODS,
  TOPUP_METHOD_LABELS,
  TOPUP_STATUSES,
  TOPUP_STATUS_LABELS,
  type ConsoleTopup,
  type TopupCurrency,
  type TopupMethod,
  type TopupStatus,
} from '@trayecto/contracts/topups';

// What the console's top-up screens decide apart from the screen: the tabs and the method filter
// of the list, what the admin's role may do with a top-up in its status, and how the bank's
// automated check is told in words.

/** The list's tabs: one per status, then all; it opens on the ones waiting for finance. */
export const TOPUP_TABS = [...TOPUP_STATUSES, 'all'] as const;
export type TopupTab = (typeof TOPUP_TABS)[number];
export const TOPUP_FIRST_TAB: TopupStatus = 'waiting';

/** A status as the company's panel and the exports say it (contracts' labels). */
export const topupStatusLabel = (status: TopupStatus, lang: Language) =>
  TOPUP_STATUS_LABELS[status][lang];
export const topupMethodLabel = (method: TopupMethod, lang: Language) =>
  TOPUP_METHOD_LABELS[method][lang];

/** The method filter of the URL (`?method=`): one of the methods, or every method. */
export function methodFrom(raw: string | null): TopupMethod | undefined {
  return (TOPUP_METHODS as readonly (string | null)[]).includes(raw)
    ? (raw as TopupMethod)
    : undefined;
}

/** A top-up still waiting for a decision: the bank is being asked, or finance must check it. */
export const isUndecided = (status: TopupStatus) => status === 'waiting' || status === 'verifying';

export type TopupActions = {
  /** "Aprobar" and "Rechazar" */
  decide: boolean;
  /** the role may read the top-up but not decide it: a note says who can */
  financeOnlyNote: boolean;
  /** "Factura (PDF)" */
  invoice: boolean;
};

/** What the detail offers to an admin of this role for a top-up as it stands. */
export function topupActionsFor(
  role: AdminRole | null | undefined,
  topup: Pick<ConsoleTopup, 'status' | 'invoice_id'>,
): TopupActions {
  const open = isUndecided(topup.status);
  const money = can(role, 'money', 'topups');
  return {
    decide: open && money,
    financeOnlyNote: open && !money && can(role, 'read', 'topups'),
    invoice:
      topup.status === 'approved' && topup.invoice_id !== null && can(role, 'read', 'topups'),
  };
}

/** The sentence (a key of console `topup.autoCheck`) telling what the bank's check found. */
export type AutoCheckExplanation =
  'checking' | 'found' | 'foundManual' | 'not_found' | 'mismatch' | 'manual' | 'zelle';

export function autoCheckExplanation(
  topup: Pick<ConsoleTopup, 'status' | 'method' | 'auto_check' | 'verified_automatically'>,
): AutoCheckExplanation {
  if (topup.method === 'zelle') return 'zelle';
  // still asking: the last answer is not the bank's last word
  if (topup.status === 'verifying') return 'checking';
  switch (topup.auto_check) {
    case 'found':
      return topup.verified_automatically ? 'found' : 'foundManual';
    case 'not_found':
      return 'not_found';
    case 'mismatch':
      return 'mismatch';
    default:
      return 'manual';
  }
}

/** An amount in its own currency: "Bs. 1,234.50" or "$25.00". */
export function amountIn(currency: TopupCurrency, amount: number): string {
  return currency === 'VES' ? formatBs(amount) : formatUsd(amount);
}

/** The receipt is shown as an image, or opened as a PDF. */
export function receiptKind(contentType: string | null | undefined): 'image' | 'pdf' | null {
  if (!contentType) return null;
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'application/pdf') return 'pdf';
  return null;
}

const safeName = (value: string) => value.replace(/[^\w-]+/g, '_');

/** The invoice's file name: "factura-REC-000123.pdf". */
export const invoiceFileName = (uniqueId: string) => `factura-${safeName(uniqueId)}.pdf`;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

/** The receipt's file name when it is saved: "comprobante-REC-000123.png". */
export const receiptFileName = (uniqueId: string, contentType: string | null | undefined) =>
  `comprobante-${safeName(uniqueId)}${EXTENSIONS[contentType ?? ''] ?? ''}`;
