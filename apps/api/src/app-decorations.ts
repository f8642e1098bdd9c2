// What the app decorates its Fastify instance with once the modules are assembled (app.ts):
// the modules' runtimes and timers. Kept apart from app-types.ts, which every module imports for
// AppDeps and the caller's types: that file names no module's runtime, so no module reaches
// another through it (the import check, .dependency-cruiser.cjs, counts type imports).
import type { Server as SocketServer } from 'socket.io';
import type { AppDeps } from './app-types.ts';
import type { QuoteDesk } from './modules/quotes/quote-desk.ts';
import type { OrderRuntime } from './modules/orders/order-runtime.ts';
import type { FareBookSync } from './providers/fares/fare-book.ts';
import type { PaymentGateway } from './modules/topups/payment-gateway.ts';
import type { TopupChecker } from './modules/topups/topup-checker.ts';
import type { WebhookRelay } from './modules/webhooks/webhook-relay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    io: SocketServer;
    /** the provider gateway and the trips' event handling (modules/trips) */
    trips: OrderRuntime;
    /** the multistop quotes' pricing and expiry, on the leader (modules/quotes) */
    quoteDesk: QuoteDesk;
    /** keeps the fare engine's in-memory adjustments in step with fare_overrides */
    fareBook: FareBookSync;
    /** marks advances past their date as expired and tells both sides (modules/credits) */
    creditExpiry: { sweepNow(): Promise<void> };
    /** approval requests nobody decided in time expire (leader task) */
    approvalExpiry: { sweepNow(): Promise<void> };
    /** the low-balance and credit alerts (sweepNow for tests) */
    moneyAlerts: { sweepNow(): Promise<void>; checkBalance(corporateId: string): Promise<boolean> };
    /** the monthly statements' timer */
    statementTimer: { sweepNow(): Promise<void> };
    /** books recurring trips ahead */
    recurringTimer: { sweepNow(): Promise<void>; wake(): Promise<void> };
    /** the webhooks' outbox relay, on the leader (modules/webhooks) */
    webhooks: {
      relay: WebhookRelay;
      /** deliveries were queued outside an event's own transaction: the leader relays now */
      wake(): Promise<void>;
    };
    /** money in (modules/topups): the bank that confirms pago móvil payments, and its checker */
    topups: {
      gateway: PaymentGateway;
      checker: TopupChecker;
      /** a top-up to check with the bank was registered: the leader asks now */
      wake(): Promise<void>;
    };
  }
}
