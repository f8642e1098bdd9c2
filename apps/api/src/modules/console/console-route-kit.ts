import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { apiErrorSchema } from '@trayecto/contracts';
import { AppError } from '../../lib/app-error.ts';

// What the console's route files share: their error answers, OpenAPI tag and small helpers.

export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
export const tags = ['console'];

export const adminIdOf = (req: FastifyRequest) => {
  const id = req.auth?.adminId;
  if (!id) throw new AppError(401, 'invalid_token');
  return id;
};

export const sendCsv = (reply: FastifyReply, name: string, csv: Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv as never);
