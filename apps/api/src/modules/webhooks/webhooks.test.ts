import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_OLD_SECRET_MS,
  WEBHOOK_KEEP_MS,
  WEBHOOK_RETRY_WINDOW_MS,
  WEBHOOK_URL_MAX,
  errorMessage,
} from '@trayecto/contracts';
import { emailOutbox, webhookDeliveries, webhookEndpoints, webhookMessages } from '@trayecto/db';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import {
  auth,
  corporateIdByEmail,
  login,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { queueWebhook } from './webhook-outbox.ts';

// A company's webhook endpoints: registered with the events they want (https, or http in demo
// mode; never an address of this machine or a private network unless demo mode allows loopback
// explicitly), at most 10; every event signed as Standard Webhooks says, retried with backoff for
// 3 days, the endpoint disabled and the company told after 3 days of failures; a log with "send
// again" and a test event; a rotated secret's predecessor signs for 24 hours. Refusals write
// nothing; another company's ids are 404.

let t: TestContext;
let owner: string;
let corporateId: string;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await setupApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
  owner = (await login(t.app, 'demo@trayecto.test')).token;
  corporateId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});
beforeEach(async () => {
  // a session of its own: a test moves the clock by days
  owner = (await login(t.app, 'demo@trayecto.test')).token;
});
afterEach(async () => {
  receiver.respond = () => 200;
  await t.handle.db.delete(webhookEndpoints).where(eq(webhookEndpoints.corporateId, corporateId));
});

