import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  webhookDeliveryListResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointResponseSchema,
  webhookSecretResponseSchema,
  type CreateWebhookBody,
  type WebhookEventType,
} from '@trayecto/contracts/webhooks';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// The company's webhooks (ADR 0017): /api/corporate/webhooks, an endpoint's log, test and resend.

const keys = {
  all: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};
const BASE = '/corporate/webhooks';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function useWebhooks() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => api.get(BASE, { schema: webhookEndpointListResponseSchema, signal }),
    staleTime: 0,
  });
}

/** An endpoint's delivery log; read again every few seconds while open (retries move on). */
export function useDeliveries(id: string | null) {
  return useQuery({
    queryKey: keys.deliveries(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`${one(id!)}/deliveries`, { schema: webhookDeliveryListResponseSchema, signal }),
    enabled: id !== null,
    refetchInterval: 5_000,
    staleTime: 0,
  });
}

/** Registers an endpoint: the answer holds its signing secret, the only time it is shown. */
export const createWebhook = (body: CreateWebhookBody) =>
  api.post(BASE, body, { schema: webhookSecretResponseSchema });

export const updateWebhook = (
  id: string,
  body: { events?: WebhookEventType[]; enabled?: boolean },
) => api.patch(one(id), body, { schema: webhookEndpointResponseSchema });

export const deleteWebhook = (id: string) =>
  api.delete(one(id), { schema: z.object({ success: z.literal(true) }) });

export const rotateWebhookSecret = (id: string) =>
  api.post(`${one(id)}/rotate-secret`, undefined, { schema: webhookSecretResponseSchema });

export const sendTestEvent = (id: string) =>
  api.post(`${one(id)}/test`, undefined, { schema: webhookDeliveryResponseSchema });

export const resendDelivery = (id: string, deliveryId: string) =>
  api.post(`${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, undefined, {
    schema: webhookDeliveryResponseSchema,
  });

export const refreshWebhooks = () => queryClient.invalidateQueries({ queryKey: keys.all });
export const refreshDeliveries = (id: string) =>
  queryClient.invalidateQueries({ queryKey: keys.deliveries(id) });

/** An event type's key in the integrations texts (i18next reads dots as nesting). */
export const eventKey = (type: string) => type.replace(/\./g, '_');
