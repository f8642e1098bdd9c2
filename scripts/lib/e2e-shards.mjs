// Splits the journeys between CI's runs by how long each file takes, not by how many tests it
// holds (Playwright's --shard counts tests: one share got the four slowest files and finished
// minutes after the other). Durations are measured, per spec file, in apps/web/e2e/durations.json
// (`node scripts/e2e-durations.mjs <playwright json report>` writes it from a run); a file not in
// it yet counts as the median, so a new journey always runs somewhere.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server-harness.mjs';

export const E2E_DIR = join(ROOT, 'apps/web/e2e');
export const DURATIONS_FILE = join(E2E_DIR, 'durations.json');

/** The journey files, relative to apps/web/e2e, sorted. */
export function specFiles(dir = E2E_DIR) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
}

/** Seconds per spec file as last measured ({} when never measured). */
export function readDurations(file = DURATIONS_FILE) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Longest first, each into the share with the least time so far (LPT). Every file lands in
 * exactly one share; the result is the same for the same inputs, so CI's runs agree.
 * @param {string[]} files
 * @param {Record<string, number>} durations
 * @param {number} count
 * @returns {{ files: string[]; seconds: number }[]}
 */
export function planShards(files, durations, count) {
  const known = files.map((f) => durations[f]).filter((s) => typeof s === 'number');
  const sorted = [...known].sort((a, b) => a - b);
  const fallback = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 30;
  const weight = (f) => (typeof durations[f] === 'number' ? durations[f] : fallback);
  const shares = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const ordered = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of ordered) {
    let target = shares[0];
    for (const share of shares) if (share.seconds < target.seconds) target = share;
    target.files.push(file);
    target.seconds += weight(file);
  }
  for (const share of shares) share.files.sort();
  return shares;
}

/** "k/n" → the files of share k (1-based), or undefined when the text is not of that form. */
export function shareOf(spec, files = specFiles(), durations = readDurations()) {
  const match = /^(\d+)\/(\d+)$/.exec(spec ?? '');
  if (!match) return undefined;
  const [k, n] = [Number(match[1]), Number(match[2])];
  if (k < 1 || k > n) return undefined;
  return planShards(files, durations, n)[k - 1];
}
