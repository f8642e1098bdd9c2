import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  leadDetailSchema,
  leadNoteBodySchema,
  leadsPageSchema,
  leadsQuerySchema,
  leadStatusBodySchema,
} from '@trayecto/contracts';
import { actorOf } from '../../lib/actor.ts';
import * as service from './leads-console.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['console'];
const params = idParamsSchema;

/**
 * The console's leads under /api/console (issue 10): admin sessions whose role may read them
 * (owner, finance, support) or manage them (owner, support).
 */
export async function leadsConsoleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/leads',
    {
      config: { auth: 'admin', permission: 'read:leads' },
      schema: {
        tags,
        summary:
          "Leads from the contact form by status, newest first, searched by name, company, e-mail or tax id, keyset pages, every status's count; format=csv exports",
        querystring: leadsQuerySchema,
        response: { 200: leadsPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        const name = req.query.status ? `prospectos-${req.query.status}` : 'prospectos';
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(service.exportLeadsCsv(deps, req.query, req.lang) as never);
      }
      return service.listLeads(deps, req.query);
    },
  );

  r.get(
    '/leads/:id',
    {
      config: { auth: 'admin', permission: 'read:leads' },
      schema: {
        tags,
        summary: 'A lead, the company made from it, and its notes (newest first)',
        params,
        response: { 200: leadDetailSchema, ...errors },
      },
    },
    (req) => service.getLead(deps, req.params.id),
  );

  r.patch(
    '/leads/:id',
    {
      config: { auth: 'admin', permission: 'manage:leads' },
      schema: {
        tags,
        summary: "Move a lead's status (a lead a company was made from stays won)",
        params,
        body: leadStatusBodySchema,
        response: { 200: leadDetailSchema, 409: apiErrorSchema, ...errors },
      },
    },
    (req) => service.setLeadStatus(deps, req.params.id, req.body.status, actorOf(req)),
  );

  r.post(
    '/leads/:id/notes',
    {
      config: { auth: 'admin', permission: 'manage:leads' },
      schema: {
        tags,
        summary: 'Write a note on a lead',
        params,
        body: leadNoteBodySchema,
        response: { 201: leadDetailSchema, ...errors },
      },
    },
    async (req, reply) => {
      const detail = await service.addLeadNote(deps, req.params.id, req.body.text, actorOf(req));
      reply.status(201);
      return detail;
    },
  );

  r.post(
    '/leads/:id/company',
    {
      config: { auth: 'admin', permission: 'manage:leads' },
      schema: {
        tags,
        summary:
          'Create the company from the lead: pending, with its PANEL ID and account, its first-password link e-mailed; the lead is won',
        params,
        response: { 201: leadDetailSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const detail = await service.createCompanyFromLead(deps, req.params.id, actorOf(req));
      reply.status(201);
      return detail;
    },
  );
}
