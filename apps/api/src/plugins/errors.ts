import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorMessage,
  formatUsd,
  isErrorCode,
  pickLanguage,
  type ApiErrorBody,
  type ErrorCode,
  type Language,
} from '@trayecto/contracts';
import { AppError } from '../lib/app-error.ts';
import { dbErrorCode, isDatabaseUnavailable } from '../lib/db-errors.ts';
import { drainRequest, frameworkError } from './framework-errors.ts';

/** Seconds a client is told to wait before trying again while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

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
  // 'too_long' speaks of characters: a number over its maximum is a plain validation_error.
  if (issue.keyword === 'too_big' && issue.params.origin === 'string') return 'too_long';
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

/**
 * The backstop behind edge validation (contracts text.ts): input PostgreSQL refuses as data is the
 * caller's mistake, 400, never a 500, whichever route let it through. 22021 invalid byte sequence
 * (NUL), 22P05 untranslatable character, 22007/22008/22009 a date or time it cannot hold.
 */
const DATABASE_INPUT_CODES: Record<string, ErrorCode> = {
  '22021': 'invalid_text',
  '22P05': 'invalid_text',
  '22007': 'date_out_of_range',
  '22008': 'date_out_of_range',
  '22009': 'date_out_of_range',
};

export function databaseInputCode(error: unknown): ErrorCode | undefined {
  const sqlState = dbErrorCode(error);
  return sqlState ? DATABASE_INPUT_CODES[sqlState] : undefined;
}

/** Every error answers `{error_code, message, fields?}` in the caller's language. */
export function registerErrorHandler(app: FastifyInstance) {
  const base = () => ({
    provider: app.deps.config.providerName,
    product: app.deps.config.productName,
    support_email: app.deps.config.supportEmail,
  });
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    // Fastify closes the connection after a body it refused unread (too large): read it first, or
    // the close resets the connection under a client still sending, and it never sees the answer.
    if (reply.getHeader('connection') === 'close') await drainRequest(request.raw);
    if (error instanceof AppError) {
      const params = {
        ...base(),
        ...error.params,
        ...Object.fromEntries(
          Object.entries(error.money).map(([k, dollars]) => [k, formatUsd(dollars, lang)]),
        ),
      };
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([k, code]) => [k, errorMessage(code, lang, params)]),
          )
        : undefined;
      if (error.headers) void reply.headers(error.headers);
      const body: ApiErrorBody = {
        error_code: error.code,
        message: errorMessage(error.code, lang, params),
        ...(fields ? { fields } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(validationBody(error.validation as unknown as Issue[], lang, base()));
    }
    const inputCode = databaseInputCode(error);
    if (inputCode) {
      // Edge validation should have caught it: say where, so the schema gets fixed.
      request.log.warn(
        { err: error, route: request.routeOptions.url },
        'input refused by the database',
      );
      return reply
        .status(400)
        .send({ error_code: inputCode, message: errorMessage(inputCode, lang, base()) });
    }
    const [status, code] = frameworkError(error);
    if (status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      return reply
        .status(status)
        .send({ error_code: code, message: errorMessage(code, lang, base()) });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a load balancer and the panel can tell, and retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({
          error_code: 'service_unavailable',
          message: errorMessage('service_unavailable', lang),
        });
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

/**
 * While the server shuts down (SIGTERM, a rolling deploy), requests still arriving on open
 * keep-alive connections answer 503 service_unavailable with our body, `Retry-After` and
 * `connection: close`, before any database work: the load balancer sends them elsewhere.
 */
export function registerShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing)
      throw new AppError(503, 'service_unavailable', {
        headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S), connection: 'close' },
      });
  });
}
