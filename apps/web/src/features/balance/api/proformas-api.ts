import {
  proformaResponseSchema,
  proformasPageSchema,
  type CreateProformaBody,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// Proformas (issue 11 part 3): asked before paying, quoted in the top-up's "Número de proforma".

export const PROFORMAS_PAGE_SIZE = 10;

export const proformaKeys = {
  all: ['proformas'] as const,
  list: () => ['proformas', 'list'] as const,
};

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

/** POST /proformas: the amount split into base and IVA, in $ and Bs, and what to send by Zelle. */
export async function createProforma(body: CreateProformaBody) {
  return (await api.post('/corporate/proformas', body, { schema: proformaResponseSchema })).data;
}

export async function getProformas(cursor: string | null, limit: number, signal?: AbortSignal) {
  return (
    await api.get('/corporate/proformas', {
      query: { cursor: cursor ?? undefined, limit },
      schema: proformasPageSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** GET /proformas/:id/pdf: the proforma as a PDF, fetched with the session. */
export function getProformaPdf(id: string) {
  return api.get<Blob>(`/corporate/proformas/${encodeURIComponent(id)}/pdf`, {
    responseType: 'blob',
  });
}

/** "proforma-PRO-000012.pdf" (the name the server gives it too) */
export const proformaPdfFileName = (number: string) => `proforma-${number}.pdf`;
