import {
  PROMO_REDEMPTIONS_DEFAULT_LIMIT,
  promoCodesResponseSchema,
  promoRedemptionsPageSchema,
  type PromoCodeStatus,
} from '@trayecto/contracts/promo-codes';
import { api } from '../../../lib/api-client.ts';

// The company's promo codes (issue 11 part 5): GET /api/corporate/promo-codes and each code's
// trips, GET /api/corporate/promo-codes/:id/redemptions (keyset pages, or the CSV).

export const REDEMPTIONS_PAGE_SIZE = PROMO_REDEMPTIONS_DEFAULT_LIMIT;

export const promoCodeKeys = {
  all: ['promo-codes'] as const,
  list: (status: PromoCodeStatus | undefined) => ['promo-codes', 'list', status ?? 'all'] as const,
  redemptions: (id: string) => ['promo-codes', 'redemptions', id] as const,
};

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function listPromoCodes(status: PromoCodeStatus | undefined, signal?: AbortSignal) {
  const res = await api.get('/corporate/promo-codes', {
    query: { status },
    schema: promoCodesResponseSchema,
    ...signalOf(signal),
  });
  return res.data;
}

const redemptionsPath = (id: string) =>
  `/corporate/promo-codes/${encodeURIComponent(id)}/redemptions`;

export async function listRedemptions(id: string, cursor: string | null, signal?: AbortSignal) {
  const res = await api.get(redemptionsPath(id), {
    query: { cursor: cursor ?? undefined, limit: REDEMPTIONS_PAGE_SIZE },
    schema: promoRedemptionsPageSchema,
    ...signalOf(signal),
  });
  return res.data;
}

/** Every trip of the company that used the code, as the server's CSV in the interface language. */
export function exportRedemptionsCsv(id: string) {
  return api.get<Blob>(redemptionsPath(id), {
    query: { format: 'csv' },
    responseType: 'blob',
  });
}
