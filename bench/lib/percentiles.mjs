// Latency summaries from raw samples (ms), shared by the sockets and soak benchmarks.
import { loadavg } from 'node:os';

const round = (v, digits = 1) => (Number.isFinite(v) ? Number(v.toFixed(digits)) : null);

/** p50/p95/p99/max of `samples` (any array-like of numbers); nulls when empty. */
export function summarize(samples) {
  const sorted = Float64Array.from(samples).sort();
  const at = (q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
  return {
    count: sorted.length,
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.length ? sorted[sorted.length - 1] : NaN),
  };
}

/** Joins several typed arrays (or arrays) of samples into one Float64Array. */
export function concatSamples(parts) {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

export const mib = (bytes) => round(bytes / 1024 / 1024);

/** The 1-minute load average, as text for a table cell. */
export const load1 = () => loadavg()[0].toFixed(2);
