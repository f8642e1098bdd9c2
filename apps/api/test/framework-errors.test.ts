import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, type ErrorCode, type Language } from '@trayecto/contracts';
import { head, rawRequest, type RawResponse } from './raw-http.ts';
import { auth, login, setupApp, type TestContext } from './helpers.ts';

// Issue 7, defect 5: errors raised by Fastify or by Node's HTTP parser, before any route runs,
// answered without our body, and a 10 MB body reset the connection. Each must answer
// { error_code, message } in the caller's language, and a client that sends its whole request
// before reading must get the answer, not a reset.

let t: TestContext;
let token: string;
let port: number;
beforeAll(async () => {
  t = await setupApp();
  token = (await login(t.app, 'demo@trayecto.test')).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t?.close());

function expectError(res: RawResponse, status: number, code: ErrorCode, lang: Language) {
  expect(res.status, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(res.body)).toEqual({ error_code: code, message: errorMessage(code, lang) });
}

const TEN_MB = Buffer.alloc(10 * 1024 * 1024, 'a');

describe('a body over the limit (1 MiB)', () => {
  it.each([
    ['login, without a session', '/api/corporate/login', false],
    ['a new collaborator, with a session', '/api/corporate/users', true],
  ] as const)('answers 413 on %s, read to the end: no reset', async (_name, path, session) => {
    const headers: [string, string | number][] = [
      ['accept-language', 'en'],
      ['content-type', 'application/json'],
      ['content-length', TEN_MB.length],
    ];
    if (session) headers.push(['access-token', token]);
    const res = await rawRequest(port, [head('POST', path, headers), TEN_MB]);
    expect(res.socketError).toBeUndefined();
    expectError(res, 413, 'payload_too_large', 'en');
  });

  it('answers 413 to a chunked body that grows past the limit', async () => {
    const chunk = Buffer.alloc(512 * 1024, 'a');
    const framed = Array.from({ length: 20 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    const res = await rawRequest(port, [
      head('POST', '/api/corporate/login', [
        ['accept-language', 'fr'],
        ['content-type', 'application/json'],
        ['transfer-encoding', 'chunked'],
      ]),
      ...framed,
      '0\r\n\r\n',
    ]);
    expect(res.socketError).toBeUndefined();
    expectError(res, 413, 'payload_too_large', 'fr');
  });
});

describe("Node's HTTP parser refusing a request", () => {
  it('answers 431 headers_too_large in the caller language, then closes', async () => {
    const res = await rawRequest(port, [
      head('GET', '/api/health', [
        ['accept-language', 'fr'],
        ['x-filler', 'a'.repeat(20_000)],
      ]),
    ]);
    expectError(res, 431, 'headers_too_large', 'fr');
    expect(res.headers.connection).toBe('close');
    expect(res.socketError).toBeUndefined();
  });

  it('answers 414 uri_too_long for a request line past the header limit', async () => {
    const res = await rawRequest(port, [
      `GET /api/corporate/users?q=${'a'.repeat(20_000)} HTTP/1.1\r\naccept-language: ar\r\n\r\n`,
    ]);
    expectError(res, 414, 'uri_too_long', 'ar');
    expect(res.headers.connection).toBe('close');
  });

  it('answers 400 malformed_request for a broken header line', async () => {
    const res = await rawRequest(port, [
      'GET /api/health HTTP/1.1\r\naccept-language: en\r\nnot a header\r\n\r\n',
    ]);
    expectError(res, 400, 'malformed_request', 'en');
    expect(res.headers.connection).toBe('close');
  });

  it('answers 400 malformed_request for a request line that is not HTTP', async () => {
    const res = await rawRequest(port, ['HELLO THERE\r\n\r\n']);
    expectError(res, 400, 'malformed_request', 'es');
  });
});

describe("Fastify's own errors", () => {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, lang: Language, extra = {}) =>
    t.app.inject({ method, url, headers: { ...auth(token), 'accept-language': lang }, ...extra });

  it.each([
    ['an unknown /api route', 'GET', '/api/corporate/nothing-here', 404, 'not_found', {}],
    ['an unknown method on a known path', 'PUT', '/api/corporate/me', 404, 'not_found', {}],
    [
      'a path that is not valid UTF-8',
      'GET',
      '/api/public/trip-info/%ED%A0%80',
      400,
      'malformed_request',
      {},
    ],
    ['bad percent-encoding', 'GET', '/api/public/trip-info/%zz', 400, 'malformed_request', {}],
    [
      'a path parameter over 100 characters',
      'GET',
      `/api/corporate/users/${'a'.repeat(101)}`,
      414,
      'uri_too_long',
      {},
    ],
    [
      'malformed JSON',
      'POST',
      '/api/corporate/users',
      400,
      'malformed_request',
      { headers: { 'content-type': 'application/json' }, payload: '{"name":' },
    ],
    [
      'an unsupported content type',
      'POST',
      '/api/corporate/users',
      415,
      'unsupported_media_type',
      { headers: { 'content-type': 'application/xml' }, payload: '<user/>' },
    ],
  ] as const)('answers %s with our body', async (_name, method, url, status, code, extra) => {
    for (const lang of ['es', 'ar'] as const) {
      const { headers = {}, ...rest } = extra as { headers?: Record<string, string> };
      const res = await t.app.inject({
        method,
        url,
        headers: { ...auth(token), 'accept-language': lang, ...headers },
        ...rest,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ error_code: code, message: errorMessage(code, lang) });
    }
  });

  it('keeps the rate limiter answer (429 rate_limited with Retry-After)', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/corporate/password/reset',
        headers: { 'accept-language': 'en' },
        payload: {},
        remoteAddress: '10.254.254.254',
      });
    let res = await ask();
    for (let i = 0; i < 200 && res.statusCode !== 429; i++) res = await ask();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error_code: 'rate_limited',
      message: errorMessage('rate_limited', 'en'),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still sends a well-formed request to its route', async () => {
    const res = await send('GET', '/api/corporate/me', 'en');
    expect(res.statusCode).toBe(200);
  });
});
