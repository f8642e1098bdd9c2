// `npm test`: every test, failing fast. (a) Vitest (unit + API), (a') on PostgreSQL the fault
// suite (servers killed, the database stopped: apps/api/test/fault/), (b) the web production
// build, (c) Playwright journeys in Chromium. Ends with one plain line, `N passed, N failed`,
// which CI reads; the exit code is non-zero when anything failed.
// `npm test -- vitest` (or `fault`, `build`, `playwright`, several) runs only those stages;
// E2E_SHARD=k/n runs the k-th of n shares of the journeys, split by measured time
// (scripts/lib/e2e-shards.mjs; CI splits them between its runs);
// VITEST_DB_ONLY=1 runs only the Vitest files that reach a database (CI's PostgreSQL run).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHROMIUM_INSTALL_HINT,
  PDFTOTEXT_INSTALL_HINT,
  findChromium,
  findPdftotext,
} from './lib/chromium.mjs';
import { shareOf } from './lib/e2e-shards.mjs';
import { findPgBin } from './lib/pg-cluster.mjs';
import { ROOT } from './lib/server-harness.mjs';

const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const work = mkdtempSync(join(tmpdir(), 'trayecto-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
const STAGES = ['vitest', 'fault', 'web build', 'playwright'];
/** Stages left out on purpose, with the reason (not "an earlier stage failed"). */
const leftOut = new Map();
const wanted = process.argv.slice(2).map((a) => (a === 'build' ? 'web build' : a));
const unknown = wanted.filter((a) => !STAGES.includes(a));
if (unknown.length) {
  console.error(`unknown stage ${unknown.join(', ')}; stages: vitest, fault, build, playwright`);
  process.exit(2);
}
const runs = (stage) => wanted.length === 0 || wanted.includes(stage);

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return { status: result.status ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

function record(name, status, seconds, counts) {
  const { passed = 0, skipped = 0 } = counts ?? {};
  let failed = counts?.failed ?? 0;
  // A stage that failed without a countable test failure (crash, config error, build) counts once.
  if (status !== 0 && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  stages.push({ name, ok: status === 0, seconds, passed, failed, skipped });
  return status === 0;
}

function finish() {
  console.log('\n──── npm test summary ────');
  for (const s of stages) {
    const counts =
      s.name === 'web build'
        ? ''
        : ` ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`;
    console.log(
      `${s.ok ? 'ok  ' : 'FAIL'} ${s.name.padEnd(12)} ${s.seconds.padStart(6)} s${counts}`,
    );
  }
  for (const [name, why] of leftOut) console.log(`--   ${name.padEnd(12)} not run: ${why}`);
  const notRun = STAGES.filter(
    (n) => runs(n) && !leftOut.has(n) && !stages.some((s) => s.name === n),
  );
  if (notRun.length) console.log(`not run (an earlier stage failed): ${notRun.join(', ')}`);
  rmSync(work, { recursive: true, force: true });
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

/** Runs Vitest with `args` and records the stage with the counts of its JSON report. */
function vitestStage(name, args = []) {
  const out = join(work, `${name}.json`);
  const { status, seconds } = run(bin('vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  const counts = report && {
    passed: report.numPassedTests,
    failed: report.numFailedTests || (status !== 0 ? report.numFailedTestSuites : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
  return record(name, status, seconds, counts);
}

// (a) Vitest: unit and API tests. VITEST_DB_ONLY=1 (CI's PostgreSQL run) keeps the files that
// reach a database or Redis (the API's and the db package's): the web's and the contracts' unit
// tests never do, and they already ran in the PGlite run.
const dbOnly = process.env.VITEST_DB_ONLY === '1' ? ['apps/api', 'packages/db'] : [];
if (runs('vitest') && !vitestStage('vitest', dbOnly)) finish();

// (a') The fault suite: its own PostgreSQL cluster on a spare port (stopped and started by the
// tests) and real servers killed with -9. Part of the PostgreSQL run (DATABASE_URL set) or
// asked for by name. It runs alone, not beside the build and Playwright: it loads both cores
// in bursts (kill under load, a fleet at 200x) and the journeys' timings must not feel that.
if (runs('fault')) {
  const asked = wanted.includes('fault');
  if (!findPgBin()) {
    const why = 'PostgreSQL server binaries (initdb, pg_ctl) not found; install postgresql';
    if (asked) {
      console.error(why);
      record('fault', 1, '0.0');
      finish();
    }
    leftOut.set('fault', why);
  } else if (!asked && !process.env.DATABASE_URL) {
    leftOut.set('fault', 'runs in the PostgreSQL run (DATABASE_URL unset)');
  } else if (!vitestStage('fault', ['-c', 'vitest.fault.config.ts'])) {
    finish();
  }
}

// (b) The web production build (the end-to-end tests run against it).
if (runs('web build')) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status, seconds } = run(npm, ['run', 'build', '-w', 'apps/web']);
  if (!record('web build', status, seconds)) finish();
}

// (c) Playwright journeys in Chromium.
if (runs('playwright')) {
  if (!findChromium() || !findPdftotext()) {
    console.error(findChromium() ? PDFTOTEXT_INSTALL_HINT : CHROMIUM_INSTALL_HINT);
    record('playwright', 1, '0.0');
    finish();
  }
  const out = join(work, 'playwright.json');
  // E2E_SHARD=1/2: this run takes that share of the journey files (CI runs one share on each
  // database, see .ci/run); unset, every journey runs.
  const shard = process.env.E2E_SHARD;
  const share = shard ? shareOf(shard) : undefined;
  if (shard && !share) {
    console.error(`E2E_SHARD must look like 1/2 (k of n, 1 ≤ k ≤ n), not ${shard}`);
    record('playwright', 1, '0.0');
    finish();
  }
  if (share) {
    console.log(
      `journeys, share ${shard} (about ${Math.round(share.seconds)} s of measured time): ${share.files.join(', ')}`,
    );
  }
  const { status, seconds } = run(
    bin('playwright'),
    [
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      '--reporter=list,json',
      // each file of the share as an anchored pattern (Playwright reads arguments as regexps)
      ...(share ? share.files.map((f) => `/e2e/${f.replaceAll('.', '\\.')}$`) : []),
    ],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: out },
  );
  const report = readJson(out);
  const stats = report?.stats;
  const counts = stats && {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (report.errors?.length && !stats.unexpected ? 1 : 0),
    skipped: stats.skipped,
  };
  record('playwright', status, seconds, counts);
}

finish();
