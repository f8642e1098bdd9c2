import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  assistBodySchema,
  assistResponseSchema,
  can,
  auditPageSchema,
  auditQuerySchema,
  companyFeaturesBodySchema,
  consoleAdminsResponseSchema,
  consoleCompaniesPageSchema,
  consoleCompaniesQuerySchema,
  consoleCompanyDetailSchema,
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
  linkPanelBodySchema,
  okResponseSchema,
  overdraftBodySchema,
  panelParamsSchema,
  pausePromoBodySchema,
  promoUsesResponseSchema,
  setFareBodySchema,
  setRateBodySchema,
  suspendBodySchema,
} from '@trayecto/contracts';
import type { Readable } from 'node:stream';
import { actorOf } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { disconnectCorporateSockets } from '../../plugins/realtime.ts';
import { publicRateLimit } from '../../plugins/security.ts';
import { enterAssistMode } from './assist.service.ts';
import { exportAuditCsv, listAudit } from './audit-log.service.ts';
import * as companies from './companies.service.ts';
import { listAdmins } from './console-auth.repository.ts';
import { consoleLogin, consoleLogout, consoleMe } from './console-auth.service.ts';
import { listFares, resetFare, setFare } from './fares.service.ts';
import { createPromo, listPromos, pausePromo, promoUses } from './promos.service.ts';
import { listRates, setRate } from './rates.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['console'];

const adminIdOf = (req: FastifyRequest) => {
  const id = req.auth?.adminId;
  if (!id) throw new AppError(401, 'invalid_token');
  return id;
};

const sendCsv = (reply: FastifyReply, name: string, csv: Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv as never);

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
      await consoleLogout(deps, req.auth!.sessionId, actorOf(req));
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

  // ---- companies ----
  r.get(
    '/companies',
    {
      config: { auth: 'admin', permission: 'read:companies' },
      schema: {
        tags,
        summary: 'Companies by status, with search, keyset pages and counts; format=csv exports',
        querystring: consoleCompaniesQuerySchema,
        response: { 200: consoleCompaniesPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        return sendCsv(reply, 'empresas', companies.exportCompaniesCsv(deps, req.query, req.lang));
      }
      return companies.listCompanies(deps, req.query);
    },
  );
  r.get(
    '/companies/:id',
    {
      config: { auth: 'admin', permission: 'read:companies' },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: consoleCompanyDetailSchema, ...errors },
      },
    },
    (req) => companies.companyDetail(deps.db, req.params.id),
  );
  for (const transition of ['approve', 'reactivate'] as const) {
    r.post(
      `/companies/:id/${transition}`,
      {
        config: { auth: 'admin', permission: 'manage:companies' },
        schema: {
          tags,
          params: idParamsSchema,
          response: { 200: consoleCompanyDetailSchema, ...errors },
        },
      },
      async (req) =>
        (await companies.changeStatus(deps, req.params.id, transition, actorOf(req))).detail,
    );
  }
  r.post(
    '/companies/:id/suspend',
    {
      config: { auth: 'admin', permission: 'manage:companies' },
      schema: {
        tags,
        summary: 'Suspends a company: every session of it ends at once, its sockets close',
        params: idParamsSchema,
        body: suspendBodySchema,
        response: { 200: consoleCompanyDetailSchema, ...errors },
      },
    },
    async (req) => {
      const { detail } = await companies.changeStatus(
        deps,
        req.params.id,
        'suspend',
        actorOf(req),
        req.body.reason,
      );
      await disconnectCorporateSockets(app, req.params.id);
      return detail;
    },
  );
  r.patch(
    '/companies/:id/features',
    {
      config: { auth: 'admin', permission: 'manage:companies' },
      schema: {
        tags,
        summary: 'Shipments, multi-stops and (with money:companies) credits on or off',
        params: idParamsSchema,
        body: companyFeaturesBodySchema,
        response: { 200: consoleCompanyDetailSchema, ...errors },
      },
    },
    (req) => {
      // credits let a company take money: the finance permission, on top of this route's
      if (req.body.is_allow_credits !== undefined) requireMoney(req);
      return companies.setFeatures(deps, req.params.id, req.body, actorOf(req));
    },
  );
  r.put(
    '/companies/:id/overdraft',
    {
      config: { auth: 'admin', permission: 'money:companies' },
      schema: {
        tags,
        params: idParamsSchema,
        body: overdraftBodySchema,
        response: { 200: consoleCompanyDetailSchema, ...errors },
      },
    },
    (req) => companies.setCompanyOverdraft(deps, req.params.id, req.body.overdraft, actorOf(req)),
  );
  r.post(
    '/companies/:id/panels',
    {
      config: { auth: 'admin', permission: 'manage:companies' },
      schema: {
        tags,
        summary: "Associates a panel with a master (id: the master's)",
        params: idParamsSchema,
        body: linkPanelBodySchema,
        response: { 200: consoleCompanyDetailSchema, ...errors },
      },
    },
    (req) => companies.linkPanel(deps, req.params.id, req.body.panel_id, true, actorOf(req)),
  );
  r.delete(
    '/companies/:id/panels/:panelId',
    {
      config: { auth: 'admin', permission: 'manage:companies' },
      schema: {
        tags,
        params: panelParamsSchema,
        response: { 200: consoleCompanyDetailSchema, ...errors },
      },
    },
    (req) => companies.linkPanel(deps, req.params.id, req.params.panelId, false, actorOf(req)),
  );

  // ---- assist mode ----
  r.post(
    '/assist',
    {
      config: { auth: 'admin', permission: 'manage:assist' },
      schema: {
        tags,
        summary: "Enters a company's panel in assist mode: a corporate session held by the admin",
        body: assistBodySchema,
        response: { 200: assistResponseSchema, ...errors },
      },
    },
    (req) =>
      enterAssistMode(deps, adminIdOf(req), req.body.corporate_id, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      }),
  );

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

function requireMoney(req: FastifyRequest) {
  if (!can(req.auth?.adminRole, 'money', 'companies')) throw new AppError(403, 'permission_denied');
}
