// autocannon wrapper: a bounded load on a loopback address, summarised.
import autocannon from 'autocannon';

export const LOAD_DEFAULTS = { connections: 10, duration: 10, warmup: 2 };

/** Runs a short warm-up and then the measured load; returns throughput and latency. */
export async function measure(url, { headers = {}, ...options } = {}) {
  const settings = { ...LOAD_DEFAULTS, ...options };
  const base = { url, headers, connections: settings.connections };
  if (settings.warmup > 0) await autocannon({ ...base, duration: settings.warmup });
  const r = await autocannon({ ...base, duration: settings.duration });
  return {
    url: new URL(url).pathname,
    connections: settings.connections,
    durationS: settings.duration,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    avgMs: r.latency.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
