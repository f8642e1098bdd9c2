import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@trayecto/contracts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import { apiClient, caracasRoutes, loginDemo } from './fault-api.ts';
import { startServer, waitFor, useFaultCluster } from './fault-harness.ts';
import { bookTrip } from './fault-fleet.ts';

// Webhooks outlive the server that wrote them. A company's endpoint refuses every first try
// (503), so the events of the trips it books wait in the outbox for their retry; the server is
// killed with -9 then. Another server on the same database delivers every one of them once the
// endpoint answers: none is lost, and a message tried again carries the same `webhook-id`, so
// the company can tell a repeat from a new event.

const fault = useFaultCluster();
const WEBHOOK_ENV = { WEBHOOKS_ALLOW_LOOPBACK: 'true' };

describe('webhooks with the server killed', () => {
  it('delivers every event written before the kill, repeats under the same webhook-id', async () => {
    const { cluster, pool, servers } = fault;
    const receiver = await startWebhookReceiver();
    // every webhook-id tried, whatever the answer
    const tried: string[] = [];
    let refusing = true;
    receiver.respond = (req) => {
      tried.push(String(req.headers['webhook-id']));
      return refusing ? 503 : 200;
    };
    try {
      const a = await startServer(cluster, 'hooks-a', WEBHOOK_ENV);
      servers.push(a);
      const token = await loginDemo(a.baseUrl);
      const onA = apiClient(a.baseUrl, token);
      const hook = await onA.call('POST', '/api/corporate/webhooks', {
        body: { url: receiver.url, events: [...WEBHOOK_EVENT_TYPES] },
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);
      receiver.secrets = [hook.body.secret as string];

      const routes = await caracasRoutes(onA);
      const prefix = `hooks-${Date.now().toString(36)}`;
      for (let i = 0; i < 3; i++) await bookTrip(onA, routes[i % routes.length]!, prefix);
      // each trip's first event was tried and refused: its retry waits in the outbox
      await waitFor('the first tries are refused', async () => new Set(tried).size >= 3, {
        timeoutMs: 30_000,
        intervalMs: 100,
      });
      await a.kill('SIGKILL');

      const written = async () =>
        (
          await pool.query<{ id: string }>(
            `select m.id from webhook_messages m
             join webhook_deliveries d on d.message_id = m.id
             where d.endpoint_id = $1`,
            [hook.body.endpoint._id],
          )
        ).rows.map((r) => r.id);
      const beforeRestart = await written();
      expect(beforeRestart.length).toBeGreaterThanOrEqual(3);

      refusing = false;
      const b = await startServer(cluster, 'hooks-b', WEBHOOK_ENV);
      servers.push(b);
      // every message written before the kill arrives, signed with the endpoint's secret
      await receiver.until(
        (got) => beforeRestart.every((id) => got.some((r) => r.id === id)),
        90_000,
      );
      for (const r of receiver.received) expect(r.signedBy).toEqual(receiver.secrets);
      // a refused try came back under the same id: no new id for a repeat
      const refusedIds = new Set(tried.slice(0, 3));
      for (const id of refusedIds) expect(receiver.received.map((r) => r.id)).toContain(id);
      // and nothing arrived that the outbox does not hold
      const all = new Set(await written());
      for (const r of receiver.received) expect(all.has(r.id)).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});
