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

type OpenApiPaths = { paths?: Record<string, Record<string, Record<string, unknown>>> };

/** OpenAPI document at /api/docs/json, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  const { productName } = app.deps.config;
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${productName} API`,
        version: '1.0.0',
        description:
          'Corporate panel API. Send the session token, or a company API key (`tk_live_…`), as ' +
          '`access-token` or `Authorization: Bearer`. An operation a key may call names the ' +
          'scope it needs in `x-api-key-scope`; the others refuse keys (docs/API.md).',
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
    // Each operation a company API key may call says with which scope, read from the map the
    // auth hook checks (app.apiKeyScopes), so the document cannot say otherwise.
    transformObject: (documentObject) => {
      const doc = (documentObject as { openapiObject: OpenApiPaths }).openapiObject;
      for (const [path, operations] of Object.entries(doc.paths ?? {})) {
        const url = path.replace(/\{([^}]+)\}/g, ':$1');
        for (const [method, operation] of Object.entries(operations)) {
          const scope = app.apiKeyScopes.get(`${method.toUpperCase()} ${url}`);
          if (scope) operation['x-api-key-scope'] = scope;
        }
      }
      return doc as never;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // served over plain http on a laptop or LAN too: don't ask the browser to upgrade to https
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
