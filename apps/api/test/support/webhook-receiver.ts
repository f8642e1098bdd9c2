import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

// A company's webhook endpoint for tests: a local HTTP server that keeps every request, checks
// each one's Standard Webhooks signature with the `standardwebhooks` package (not the code under
// test), and answers what the test says.

export type ReceivedWebhook = {
  id: string;
  timestamp: number;
  signatures: string[];
  /** which of the given secrets signed it */
  signedBy: string[];
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
};

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** the secrets a request may be signed by (set after the endpoint is registered) */
  secrets: string[];
  /** the status to answer the next request with (default 200) */
  respond: (req: IncomingMessage) => number;
  /** resolves once `check` holds for what was received */
  until(check: (received: ReceivedWebhook[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/** Whether `secret` made one of `signatures` for this id, time and body (the package's signer). */
export function signedWith(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
  signatures: string[],
) {
  const expected = new Webhook(secret).sign(id, new Date(timestamp * 1000), body);
  return signatures.includes(expected);
}

export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const waiters = new Set<() => void>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    secrets: [],
    respond: () => 200,
    async until(check, timeoutMs = 30_000) {
      if (check(receiver.received)) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`webhooks not received in time (${receiver.received.length} so far)`));
        }, timeoutMs);
        const look = () => {
          if (!check(receiver.received)) return;
          clearTimeout(timer);
          waiters.delete(look);
          resolve();
        };
        waiters.add(look);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = receiver.respond(req);
      if (status >= 200 && status < 300) {
        const body = Buffer.concat(chunks).toString('utf8');
        const id = String(req.headers['webhook-id']);
        const timestamp = Number(req.headers['webhook-timestamp']);
        const signatures = String(req.headers['webhook-signature'] ?? '').split(' ');
        receiver.received.push({
          id,
          timestamp,
          signatures,
          signedBy: receiver.secrets.filter((s) => signedWith(s, id, timestamp, body, signatures)),
          body,
          payload: JSON.parse(body) as ReceivedWebhook['payload'],
        });
      }
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope');
      for (const look of [...waiters]) look();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}
