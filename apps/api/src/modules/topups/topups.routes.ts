import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RECEIPT_TYPES,
  apiErrorSchema,
  createProformaBodySchema,
  proformaResponseSchema,
  proformasPageSchema,
  proformasQuerySchema,
  createTopupBodySchema,
  idParamsSchema,
  invoiceResponseSchema,
  invoicesPageSchema,
  invoicesQuerySchema,
  topupInstructionsSchema,
  topupResponseSchema,
  topupsPageSchema,
  topupsQuerySchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { binaryFile } from '../../plugins/docs.ts';
import { idempotencyOf } from '../../plugins/idempotency.ts';
import { renderInvoicePdf, invoiceFileName } from '../invoices/invoice-pdf.ts';
import * as invoicesService from '../invoices/invoices.service.ts';
import {
  createProforma,
  getProforma,
  listProformas,
  renderProformaPdf,
} from '../invoices/proformas.ts';
import * as service from './topups.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** A stored file sent back to its owner: private, never sniffed. */
export function sendFile(
  reply: FastifyReply,
  file: { bytes: Uint8Array; contentType: string },
  disposition?: string,
) {
  const r = reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  // a file someone uploaded is saved, never opened in the panel's origin (a PDF or an image
  // crafted to run there)
  r.header('content-disposition', disposition ?? 'attachment');
  return r.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

const fileResponse = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((t) => [t, { schema: binaryFile() }])),
});

/**
 * Money in, under /api/corporate (issue 11): the company's top-ups (POST /topups/receipts is in
 * uploads.routes.ts) and its invoices. Masters included: a master has a wallet of its own.
 */
export async function topupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/topups/instructions',
    {
      schema: {
        tags: ['topups'],
        summary: "Where to pay: the provider's pago móvil and Zelle accounts, today's rate",
        response: { 200: topupInstructionsSchema, ...errors },
      },
    },
    (req) => service.topupInstructions(deps, corporateIdOf(req)),
  );

  r.post(
    '/topups',
    {
      config: { idempotent: true },
      schema: {
        tags: ['topups'],
        summary:
          'Registers a top-up by pago móvil or Zelle: checked with the bank (pago móvil in Bs) or by finance',
        body: createTopupBodySchema,
        response: { 201: topupResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { view } = await service.createTopup(
        deps,
        corporateIdOf(req),
        req.body,
        actorOf(req),
        idempotencyOf(req),
        app.topups.gateway.automated,
      );
      app.trips.emit(corporateIdOf(req), 'topup:update', {
        corporate_id: corporateIdOf(req),
        topup_id: view._id,
        unique_id: view.unique_id,
        status: view.status,
      });
      if (view.status === 'verifying') await app.topups.wake();
      reply.status(201);
      return { success: true as const, data: view };
    },
  );

  r.get(
    '/topups',
    {
      schema: {
        tags: ['topups'],
        summary: "The company's top-ups, newest first; format=csv exports every filtered row",
        querystring: topupsQuerySchema,
        response: { 200: topupsPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        const csv = await service.exportTopupsCsv(deps, corporateIdOf(req), req.query, req.lang);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="recargas.csv"')
          .send(csv as never);
      }
      return service.listTopups(deps, corporateIdOf(req), req.query);
    },
  );

  r.get(
    '/topups/:id',
    {
      schema: {
        tags: ['topups'],
        params: idParamsSchema,
        response: { 200: topupResponseSchema, ...errors },
      },
    },
    (req) => service.getTopup(deps, corporateIdOf(req), req.params.id),
  );

  r.get(
    '/topups/:id/receipt',
    {
      schema: {
        tags: ['topups'],
        summary: "The top-up's receipt, as it was uploaded",
        params: idParamsSchema,
        response: { 200: fileResponse('The receipt', RECEIPT_TYPES), ...errors },
      },
    },
    async (req, reply) =>
      sendFile(reply, await service.readReceipt(deps, corporateIdOf(req), req.params.id)),
  );

  r.get(
    '/invoices',
    {
      schema: {
        tags: ['invoices'],
        summary: "The company's invoices, newest first; format=csv exports every filtered row",
        querystring: invoicesQuerySchema,
        response: { 200: invoicesPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        const csv = await invoicesService.exportInvoicesCsv(
          deps,
          corporateIdOf(req),
          req.query,
          req.lang,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="facturas.csv"')
          .send(csv as never);
      }
      return invoicesService.listInvoices(deps, corporateIdOf(req), req.query);
    },
  );

  r.get(
    '/invoices/:id',
    {
      schema: {
        tags: ['invoices'],
        params: idParamsSchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
    },
    (req) => invoicesService.getInvoice(deps, corporateIdOf(req), req.params.id),
  );

  r.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'The invoice as a PDF (in Spanish, as a Venezuelan invoice is)',
        params: idParamsSchema,
        response: {
          200: fileResponse('The PDF, as an attachment named factura-<number>.pdf', [
            'application/pdf',
          ]),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { data } = await invoicesService.getInvoice(deps, corporateIdOf(req), req.params.id);
      const bytes = await renderInvoicePdf(data, {
        now: deps.clock.now(),
        producer: deps.config.productName,
      });
      return sendFile(
        reply,
        { bytes, contentType: 'application/pdf' },
        `attachment; filename="${invoiceFileName(data)}"`,
      );
    },
  );

  r.post(
    '/proformas',
    {
      schema: {
        tags: ['invoices'],
        summary: 'A proforma to pay against: the amount in base and IVA, in $ and Bs, and by Zelle',
        body: createProformaBodySchema,
        response: { 201: proformaResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.status(201);
      return createProforma(deps, corporateIdOf(req), req.body, actorOf(req));
    },
  );

  r.get(
    '/proformas',
    {
      schema: {
        tags: ['invoices'],
        querystring: proformasQuerySchema,
        response: { 200: proformasPageSchema, ...errors },
      },
    },
    (req) => listProformas(deps, corporateIdOf(req), req.query),
  );

  r.get(
    '/proformas/:id/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'The proforma as a PDF',
        params: idParamsSchema,
        response: {
          200: fileResponse('The PDF, as an attachment named proforma-<number>.pdf', [
            'application/pdf',
          ]),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const proforma = await getProforma(deps, corporateIdOf(req), req.params.id);
      const bytes = await renderProformaPdf(proforma, deps.config.money.issuer, {
        now: deps.clock.now(),
        producer: deps.config.productName,
      });
      return sendFile(
        reply,
        { bytes, contentType: 'application/pdf' },
        `attachment; filename="proforma-${proforma.number}.pdf"`,
      );
    },
  );
}
