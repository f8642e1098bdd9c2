import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@trayecto/contracts';

/** A new signing secret: `whsec_` and 32 random bytes in base64 (Standard Webhooks). */
export const newWebhookSecret = () => WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');

/**
 * One Standard Webhooks signature: HMAC-SHA256, keyed by the secret's base64 after `whsec_`, of
 * `<webhook-id>.<webhook-timestamp>.<body>`, written `v1,<base64>`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The three headers of one try: its id (the same on every try), the time of this try in Unix
 * seconds, and a signature by each secret that signs now (the new and, for a day after a
 * rotation, the old one), separated by spaces.
 */
export function webhookHeaders(secrets: string[], id: string, at: Date, body: string) {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Trayecto-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signWebhook(s, id, timestamp, body)).join(' '),
  };
}
