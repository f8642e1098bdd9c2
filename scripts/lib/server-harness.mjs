// Starts the real API server as a child process for end-to-end tests and benchmarks:
// a free port, a fresh temporary data folder, optionally a fresh PostgreSQL database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const TSX = join(ROOT, 'node_modules/.bin/tsx');
export const SERVER_ENTRY = join(ROOT, 'apps/api/src/server.ts');
/**
 * The server runs in Node itself with tsx as a loader (`node --import tsx`), not under the tsx
 * CLI: the CLI relays SIGTERM to its child and SIGKILLs it when the child does not answer within
 * 30 ms, which on a busy machine cuts the graceful shutdown (and the PGlite folder's) short.
 */
export const SERVER_COMMAND = [process.execPath, ['--import', 'tsx', SERVER_ENTRY]];

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether a PostgreSQL server answers at `url`. */
export async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates an empty database next to the one in `baseUrl`; `drop()` removes it. */
export async function createTempDatabase(baseUrl, prefix = 'run') {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export function makeTempDir(prefix) {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Polls `GET url` until it answers 200; rejects after `timeoutMs` or when `isDead()` says so. */
export async function waitForOk(
  url,
  { timeoutMs = 60_000, isDead = () => false, intervalMs = 25 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (isDead()) throw new Error(`server exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Spawns `node --import tsx apps/api/src/server.ts` with `env` on a free port and a fresh DATA_DIR (unless
 * given), waits for GET /api/health, and returns how to reach and stop it.
 * `log`: 'inherit' to show the server's output, or a function receiving each chunk.
 */
export async function startApiServer({
  env = {},
  log,
  healthTimeoutMs = 90_000,
  command,
  healthPath = '/api/health',
} = {}) {
  const port = Number(env.PORT) || (await freePort());
  const ownDataDir = env.DATA_DIR ? undefined : makeTempDir('trayecto-data-');
  const childEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
  };
  const [bin, args] = command ?? SERVER_COMMAND;
  const spawnedAt = performance.now();
  const child = spawn(bin, args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  let output = '';
  child.on('exit', () => {
    exited = true;
  });
  const onChunk = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    if (log === 'inherit') process.stderr.write(text);
    else if (typeof log === 'function') log(text);
  };
  child.stdout.on('data', onChunk);
  child.stderr.on('data', onChunk);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${baseUrl}${healthPath}`, {
      timeoutMs: healthTimeoutMs,
      isDead: () => exited,
    });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- server output ---\n${output}`, { cause: error });
  }
  const healthyMs = performance.now() - spawnedAt;
  /** Sends `signal` (default SIGKILL: a crash, no shutdown) and resolves once the process is gone. */
  const kill = async (signal = 'SIGKILL') => {
    if (exited) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await gone;
  };
  return {
    baseUrl,
    port,
    child,
    healthyMs,
    dataDir: childEnv.DATA_DIR,
    stop,
    kill,
    isAlive: () => !exited,
    output: () => output,
  };
}
