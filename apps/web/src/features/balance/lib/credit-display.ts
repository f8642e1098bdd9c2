import {
  CREDIT_MOVEMENT_LABELS,
  CREDIT_STATUS_LABELS,
  type CreditMovementKindCode,
  type CreditStatus,
  type Language,
} from '@trayecto/contracts';

// How a credit reads on the balance page: the contract's labels in the interface language, its
// status colour (an expired one stands out), and whether the company sees credits at all.

export function creditStatusLabel(status: CreditStatus, lang: Language): string {
  return CREDIT_STATUS_LABELS[status][lang];
}

export function creditMovementLabel(kind: CreditMovementKindCode, lang: Language): string {
  return CREDIT_MOVEMENT_LABELS[kind][lang];
}

export const CREDIT_STATUS_COLORS = {
  waiting: 'warning',
  active: 'info',
  expired: 'error',
  paid: 'success',
  not_approved: 'default',
  reverted: 'default',
} as const satisfies Record<CreditStatus, string>;

/**
 * Whether a credit's amount was ever advanced to the company: a request still waiting, or one
 * finance did not approve, only asked for it (the list says "solicitado", not "Adelantado").
 */
export function creditWasAdvanced(status: CreditStatus): boolean {
  return status !== 'waiting' && status !== 'not_approved';
}

/**
 * What the company owes on its credits: the wallet's figure once read (null there means the
 * company has no credits: 0), the session's (GET /me) until then.
 */
export function creditsDueOf(walletDue: number | null | undefined, sessionDue: number): number {
  if (walletDue === undefined) return sessionDue;
  return walletDue ?? 0;
}

/**
 * The balance page shows credits (the "Créditos" tab, the guide's slide) to a company that may
 * ask for them, and to one that still owes some after they were switched off.
 */
export function showsCredits(allowed: boolean, due: number): boolean {
  return allowed || due > 0;
}
