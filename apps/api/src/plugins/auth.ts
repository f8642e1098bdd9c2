import type { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_KEY_RATE_LIMIT,
  apiKeyScopeFor,
  can,
  canAssist,
  canPanel,
  isApiKeyToken,
  PANEL_RESOURCE_BY_TAG,
  pickLanguage,
  type ApiKeyScope,
  type ConsoleAction,
  type ConsoleResource,
  type PanelResource,
} from '@trayecto/contracts';
import type { AuthContext } from '../app-types.ts';
import { AppError } from '../lib/app-error.ts';
import { createKeyRateLimiter, resolveApiKey } from '../modules/api-keys/api-key-auth.ts';
import {
  attachSessionCache,
  createSessionCache,
  type WalletCents,
} from '../modules/auth/session-cache.ts';
import { createSessionListener } from '../modules/auth/session-listener.ts';
import { endedByCompanyStatus, resolveSession } from '../modules/auth/session.service.ts';
import { findActiveAdmin } from '../modules/console/console-auth.repository.ts';

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
 * A company's API key (`tk_live_…`, ADR 0015) works on corporate routes only: unknown or
 * revoked 401 api_key_invalid, past its rate 429, a route its scopes do not reach 403.
 * Sessions are resolved through a per-instance cache kept fresh by database notifications
 * (modules/auth/session-cache.ts); it starts empty and is bypassed until the listener is up.
 */
export function registerAuth(app: FastifyInstance, redis?: Redis) {
  const cache = createSessionCache();
  attachSessionCache(app.deps, cache);
  const listener = createSessionListener(app.deps, cache, app.log);
  app.decorate('sessionListener', listener);
  app.addHook('onReady', () => listener.start());
  app.addHook('onClose', () => listener.stop());
  // A console route that forgot to say it is the console's would take corporate tokens: refuse
  // to start instead. Every console route names the permission it needs ('none' for login, me).
  const permissions = new Map<string, string>();
  app.decorate('consolePermissions', permissions);
  const panelResources = new Map<string, PanelResource | 'none'>();
  app.decorate('panelResources', panelResources);
  // The scope an API key needs on each corporate route (contracts API_KEY_SCOPE_BY_TAG, by the
  // same first tag and the method); null: closed to keys. The OpenAPI document shows it.
  const apiKeyScopes = new Map<string, ApiKeyScope | null>();
  app.decorate('apiKeyScopes', apiKeyScopes);
  const keyRateLimit = createKeyRateLimiter(API_KEY_RATE_LIMIT, redis);
  const credentialRoutes = new Set<string>();
  app.decorate('credentialRoutes', credentialRoutes);
  // Every corporate route belongs to a panel resource (contracts PANEL_RESOURCE_BY_TAG, by its
  // first OpenAPI tag, or its own `panel`): a route under a tag nobody named stops the start.
  app.addHook('onRoute', (route) => {
    // the company's routes, and the SPEC's dashboard routes under /api/admin/v2/corporate
    if (!route.url.startsWith('/api/corporate/') && !route.url.startsWith('/api/admin/')) return;
    const auth = route.config?.auth ?? 'corporate';
    if (auth !== 'corporate') return;
    const tag = (route.schema as { tags?: string[] } | undefined)?.tags?.[0];
    const panel = route.config?.panel ?? (tag ? PANEL_RESOURCE_BY_TAG[tag] : undefined);
    if (!panel) {
      throw new Error(
        `${route.method} ${route.url}: corporate routes name their panel resource (tag ${tag})`,
      );
    }
    route.config = { ...route.config, panel };
    for (const method of [route.method].flat()) {
      panelResources.set(`${method} ${route.url}`, panel);
      apiKeyScopes.set(`${method} ${route.url}`, apiKeyScopeFor(tag, method));
      if (route.config.credentials) credentialRoutes.add(`${method} ${route.url}`);
    }
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/console/')) return;
    const auth = route.config?.auth;
    if (auth !== 'admin' && auth !== 'public') {
      throw new Error(`${route.method} ${route.url}: console routes say auth: 'admin' or 'public'`);
    }
    if (auth === 'admin' && !route.config?.permission) {
      throw new Error(`${route.method} ${route.url}: console routes name their permission`);
    }
    for (const method of [route.method].flat()) {
      permissions.set(`${method} ${route.url}`, route.config?.permission ?? 'public');
    }
  });
  // What a session reads is that session's: no browser, proxy or shared cache keeps it.
  app.addHook('onSend', async (request, reply) => {
    // a token sent is enough: a refusal (another company's id, a role) is that session's too
    if (request.auth || readToken(request)) void reply.header('cache-control', 'private, no-store');
  });
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
    if (isApiKeyToken(token)) {
      // keys are the company's, on corporate routes only: never the console's
      if (mode !== 'corporate') throw new AppError(403, 'api_key_route_closed');
      const auth = await resolveApiKey(app.deps, token, request.ip);
      if (!auth?.apiKey) throw new AppError(401, 'api_key_invalid');
      const retryAfter = await keyRateLimit(auth.apiKey.id, app.deps.clock.now().getTime());
      if (retryAfter > 0) {
        throw new AppError(429, 'rate_limited', { headers: { 'retry-after': String(retryAfter) } });
      }
      const scope = apiKeyScopes.get(`${request.method} ${url}`) ?? null;
      if (!scope) throw new AppError(403, 'api_key_route_closed');
      if (!auth.apiKey.scopes.includes(scope)) {
        throw new AppError(403, 'api_key_scope_missing', { params: { scope } });
      }
      checkCorporate(request, auth);
      request.auth = auth;
      return;
    }
    const auth = await resolveSession(
      app.deps,
      token,
      request.routeOptions.config.syncWallet
        ? { onWallet: (wallet) => (request.syncedWallet = wallet) }
        : {},
    );
    if (!auth) {
      if (mode === 'corporate' && (await endedByCompanyStatus(app.deps, token)))
        throw new AppError(403, 'not_approved');
      throw new AppError(401, 'invalid_token');
    }
    if (mode === 'admin') {
      if (!auth.adminId || auth.corporateId) throw new AppError(401, 'invalid_token');
      // roles change rarely and console traffic is light: read the admin on every request, so a
      // role change or a deactivation counts at once on every instance
      const admin = await findActiveAdmin(app.deps.db, auth.adminId);
      if (!admin) throw new AppError(401, 'invalid_token');
      auth.adminRole = admin.role;
      const permission = request.routeOptions.config.permission;
      if (permission && permission !== 'none') {
        const [action, resource] = permission.split(':') as [ConsoleAction, ConsoleResource];
        if (!can(admin.role, action, resource)) throw new AppError(403, 'permission_denied');
      }
    } else {
      if (!auth.corporateId) throw new AppError(401, 'invalid_token');
      const config = request.routeOptions.config;
      checkCorporate(request, auth);
      // the team member's role (issue 13): reading is GET, anything else writes
      const panel = config.panel;
      if (panel && panel !== 'none') {
        const action = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
        if (!canPanel(auth.role, action, panel)) throw new AppError(403, 'permission_denied');
        // assist mode: the admin's own console permissions bound it too (ASSIST_CONSOLE_BOUND)
        if (auth.adminId && !canAssist(auth.adminRole, action, panel))
          throw new AppError(403, 'assist_permission_denied');
      }
    }
    request.auth = auth;
  });
}

