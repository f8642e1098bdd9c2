import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderStops, smsOutbox } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { auth, testEnv, type TestContext } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createManualClock } from '../../lib/clock.ts';
import { stopLinkToken } from '../../lib/link-tokens.ts';
import { ProviderError } from '../../providers/provider-gateway.ts';
import type { SimulatedProvider } from '../../providers/simulated/simulated-provider.ts';
import { seedDemo } from '../../seed/seed.ts';
import { parcelBody, parcelReceivers, uploadParcelImage } from '../parcels/parcels-test-helpers.ts';
import { loginDemo, newKey, settle, simulator } from '../trips/trips-test-helpers.ts';
import { createSmsSender, SMS_MAX_ATTEMPTS, SMS_SWEEP_MS } from './sms-sender.ts';

// The SMS relay through the real app on the test clock, against a fake provider on a real local
// HTTP port: what the provider received and what sms_outbox says, never sleeps.

type Received = { headers: IncomingHttpHeaders; body: { to: string; text: string } };

/** The fake SMS provider: records each POST and answers the next queued status (200 when none). */
async function startFakeProvider() {
  const received: Received[] = [];
  const answers: number[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) as Received['body'] });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { queued: true } : { error: 'provider down' }));
      for (const w of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    received,
    answers,
    /** resolves once `count` messages have arrived in all */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The simulator whose next dispatch, once armed, waits for the test and then fails. */
function holdableDispatch(inner: SimulatedProvider) {
  let armed: { reached: () => void; release: Promise<void> } | undefined;
  const provider: SimulatedProvider = {
    ...inner,
    async dispatch(request) {
      if (!armed) return inner.dispatch(request);
      const hold = armed;
      armed = undefined;
      hold.reached();
      await hold.release;
      throw new ProviderError('unavailable', 'test outage');
    },
  };
  const arm = () => {
    let reach = () => {};
    let release = () => {};
    const reached = new Promise<void>((resolve) => (reach = resolve));
    armed = { reached: reach, release: new Promise<void>((resolve) => (release = resolve)) };
    return { reached, release: () => release() };
  };
  return { provider, arm };
}

async function startApp(env: Record<string, string>) {
  const handle = await openTestDatabase();
  const clock = createManualClock(new Date());
  await seedDemo(handle.db, clock.now());
  const config = loadConfig({ ...testEnv(), ...env });
  const { provider, arm } = holdableDispatch(simulator(clock));
  const app = await buildApp({ db: handle, config, clock, provider });
  await app.ready();
  const close = async () => {
    // provider events the clock set off are stored first: realtime closes before the order
    // runtime does, and an event told to a closed Redis is an unhandled rejection
    await app.trips.idle();
    await app.close();
    await handle.close();
  };
  const t: TestContext = { app, handle, clock, config, close };
  const { token } = await loginDemo(t);
  const imageId = await uploadParcelImage(t, token);
  /** POST /parcels with `receivers`; the response (its order committed, or refused). */
  const sendParcel = (receivers: ReturnType<typeof parcelReceivers>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/corporate/parcels',
      payload: parcelBody(imageId, { receivers }),
      headers: { ...auth(token), 'idempotency-key': newKey() },
    });
  return { t, arm, sendParcel };
}

/** `n` receivers with phones no other test uses. */
const receiversWith = (n: number, prefix: string) =>
  parcelReceivers(n).map((r, i) => ({ ...r, phone: `${prefix}${String(10 + i)}` }));

const smsTo = (t: TestContext, phones: string[]) =>
  t.handle.db.select().from(smsOutbox).where(inArray(smsOutbox.to, phones));

/** What a sender made by a test (not the app's) is given. */
const senderBase = (t: TestContext) => ({
  db: t.handle.db,
  clock: t.clock,
  token: undefined,
  linkKey: t.config.linkTokenKey,
  log: t.app.log,
  isLeader: () => true,
});

describe('without SMS_URL', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({});
  }, 120_000);
  afterAll(async () => {
    await app?.t.close();
  });

  it('keeps the messages in the outbox, unsent, and says so in the log once', async () => {
    const { t } = app;
    const res = await settle(t, app.sendParcel(receiversWith(2, '41244400')));
    expect(res.statusCode, res.body).toBe(201);
    await t.clock.advance(SMS_SWEEP_MS * 2);
    await t.app.deps.sms.flush();
    const rows = await smsTo(t, ['4124440010', '4124440011']);
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({ sentAt: null, attempts: 0, error: null, failedAt: null });

    const info = vi.fn();
    const log = { info, warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const sms = createSmsSender({ ...senderBase(t), url: undefined, log });
    sms.kick();
    sms.kick();
    await sms.stop();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![0]).toContain('SMS_URL not set');
  }, 120_000);
});

