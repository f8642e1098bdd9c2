import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RECEIPT_TYPES,
  consoleTopupResponseSchema,
  consoleTopupsPageSchema,
  consoleTopupsQuerySchema,
  idParamsSchema,
  rejectTopupBodySchema,
  type ConsoleTopup,
} from '@trayecto/contracts';
import { actorOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeTimeIdCursor, encodeTimeIdCursor, isUuid, keysetPage } from '../../lib/keyset.ts';
import { binaryFile } from '../../plugins/docs.ts';
import { errors, tags } from '../console/console-route-kit.ts';
import { invoiceFileName, renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { findInvoice, invoiceView } from '../invoices/invoices.service.ts';
import { approveTopup, rejectTopup } from './topup-decisions.ts';
import * as repo from './topups.repository.ts';
import { readReceipt, topupViews } from './topups.service.ts';
import { sendFile } from './topups.routes.ts';

/** Top-ups as the console shows them: with their company, invoice, receipt type and decider. */
async function consoleViews(
  app: FastifyInstance,
  rows: repo.ConsoleTopupRow[],
): Promise<ConsoleTopup[]> {
  const views = await topupViews(app.deps, rows);
  return rows.map((row, i) => ({
    ...views[i]!,
    corporate: { _id: row.corporateId, name: row.corporateName, unique_id: row.corporateUniqueId },
    decided_by: row.decidedByName,
  }));
}

async function consoleTopup(app: FastifyInstance, id: string) {
  const row = isUuid(id) ? await repo.findConsoleTopup(app.deps.db, id) : null;
  if (!row) throw notFound();
  const [view] = await consoleViews(app, [row]);
  return { success: true as const, data: view! };
}

/** The console's top-ups (issue 11): finance verifies what the bank could not. */
export async function topupsConsoleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/topups',
    {
      config: { auth: 'admin', permission: 'read:topups' },
      schema: {
        tags,
        summary: "Every company's top-ups, newest first; q matches company, reference or number",
        querystring: consoleTopupsQuerySchema,
        response: { 200: consoleTopupsPageSchema, ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const after = q.cursor ? decodeTimeIdCursor(q.cursor) : undefined;
      const rows = await repo.selectConsoleTopups(
        deps.db,
        { status: q.status, method: q.method, q: q.q },
        { after, limit: q.limit + 1 },
      );
      const { page, next } = keysetPage(rows, q.limit, (row) =>
        encodeTimeIdCursor({ at: row.createdAt, id: row.id }),
      );
      return {
        success: true as const,
        data: {
          topups: await consoleViews(app, page),
          next_cursor: next,
        },
      };
    },
  );

  r.get(
    '/topups/:id',
    {
      config: { auth: 'admin', permission: 'read:topups' },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: consoleTopupResponseSchema, ...errors },
      },
    },
    (req) => consoleTopup(app, req.params.id),
  );

  r.get(
    '/topups/:id/receipt',
    {
      config: { auth: 'admin', permission: 'read:topups' },
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: {
            description: 'The receipt',
            content: Object.fromEntries(RECEIPT_TYPES.map((t) => [t, { schema: binaryFile() }])),
          },
          ...errors,
        },
      },
    },
    async (req, reply) => sendFile(reply, await readReceipt(deps, null, req.params.id)),
  );

  r.post(
    '/topups/:id/approve',
    {
      config: { auth: 'admin', permission: 'money:topups' },
      schema: {
        tags,
        summary:
          'Approves a top-up: the wallet is credited, the invoice issued and e-mailed (409 when already decided)',
        params: idParamsSchema,
        response: { 200: consoleTopupResponseSchema, ...errors },
      },
    },
    async (req) => {
      await approveTopup(deps, app.trips.emit, req.params.id, { by: 'admin', actor: actorOf(req) });
      return consoleTopup(app, req.params.id);
    },
  );

  r.post(
    '/topups/:id/reject',
    {
      config: { auth: 'admin', permission: 'money:topups' },
      schema: {
        tags,
        summary: 'Rejects a top-up with a reason the company reads (409 when already decided)',
        params: idParamsSchema,
        body: rejectTopupBodySchema,
        response: { 200: consoleTopupResponseSchema, ...errors },
      },
    },
    async (req) => {
      await rejectTopup(deps, app.trips.emit, req.params.id, req.body.reason, actorOf(req));
      return consoleTopup(app, req.params.id);
    },
  );

  r.get(
    '/invoices/:id/pdf',
    {
      config: { auth: 'admin', permission: 'read:topups' },
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: { description: 'The PDF', content: { 'application/pdf': { schema: binaryFile() } } },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const found = await findInvoice(deps, null, req.params.id);
      if (!found) throw notFound();
      const invoice = invoiceView(found.invoice, found.topup);
      const bytes = await renderInvoicePdf(invoice, {
        now: deps.clock.now(),
        producer: deps.config.productName,
      });
      return sendFile(
        reply,
        { bytes, contentType: 'application/pdf' },
        `attachment; filename="${invoiceFileName(invoice)}"`,
      );
    },
  );
}
