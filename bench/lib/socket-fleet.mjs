// Helpers of bench/sockets.mjs: the bench server entry as a child process, its control routes,
// and a fleet of client processes (bench/lib/socket-clients.mjs) reached over IPC.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ROOT, startApiServer } from '../../scripts/lib/server-harness.mjs';

const SERVER_ENTRY = join(ROOT, 'bench/lib/socket-server.mjs');
const CLIENT_ENTRY = join(ROOT, 'bench/lib/socket-clients.mjs');

/** The real app under bench/lib/socket-server.mjs, with --expose-gc for honest memory figures. */
export function startSocketServer(env) {
  return startApiServer({
    command: [process.execPath, ['--expose-gc', '--import', 'tsx', SERVER_ENTRY]],
    env: {
      DEMO_SEED: 'false',
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

export async function control(server, path, body) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(600_000),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Whether Redis answers PING at `url` (a raw RESP exchange, no client library needed). */
export function redisReachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const sock = createConnection({ host: hostname, port: Number(port) || 6379 });
    const done = (ok) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(2000, () => done(false));
    sock.on('error', () => done(false));
    sock.on('connect', () => sock.write('PING\r\n'));
    sock.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/** `count` client processes; each answers one message at a time. */
export function startClientFleet(count) {
  const procs = Array.from({ length: count }, () =>
    fork(CLIENT_ENTRY, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const ask = (proc, msg, replyType) =>
    new Promise((resolve, reject) => {
      const onMessage = (reply) => {
        if (reply.type !== replyType) return;
        proc.off('message', onMessage);
        proc.off('exit', onExit);
        resolve(reply);
      };
      const onExit = (code) => reject(new Error(`a client process exited (${code})`));
      proc.on('message', onMessage);
      proc.once('exit', onExit);
      proc.send(msg);
    });
  return {
    size: count,
    /** `clients` split round-robin over the processes, connected in parallel. */
    connect: (clients, concurrency) =>
      Promise.all(
        procs.map((proc, p) =>
          ask(
            proc,
            {
              type: 'connect',
              clients: clients.filter((_, i) => i % count === p),
              concurrency: Math.ceil(concurrency / count),
            },
            'connected',
          ),
        ),
      ),
    collect: () => Promise.all(procs.map((proc) => ask(proc, { type: 'collect' }, 'samples'))),
    close: () =>
      Promise.all(
        procs.map(
          (proc) =>
            new Promise((resolve) => {
              if (proc.exitCode !== null) return resolve();
              proc.once('exit', resolve);
              proc.send({ type: 'close' });
              setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
            }),
        ),
      ),
  };
}
