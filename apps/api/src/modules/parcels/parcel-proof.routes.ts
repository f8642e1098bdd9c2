import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@trayecto/contracts';
import { corporateIdOf } from '../../lib/actor.ts';
import { binaryFile } from '../../plugins/docs.ts';
import { mastersRule } from '../../plugins/auth.ts';
import { parcelProof } from './parcel-proof.ts';

/**
 * GET /api/corporate/parcels/{id}/proof: the parcel's proof of delivery as a PDF download, in the
 * caller's language. Under the parcels' rules: the shipments feature (403 without it), masters
 * barred, another company's parcel not found.
 */
export async function parcelProofRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    mastersRule(scope, 'barred');

    r.get(
      '/parcels/:id/proof',
      {
        schema: {
          tags: ['parcels'],
          summary:
            'The proof of delivery as a PDF: each stop with its times, PIN and photo, and the charge line by line',
          params: idParamsSchema,
          response: {
            200: {
              description: 'The PDF, as an attachment named entrega-<unique_id>.pdf',
              content: { 'application/pdf': { schema: binaryFile() } },
            },
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (req, reply) => {
        const { fileName, bytes } = await parcelProof(
          app.trips,
          corporateIdOf(req),
          req.params.id,
          req.lang,
        );
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            // the parcel's state at the time of asking: never kept by a shared cache or reused
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff')
            .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
        );
      },
    );
  });
}
