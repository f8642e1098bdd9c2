import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_OLD_SECRET_MS,
  WEBHOOK_URL_MAX,
  webhookUrlProblem,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookSecretResponse,
} from '@trayecto/contracts';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { checkPublicHost } from '../../lib/public-address.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { newMessageId, webhookBody } from './webhook-outbox.ts';
import { newWebhookSecret } from './webhook-signing.ts';
import * as repo from './webhooks.repository.ts';

export const toEndpoint = (row: repo.EndpointRow, now: Date): WebhookEndpoint => ({
  _id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  status: row.disabledAt ? 'disabled' : 'active',
  created_at: row.createdAt.toISOString(),
  disabled_at: row.disabledAt?.toISOString() ?? null,
  failing_since: row.failingSince?.toISOString() ?? null,
  previous_secret_until:
    row.previousSecretUntil && row.previousSecretUntil > now
      ? row.previousSecretUntil.toISOString()
      : null,
});

const toDelivery = (row: repo.DeliveryView): WebhookDelivery => ({
  _id: row.id,
  message_id: row.messageId,
  type: row.type as WebhookDelivery['type'],
  status: row.succeededAt ? 'succeeded' : row.failedAt ? 'failed' : 'pending',
  attempts: row.attempts,
  request: row.body,
  response_status: row.lastStatus,
  response: row.lastResponse,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  duration_ms: row.lastDurationMs,
  next_attempt_at: row.succeededAt || row.failedAt ? null : row.nextAttemptAt.toISOString(),
});

/**
 * Refuses, with its 422, an address the product must not call: too long, not http(s), plain
 * http outside demo mode, or a host that resolves (any of its addresses) to a loopback, private,
 * link-local or metadata address. The delivery checks again before each try (DNS can change).
 */
async function checkUrl(deps: AppDeps, url: string) {
  const { allowHttp, allowLoopback } = deps.config.webhooks;
  const problem = webhookUrlProblem(url, { allowHttp });
  if (problem)
    throw new AppError(422, problem, {
      params: { max: WEBHOOK_URL_MAX },
      fields: { url: problem },
    });
  const check = await checkPublicHost(new URL(url).hostname, { allowLoopback });
  if (!check.ok) {
    const code = check.reason === 'private' ? 'webhook_url_private' : 'webhook_url_unresolved';
    throw new AppError(422, code, { fields: { url: code } });
  }
}

/** The endpoint of the company, or 404 (another company's id, or no such id, alike). */
async function endpointOf(deps: AppDeps, corporateId: string, id: string) {
  const row = isUuid(id) ? await repo.findEndpoint(deps.db, corporateId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function listEndpoints(deps: AppDeps, corporateId: string) {
  const rows = await repo.selectEndpoints(deps.db, corporateId);
  const now = deps.clock.now();
  return {
    success: true as const,
    endpoints: rows.map((r) => toEndpoint(r, now)),
    max_endpoints: WEBHOOK_ENDPOINTS_MAX,
    event_types: [...WEBHOOK_EVENT_TYPES],
  };
}

/**
 * Registers an endpoint and returns its signing secret, this once. The company's row is locked
 * while its endpoints are counted, so two registrations cannot pass the limit together.
 */
export async function createEndpoint(
  deps: AppDeps,
  corporateId: string,
  body: { url: string; events: WebhookEventType[] },
  actor: Actor,
): Promise<WebhookSecretResponse> {
  await checkUrl(deps, body.url);
  const secret = newWebhookSecret();
  const now = deps.clock.now();
  const row = await runTransaction(deps.db, async (tx) => {
    await repo.lockCorporate(tx, corporateId);
    if ((await repo.countEndpoints(tx, corporateId)) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError(422, 'webhook_endpoints_limit_reached', {
        params: { max: WEBHOOK_ENDPOINTS_MAX },
      });
    const created = await repo.insertEndpoint(tx, {
      corporateId,
      url: body.url,
      events: [...body.events],
      secret,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor,
      action: 'webhook_created',
      entity: 'webhook_endpoint',
      entityId: created.id,
      after: { url: created.url, events: created.events },
    });
    return created;
  });
  return { success: true, endpoint: toEndpoint(row, now), secret };
}

/** Changes the events an endpoint gets, or enables (its failures forgotten) or disables it. */
export async function updateEndpoint(
  deps: AppDeps,
  corporateId: string,
  id: string,
  body: { events?: WebhookEventType[]; enabled?: boolean },
  actor: Actor,
) {
  const before = await endpointOf(deps, corporateId, id);
  const now = deps.clock.now();
  const row = await runTransaction(deps.db, async (tx) => {
    const patch: Parameters<typeof repo.updateEndpoint>[3] = {};
    if (body.events) patch.events = [...body.events];
    if (body.enabled === true && before.disabledAt) {
      patch.disabledAt = null;
      patch.failingSince = null;
    }
    if (body.enabled === false && !before.disabledAt) {
      patch.disabledAt = now;
      await repo.failPendingOf(tx, id, now, 'not sent: the endpoint was disabled');
    }
    const updated =
      Object.keys(patch).length > 0
        ? await repo.updateEndpoint(tx, corporateId, id, patch)
        : before;
    if (!updated) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'webhook_updated',
      entity: 'webhook_endpoint',
      entityId: id,
      before: { events: before.events, disabled: before.disabledAt !== null },
      after: { events: updated.events, disabled: updated.disabledAt !== null },
    });
    return updated;
  });
  return { success: true as const, endpoint: toEndpoint(row, now) };
}

export async function deleteEndpoint(deps: AppDeps, corporateId: string, id: string, actor: Actor) {
  await endpointOf(deps, corporateId, id);
  await runTransaction(deps.db, async (tx) => {
    const removed = await repo.deleteEndpoint(tx, corporateId, id);
    if (!removed) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'webhook_deleted',
      entity: 'webhook_endpoint',
      entityId: id,
      before: { url: removed.url, events: removed.events },
    });
  });
  return { success: true as const };
}

