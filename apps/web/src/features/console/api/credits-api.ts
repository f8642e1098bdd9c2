import {
  consoleCreditResponseSchema,
  consoleCreditsPageSchema,
  type ApproveCreditBody,
  type CreditStatus,
  type GrantCreditBody,
} from '@trayecto/contracts/credits';
import { consoleApi } from '../../../lib/api-client.ts';

// The console's corporate credits calls (issue 11 part 4), /api/console/credits/* and a company's
// grant, apart from console-api.ts: the contracts' credits module they validate with stays out of
// the chunk every other console screen loads. Their query keys are consoleKeys' (console-api.ts).

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
const id = (value: string) => encodeURIComponent(value);

export type CreditListFilters = {
  status?: CreditStatus | undefined;
  /** a company's name or a credit's number (CRE-…) */
  q?: string | undefined;
};

export async function listCredits(
  filters: CreditListFilters,
  cursor: string | null,
  limit?: number,
  signal?: AbortSignal,
) {
  return (
    await consoleApi.get('/console/credits', {
      query: { ...filters, cursor: cursor ?? undefined, limit },
      schema: consoleCreditsPageSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** A credit with its movements (credit added, reverted, payments). */
export async function getCredit(creditId: string, signal?: AbortSignal) {
  return (
    await consoleApi.get(`/console/credits/${id(creditId)}`, {
      schema: consoleCreditResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/**
 * Finance advances money to a company: it is in its wallet at once, due by `expires_on`. 403
 * credits_not_allowed when the company has no credits; 422 credit_expiry_invalid. `key` is the
 * grant's Idempotency-Key: the same grant retried (or clicked twice) is one credit.
 */
export async function grantCredit(companyId: string, body: GrantCreditBody, key: string) {
  return (
    await consoleApi.post(`/console/companies/${id(companyId)}/credits`, body, {
      schema: consoleCreditResponseSchema,
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}

/** The asked amount or less, until a day; 409 credit_already_decided if decided meanwhile. */
export async function approveCredit(creditId: string, body: ApproveCreditBody) {
  return (
    await consoleApi.post(`/console/credits/${id(creditId)}/approve`, body, {
      schema: consoleCreditResponseSchema,
    })
  ).data;
}

export async function denyCredit(creditId: string, reason: string) {
  return (
    await consoleApi.post(
      `/console/credits/${id(creditId)}/deny`,
      { reason },
      { schema: consoleCreditResponseSchema },
    )
  ).data;
}

/** Takes the whole amount back; 409 credit_in_use once any of it was used or paid back. */
export async function revertCredit(creditId: string) {
  return (
    await consoleApi.post(
      `/console/credits/${id(creditId)}/revert`,
      {},
      { schema: consoleCreditResponseSchema },
    )
  ).data;
}
