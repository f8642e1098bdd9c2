import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@trayecto/db/test-db';
import { createSteppedClock, testEnv } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

// A request that arrives on an open keep-alive connection while the server shuts down gets our
// 503 body (Fastify's own has no error_code), in the caller's language.

type Reply = { status: number; headers: Record<string, unknown>; body: string };

function get(port: number, agent: Agent, path: string, lang: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-language': lang } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('shutting down', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let closing: Promise<void> | undefined;
  let entered!: () => void;
  const inPreClose = new Promise<void>((resolve) => (entered = resolve));

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    release();
    await closing;
    await handle?.close();
  });

  it('answers 503 service_unavailable with our body on a connection left open', async () => {
    const app = await buildApp({
      db: handle,
      config: loadConfig(testEnv()),
      clock: createSteppedClock(new Date()),
    });
    // Keeps the shutdown in its preClose phase until the test has asked.
    app.addHook('preClose', async () => {
      entered();
      await held;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, agent, '/api/health', 'en')).status).toBe(200);

    closing = app.close();
    await inPreClose;
    const during = await get(port, agent, '/api/corporate/me', 'en');
    expect(during.status).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(JSON.parse(during.body)).toEqual({
      error_code: 'service_unavailable',
      message: 'The service is unavailable right now. Try again in a few seconds',
    });
    agent.destroy();
    release();
    await closing;
  });
});
