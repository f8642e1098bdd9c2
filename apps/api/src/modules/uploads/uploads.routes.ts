import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  idParamsSchema,
  PARCEL_IMAGE_MAX_BYTES,
  PARCEL_IMAGE_MAX_MB,
  PARCEL_IMAGE_TYPES,
  LOGO_UPLOAD_PATH,
  RECEIPT_MAX_MB,
  RECEIPT_TYPES,
  uploadedReceiptResponseSchema,
  UPLOAD_IMAGE_FIELD,
  UPLOAD_RAW_CONTENT_TYPES,
  uploadedImageResponseSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import type { UploadPurpose } from '@trayecto/db';
import { AppError, notFound } from '../../lib/app-error.ts';
import { mastersRule } from '../../plugins/auth.ts';
import { publicRateLimit } from '../../plugins/security.ts';
import { binaryFile } from '../../plugins/docs.ts';
import {
  imageRequired,
  imageTooLarge,
  imageType,
  readCurrentLogo,
  receiptRequired,
  receiptTooLarge,
  receiptType,
  readUpload,
  storeUpload,
} from './uploads.service.ts';

/**
 * The request body of a raw upload is read up to one byte past the limit: exactly the limit is
 * accepted and one byte more reaches the service, which answers 413 image_too_large. A body
 * bigger still is stopped by the parser, and the route's error handler answers the same 413.
 */
const RAW_BODY_LIMIT = PARCEL_IMAGE_MAX_BYTES + 1;

/** multipart/form-data: one file (field `image`) and a few small fields at most. */
const MULTIPART_LIMITS = {
  fileSize: PARCEL_IMAGE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 20,
};

/** The raw body (a Buffer), or nothing (no body; multipart/form-data, read by the handler). */
const rawBodySchema = z
  .custom<Buffer | null | undefined>((value) => value == null || Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** How an upload route reads and refuses its file: an image, or a top-up's receipt (image or PDF). */
const KINDS = {
  image: {
    field: UPLOAD_IMAGE_FIELD,
    rawTypes: [...UPLOAD_RAW_CONTENT_TYPES] as string[],
    required: imageRequired,
    tooLarge: imageTooLarge,
    type: imageType,
  },
  receipt: {
    field: 'receipt',
    rawTypes: [...RECEIPT_TYPES, 'application/octet-stream'] as string[],
    required: receiptRequired,
    tooLarge: receiptTooLarge,
    type: receiptType,
  },
} as const;
type UploadKind = (typeof KINDS)[keyof typeof KINDS];

/** The file's bytes from a multipart/form-data body: the file of the kind's field. */
async function multipartFile(req: FastifyRequest, kind: UploadKind): Promise<Buffer> {
  try {
    const file = await req.file({ limits: MULTIPART_LIMITS });
    if (!file || file.fieldname !== kind.field) throw kind.required();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as FastifyError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw kind.tooLarge();
    // the multipart limits (too many parts, files or fields) and a broken form (no boundary,
    // cut short): the caller's request, not our failure
    if (typeof code === 'string' && /^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code))
      throw new AppError(413, 'payload_too_large');
    throw new AppError(400, 'malformed_request');
  }
}

type ImageRoute = {
  url: string;
  purpose: UploadPurpose;
  tags: string[];
  summary: string;
  /** what the answered image_id is for */
  use: string;
};

/**
 * The scope of an image upload route: it reads images only, the raw bytes (the type is read from
 * them, not from the header) or a multipart form. Any other declared type is not an image: 415
 * image_type. A body over the limit is the route's 413 image_too_large, not the generic one.
 */
