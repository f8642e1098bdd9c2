import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assistBodySchema,
  assistResponseSchema,
  can,
  companyFeaturesBodySchema,
  consoleCompaniesPageSchema,
  consoleCompaniesQuerySchema,
  consoleCompanyDetailSchema,
  idParamsSchema,
  linkPanelBodySchema,
  overdraftBodySchema,
  panelParamsSchema,
  suspendBodySchema,
} from '@trayecto/contracts';
import { actorOf } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { disconnectCorporateSockets } from '../../plugins/realtime.ts';
import { enterAssistMode } from './assist.service.ts';
import * as companies from './companies.service.ts';
import { adminIdOf, errors, sendCsv, tags } from './console-route-kit.ts';

/** The console's companies (list, detail, status, features, overdraft, panels) and assist mode. */
export async function companiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

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
      enterAssistMode(deps, adminIdOf(req), req.auth!.sessionId, req.body.corporate_id, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      }),
  );
}

function requireMoney(req: FastifyRequest) {
  if (!can(req.auth?.adminRole, 'money', 'companies')) throw new AppError(403, 'permission_denied');
}
