import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType, WebhookPayload } from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';

export type WebhookEvent = {
  corporateId: string;
  type: WebhookEventType;
  at: Date;
  data: Record<string, unknown>;
};

/** A message's id, the `webhook-id` header: unique, the same on each try and each endpoint. */
export const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

export const webhookBody = (type: WebhookPayload['type'], at: Date, data: WebhookPayload['data']) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data } satisfies WebhookPayload);

/**
 * Writes an event to the webhooks' outbox inside `tx`, the transaction of the change it
 * reports: a message and one delivery per enabled endpoint of the company that asked for this
 * type, in one statement (nothing at all when none did). It leaves only if `tx` commits, and a
 * committed one is relayed even if this instance dies now (the leader's relay, webhook-relay.ts;
 * the insert's trigger wakes it at commit).
 */
export async function queueWebhook(tx: DbOrTx, event: WebhookEvent): Promise<void> {
  const body = webhookBody(event.type, event.at, event.data);
  const at = event.at.toISOString();
  await tx.execute(sql`
    with ep as (
      select id from webhook_endpoints
      where corporate_id = ${event.corporateId}::uuid and disabled_at is null
        and ${event.type} = any(events)
    ), m as (
      insert into webhook_messages (id, corporate_id, type, body, created_at)
      select ${newMessageId()}, ${event.corporateId}::uuid, ${event.type}, ${body}, ${at}::timestamptz
      where exists (select 1 from ep)
      returning id
    )
    insert into webhook_deliveries (message_id, endpoint_id, corporate_id, created_at, next_attempt_at)
    select m.id, ep.id, ${event.corporateId}::uuid, ${at}::timestamptz, ${at}::timestamptz
    from m, ep`);
}
