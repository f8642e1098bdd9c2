// `npm start`: build the web app when it has never been built (or its sources changed since),
// then run the API server from source (Node with the tsx loader). The server serves the API, realtime and the
// built SPA on PORT (3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SERVER_COMMAND } from './lib/server-harness.mjs';

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/contracts/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function webBuildReason() {
  const index = join(ROOT, 'apps/web/dist/index.html');
  if (!existsSync(index)) return 'apps/web/dist is missing';
  const built = statSync(index).mtimeMs;
  const changed = WEB_SOURCES.some((p) => newestMtime(join(ROOT, p)) > built);
  return changed ? 'the web sources changed since the last build' : undefined;
}

// With WEB_DIST set, the server serves a build made elsewhere: leave it alone.
const reason = process.env.WEB_DIST ? undefined : webBuildReason();
if (reason) {
  console.log(`[start] ${reason}: building the web app (npm run build -w apps/web)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[start] the web build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}

const [node, args] = SERVER_COMMAND;
const server = spawn(node, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 0);
});
