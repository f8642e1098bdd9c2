import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage } from '@trayecto/contracts';
import { AppError } from '../lib/app-error.ts';
import {
  attachSessionCache,
  createSessionCache,
  type WalletCents,
} from '../modules/auth/session-cache.ts';
import { createSessionListener } from '../modules/auth/session-listener.ts';
import { resolveSession } from '../modules/auth/session.service.ts';

/** The token of a request: the `access-token` header, else `Authorization: Bearer …`. */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers['access-token'];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct?.trim()) return direct.trim();
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1]?.trim() || undefined;
}

/**
 * Every /api route needs a corporate session unless its config says `auth: 'public'` (or
 * 'admin' for the provider console). Missing token: 403 token_required; unknown, revoked or
 * expired: 401 invalid_token; a pending or suspended corporate reaches only the routes marked
 * `allowUnapproved` (GET /me, POST /logout): 403 not_approved elsewhere.
 * Sessions are resolved through a per-instance cache kept fresh by database notifications
 * (modules/auth/session-cache.ts); it starts empty and is bypassed until the listener is up.
 */
export function registerAuth(app: FastifyInstance) {
  const cache = createSessionCache();
  attachSessionCache(app.deps, cache);
  const listener = createSessionListener(app.deps, cache, app.log);
  app.decorate('sessionListener', listener);
  app.addHook('onReady', () => listener.start());
  app.addHook('onClose', () => listener.stop());
  app.decorateRequest('auth', null);
  app.decorateRequest('syncedWallet', null);
  app.decorateRequest('lang', 'es');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const mode = request.routeOptions.config.auth ?? 'corporate';
    if (mode === 'public') return;
    const token = readToken(request);
    if (!token) throw new AppError(403, 'token_required');
    const auth = await resolveSession(
      app.deps,
      token,
      request.routeOptions.config.syncWallet
        ? { onWallet: (wallet) => (request.syncedWallet = wallet) }
        : {},
    );
    if (!auth) throw new AppError(401, 'invalid_token');
    if (mode === 'admin') {
      if (!auth.adminId || auth.corporateId) throw new AppError(401, 'invalid_token');
    } else {
      if (!auth.corporateId) throw new AppError(401, 'invalid_token');
      const config = request.routeOptions.config;
      if (auth.corporateStatus !== 'approved' && !config.allowUnapproved) {
        throw new AppError(403, 'not_approved');
      }
      if (config.masters === 'barred' && auth.isCorporateMaster) {
        throw new AppError(403, 'forbidden');
      }
      if (config.masters === 'only' && !auth.isCorporateMaster) {
        throw new AppError(403, 'forbidden');
      }
    }
    request.auth = auth;
  });
}

/**
 * Every route registered in `scope` from here on is closed to masters (`'barred'`: trips,
 * payroll, SPEC §6) or open only to them (`'only'`: corporate panels); a route's own
 * `config.masters` wins. Checked by the auth hook on the cached session: no query of its own.
 */
export function mastersRule(scope: FastifyInstance, rule: MastersRule) {
  scope.addHook('onRoute', (route) => {
    route.config = { masters: rule, ...route.config };
  });
}

export type MastersRule = 'barred' | 'only';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** whether a corporate master may use the route (default: like anyone) */
    masters?: MastersRule;
    /** the handler reads the session corporate's wallet: fetched on the auth sync round trip */
    syncWallet?: boolean;
  }
  interface FastifyRequest {
    /** with `syncWallet`: the wallet read on the auth sync round trip (null: read it yourself) */
    syncedWallet: Promise<WalletCents | undefined | null> | null;
  }
}
