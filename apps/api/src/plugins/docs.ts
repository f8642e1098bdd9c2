import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A file in the OpenAPI document (an image, a PDF): zod has no JSON Schema for bytes, the
 * metadata gives one. Used in a response's `content` by the routes that answer a file.
 */
export const binaryFile = () =>
  z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/** OpenAPI document at /api/docs/json, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  const { productName } = app.deps.config;
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${productName} API`,
        version: '1.0.0',
        description:
          'Corporate panel API. Send the session token as `access-token` or `Authorization: Bearer`.',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ accessToken: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // served over plain http on a laptop or LAN too: don't ask the browser to upgrade to https
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
