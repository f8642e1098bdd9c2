import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchFileSchema,
  batchPreviewResponseSchema,
  batchReportQuerySchema,
  batchResponseSchema,
  idParamsSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { ROUTE_ERRORS } from '../../lib/route-errors.ts';
import { mastersRule } from '../../plugins/auth.ts';
import { binaryFile } from '../../plugins/docs.ts';
import { companyOf } from '../activity/activity.repository.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import type { Geocoder } from '../geo/geocoder.ts';
import { batchReportCsv, getBatch } from './batch-report.ts';
import { createBatchDesk } from './batch.service.ts';

const tags = ['trips'];

/**
 * Trips booked from a file under /api/corporate (issue 13, part 5): a preview of every row, the
 * booking of the good ones (Idempotency-Key), and the report. The file travels as base64 in JSON,
 * so the body may be a third larger than the file.
 */
export async function batchRoutes(app: FastifyInstance, geocoder: Geocoder) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    mastersRule(scope, 'barred');
    const desk = createBatchDesk(app.trips, geocoder);
    const bodyLimit = 1024 * 1024;

    r.post(
      '/trips/batch/preview',
      {
        bodyLimit,
        schema: {
          tags,
          summary:
            'Reads a CSV or XLSX of up to 100 trips and checks every row as booking would; nothing is written',
          body: batchFileSchema,
          response: { 200: batchPreviewResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (req) => ({
        success: true as const,
        data: await desk.preview(corporateIdOf(req), req.body),
      }),
    );

    r.post(
      '/trips/batch',
      {
        bodyLimit,
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            'Books the good rows of the file (each as POST /trips would, waiting for approval where the policy says so) and keeps the report; needs an Idempotency-Key header',
          body: batchFileSchema,
          response: { 201: batchResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (req, reply) => {
        const corporateId = corporateIdOf(req);
        const name = req.auth!.member?.name ?? (await companyOf(app.deps.db, corporateId)).name;
        const key = String(req.headers['idempotency-key']);
        const batch = await desk.book(
          corporateId,
          req.body,
          { ...actorOf(req), name },
          { key, scope: req.idempotency! },
        );
        reply.status(201);
        return { success: true as const, data: batch };
      },
    );

    r.get(
      '/trips/batches/:id',
      {
        schema: {
          tags,
          summary: "A batch's report: what became of each row (format=csv downloads it)",
          params: idParamsSchema,
          querystring: batchReportQuerySchema,
          response: {
            200: {
              description: 'The report (JSON), or its CSV as an attachment',
              content: {
                'application/json': { schema: batchResponseSchema },
                'text/csv': { schema: binaryFile() },
              },
            },
            ...ROUTE_ERRORS,
          },
        },
      },
      async (req, reply) => {
        const corporateId = corporateIdOf(req);
        const batch = await getBatch(app.deps.db, corporateId, req.params.id);
        if (req.query.format === 'json') return { success: true as const, data: batch };
        const csv = batchReportCsv(
          batch,
          req.lang,
          await corporateTimeZone(app.deps.db, corporateId),
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="reservas-${batch._id.slice(0, 8)}.csv"`,
          )
          .send(csv as never);
      },
    );
  });
}
