import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Db } from '@trayecto/db';
import './app-types.ts';
// the decorations the modules' runtimes add to the Fastify instance (types only)
import './app-decorations.ts';
import { loadConfig, type Config } from './config.ts';
import { createSystemClock, type Clock } from './lib/clock.ts';
import { createStorage, type FileStorage } from './lib/storage.ts';
import { createRouter } from './modules/geo/geo-adapters.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { createOrderRuntime } from './modules/orders/order-runtime.ts';
import { createQuoteDesk } from './modules/quotes/quote-desk.ts';
import { createSmsSender } from './modules/sms/sms-sender.ts';
import {
  createSimulatedBank,
  manualGateway,
  type PaymentGateway,
} from './modules/topups/payment-gateway.ts';
import { createTopupChecker, TOPUPS_CHANNEL } from './modules/topups/topup-checker.ts';
import { createApprovalExpiry } from './modules/approvals/approval-expiry.ts';
import { createCreditExpiry } from './modules/credits/credit-expiry.ts';
import { createMoneyAlerts } from './modules/money-watch/money-alerts.ts';
import { createStatementTimer } from './modules/money-watch/statement-timer.ts';
import { createRecurringTimer } from './modules/recurring/recurring-timer.ts';
import { createWebhookRelay, WEBHOOKS_CHANNEL } from './modules/webhooks/webhook-relay.ts';
import { loadFareOverrides } from './modules/console/fares.service.ts';
import { createFareBookSync } from './providers/fares/fare-book.ts';
import { createProviderGateway } from './providers/create-provider-gateway.ts';
import type { ProviderGateway } from './providers/provider-gateway.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerAssistTrail } from './modules/activity/assist-trail.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler, registerShutdown } from './plugins/errors.ts';
import { handleClientError, handleFrameworkError } from './plugins/framework-errors.ts';
import { emitToCorporate, registerRealtime } from './plugins/realtime.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerRoutes } from './routes.ts';
import { quitRedis } from './lib/redis-quit.ts';

export { emitToCorporate } from './plugins/realtime.ts';

export type BuildAppOptions = {
  /** an open database handle (openDatabase / openTestDatabase); the caller closes it */
  db: { db: Db; driver: 'pglite' | 'postgres' };
  /** a parsed configuration; defaults to the environment */
  config?: Config;
  /** overrides applied on top of `config` */
  overrides?: Partial<Config>;
  clock?: Clock;
  mailer?: Mailer;
  /** the dispatch provider; defaults to the one PROVIDER/SIM_* ask for, on `clock` */
  provider?: ProviderGateway;
  /** where uploaded files go; defaults to DATA_DIR/uploads (in memory for DATA_DIR=memory://) */
  storage?: FileStorage;
  /** the bank that confirms pago móvil payments; defaults to the one PAYMENT_GATEWAY names */
  paymentGateway?: PaymentGateway;
};

type PgliteListener = {
  listen?: (channel: string, callback: () => void) => Promise<() => Promise<void>>;
};

