// What every benchmark module receives.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, makeTempDir, postgresReachable } from '../../scripts/lib/server-harness.mjs';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

export async function createContext(args) {
  let manifestBuild;
  const pgUrl = process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL;
  const pgAvailable = args.includes('--no-postgres') ? false : await postgresReachable(pgUrl);
  return {
    root: ROOT,
    args,
    pgUrl,
    pgAvailable,
    log: (msg) => console.error(`[bench] ${msg}`),
    /**
     * The Vite manifest of the production build. apps/web/dist is built when missing (or when
     * --build is given); when that build has no manifest, the same production build is made
     * again with --manifest into a temporary folder, so apps/web/dist is left as it is.
     */
    ensureWebBuild() {
      const dist = join(ROOT, 'apps/web/dist');
      if (!existsSync(join(dist, 'index.html')) || args.includes('--build')) {
        console.error('[bench] building the web app (npm run build -w apps/web)…');
        const res = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
          cwd: ROOT,
          stdio: 'inherit',
        });
        if (res.status !== 0) throw new Error('the web build failed');
      }
      const manifest = join(dist, '.vite/manifest.json');
      if (existsSync(manifest)) return manifest;
      if (!manifestBuild) {
        manifestBuild = makeTempDir('trayecto-bench-web-');
        console.error(
          '[bench] apps/web/dist has no manifest: building again with --manifest into a temp folder…',
        );
        const res = spawnSync(
          join(ROOT, 'node_modules/.bin/vite'),
          ['build', '--manifest', '--outDir', manifestBuild, '--emptyOutDir'],
          {
            cwd: join(ROOT, 'apps/web'),
            stdio: ['ignore', 'ignore', 'inherit'],
          },
        );
        if (res.status !== 0) throw new Error('the web build with --manifest failed');
        process.on('exit', () => rmSync(manifestBuild, { recursive: true, force: true }));
      }
      return join(manifestBuild, '.vite/manifest.json');
    },
  };
}
