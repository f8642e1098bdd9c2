// Resident memory and CPU time of a child process over time, and the memory drift after a warm-up.
import { readFileSync } from 'node:fs';

/** VmRSS of `pid` in bytes (Linux /proc), or NaN when unreadable. */
function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** user + system CPU seconds of `pid` (Linux /proc, 100 ticks a second), or NaN. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // after the command: state is field 3, utime 14 and stime 15 (1-based, man 5 proc)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export function createRssSampler(pid, everyMs) {
  const t0 = performance.now();
  const samples = [];
  const take = () => samples.push({ s: (performance.now() - t0) / 1000, rss: rssOf(pid) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    last: () => samples[samples.length - 1]?.rss ?? NaN,
    stop: () => {
      clearInterval(timer);
      take();
    },
  };
}

const toMiB = (b) => b / 1024 / 1024;
const r1 = (v) => (Number.isFinite(v) ? Number(v.toFixed(2)) : null);

/**
 * RSS at the start of the run, after `warmupS`, at the end, its drift (end − after warm-up),
 * the least-squares slope in MiB/min over the samples after the warm-up, and the drift of the
 * floor (lowest RSS of the last minute − lowest of the first minute after the warm-up).
 */
export function rssDrift(samples, warmupS) {
  const valid = samples.filter((x) => Number.isFinite(x.rss));
  const after = valid.filter((x) => x.s >= warmupS);
  if (after.length < 2) return { warmupS, samples: valid.length };
  const n = after.length;
  const mx = after.reduce((a, x) => a + x.s, 0) / n;
  const my = after.reduce((a, x) => a + toMiB(x.rss), 0) / n;
  const sxy = after.reduce((a, x) => a + (x.s - mx) * (toMiB(x.rss) - my), 0);
  const sxx = after.reduce((a, x) => a + (x.s - mx) ** 2, 0);
  const first = after[0];
  const last = after[n - 1];
  // The lowest RSS of the first and of the last minute after the warm-up: a backlog of requests
  // lifts RSS for a while, a leak lifts the floor.
  const floor = (from, to) =>
    Math.min(...after.filter((x) => x.s >= from && x.s <= to).map((x) => toMiB(x.rss)));
  const floorStart = floor(first.s, first.s + 60);
  const floorEnd = floor(last.s - 60, last.s);
  return {
    warmupS,
    samples: valid.length,
    startMiB: r1(toMiB(valid[0].rss)),
    afterWarmupMiB: r1(toMiB(first.rss)),
    endMiB: r1(toMiB(last.rss)),
    maxMiB: r1(Math.max(...valid.map((x) => toMiB(x.rss)))),
    driftMiB: r1(toMiB(last.rss - first.rss)),
    slopeMiBPerMin: r1((sxy / sxx) * 60),
    floorStartMiB: r1(floorStart),
    floorEndMiB: r1(floorEnd),
    floorDriftMiB: r1(floorEnd - floorStart),
    series: valid.map((x) => [Math.round(x.s), r1(toMiB(x.rss))]),
  };
}
