// A throwaway PostgreSQL cluster for the fault tests: its own data folder and a spare port, so a
// test can stop and start the database under a running server without touching the machine's
// shared cluster. Uses the machine's binaries (/usr/lib/postgresql/<v>/bin or PG_BIN).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, postgresReachable } from './server-harness.mjs';

const PG_ROOT = '/usr/lib/postgresql';

/** The bin folder holding initdb and pg_ctl (PG_BIN, else the newest installed), or undefined. */
export function findPgBin() {
  const has = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : undefined;
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => has(join(PG_ROOT, v, 'bin')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(PG_ROOT, versions[0], 'bin') : undefined;
}

// initdb refuses to run as root: as root we run the binaries as the `postgres` OS user, in a
// folder that user owns; as anyone else, as ourselves.
const asRoot = process.getuid?.() === 0;

function ownerIds() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error('running as root needs a `postgres` OS user to own the test cluster');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function pgRun(bin, tool, args, { allowFail = false } = {}) {
  const exe = join(bin, tool);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0 && !allowFail) {
    throw new Error(
      `${tool} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result;
}

/**
 * initdb + start on a free port of 127.0.0.1 with trust auth. Returns the cluster:
 * `url(db)` connection string, `stop(mode)` ('fast' | 'immediate' | 'smart'), `start()`,
 * `isRunning()`, `log()` (the server log), `destroy()` (stop immediately, remove the folder).
 * The folder is removed at process exit too, should a test die before `destroy()`.
 */
export async function createPgCluster({ prefix = 'trayecto-pg-' } = {}) {
  const bin = findPgBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found (initdb, pg_ctl under /usr/lib/postgresql/*/bin); ' +
        'install postgresql or set PG_BIN',
    );
  }
  const root = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) {
    const { uid, gid } = ownerIds();
    chownSync(root, uid, gid);
  }
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  const port = await freePort();
  pgRun(bin, 'initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
    '--no-instructions',
  ]);
  // fsync off: these tests kill the server and stop the database, never the machine, so nothing
  // needs to reach the disk; it keeps a 2-core CI box fast. The socket lives in our own folder.
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c synchronous_commit=off',
    '-c max_connections=100',
  ].join(' ');

  let running = false;
  const cluster = {
    port,
    dataDir,
    url: (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    isRunning: () => running,
    async start() {
      pgRun(bin, 'pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        options,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      running = true;
      // pg_ctl -w waits for the postmaster; wait for TCP as well before handing it back.
      const deadline = Date.now() + 30_000;
      while (!(await postgresReachable(cluster.url()))) {
        if (Date.now() > deadline)
          throw new Error(`test cluster on ${port} did not accept connections`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** fast: disconnects clients, rolls back; immediate: no shutdown checkpoint (a crash). */
    stop(mode = 'fast') {
      pgRun(bin, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop'], {
        allowFail: !running,
      });
      running = false;
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    destroy() {
      process.off('exit', cleanup);
      cleanup();
    },
  };
  function cleanup() {
    pgRun(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { allowFail: true });
    running = false;
    rmSync(root, { recursive: true, force: true });
  }
  process.on('exit', cleanup);
  await cluster.start();
  return cluster;
}
