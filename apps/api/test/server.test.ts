import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'apps/api/src/server.ts');
// As production runs it (scripts/lib/server-harness.mjs): Node with the tsx loader, so signals
// reach the server itself.
const spawnServer = (env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Runs server.ts to its exit; these cases stop before listening. */
function run(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolveRun) => {
    const child = spawnServer({ PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env });
    child.stdout.resume();
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolveRun({ code, stderr }));
  });
}

describe('server.ts', () => {
  it('starts on a fresh data folder with demo data and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresh-data-'));
    dirs.push(dir);
    const child = spawnServer({
      PATH: process.env.PATH ?? '',
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const base = await new Promise<string>((resolveUrl, reject) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) resolveUrl(m[1]!);
      });
      void exited.then((code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({
      status: 'ok',
      db: 'pglite',
      checks: { database: 'up' },
    });
    const login = await fetch(`${base}/api/corporate/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@trayecto.test', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // the lock is released: the folder can be opened again
    const release = await lockfile.lock(dir, { realpath: false });
    await release();
    // a fresh PGlite folder (initdb, migrations, seed) is slow on a busy machine
  }, 180_000);

  it('stops with a message naming a wrong variable', async () => {
    const { code, stderr } = await run({ PORT: 'tres-mil' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration: PORT');
  });

  it('refuses a data folder another process holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locked-data-'));
    dirs.push(dir);
    const release = await lockfile.lock(dir, { realpath: false });
    try {
      const { code, stderr } = await run({ DATA_DIR: dir, PORT: '0' });
      expect(code).toBe(1);
      expect(stderr).toContain('is in use by another running process');
    } finally {
      await release();
    }
  });
});