async function imageUploadRoute(app: FastifyInstance, route: ImageRoute) {
  const deps = app.deps;
  const kind = KINDS[route.purpose === 'receipt' ? 'receipt' : 'image'];
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      kind.rawTypes,
      { parseAs: 'buffer', bodyLimit: RAW_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    await upload.register(multipart, { limits: MULTIPART_LIMITS });
    const parentErrorHandler = upload.errorHandler;
    const r = upload.withTypeProvider<ZodTypeProvider>();

    r.post(
      route.url,
      {
        bodyLimit: RAW_BODY_LIMIT,
        // The framework's refusals of the body, in this route's words.
        errorHandler(error, req, reply) {
          const mapped =
            error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? kind.tooLarge()
              : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
                ? kind.type()
                : error;
          return parentErrorHandler.call(upload, mapped as FastifyError, req, reply);
        },
        schema: {
          tags: route.tags,
          summary: route.summary,
          description:
            `The body is the file's bytes (content type ${kind.rawTypes.join(', ')}), ` +
            `or multipart/form-data with the file in the field \`${kind.field}\`. The type ` +
            `is read from the bytes whatever the header says. Answers the id to give ${route.use}. ` +
            (kind.field === 'receipt'
              ? `400 receipt_required (no file), 413 receipt_too_large (over ${RECEIPT_MAX_MB} MB), 415 receipt_type (not a JPEG, PNG, WebP or PDF).`
              : '400 image_required (no file), 413 image_too_large, 415 image_type (not a JPEG, PNG or WebP).'),
          consumes: kind.rawTypes,
          body: rawBodySchema,
          response: {
            201:
              kind.field === 'receipt'
                ? uploadedReceiptResponseSchema
                : uploadedImageResponseSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const bytes = req.isMultipart() ? await multipartFile(req, kind) : req.body;
        const row = await storeUpload(deps, {
          corporateId: corporateIdOf(req),
          purpose: route.purpose,
          bytes,
          actor: actorOf(req),
        });
        reply.status(201);
        if (kind.field === 'receipt') {
          return {
            success: true as const,
            data: {
              receipt_id: row.id,
              content_type: row.contentType as (typeof RECEIPT_TYPES)[number],
              size_bytes: row.sizeBytes,
            },
          } as never;
        }
        return {
          success: true as const,
          data: {
            image_id: row.id,
            content_type: row.contentType as (typeof PARCEL_IMAGE_TYPES)[number],
            size_bytes: row.sizeBytes,
          },
        };
      },
    );
  });
}

/**
 * Uploads under /api/corporate (issue 8): POST /parcels/images stores the parcel's photo and
 * answers its id (given as `image_id` when the parcel is created); GET /uploads/{id} gives a
 * company's file back to it. Barred for masters, like trips and parcels (SPEC §6). POST /logos
 * (issue 10) stores a company's logo for its onboarding form, masters included. Not
 * idempotency-keyed: sending the same image twice only stores it twice.
 */
export async function uploadsRoutes(app: FastifyInstance) {
  await imageUploadRoute(app, {
    url: '/topups/receipts',
    purpose: 'receipt',
    tags: ['topups'],
    summary: `Upload a top-up's receipt: a JPEG, PNG, WebP or PDF of at most ${RECEIPT_MAX_MB} MB, read from its bytes`,
    use: 'as `receipt_id` to POST /topups',
  });
  await imageUploadRoute(app, {
    url: LOGO_UPLOAD_PATH,
    purpose: 'logo',
    tags: ['onboarding'],
    summary: `Upload the company's logo: a JPEG, PNG or WebP of at most ${PARCEL_IMAGE_MAX_MB} MB, read from its bytes`,
    use: 'as `logo_upload_id` to PUT /onboarding',
  });

  await app.register(async (scope) => {
    const deps = app.deps;
    mastersRule(scope, 'barred');

    await imageUploadRoute(scope, {
      url: '/parcels/images',
      purpose: 'parcel_image',
      tags: ['parcels'],
      summary: `Upload the parcel's photo: a JPEG, PNG or WebP of at most ${PARCEL_IMAGE_MAX_MB} MB, read from its bytes`,
      use: 'when creating the parcel',
    });

    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/uploads/:id',
      {
        schema: {
          tags: ['uploads'],
          summary:
            "One of the company's uploaded files (a parcel's photo, a proof-of-delivery photo), with its type",
          params: idParamsSchema,
          response: {
            200: {
              description: 'The file',
              content: Object.fromEntries(
                PARCEL_IMAGE_TYPES.map((type) => [type, { schema: binaryFile() }]),
              ),
            },
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const file = await readUpload(deps, corporateIdOf(req), req.params.id);
        if (!file) throw notFound();
        return (
          reply
            .type(file.contentType)
            .header('x-content-type-options', 'nosniff')
            // shown by <img> all the same; opened directly, it is saved, not run in our origin
            .header('content-disposition', 'attachment')
            .send(file.bytes)
        );
      },
    );
  });
}

/**
 * GET /api/public/logos/{id}: a company's current logo, without a session, so the panel (and the
 * console) can show it as a plain image (its image_url). Only an upload that is some company's
 * logo right now is served; any other id is not found. The id is random and never reused, so
 * the answer may be kept for long.
 */
export async function publicLogoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  r.get(
    '/logos/:id',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags: ['public'],
        summary: "A company's logo (its image_url), as the image it was uploaded as",
        params: idParamsSchema,
        response: {
          200: {
            description: 'The image',
            content: Object.fromEntries(
              PARCEL_IMAGE_TYPES.map((type) => [type, { schema: binaryFile() }]),
            ),
          },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const file = await readCurrentLogo(deps, req.params.id);
      if (!file) throw notFound();
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
}