describe('with SMS_URL', () => {
  let fake: Awaited<ReturnType<typeof startFakeProvider>>;
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    fake = await startFakeProvider();
    app = await startApp({ SMS_URL: fake.url, SMS_TOKEN: 'sms-secret' });
  }, 120_000);
  afterAll(async () => {
    await app?.t.close();
    await fake?.close();
  });

  it("posts each receiver's PIN and tracking link to the provider and marks them sent", async () => {
    const { t } = app;
    const before = fake.received.length;
    const res = await settle(t, app.sendParcel(receiversWith(2, '41255500')));
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().data._id as string;
    await fake.until(before + 2);
    await t.app.deps.sms.flush();

    const rows = await smsTo(t, ['4125550010', '4125550011']);
    const stops = await t.handle.db
      .select()
      .from(orderStops)
      .where(eq(orderStops.orderId, orderId));
    const got = fake.received.slice(before);
    for (const stop of stops.filter((s) => s.role === 'dropoff')) {
      const message = got.find((m) => m.body.to === stop.contactPhone)!;
      expect(message.body.text).toContain(stop.pin!);
      const token = stopLinkToken(t.app.deps.config.linkTokenKey, stop.orderId, stop.seq);
      expect(message.body.text).toContain(`/parcel-track/${token}`);
      expect(message.headers).toMatchObject({
        authorization: 'Bearer sms-secret',
        'content-type': 'application/json',
      });
      const row = rows.find((r) => r.to === stop.contactPhone)!;
      expect(message.headers['idempotency-key']).toBe(row.id);
      expect(row).toMatchObject({ orderId, attempts: 1, error: null, failedAt: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(got).toHaveLength(2);
  }, 120_000);

  it('retries a message the provider refused (500, then 200): sent, both attempts recorded', async () => {
    const { t } = app;
    const before = fake.received.length;
    fake.answers.push(500);
    const res = await settle(t, app.sendParcel(receiversWith(1, '41255501')));
    expect(res.statusCode, res.body).toBe(201);
    await fake.until(before + 1);
    await t.app.deps.sms.flush();
    const [failed] = await smsTo(t, ['4125550110']);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, failedAt: null });
    expect(failed!.error).toContain('HTTP 500');
    expect(failed!.nextAttemptAt!.getTime()).toBeGreaterThan(t.clock.now().getTime());

    // the leader's sweep posts it again once its backoff is over
    await settle(t, fake.until(before + 2), 1_000);
    await t.app.deps.sms.flush();
    const [sent] = await smsTo(t, ['4125550110']);
    expect(sent).toMatchObject({ attempts: 2, error: null, failedAt: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(fake.received[before + 1]!.body).toEqual(fake.received[before]!.body);
  }, 120_000);

  it('never sends the SMS of an order the provider refused: they wait for it, then go with it', async () => {
    const { t } = app;
    const before = fake.received.length;
    const phones = ['4125550210', '4125550211'];
    // an earlier test's message may still go out on this test's sweep: only these phones count
    const sentToThese = () =>
      fake.received.slice(before).filter((r) => phones.some((p) => r.body.to.endsWith(p)));
    const hold = app.arm();
    const pending = app.sendParcel(receiversWith(2, '41255502'));
    await settle(t, hold.reached);
    // committed with the order, which the provider does not have yet: no relay takes them
    expect(await smsTo(t, phones)).toHaveLength(2);
    t.app.deps.sms.kick();
    await t.app.deps.sms.flush();
    await t.clock.advance(SMS_SWEEP_MS);
    await t.app.deps.sms.flush();
    expect(sentToThese()).toEqual([]);

    hold.release();
    const res = await settle(t, pending);
    expect(res.statusCode, res.body).toBe(502);
    // removed with the order (ON DELETE CASCADE): nothing left that a later sweep could send
    expect(await smsTo(t, phones)).toEqual([]);
    t.app.deps.sms.kick();
    await t.app.deps.sms.flush();
    expect(sentToThese()).toEqual([]);
  }, 120_000);

  it('gives a message up after SMS_MAX_ATTEMPTS failures and keeps it with its error', async () => {
    const { t } = app;
    const before = fake.received.length;
    fake.answers.push(...Array<number>(SMS_MAX_ATTEMPTS).fill(503));
    await t.handle.db.insert(smsOutbox).values({ to: '4125550399', text: 'give-up probe' });
    t.app.deps.sms.kick();
    // an hour of backoff on the test clock, in big steps
    await settle(t, fake.until(before + SMS_MAX_ATTEMPTS), 60_000);
    await t.app.deps.sms.flush();
    const [row] = await smsTo(t, ['4125550399']);
    expect(row).toMatchObject({ sentAt: null, attempts: SMS_MAX_ATTEMPTS, nextAttemptAt: null });
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(row!.error).toContain('HTTP 503');
    t.app.deps.sms.kick();
    await t.app.deps.sms.flush();
    expect(fake.received.length).toBe(before + SMS_MAX_ATTEMPTS);
  }, 120_000);

  it('two relays at once (two instances) post every message exactly once', async () => {
    const { t } = app;
    const texts = Array.from({ length: 25 }, (_, i) => `cluster probe ${i}`);
    await t.handle.db.insert(smsOutbox).values(texts.map((text) => ({ to: '4125550499', text })));
    const relays = [1, 2].map(() => createSmsSender({ ...senderBase(t), url: fake.url }));
    for (const relay of relays) relay.kick();
    await Promise.all(relays.map((relay) => relay.flush()));
    await Promise.all(relays.map((relay) => relay.stop()));
    await t.app.deps.sms.flush();
    const posted = fake.received.filter((m) => m.body.text.startsWith('cluster probe '));
    expect(posted.map((m) => m.body.text).sort()).toEqual([...texts].sort());
    const rows = await t.handle.db
      .select()
      .from(smsOutbox)
      .where(like(smsOutbox.text, 'cluster probe %'));
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  }, 120_000);
});
