import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  consoleAdminsResponseSchema,
  consoleFareResponseSchema,
  consoleFaresResponseSchema,
  consoleLoginBodySchema,
  consoleLoginResponseSchema,
  consoleMeResponseSchema,
  consolePromosResponseSchema,
  consoleRatesResponseSchema,
  createPromoBodySchema,
  fareParamsSchema,
  idParamsSchema,
  mySessionsResponseSchema,
  okResponseSchema,
  pausePromoBodySchema,
  sessionIdParamsSchema,
  sessionsEndedResponseSchema,
  promoUsesResponseSchema,
  setFareBodySchema,
  setRateBodySchema,
} from '@trayecto/contracts';
import { actorOf } from '../../lib/actor.ts';
import { disconnectCorporateSockets } from '../../plugins/realtime.ts';
import { endMySessions, listMySessions } from '../auth/my-sessions.service.ts';
import { publicRateLimit } from '../../plugins/security.ts';
import { exportAuditCsv, listAudit } from './audit-log.service.ts';
import { listAdmins } from './console-auth.repository.ts';
import { consoleLogin, consoleLogout, consoleMe } from './console-auth.service.ts';
import { listFares, resetFare, setFare } from './fares.service.ts';
import { createPromo, listPromos, pausePromo, promoUses } from './promos.service.ts';
import { listRates, setRate } from './rates.service.ts';
import { companiesRoutes } from './companies.routes.ts';
import { adminIdOf, errors, sendCsv, tags } from './console-route-kit.ts';

/**
 * The provider's console, under /api/console: admin sessions only (a corporate token is an
 * invalid token here), each route naming the permission its role needs (plugins/auth.ts).
 */
