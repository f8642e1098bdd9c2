// `npm run dev`: the API in watch mode on API_PORT (3001) and the Vite dev server on 5173,
// (WEB_PORT), which proxies /api and /socket.io to API_PORT. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, SERVER_ENTRY, TSX } from './lib/server-harness.mjs';

const apiPort = process.env.API_PORT || '3001';
const webPort = process.env.WEB_PORT || '5173';
const env = { ...process.env, API_PORT: apiPort };
const children = [
  spawn(TSX, ['watch', SERVER_ENTRY], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, LOG_LEVEL: process.env.LOG_LEVEL || 'info' },
  }),
  spawn(join(ROOT, 'node_modules/.bin/vite'), ['--port', webPort, '--strictPort'], {
    cwd: join(ROOT, 'apps/web'),
    stdio: 'inherit',
    env,
  }),
];
console.log(`[dev] API on http://localhost:${apiPort}, web on http://localhost:${webPort}`);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
