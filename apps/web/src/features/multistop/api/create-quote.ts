import { quoteResponseSchema, type CreateQuoteBody } from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /quotes: ask the provider's pricing desk to price a multistop trip. One Idempotency-Key
 * per attempt of the same form (useBookingSubmit), so a retried request asks once.
 */
export async function createQuote(body: CreateQuoteBody, key: string) {
  return (
    await api.post('/corporate/quotes', body, {
      schema: quoteResponseSchema,
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}
