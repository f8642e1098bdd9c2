import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forecastResponseSchema,
  idParamsSchema,
  moneyWatchSettingsResponseSchema,
  moneyWatchSettingsSchema,
  noticesResponseSchema,
  statementMonthSchema,
  statementQuerySchema,
  statementResponseSchema,
  statementsResponseSchema,
  toCents,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { ROUTE_ERRORS } from '../../lib/route-errors.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { binaryFile } from '../../plugins/docs.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { computeForecast, settingsOf } from './forecast.service.ts';
import * as repo from './money-watch.repository.ts';
import { listNotices, readNotices } from './notices.service.ts';
import * as statements from './statement.service.ts';

/**
 * A company's money watch under /api/corporate (issue 13, parts 6 and 7): the balance forecast,
 * the alert settings, the monthly statements (tag wallet: the money role), and the notices of
 * the panel's bell (each member sees the kinds their role reads).
 */
export async function moneyWatchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/wallet/forecast',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'How many days the balance lasts: the last 30 days of spend and the scheduled orders, projected 60 days',
        response: { 200: forecastResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (req) => ({
      success: true as const,
      data: await computeForecast(deps.db, corporateIdOf(req), deps.clock.now()),
    }),
  );

  r.get(
    '/wallet/alerts',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'The low-balance threshold, the recipients, and whether alerts and statements go out',
        response: { 200: moneyWatchSettingsResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (req) => ({
      success: true as const,
      data: settingsOf(await repo.findSettings(deps.db, corporateIdOf(req))),
    }),
  );

  r.put(
    '/wallet/alerts',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Sets the alerts; the balance is checked against them at once',
        body: moneyWatchSettingsSchema,
        response: { 200: moneyWatchSettingsResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (req) => {
      const corporateId = corporateIdOf(req);
      const body = req.body;
      const saved = await runTransaction(deps.db, async (tx) => {
        const before = await repo.findSettings(tx, corporateId);
        const row = await repo.saveSettings(tx, {
          corporateId,
          thresholdCents: body.threshold === null ? null : toCents(body.threshold),
          daysBefore: body.days_before,
          recipients: body.recipients,
          alertsEnabled: body.alerts_enabled,
          statementEnabled: body.statement_enabled,
          updatedAt: deps.clock.now(),
        });
        await recordAudit(tx, {
          actor: actorOf(req),
          corporateId,
          action: 'money_alerts_updated',
          entity: 'corporate',
          entityId: corporateId,
          before: before ? settingsOf(before) : null,
          after: settingsOf(row),
        });
        return row;
      });
      await app.moneyAlerts.checkBalance(corporateId);
      return { success: true as const, data: settingsOf(saved) };
    },
  );

  r.get(
    '/statements',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The closed months whose statement can be downloaded, newest first',
        response: { 200: statementsResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (req) => ({
      success: true as const,
      data: await statements.listStatements(deps, corporateIdOf(req)),
    }),
  );

  r.get(
    '/statements/:month',
    {
      schema: {
        tags: ['wallet'],
        summary:
          "A closed month's statement: trips, parcels, top-ups and credits, by cost centre and by collaborator (format=pdf|csv to download)",
        params: z.object({ month: statementMonthSchema }),
        querystring: statementQuerySchema,
        response: {
          200: {
            description: 'The statement (JSON), or its PDF or CSV as an attachment',
            content: {
              'application/json': { schema: statementResponseSchema },
              'application/pdf': { schema: binaryFile() },
              'text/csv': { schema: binaryFile() },
            },
          },
          ...ROUTE_ERRORS,
        },
      },
    },
    async (req, reply) => {
      const corporateId = corporateIdOf(req);
      const { month } = req.params;
      await statements.checkMonth(deps, corporateId, month);
      if (req.query.format === 'json') {
        return {
          success: true as const,
          data: await statements.buildStatement(deps.db, corporateId, month, req.lang),
        };
      }
      const files = await statements.statementFiles(deps, corporateId, month, req.lang);
      const file = req.query.format === 'pdf' ? files.pdf : files.csv;
      return reply
        .type(req.query.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  r.get(
    '/notices',
    {
      schema: {
        tags: ['notices'],
        summary:
          "The panel's notices the member's role may read, newest first, and how many are unread",
        response: { 200: noticesResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listNotices(deps, corporateIdOf(req), req.auth!.role),
    }),
  );

  r.post(
    '/notices/read',
    {
      schema: {
        tags: ['notices'],
        summary: 'Marks every notice the member may read as read',
        response: { 200: noticesResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (req) => ({
      success: true as const,
      data: await readNotices(deps, corporateIdOf(req), req.auth!.role),
    }),
  );

  r.post(
    '/notices/:id/read',
    {
      schema: {
        tags: ['notices'],
        summary: 'Marks one notice as read',
        params: idParamsSchema,
        response: { 200: noticesResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (req) => {
      const corporateId = corporateIdOf(req);
      if (!isUuid(req.params.id)) throw notFound();
      const mine = await repo.findNotice(deps.db, corporateId, req.params.id);
      if (!mine) throw notFound();
      return {
        success: true as const,
        data: await readNotices(deps, corporateId, req.auth!.role, req.params.id),
      };
    },
  );
}
