import type { Db } from '@trayecto/db';
import type { AdminRole, ApiKeyScope, Language, TeamRole } from '@trayecto/contracts';
import type { Server as SocketServer } from 'socket.io';
import type { Config } from './config.ts';
import type { Clock } from './lib/clock.ts';
import type { FileStorage } from './lib/storage.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { QuoteDesk } from './modules/quotes/quote-desk.ts';
import type { OrderRuntime } from './modules/orders/order-runtime.ts';
import type { SmsSender } from './modules/sms/sms-sender.ts';
import type { FareBookSync } from './providers/fares/fare-book.ts';
import type { PaymentGateway } from './modules/topups/payment-gateway.ts';
import type { TopupChecker } from './modules/topups/topup-checker.ts';
import type { WebhookRelay } from './modules/webhooks/webhook-relay.ts';

/** What every module gets from the app: the database, configuration and the seams. */
export type AppDeps = {
  db: Db;
  driver: 'pglite' | 'postgres';
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /** relays sms_outbox to the HTTP SMS provider (SMS_URL); kick() after a commit that queued SMS */
  sms: SmsSender;
  /** uploaded files' bytes (lib/storage.ts): DATA_DIR/uploads by default */
  storage: FileStorage;
};

/** The caller, as resolved by the auth plugin from the session token. */
export type AuthContext = {
  sessionId: string;
  /** null for a provider-console session */
  corporateId: string | null;
  /** set in assist mode and for provider-console sessions */
  adminId: string | null;
  corporateStatus: string | null;
  /** the session's corporate is a master (SPEC §6): routes say whether masters may use them */
  isCorporateMaster: boolean;
  /** console routes: the admin's role, read by the auth hook */
  adminRole?: AdminRole;
  /** a team member's session (issue 13): who; null for the company's own login and assist mode */
  member: SessionMember | null;
  /** what the panel lets this session do (contracts canPanel): the owner and assist mode are admin */
  role: TeamRole;
  /** a company's API key calling (ADR 0015): it acts as the company with these scopes only */
  apiKey?: ApiKeyCaller | null;
};

export type ApiKeyCaller = { id: string; name: string; scopes: readonly ApiKeyScope[] };

export type SessionMember = { id: string; name: string; email: string; role: TeamRole };

/** Who did it, for the audit log. */
export type Actor = {
  corporateId: string | null;
  adminId: string | null;
  ip: string | null;
  /** the team member who acted (issue 13); absent or null for the company's own login */
  memberId?: string | null;
  /** the company's API key that acted (ADR 0015) */
  apiKeyId?: string | null;
};

/** 'corporate' (default under /api): a corporate session; 'admin': a provider-console session. */
export type RouteAuth = 'corporate' | 'admin' | 'public';

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
    /** issue 13: requests nobody approved in time expire (leader task) */
    approvalExpiry: { sweepNow(): Promise<void> };
    /** issue 13, part 6: the low-balance and credit alerts (sweepNow for tests) */
    moneyAlerts: { sweepNow(): Promise<void>; checkBalance(corporateId: string): Promise<boolean> };
    /** issue 13, part 7: the monthly statements' timer */
    statementTimer: { sweepNow(): Promise<void> };
    /** issue 13, part 4: books recurring trips ahead */
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
  interface FastifyRequest {
    auth: AuthContext | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** reachable by a pending or suspended corporate (GET /me, POST /logout) */
    allowUnapproved?: boolean;
  }
}
