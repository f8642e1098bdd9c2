import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorMessage,
  isErrorCode,
  pickLanguage,
  type ApiErrorBody,
  type ErrorCode,
  type Language,
} from '@trayecto/contracts';
import { AppError } from '../lib/app-error.ts';

type Issue = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** The catalogue code for one zod issue: its message when it is a code, else by issue kind. */
function issueCode(issue: Issue): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  if (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? ''))
    return 'field_required';
  if (issue.keyword === 'too_big') return 'too_long';
  if (issue.keyword === 'invalid_format' && issue.params.format === 'email') return 'email_invalid';
  return 'validation_error';
}

function validationBody(
  issues: Issue[],
  lang: Language,
  base: Record<string, string | number>,
): ApiErrorBody {
  const fields: Record<string, string> = {};
  const codes = new Set<ErrorCode>();
  let first: { code: ErrorCode; params: Record<string, string | number> } | undefined;
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    const code = issueCode(issue);
    const params = {
      ...base,
      min: Number(issue.params.minimum ?? 0),
      max: Number(issue.params.maximum ?? 0),
    };
    codes.add(code);
    first ??= { code, params };
    if (!fields[path]) fields[path] = errorMessage(code, lang, params);
  }
  // One rule broken (e.g. passwords_must_match): that rule is the error_code; several: validation_error.
  if (codes.size === 1 && first) {
    return {
      error_code: first.code,
      message: errorMessage(first.code, lang, first.params),
      fields,
    };
  }
  return {
    error_code: 'validation_error',
    message: errorMessage('validation_error', lang),
    fields,
  };
}

// Fastify's own 4xx errors (bad JSON, wrong content type, body too large) keep their status.
function frameworkCode(status: number): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status === 401) return 'invalid_token';
  if (status === 403) return 'forbidden';
  return 'validation_error';
}

/** Every error answers `{error_code, message, fields?}` in the caller's language. */
export function registerErrorHandler(app: FastifyInstance) {
  const base = () => ({
    provider: app.deps.config.providerName,
    product: app.deps.config.productName,
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([k, code]) => [
              k,
              errorMessage(code, lang, { ...base(), ...error.params }),
            ]),
          )
        : undefined;
      if (error.headers) void reply.headers(error.headers);
      const body: ApiErrorBody = {
        error_code: error.code,
        message: errorMessage(error.code, lang, { ...base(), ...error.params }),
        ...(fields ? { fields } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(validationBody(error.validation as unknown as Issue[], lang, base()));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      const code = frameworkCode(status);
      return reply
        .status(status)
        .send({ error_code: code, message: errorMessage(code, lang, base()) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error_code: 'unknown', message: errorMessage('unknown', lang) });
  });
}

/** Answers an unknown /api path with 404 not_found. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLanguage(request.headers['accept-language']);
  return reply
    .status(404)
    .send({ error_code: 'not_found', message: errorMessage('not_found', lang) });
}
