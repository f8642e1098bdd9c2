import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  approvalResponseSchema,
  approvalsPageSchema,
  approvalTokenParamsSchema,
  denyApprovalBodySchema,
  idParamsSchema,
  listApprovalsQuerySchema,
  publicApprovalResponseSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { mastersRule } from '../../plugins/auth.ts';
import { publicRateLimit } from '../../plugins/security.ts';
import { companyOf } from '../activity/activity.repository.ts';
import * as service from './approval-decide.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['approvals'];

/**
 * Bookings waiting for approval, under /api/corporate (issue 13, part 3): every role of the
 * company reads them; deciding needs write:approvals (admin, approver). Masters book nothing.
 */
export async function approvalsRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const deps = app.deps;
    const ctx = { runtime: app.trips, desk: app.quoteDesk };
    mastersRule(scope, 'barred');

    r.get(
      '/approvals',
      {
        schema: {
          tags,
          summary: 'Requests waiting for approval and decided ones (keyset pages); format=csv',
          querystring: listApprovalsQuerySchema,
          response: { 200: approvalsPageSchema, ...errors },
        },
      },
      async (req, reply) => {
        const corporateId = corporateIdOf(req);
        if (req.query.format === 'csv') {
          const { timezone } = await companyOf(deps.db, corporateId);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="aprobaciones.csv"')
            .send(
              (await service.exportApprovalsCsv(
                deps,
                corporateId,
                req.query.status,
                req.lang,
                timezone,
              )) as never,
            );
        }
        return service.listApprovals(deps, corporateId, req.query);
      },
    );

    r.get(
      '/approvals/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          response: { 200: approvalResponseSchema, ...errors },
        },
      },
      (req) => service.getApproval(deps, corporateIdOf(req), req.params.id),
    );

    const who = (req: Parameters<typeof actorOf>[0]) => ({
      memberId: req.auth?.member?.id ?? null,
      memberName: req.auth?.member?.name ?? null,
      actor: actorOf(req),
    });

    r.post(
      '/approvals/:id/approve',
      {
        schema: {
          tags,
          summary: 'Approve: the booking is placed as it was asked (its balance held now)',
          params: idParamsSchema,
          response: { 200: approvalResponseSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        approval: await service.decideInPanel(
          ctx,
          corporateIdOf(req),
          req.params.id,
          { approve: true },
          who(req),
        ),
      }),
    );

    r.post(
      '/approvals/:id/deny',
      {
        schema: {
          tags,
          summary: 'Do not approve, with a reason for whoever asked',
          params: idParamsSchema,
          body: denyApprovalBodySchema,
          response: { 200: approvalResponseSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        approval: await service.decideInPanel(
          ctx,
          corporateIdOf(req),
          req.params.id,
          { approve: false, reason: req.body.reason },
          who(req),
        ),
      }),
    );
  });
}

/** An approver's e-mailed link, under /api/public: the link is the credential, once. */
export async function publicApprovalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const ctx = { runtime: app.trips, desk: app.quoteDesk };
  const config = { auth: 'public' as const, rateLimit: publicRateLimit };
  const response = { 200: publicApprovalResponseSchema, ...errors, 429: apiErrorSchema };

  r.get(
    '/approvals/:token',
    {
      config,
      schema: {
        tags: ['public'],
        summary: 'The request an approval link stands for',
        params: approvalTokenParamsSchema,
        response,
      },
    },
    (req) => service.getByLink(deps, req.params.token),
  );

  r.post(
    '/approvals/:token/approve',
    {
      config,
      schema: {
        tags: ['public'],
        summary: 'Approve from the link (single use)',
        params: approvalTokenParamsSchema,
        response,
      },
    },
    (req) => service.decideByLink(ctx, req.params.token, { approve: true }, req.ip),
  );

  r.post(
    '/approvals/:token/deny',
    {
      config,
      schema: {
        tags: ['public'],
        summary: 'Do not approve, from the link (single use), with a reason',
        params: approvalTokenParamsSchema,
        body: denyApprovalBodySchema,
        response,
      },
    },
    (req) =>
      service.decideByLink(
        ctx,
        req.params.token,
        { approve: false, reason: req.body.reason },
        req.ip,
      ),
  );
}
