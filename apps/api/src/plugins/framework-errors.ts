import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { errorMessage, pickLanguage, type ApiErrorBody, type ErrorCode } from '@trayecto/contracts';

// Errors raised before a route runs: by Fastify (bad URL, body limit, content type, JSON), and by
// Node's HTTP parser (headers too large, a broken request) where there is no request object at
// all. Each answers { error_code, message } in the caller's language like any other error.

/** Fastify's error codes, by what they mean to the caller. */
const FASTIFY_CODES: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'malformed_request'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_request'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_request'],
  FST_ERR_BAD_URL: [400, 'malformed_request'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long'],
};

/** The rest of Fastify's 4xx by status; a bare 400 is a body the parser refused (bad JSON). */
const STATUS_CODES_4XX: Record<number, ErrorCode> = {
  400: 'malformed_request',
  401: 'invalid_token',
  403: 'forbidden',
  404: 'not_found',
  408: 'timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** Status and catalogue code of an error Fastify raised (not an AppError, not zod). */
export function frameworkError(error: FastifyError): [number, ErrorCode] {
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status >= 500) return [500, 'unknown'];
  return [status, STATUS_CODES_4XX[status] ?? 'validation_error'];
}

const bodyOf = (code: ErrorCode, acceptLanguage: string | undefined): ApiErrorBody => ({
  error_code: code,
  message: errorMessage(code, pickLanguage(acceptLanguage)),
});

/** Fastify's `frameworkErrors` option: a bad URL or an over-long path parameter, before routing. */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [status, code] = frameworkError(error);
  request.log.info({ code: error.code, status }, error.message);
  return reply.status(status).send(bodyOf(code, request.headers['accept-language']));
}

// Reading (and dropping) what a client still sends after an early answer, before closing. Closing
// on unread data makes the kernel send RST, and a client busy writing its body then sees
// ECONNRESET/EPIPE instead of the answer. Bounded so that no one can keep us reading forever.
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** Resolves once the request body has been read to its end (or the bounds are hit). */
export function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  if (Number(raw.headers['content-length']) > DRAIN_MAX_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    timer.unref();
    raw.on('data', onData).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}

/** Closes a socket we answered on, after the client stops sending (or the bounds are hit). */
function lingerAndClose(socket: Socket) {
  let seen = 0;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, DRAIN_MAX_MS);
  timer.unref();
  socket.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_MAX_BYTES) close();
  });
  socket.once('end', close);
  socket.resume();
}

/** How much of the unparsed bytes is searched for the caller's language (past a long URL too). */
const SNIFF_MAX_BYTES = 1024 * 1024;

/** The caller's Accept-Language, read from the raw bytes Node could not parse (if they hold it). */
function sniffAcceptLanguage(rawPacket: Buffer | undefined): string | undefined {
  const text = rawPacket?.subarray(0, SNIFF_MAX_BYTES).toString('latin1') ?? '';
  return /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1];
}

/** Status and code of a parser error. The request line counts towards the header limit. */
function clientErrorCode(err: ConnectionError, rawPacket: Buffer | undefined) {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'timeout'] as const;
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    const text = rawPacket?.subarray(0, 16 * 1024).toString('latin1') ?? '';
    const lineEnd = text.indexOf('\r\n');
    return lineEnd === -1 || lineEnd > 8 * 1024
      ? ([414, 'uri_too_long'] as const)
      : ([431, 'headers_too_large'] as const);
  }
  return [400, 'malformed_request'] as const;
}

const answered = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (431, 414, 400) or it
 * timed out (408). There is no request object: write a whole HTTP/1.1 answer on the socket, say
 * `connection: close`, then read what the client still sends before closing (no reset).
 */
export function handleClientError(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  // The parser reports every later chunk of a broken connection again: answer once.
  if (answered.has(socket)) return;
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  // The bytes Node could not parse (a Buffer, whatever Fastify's types say).
  const rawPacket = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined;
  const [status, code] = clientErrorCode(err, rawPacket);
  this.log.info({ code: err.code, status }, 'client error');
  const body = JSON.stringify(bodyOf(code, sniffAcceptLanguage(rawPacket)));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'connection: close\r\n\r\n' +
      body,
  );
  lingerAndClose(socket);
}