/** Builds the Fastify instance: API, realtime and SPA. Tests use it with `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: Config = { ...(options.config ?? loadConfig()), ...options.overrides };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Links such as /reset-password?token=… must not land in the log.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
          remoteAddress: req.ip,
        }),
      },
    },
    trustProxy: config.trustProxy,
    // A plugin that reads files at start (the API docs' UI) may take more than Fastify's default
    // 10 s on a busy machine; a slow start is not a broken one.
    pluginTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    // Fastify's own 503 while closing has no error_code: registerShutdown answers ours instead.
    return503OnClosing: false,
    // Errors before routing answer our { error_code, message } too (plugins/framework-errors.ts):
    // a bad URL or an over-long path parameter, and what Node's HTTP parser refuses (431, 414, 400).
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A POST without a body but with a JSON content type (e.g. logout) is an empty body, not an error.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else jsonParser(request, text, done);
  });

  const mailer =
    options.mailer ??
    createMailer({
      db: options.db.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
    });
  const clock = options.clock ?? createSystemClock();
  const sms = createSmsSender({
    db: options.db.db,
    clock,
    url: config.smsUrl,
    token: config.smsToken,
    linkKey: config.linkTokenKey,
    log: app.log,
    // its sweep runs where the orders' does (app.trips is decorated below, before onReady)
    isLeader: () => app.trips.cluster.isLeader(),
  });
  app.decorate('deps', {
    db: options.db.db,
    driver: options.db.driver,
    config,
    clock,
    mailer,
    sms,
    storage: options.storage ?? createStorage(config.dataDir),
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  redis?.on('error', (err: Error) => app.log.warn({ err }, 'Redis connection error'));

  registerErrorHandler(app);
  registerShutdown(app);
  registerAuth(app, redis);
  registerAssistTrail(app);
  registerIdempotency(app);
  await registerSecurity(app, redis);
  // before any route: its hooks attach to the routes registered after it
  await registerCompression(app);
  await registerDocs(app);
  const trips = createOrderRuntime({
    deps: app.deps,
    gateway:
      options.provider ??
      createProviderGateway({
        clock: app.deps.clock,
        router: createRouter(config.geo, app.log),
        onListenerError: (err) => app.log.error({ err }, 'provider event listener failed'),
      }),
    emit: (corporateId, event, payload) => emitToCorporate(app, corporateId, event, payload),
    log: app.log,
  });
  app.decorate('trips', trips);
  const quoteDesk = createQuoteDesk(trips);
  trips.cluster.addLeaderTask(quoteDesk);
  app.decorate('quoteDesk', quoteDesk);
  // Automated recharges: the bank is asked about pago móvil top-ups on the leader.
  const paymentGateway =
    options.paymentGateway ??
    (config.money.paymentGateway === 'simulated'
      ? createSimulatedBank({ db: options.db.db, clock })
      : manualGateway);
  const topupChecker = createTopupChecker({
    deps: app.deps,
    gateway: paymentGateway,
    emit: trips.emit,
    log: app.log,
  });
  if (paymentGateway.automated) trips.cluster.addLeaderTask(topupChecker);
  const creditExpiry = createCreditExpiry(app.deps, app.log);
  trips.cluster.addLeaderTask(creditExpiry);
  app.decorate('creditExpiry', creditExpiry);
  const approvalExpiry = createApprovalExpiry(trips, app.log);
  trips.cluster.addLeaderTask(approvalExpiry);
  app.decorate('approvalExpiry', approvalExpiry);
  const moneyAlerts = createMoneyAlerts(app.deps, trips.emit, app.log);
  trips.cluster.addLeaderTask(moneyAlerts);
  app.decorate('moneyAlerts', moneyAlerts);
  const statementTimer = createStatementTimer(app.deps, trips.emit, app.log);
  trips.cluster.addLeaderTask(statementTimer);
  app.decorate('statementTimer', statementTimer);
  const recurringTimer = createRecurringTimer(trips, app.log);
  trips.cluster.addLeaderTask(recurringTimer);
  app.decorate('recurringTimer', recurringTimer);
  // Webhooks: the outbox is relayed by the leader alone (a queued delivery NOTIFYs it at commit).
  const webhookRelay = createWebhookRelay(app.deps, app.log);
  trips.cluster.addLeaderTask(webhookRelay);
  // With PGlite this one instance leads: the same NOTIFY, heard on its own database, wakes it.
  const local = (options.db.db as unknown as { $client: PgliteListener }).$client;
  const listen = local.listen?.bind(local);
  if (options.db.driver === 'pglite' && listen) {
    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      unlisten = await listen(WEBHOOKS_CHANNEL, () => webhookRelay.kick());
    });
    app.addHook('preClose', async () => {
      await unlisten?.().catch(() => undefined);
    });
  }
  app.decorate('webhooks', {
    relay: webhookRelay,
    async wake() {
      if (trips.cluster.isLeader()) webhookRelay.kick();
      else await trips.cluster.notify(WEBHOOKS_CHANNEL);
    },
  });
  app.decorate('topups', {
    gateway: paymentGateway,
    checker: topupChecker,
    async wake() {
      if (!paymentGateway.automated) return;
      if (trips.cluster.isLeader()) topupChecker.kick();
      else await trips.cluster.notify(TOPUPS_CHANNEL);
    },
  });
  // The console's fare adjustments (providers/fares/fare-book.ts): read before the app listens
  // (again every 2 s while the database is away), after each console write here, and every 30 s
  // on the app's clock for the other instances' writes.
  const fareBook = createFareBookSync({
    load: () => loadFareOverrides(options.db.db),
    clock,
    log: app.log,
  });
  app.decorate('fareBook', fareBook);
  app.addHook('onReady', () => fareBook.start());
  app.addHook('preClose', async () => fareBook.stop());
  // The simulator starts once the app is ready (leader election, re-dispatch after a restart).
  app.addHook('onReady', () => trips.start());
  app.addHook('onReady', async () => sms.start());
  // Stopped before the realtime plugin closes its sockets and Redis connections (preClose hooks
  // run in the order they are added): the events it finishes handling still emit.
  app.addHook('preClose', () => trips.stop());
  registerRealtime(app, redis);
  await registerRoutes(app);
  await registerSpa(app);

  app.addHook('onClose', async () => {
    // the SMS relay's posts in flight finish (and are recorded) before the caller closes the pool
    await sms.stop();
    await mailer.flush();
    if (!options.mailer) mailer.close();
    if (redis) await quitRedis(redis);
  });
  return app;
}
