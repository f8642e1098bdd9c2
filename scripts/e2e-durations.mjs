// Writes apps/web/e2e/durations.json from a Playwright JSON report (`--reporter=json`): the
// seconds each journey file took (without its @screenshots tests, which CI leaves out), which
// CI's split between its runs reads
// (scripts/lib/e2e-shards.mjs). Run after a whole journey run on this machine:
//   PLAYWRIGHT_JSON_OUTPUT_FILE=report.json npm run test:e2e -- --reporter=json
//   node scripts/e2e-durations.mjs report.json
import { readFileSync, writeFileSync } from 'node:fs';
import { DURATIONS_FILE } from './lib/e2e-shards.mjs';

const report = JSON.parse(readFileSync(process.argv[2] ?? 'report.json', 'utf8'));
const seconds = {};
const walk = (suite, file) => {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    seconds[here] ??= 0;
    // CI leaves out the tests that only take screenshots (E2E_SCREENSHOTS=0)
    if (spec.title.includes('@screenshots') || spec.tags?.includes('@screenshots')) continue;
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        seconds[here] = (seconds[here] ?? 0) + (result.duration ?? 0) / 1000;
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
};
for (const suite of report.suites ?? []) walk(suite, suite.file);
const rounded = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s)]),
);
writeFileSync(DURATIONS_FILE, `${JSON.stringify(rounded, null, 2)}\n`);
console.log(`${Object.keys(rounded).length} journey files written to ${DURATIONS_FILE}`);