/**
 * A new signing secret, shown this once; the old one keeps signing too (a second signature in
 * webhook-signature) for WEBHOOK_OLD_SECRET_MS, while the receiver switches.
 */
export async function rotateSecret(
  deps: AppDeps,
  corporateId: string,
  id: string,
  actor: Actor,
): Promise<WebhookSecretResponse> {
  const before = await endpointOf(deps, corporateId, id);
  const secret = newWebhookSecret();
  const now = deps.clock.now();
  const row = await runTransaction(deps.db, async (tx) => {
    const updated = await repo.updateEndpoint(tx, corporateId, id, {
      secret,
      previousSecret: before.secret,
      previousSecretUntil: new Date(now.getTime() + WEBHOOK_OLD_SECRET_MS),
    });
    if (!updated) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'webhook_secret_rotated',
      entity: 'webhook_endpoint',
      entityId: id,
    });
    return updated;
  });
  return { success: true, endpoint: toEndpoint(row, now), secret };
}

export async function listDeliveries(deps: AppDeps, corporateId: string, id: string) {
  const endpoint = await endpointOf(deps, corporateId, id);
  const rows = await repo.selectDeliveries(deps.db, endpoint.id, WEBHOOK_DELIVERIES_PAGE);
  return { success: true as const, deliveries: rows.map(toDelivery) };
}

function refuseDisabled(endpoint: repo.EndpointRow) {
  if (endpoint.disabledAt) throw new AppError(409, 'webhook_endpoint_disabled');
}

/** A test event to this endpoint only (type `webhook.test`), queued now. */
export async function sendTestEvent(deps: AppDeps, corporateId: string, id: string) {
  const endpoint = await endpointOf(deps, corporateId, id);
  refuseDisabled(endpoint);
  const now = deps.clock.now();
  const messageId = newMessageId();
  const row = await runTransaction(deps.db, async (tx) => {
    await repo.insertMessage(tx, {
      id: messageId,
      corporateId,
      type: 'webhook.test',
      body: webhookBody('webhook.test', now, { endpoint_id: endpoint.id }),
      createdAt: now,
    });
    const delivery = await repo.insertDelivery(tx, {
      messageId,
      endpointId: endpoint.id,
      corporateId,
      createdAt: now,
      nextAttemptAt: now,
    });
    return repo.findDelivery(tx, endpoint.id, delivery.id);
  });
  return { success: true as const, delivery: toDelivery(row!) };
}

/**
 * Sends a delivery's message again to its endpoint: a new delivery with the same webhook-id (the
 * receiver may have it already), due now. One still under way is refused (409).
 */
export async function resendDelivery(
  deps: AppDeps,
  corporateId: string,
  id: string,
  deliveryId: string,
) {
  const endpoint = await endpointOf(deps, corporateId, id);
  const original = isUuid(deliveryId)
    ? await repo.findDelivery(deps.db, endpoint.id, deliveryId)
    : undefined;
  if (!original) throw notFound();
  refuseDisabled(endpoint);
  if (!original.succeededAt && !original.failedAt)
    throw new AppError(409, 'webhook_delivery_pending');
  const now = deps.clock.now();
  const row = await runTransaction(deps.db, async (tx) => {
    const delivery = await repo.insertDelivery(tx, {
      messageId: original.messageId,
      endpointId: endpoint.id,
      corporateId,
      createdAt: now,
      nextAttemptAt: now,
    });
    return repo.findDelivery(tx, endpoint.id, delivery.id);
  });
  return { success: true as const, delivery: toDelivery(row!) };
}