const call = (method: string, url: string, payload?: unknown, token = owner, lang = 'es') =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/corporate${url}`,
    headers: { ...auth(token), 'accept-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function register(events: string[] = ['order.created'], url = receiver.url) {
  const res = await call('POST', '/webhooks', { url, events });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ endpoint: { _id: string }; secret: string }>();
  receiver.secrets = [body.secret];
  return body;
}

/** An event of the demo company, as a module writes it in its own transaction. */
const emit = (type: (typeof WEBHOOK_EVENT_TYPES)[number], data: Record<string, unknown> = {}) =>
  queueWebhook(t.handle.db, { corporateId, type, at: t.clock.now(), data });
const relay = () => t.app.webhooks.relay.sweepNow();
const deliveries = async (id: string) =>
  (await call('GET', `/webhooks/${id}/deliveries`)).json<{
    deliveries: Array<{
      _id: string;
      message_id: string;
      status: string;
      attempts: number;
      response_status: number | null;
      response: string | null;
      request: string;
      next_attempt_at: string | null;
    }>;
  }>().deliveries;

describe('registering endpoints', () => {
  it('shows the secret once (whsec_ and 32 bytes in base64), lists the endpoint without it', async () => {
    const { endpoint, secret } = await register(['order.created', 'topup.confirmed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call('GET', '/webhooks');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json()).toMatchObject({
      max_endpoints: WEBHOOK_ENDPOINTS_MAX,
      endpoints: [
        {
          _id: endpoint._id,
          url: receiver.url,
          events: ['order.created', 'topup.confirmed'],
          status: 'active',
        },
      ],
    });
    expect(list.json().event_types).toEqual([...WEBHOOK_EVENT_TYPES]);
  });

  it('refuses with 422 and its message, writing nothing: not http(s), too long, private or local, unknown host, no events', async () => {
    const demo = await setupApp();
    const demoOwner = (await login(demo.app, 'demo@trayecto.test')).token;
    const before = await snapshotTables(demo.handle.db);
    const cases: Array<[string, string, number]> = [
      ['ftp://example.com/hook', 'webhook_url_invalid', 422],
      ['no es una url', 'webhook_url_invalid', 422],
      ['https://user:pw@example.com/hook', 'webhook_url_invalid', 422],
      [`https://example.com/${'a'.repeat(WEBHOOK_URL_MAX)}`, 'webhook_url_too_long', 422],
      ['https://127.0.0.1/hook', 'webhook_url_private', 422],
      ['https://localhost:8443/hook', 'webhook_url_private', 422],
      ['https://[::1]/hook', 'webhook_url_private', 422],
      ['https://[::ffff:127.0.0.1]/hook', 'webhook_url_private', 422],
      ['https://0x7f000001/hook', 'webhook_url_private', 422],
      ['https://10.1.2.3/hook', 'webhook_url_private', 422],
      ['https://192.168.1.10/hook', 'webhook_url_private', 422],
      ['https://172.20.0.5/hook', 'webhook_url_private', 422],
      ['https://169.254.169.254/latest/meta-data', 'webhook_url_private', 422],
      ['https://[fd00:ec2::254]/hook', 'webhook_url_private', 422],
      ['https://[fe80::1]/hook', 'webhook_url_private', 422],
      ['https://100.64.0.1/hook', 'webhook_url_private', 422],
      ['https://0.0.0.0/hook', 'webhook_url_private', 422],
      ['https://nadie.invalid/hook', 'webhook_url_unresolved', 422],
    ];
    for (const [url, code, status] of cases) {
      for (const lang of ['es', 'en']) {
        const res = await demo.app.inject({
          method: 'POST',
          url: '/api/corporate/webhooks',
          headers: { ...auth(demoOwner), 'accept-language': lang },
          payload: { url, events: ['order.created'] },
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
        expect(res.json(), url).toMatchObject({
          error_code: code,
          message: errorMessage(code as never, lang as 'es', { max: WEBHOOK_URL_MAX }),
        });
      }
    }
    for (const events of [[], ['order.nope'], ['order.created', 'order.created']]) {
      const res = await demo.app.inject({
        method: 'POST',
        url: '/api/corporate/webhooks',
        headers: auth(demoOwner),
        payload: { url: 'https://8.8.8.8/hook', events },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await snapshotTables(demo.handle.db)).toEqual(before);
    await demo.close();
  });

  it('refuses plain http outside demo mode, and loopback even in demo mode unless allowed', async () => {
    const production = loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
      DATA_DIR: 'memory://',
      DEMO_SEED: 'false',
      CAPTCHA_HMAC_KEY: 'a-test-key-of-enough-length',
      LINK_TOKEN_KEY: 'a-link-key-of-enough-length',
    });
    expect(production.webhooks).toEqual({ allowHttp: false, allowLoopback: false });
    expect(() =>
      loadConfig({
        DEMO_SEED: 'false',
        CAPTCHA_HMAC_KEY: 'a-test-key-of-enough-length',
        LINK_TOKEN_KEY: 'a-link-key-of-enough-length',
        WEBHOOKS_ALLOW_LOOPBACK: 'true',
      }),
    ).toThrow(/WEBHOOKS_ALLOW_LOOPBACK/);
    const app = await buildApp({ db: t.handle, config: production, clock: t.clock });
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: '/api/corporate/webhooks',
      headers: { ...auth(owner), 'accept-language': 'en' },
      payload: { url: 'http://8.8.8.8/hook', events: ['order.created'] },
    });
    expect(res.json()).toMatchObject({
      error_code: 'webhook_url_not_https',
      message: 'The webhook address must start with https://',
    });
    expect(res.statusCode).toBe(422);
    await app.close();
  });

  it(`allows ${WEBHOOK_ENDPOINTS_MAX} endpoints per company; the next is refused and written nowhere`, async () => {
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++)
      await register(['order.created'], `${receiver.url}/${i}`);
    const before = await snapshotTables(t.handle.db);
    const res = await call('POST', '/webhooks', { url: receiver.url, events: ['order.created'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'webhook_endpoints_limit_reached',
      message: errorMessage('webhook_endpoints_limit_reached', 'es', {
        max: WEBHOOK_ENDPOINTS_MAX,
      }),
    });
    expect(await snapshotTables(t.handle.db)).toEqual(before);
  });

  it("answers 404 for another company's endpoint or delivery, and for ids of no shape, showing nothing", async () => {
    const { endpoint } = await register(['order.created']);
    await emit('order.created', { order_id: 'x' });
    await relay();
    const [delivery] = await deliveries(endpoint._id);
    const other = (await login(t.app, 'otra@trayecto.test')).token;
    const before = await snapshotTables(t.handle.db);
    const routes: Array<[string, string, unknown?]> = [
      ['PATCH', `/webhooks/${endpoint._id}`, { enabled: false }],
      ['DELETE', `/webhooks/${endpoint._id}`],
      ['POST', `/webhooks/${endpoint._id}/rotate-secret`],
      ['GET', `/webhooks/${endpoint._id}/deliveries`],
      ['POST', `/webhooks/${endpoint._id}/test`],
      ['POST', `/webhooks/${endpoint._id}/deliveries/${delivery!._id}/resend`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(method, url, payload, other);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(receiver.url);
      const bad = await call(method, url.replace(endpoint._id, 'no-es-un-id'), payload);
      expect(bad.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call('GET', '/webhooks', undefined, other);
    expect(list.json().endpoints).toEqual([]);
    expect(await snapshotTables(t.handle.db)).toEqual(before);
  });
});

describe('delivering', () => {
  it('posts each event once per endpoint that asked for it, signed (webhook-id, -timestamp, -signature v1)', async () => {
    const { endpoint, secret } = await register(['order.created', 'order.status_changed']);
    receiver.received.length = 0;
    await emit('order.created', { order_id: 'a1' });
    await emit('order.status_changed', { order_id: 'a1', status: 'started' });
    await emit('topup.confirmed', { topup_id: 'not asked for' });
    await relay();
    expect(receiver.received.map((r) => r.payload.type)).toEqual([
      'order.created',
      'order.status_changed',
    ]);
    for (const r of receiver.received) {
      expect(r.signedBy).toEqual([secret]);
      expect(r.id).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(Math.abs(r.timestamp - t.clock.now().getTime() / 1000)).toBeLessThan(2);
      expect(r.payload).toMatchObject({ timestamp: expect.any(String), data: { order_id: 'a1' } });
    }
    const log = await deliveries(endpoint._id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      response_status: 200,
      response: 'ok',
    });
    for (const r of receiver.received)
      expect(JSON.parse(log.find((d) => d.message_id === r.id)!.request)).toEqual(r.payload);
  });

  it('retries a failing endpoint with backoff (same webhook-id) until it answers 2xx', async () => {
    const { endpoint } = await register(['order.created']);
    receiver.received.length = 0;
    let calls = 0;
    receiver.respond = () => (++calls <= 2 ? 503 : 200);
    await emit('order.created', { order_id: 'r1' });
    await relay();
    let [d] = await deliveries(endpoint._id);
    expect(d).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_status: 503,
      response: 'nope',
    });
    expect(new Date(d!.next_attempt_at!).getTime() - t.clock.now().getTime()).toBe(5_000);
    await relay(); // not due yet
    expect(calls).toBe(1);
    await t.clock.advance(5_000);
    await relay();
    [d] = await deliveries(endpoint._id);
    expect(d).toMatchObject({ status: 'pending', attempts: 2 });
    expect(new Date(d!.next_attempt_at!).getTime() - t.clock.now().getTime()).toBe(5 * 60_000);
    const listed = await call('GET', '/webhooks');
    expect(listed.json().endpoints[0].failing_since).not.toBeNull();
    await t.clock.advance(5 * 60_000);
    await relay();
    [d] = await deliveries(endpoint._id);
    expect(d).toMatchObject({ status: 'succeeded', attempts: 3, response_status: 200 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.id).toBe(d!.message_id);
    expect((await call('GET', '/webhooks')).json().endpoints[0].failing_since).toBeNull();
  });

  it('gives up after 3 days, disables an endpoint that failed all along and e-mails the company', async () => {
    const { endpoint } = await register(['order.created']);
    receiver.respond = () => 500;
    await emit('order.created', { order_id: 'dead' });
    const start = t.clock.now().getTime();
    await relay();
    while (t.clock.now().getTime() - start < WEBHOOK_RETRY_WINDOW_MS + 60_000) {
      await t.clock.advance(3600_000);
      await relay();
    }
    owner = (await login(t.app, 'demo@trayecto.test')).token;
    const [d] = await deliveries(endpoint._id);
    expect(d!.status).toBe('failed');
    expect(d!.attempts).toBeGreaterThanOrEqual(10);
    const [row] = await t.handle.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint._id));
    expect(row!.disabledAt).not.toBeNull();
    expect((await call('GET', '/webhooks')).json().endpoints[0].status).toBe('disabled');
    const mails = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'demo@trayecto.test'));
    expect(
      mails.some(
        (m) =>
          m.subject === 'Webhook desactivado tras 3 días de errores' &&
          m.text.includes(receiver.url),
      ),
    ).toBe(true);
    // a disabled endpoint gets nothing new, refuses a test event, and may be enabled again
    await emit('order.created', { order_id: 'later' });
    const test = await call('POST', `/webhooks/${endpoint._id}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().error_code).toBe('webhook_endpoint_disabled');
    expect(await deliveries(endpoint._id)).toHaveLength(1);
    const enabled = await call('PATCH', `/webhooks/${endpoint._id}`, { enabled: true });
    expect(enabled.json().endpoint).toMatchObject({ status: 'active', failing_since: null });
  });

  it('sends a test event and sends a finished delivery again with the same webhook-id', async () => {
    const { endpoint } = await register(['order.created']);
    receiver.received.length = 0;
    const test = await call('POST', `/webhooks/${endpoint._id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    await relay();
    expect(receiver.received.map((r) => r.payload.type)).toEqual(['webhook.test']);
    const [first] = await deliveries(endpoint._id);
    const again = await call('POST', `/webhooks/${endpoint._id}/deliveries/${first!._id}/resend`);
    expect(again.statusCode, again.body).toBe(200);
    await relay();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    const log = await deliveries(endpoint._id);
    expect(log.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
    // one still under way is not sent twice
    receiver.respond = () => 500;
    await call('POST', `/webhooks/${endpoint._id}/test`);
    await relay();
    const pending = (await deliveries(endpoint._id)).find((d) => d.status === 'pending');
    const refused = await call(
      'POST',
      `/webhooks/${endpoint._id}/deliveries/${pending!._id}/resend`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_code).toBe('webhook_delivery_pending');
  });

  it('signs with the old secret too for 24 hours after a rotation, then with the new one only', async () => {
    const { endpoint, secret: old } = await register(['order.created']);
    const rotated = await call('POST', `/webhooks/${endpoint._id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json<{ secret: string }>().secret;
    expect(fresh).not.toBe(old);
    receiver.secrets = [old, fresh];
    receiver.received.length = 0;
    await emit('order.created', { order_id: 'k1' });
    await relay();
    expect(receiver.received[0]!.signatures).toHaveLength(2);
    expect(receiver.received[0]!.signedBy.sort()).toEqual([old, fresh].sort());
    await t.clock.advance(WEBHOOK_OLD_SECRET_MS + 1000);
    await emit('order.created', { order_id: 'k2' });
    await relay();
    expect(receiver.received[1]!.signedBy).toEqual([fresh]);
  });

  it('drops from the outbox what is older than its keeping time, keeping what is newer', async () => {
    await register(['order.created']);
    await emit('order.created', { order_id: 'old' });
    await relay();
    const messageIds = async () =>
      (await t.handle.db.select({ id: webhookMessages.id }).from(webhookMessages)).map((m) => m.id);
    const old = await messageIds();
    expect(old.length).toBeGreaterThan(0);
    await t.clock.advance(WEBHOOK_KEEP_MS - 3600_000);
    await emit('order.created', { order_id: 'new' });
    await relay();
    const beforePrune = await messageIds();
    await t.clock.advance(2 * 3600_000);
    await relay();
    const after = await messageIds();
    // the old ones went (their deliveries with them); the one of an hour ago stays
    for (const id of old) expect(after).not.toContain(id);
    expect(after).toEqual(beforePrune.filter((id) => !old.includes(id)));
    expect(after.length).toBeGreaterThan(0);
    const orphans = await t.handle.db.select().from(webhookDeliveries);
    for (const d of orphans) expect(old).not.toContain(d.messageId);
  });

  it('refuses at delivery an address no longer allowed (checked again before each try)', async () => {
    const { endpoint } = await register(['order.created']);
    receiver.received.length = 0;
    // the same database served by an instance that does not allow loopback addresses (this
    // one's relay paused meanwhile, so the other instance delivers)
    t.app.webhooks.relay.stop();
    const strict = await buildApp({
      db: t.handle,
      config: { ...t.config, webhooks: { allowHttp: true, allowLoopback: false } },
      clock: t.clock,
    });
    await strict.ready();
    await emit('order.created', { order_id: 'rebound' });
    await strict.webhooks.relay.sweepNow();
    await strict.close();
    t.app.webhooks.relay.start();
    const [d] = await deliveries(endpoint._id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
    expect(d!.response).toMatch(/private or local network/);
    expect(receiver.received).toHaveLength(0);
    const rows = await t.handle.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint._id));
    expect(rows).toHaveLength(1);
  });
});
