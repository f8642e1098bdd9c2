// `npm run bench [-- <name>...] [--build] [--no-postgres]`: runs the benchmark modules of this
// folder, prints a table per module and writes bench/results/<timestamp>.json and latest.json.
// A benchmark is a file bench/<name>.mjs exporting `benchmark = { name, order, run(ctx) }`
// where run resolves to { tables: [{ title, columns, rows }], data }. New modules are found by
// reading this folder: sockets.mjs and soak.mjs need nothing here. Module flags take `=`
// (a bare word is a module name): --soak-seconds=N, --soak-backends=postgres,pglite.
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createContext } from './lib/context.mjs';
import { formatTable } from './lib/table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));

const modules = [];
for (const file of readdirSync(here).filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')) {
  const mod = await import(pathToFileURL(join(here, file)).href);
  if (mod.benchmark) modules.push(mod.benchmark);
}
modules.sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
const selected = wanted.length ? modules.filter((m) => wanted.includes(m.name)) : modules;
if (wanted.length && selected.length !== wanted.length) {
  console.error(`unknown benchmark; available: ${modules.map((m) => m.name).join(', ')}`);
  process.exit(2);
}

const ctx = await createContext(args);
const startedAt = new Date();
const report = {
  startedAt: startedAt.toISOString(),
  commit: safe(() => execSync('git rev-parse --short HEAD', { cwd: ctx.root }).toString().trim()),
  node: process.version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  postgres: ctx.pgAvailable ? ctx.pgUrl.replace(/\/\/[^@]*@/, '//') : null,
  results: {},
};
let failed = false;
for (const bench of selected) {
  console.error(`[bench] ${bench.name}…`);
  const t0 = Date.now();
  try {
    const { tables = [], data } = await bench.run(ctx);
    report.results[bench.name] = { seconds: (Date.now() - t0) / 1000, data };
    for (const table of tables) console.log(`\n${formatTable(table)}`);
  } catch (error) {
    failed = true;
    report.results[bench.name] = { error: String(error?.stack ?? error) };
    console.error(`[bench] ${bench.name} failed: ${error?.stack ?? error}`);
  }
}

const dir = join(here, 'results');
mkdirSync(dir, { recursive: true });
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const json = `${JSON.stringify(report, null, 2)}\n`;
writeFileSync(join(dir, `${stamp}.json`), json);
writeFileSync(join(dir, 'latest.json'), json);
console.log(`\nresults: bench/results/${stamp}.json (and bench/results/latest.json)`);
process.exit(failed ? 1 : 0);

function safe(fn) {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
