import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '@trayecto/db';
import {
  apiErrorSchema,
  approveCreditBodySchema,
  consoleCreditResponseSchema,
  consoleCreditsPageSchema,
  consoleCreditsQuerySchema,
  creditDetailResponseSchema,
  creditResponseSchema,
  creditsPageSchema,
  creditsQuerySchema,
  denyCreditBodySchema,
  grantCreditBodySchema,
  idParamsSchema,
  requestCreditBodySchema,
  type ConsoleCredit,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeTimeIdCursor, encodeTimeIdCursor, isUuid, keysetPage } from '../../lib/keyset.ts';
import { idempotencyOf } from '../../plugins/idempotency.ts';
import { errors as consoleErrors, tags as consoleTags } from '../console/console-route-kit.ts';
import * as repo from './credits.repository.ts';
import * as service from './credits.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const tags = ['credits'];

/** Corporate credits under /api/corporate (issue 11 part 4); masters included (they have a wallet). */
export async function creditsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/credits',
    {
      schema: {
        tags,
        summary: "The company's credits, newest first, and what it owes; format=csv exports them",
        querystring: creditsQuerySchema,
        response: { 200: creditsPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        const csv = await service.exportCreditsCsv(deps, corporateIdOf(req), req.query, req.lang);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="creditos.csv"')
          .send(csv as never);
      }
      return service.listCredits(deps, corporateIdOf(req), req.query);
    },
  );

  r.post(
    '/credits',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Asks finance for an advance (403 credits_not_allowed without is_allow_credits)',
        body: requestCreditBodySchema,
        response: { 201: creditResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.status(201);
      return service.requestCredit(
        deps,
        corporateIdOf(req),
        req.body,
        actorOf(req),
        idempotencyOf(req),
      );
    },
  );

  r.get(
    '/credits/:id',
    {
      schema: {
        tags,
        summary: 'A credit with its movements (credit added, reverted, payments)',
        params: idParamsSchema,
        response: { 200: creditDetailResponseSchema, ...errors },
      },
    },
    (req) => service.getCredit(deps, corporateIdOf(req), req.params.id),
  );
}

async function consoleCredit(app: FastifyInstance, id: string, db: DbOrTx = app.deps.db) {
  const row = isUuid(id) ? await repo.findConsoleCredit(db, id) : null;
  if (!row) throw notFound();
  return {
    success: true as const,
    data: {
      ...consoleView(row),
      movements: (await service.creditDetail(db, row)).movements,
    },
  };
}

const consoleView = (row: repo.ConsoleCreditRow): ConsoleCredit => ({
  ...service.creditView(row),
  corporate: { _id: row.corporateId, name: row.corporateName, unique_id: row.corporateUniqueId },
  decided_by: row.decidedByName,
});

/** The console's credits (issue 11 part 4): finance grants, approves, denies and reverts. */
export async function creditsConsoleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const read = { auth: 'admin' as const, permission: 'read:credits' as const };
  const money = { auth: 'admin' as const, permission: 'money:credits' as const };

  r.get(
    '/credits',
    {
      config: read,
      schema: {
        tags: consoleTags,
        summary: "Every company's credits, newest first; q matches company or number",
        querystring: consoleCreditsQuerySchema,
        response: { 200: consoleCreditsPageSchema, ...consoleErrors },
      },
    },
    async (req) => {
      const q = req.query;
      const after = q.cursor ? decodeTimeIdCursor(q.cursor) : undefined;
      const rows = await repo.selectConsoleCredits(
        deps.db,
        { status: q.status, q: q.q },
        { after, limit: q.limit + 1 },
      );
      const { page, next } = keysetPage(rows, q.limit, (row) =>
        encodeTimeIdCursor({ at: row.createdAt, id: row.id }),
      );
      return {
        success: true as const,
        data: { credits: page.map(consoleView), next_cursor: next },
      };
    },
  );

  r.get(
    '/credits/:id',
    {
      config: read,
      schema: {
        tags: consoleTags,
        params: idParamsSchema,
        response: { 200: consoleCreditResponseSchema, ...consoleErrors },
      },
    },
    (req) => consoleCredit(app, req.params.id),
  );

  r.post(
    '/companies/:id/credits',
    {
      config: { ...money, idempotent: true },
      schema: {
        tags: consoleTags,
        summary: 'Grants an advance to a company: the wallet is credited from the credit line',
        params: idParamsSchema,
        body: grantCreditBodySchema,
        response: { 200: consoleCreditResponseSchema, ...consoleErrors },
      },
    },
    async (req) =>
      service.grantCredit(
        deps,
        app.trips.emit,
        req.params.id,
        req.body,
        actorOf(req),
        idempotencyOf(req),
        (tx, id) => consoleCredit(app, id, tx),
      ),
  );

  r.post(
    '/credits/:id/approve',
    {
      config: money,
      schema: {
        tags: consoleTags,
        summary: "Approves a company's request (its amount or less) until a day",
        params: idParamsSchema,
        body: approveCreditBodySchema,
        response: { 200: consoleCreditResponseSchema, ...consoleErrors },
      },
    },
    async (req) => {
      await service.approveCredit(deps, app.trips.emit, req.params.id, req.body, actorOf(req));
      return consoleCredit(app, req.params.id);
    },
  );

  r.post(
    '/credits/:id/deny',
    {
      config: money,
      schema: {
        tags: consoleTags,
        params: idParamsSchema,
        body: denyCreditBodySchema,
        response: { 200: consoleCreditResponseSchema, ...consoleErrors },
      },
    },
    async (req) => {
      await service.denyCredit(deps, req.params.id, req.body.reason, actorOf(req));
      return consoleCredit(app, req.params.id);
    },
  );

  r.post(
    '/credits/:id/revert',
    {
      config: money,
      schema: {
        tags: consoleTags,
        summary:
          'Takes a credit back whole (409 credit_in_use when part of it was used or paid back)',
        params: idParamsSchema,
        response: { 200: consoleCreditResponseSchema, ...consoleErrors },
      },
    },
    async (req) => {
      await service.revertCredit(deps, app.trips.emit, req.params.id, actorOf(req));
      return consoleCredit(app, req.params.id);
    },
  );
}