export async function consoleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  // ---- session ----
  r.post(
    '/login',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags,
        summary: "An admin's console session (never through the corporate login)",
        body: consoleLoginBodySchema,
        response: { 200: consoleLoginResponseSchema, ...errors },
      },
    },
    (req) =>
      consoleLogin(deps, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        log: req.log,
      }),
  );
  r.post(
    '/logout',
    {
      config: { auth: 'admin', permission: 'none' },
      schema: { tags, response: { 200: okResponseSchema, ...errors } },
    },
    async (req) => {
      const ended = await consoleLogout(deps, req.auth!.sessionId, actorOf(req));
      for (const assist of ended) {
        if (assist.corporateId)
          await disconnectCorporateSockets(app, assist.corporateId, { only: assist.id });
      }
      return { success: true as const };
    },
  );
  r.get(
    '/me',
    {
      config: { auth: 'admin', permission: 'none' },
      schema: { tags, response: { 200: consoleMeResponseSchema, ...errors } },
    },
    (req) => consoleMe(deps, adminIdOf(req)),
  );

  // ---- the admin's own sessions: ending one ends the assist sessions it opened ----
  const owner = (req: FastifyRequest) => ({ kind: 'console' as const, adminId: adminIdOf(req) });
  const closeAssist = async (ended: Awaited<ReturnType<typeof endMySessions>>) => {
    for (const assist of ended.assist) {
      if (assist.corporateId)
        await disconnectCorporateSockets(app, assist.corporateId, { only: assist.id });
    }
  };
  r.get(
    '/me/sessions',
    {
      config: { auth: 'admin', permission: 'none' },
      schema: {
        tags,
        summary: "The admin's own live console sessions (device, address, last use)",
        response: { 200: mySessionsResponseSchema, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      sessions: await listMySessions(deps, owner(req), req.auth!.sessionId),
    }),
  );
  r.delete(
    '/me/sessions/:id',
    {
      config: { auth: 'admin', permission: 'none' },
      schema: {
        tags,
        summary:
          "Ends one of the admin's console sessions and its assist sessions (another's: 404)",
        params: sessionIdParamsSchema,
        response: { 200: sessionsEndedResponseSchema, ...errors },
      },
    },
    async (req) => {
      const ended = await endMySessions(
        deps,
        owner(req),
        req.auth!.sessionId,
        req.params.id,
        actorOf(req),
      );
      await closeAssist(ended);
      return { success: true as const, ended: ended.ids.length };
    },
  );
  r.post(
    '/me/sessions/end-others',
    {
      config: { auth: 'admin', permission: 'none' },
      schema: {
        tags,
        summary:
          "Ends every console session of the admin's but this one, with their assist sessions",
        response: { 200: sessionsEndedResponseSchema, ...errors },
      },
    },
    async (req) => {
      const ended = await endMySessions(deps, owner(req), req.auth!.sessionId, null, actorOf(req));
      await closeAssist(ended);
      return { success: true as const, ended: ended.ids.length };
    },
  );

  await companiesRoutes(app);

  // ---- exchange rates ----
  r.get(
    '/rates',
    {
      config: { auth: 'admin', permission: 'read:rates' },
      schema: { tags, response: { 200: consoleRatesResponseSchema, ...errors } },
    },
    () => listRates(deps),
  );
  r.post(
    '/rates',
    {
      config: { auth: 'admin', permission: 'money:rates' },
      schema: {
        tags,
        summary: "Sets the BCV rate of a day (replacing that day's)",
        body: setRateBodySchema,
        response: { 200: consoleRatesResponseSchema, ...errors },
      },
    },
    (req) => setRate(deps, req.body, actorOf(req)),
  );

  // ---- promo codes ----
  r.get(
    '/promos',
    {
      config: { auth: 'admin', permission: 'read:promos' },
      schema: { tags, response: { 200: consolePromosResponseSchema, ...errors } },
    },
    () => listPromos(deps),
  );
  r.post(
    '/promos',
    {
      config: { auth: 'admin', permission: 'money:promos' },
      schema: {
        tags,
        body: createPromoBodySchema,
        response: { 200: consolePromosResponseSchema, ...errors },
      },
    },
    (req) => createPromo(deps, req.body, actorOf(req)),
  );
  r.post(
    '/promos/:id/pause',
    {
      config: { auth: 'admin', permission: 'money:promos' },
      schema: {
        tags,
        params: idParamsSchema,
        body: pausePromoBodySchema,
        response: { 200: consolePromosResponseSchema, ...errors },
      },
    },
    (req) => pausePromo(deps, req.params.id, req.body.paused, actorOf(req)),
  );
  r.get(
    '/promos/:id/uses',
    {
      config: { auth: 'admin', permission: 'read:promos' },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: promoUsesResponseSchema, ...errors },
      },
    },
    (req) => promoUses(deps, req.params.id),
  );

  // ---- fares ----
  r.get(
    '/fares',
    {
      config: { auth: 'admin', permission: 'read:fares' },
      schema: {
        tags,
        summary: 'Fares of every city and service type: the default table and what is charged now',
        response: { 200: consoleFaresResponseSchema, ...errors },
      },
    },
    (req) => listFares(deps, req.lang),
  );
  const fareWrite = (req: FastifyRequest) => ({
    book: app.fareBook,
    actor: actorOf(req),
    lang: req.lang,
    log: req.log,
  });
  r.put(
    '/fares/:city/:serviceType',
    {
      config: { auth: 'admin', permission: 'money:fares' },
      schema: {
        tags,
        summary:
          "Sets a city's service type fare (dollars), each value within its bounds from the default",
        params: fareParamsSchema,
        body: setFareBodySchema,
        response: { 200: consoleFareResponseSchema, ...errors },
      },
    },
    (req) => setFare(deps, req.params.city, req.params.serviceType, req.body, fareWrite(req)),
  );
  r.delete(
    '/fares/:city/:serviceType',
    {
      config: { auth: 'admin', permission: 'money:fares' },
      schema: {
        tags,
        summary: "Puts a city's service type back on the default fare",
        params: fareParamsSchema,
        response: { 200: consoleFareResponseSchema, ...errors },
      },
    },
    (req) => resetFare(deps, req.params.city, req.params.serviceType, fareWrite(req)),
  );

  // ---- audit log ----
  r.get(
    '/audit',
    {
      config: { auth: 'admin', permission: 'read:audit' },
      schema: {
        tags,
        summary: 'Every write by companies and admins, filtered, newest first; format=csv exports',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        return sendCsv(reply, 'auditoria', exportAuditCsv(deps, req.query, req.lang));
      }
      return listAudit(deps, req.query);
    },
  );
  r.get(
    '/admins',
    {
      config: { auth: 'admin', permission: 'read:audit' },
      schema: { tags, response: { 200: consoleAdminsResponseSchema, ...errors } },
    },
    async () => ({
      success: true as const,
      admins: (await listAdmins(deps.db)).map((a) => ({ _id: a.id, name: a.name, email: a.email })),
    }),
  );
}