/** What a corporate route asks of the company itself, whoever calls for it (a session or a key). */
function checkCorporate(request: FastifyRequest, auth: AuthContext) {
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
  // An admin in assist mode works inside the company's panel but never hands out a way in:
  // a login made then would outlive assist mode and the admin's console account.
  if (config.credentials && auth.adminId) throw new AppError(403, 'assist_no_credentials');
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
  interface FastifyInstance {
    /** every console route (`METHOD /api/console/...`) and the permission it needs */
    consolePermissions: ReadonlyMap<string, string>;
    /** every corporate route (`METHOD /api/corporate/...`) and the panel resource it belongs to */
    panelResources: ReadonlyMap<string, PanelResource | 'none'>;
    /** every corporate route and the scope an API key needs on it (null: closed to keys) */
    apiKeyScopes: ReadonlyMap<string, ApiKeyScope | null>;
    /** the corporate routes marked `credentials` (`METHOD /api/corporate/...`): never in assist mode */
    credentialRoutes: ReadonlySet<string>;
  }
  interface FastifyContextConfig {
    /** whether a corporate master may use the route (default: like anyone) */
    masters?: MastersRule;
    /** the handler reads the session corporate's wallet: fetched on the auth sync round trip */
    syncWallet?: boolean;
    /**
     * Console routes: the permission the admin's role needs (`<action>:<resource>`, see
     * CONSOLE_PERMISSIONS in contracts), or 'none' for what any admin may do (me, logout).
     */
    permission?: `${ConsoleAction}:${ConsoleResource}` | 'none';
    /**
     * Corporate routes: the panel resource a member's role needs (read for GET, write otherwise),
     * set from the route's first tag unless the route says; 'none': any member.
     */
    panel?: PanelResource | 'none';
    /**
     * Corporate routes that make or hand out a way in (an invitation, a new link, a role, a
     * password, API access): refused in assist mode with 403 assist_no_credentials.
     */
    credentials?: boolean;
  }
  interface FastifyRequest {
    /** with `syncWallet`: the wallet read on the auth sync round trip (null: read it yourself) */
    syncedWallet: Promise<WalletCents | undefined | null> | null;
  }
}
