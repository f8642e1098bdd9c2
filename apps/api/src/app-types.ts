import type { Db } from '@trayecto/db';
import type { AdminRole, ApiKeyScope, Language, TeamRole } from '@trayecto/contracts';
import type { Config } from './config.ts';
import type { Clock } from './lib/clock.ts';
import type { FileStorage } from './lib/storage.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { SmsSender } from './modules/sms/sms-sender.ts';

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

/** Who did it, for the audit log (lib/actor.ts). */
export type { Actor } from './lib/actor.ts';

/** 'corporate' (default under /api): a corporate session; 'admin': a provider-console session. */
export type RouteAuth = 'corporate' | 'admin' | 'public';

declare module 'fastify' {
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
