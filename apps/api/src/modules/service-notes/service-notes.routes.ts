import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  serviceNoteParamsSchema,
  serviceNoteResponseSchema,
  serviceNotesBundleQuerySchema,
} from '@trayecto/contracts';
import { corporateIdOf } from '../../lib/actor.ts';
import { binaryFile } from '../../plugins/docs.ts';
import { mastersRule } from '../../plugins/auth.ts';
import { getServiceNote, serviceNotePdf, serviceNotesBundle } from './service-notes.service.ts';

// Service notes (issue 11 part 6) under /api/corporate: a completed trip's or parcel's note as
// JSON and as a PDF, and a month of them in one PDF. Under the trips' rules: masters barred
// (they act through their panels), another company's order not found.

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
// in both groups of the API document: a note is a trip's or a parcel's
const tags = ['trips', 'parcels'];

/** A PDF download: never kept by a shared cache, never sniffed into something else. */
function sendPdf(reply: FastifyReply, fileName: string, bytes: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

export async function serviceNotesRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const deps = app.deps;
    mastersRule(scope, 'barred');

    // before /service-notes/:orderId in the document; the router prefers the static path anyway
    r.get(
      '/service-notes/bundle.pdf',
      {
        schema: {
          tags,
          summary:
            'The notes of every trip and parcel requested in a month (company time zone) and completed, in one PDF with a cover of totals',
          querystring: serviceNotesBundleQuerySchema,
          response: {
            200: {
              description: 'The PDF, as an attachment named notas-[viajes-|envios-]<YYYY-MM>.pdf',
              content: { 'application/pdf': { schema: binaryFile() } },
            },
            422: apiErrorSchema,
            429: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const { fileName, bytes } = await serviceNotesBundle(
          deps,
          corporateIdOf(req),
          req.query,
          req.lang,
        );
        return sendPdf(reply, fileName, bytes);
      },
    );

    r.get(
      '/service-notes/:orderId',
      {
        schema: {
          tags,
          summary:
            "A completed trip's or parcel's service note: who, when, route, fare line by line, payer, amounts in $ and Bs at the day's BCV rate",
          params: serviceNoteParamsSchema,
          response: { 200: serviceNoteResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await getServiceNote(deps, corporateIdOf(req), req.params.orderId),
      }),
    );

    r.get(
      '/service-notes/:orderId/pdf',
      {
        schema: {
          tags,
          summary: 'The same service note as a PDF, in the caller’s language',
          params: serviceNoteParamsSchema,
          response: {
            200: {
              description: 'The PDF, as an attachment named nota-<unique_id>.pdf',
              content: { 'application/pdf': { schema: binaryFile() } },
            },
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const { fileName, bytes } = await serviceNotePdf(
          deps,
          corporateIdOf(req),
          req.params.orderId,
          req.lang,
        );
        return sendPdf(reply, fileName, bytes);
      },
    );
  });
}
