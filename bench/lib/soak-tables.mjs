// The tables bench/soak.mjs prints.
import { MIX_WEIGHTS } from './soak-mix.mjs';

const col = (key, label, right = true) => ({ key, label, align: right ? 'right' : 'left' });
const mix = Object.entries(MIX_WEIGHTS)
  .map(([op, w]) => `${w}% ${op}`)
  .join(', ');

export function soakTables(results) {
  const { connections, seconds } = results[0]?.peak ?? {};
  const inv = (l) =>
    l.ok
      ? 'hold'
      : Object.entries(l.invariants)
          .filter(([, n]) => n)
          .map(([k, n]) => `${k}=${n}`)
          .join(' ');
  return [
    {
      title: `Soak: mix ${mix}; peak = closed loop, ${connections} connections, ${seconds} s`,
      columns: [
        col('backend', 'backend', false),
        col('peakRps', 'peak req/s'),
        col('peakP99', 'peak p99 ms'),
        col('peakCpu', 'server CPU % (ms/req)'),
        col('peakLoad', 'load'),
        col('rate', 'soak req/s'),
        col('minutes', 'min'),
        col('requests', 'requests'),
        col('errors', 'errors'),
        col('skipped', 'skipped'),
        col('p50Ms', 'p50 ms'),
        col('p99Ms', 'p99 ms'),
        col('readsP99', 'reads p99 ms'),
        col('rss', 'RSS MiB start / warm / end'),
        col('drift', 'drift MiB'),
        col('slope', 'MiB/min'),
        col('floor', 'floor drift MiB'),
        col('ledger', 'ledger'),
        col('loadAvg', 'load avg'),
      ],
      rows: results.map((r) => ({
        backend: r.backend,
        peakRps: r.peak.rps,
        peakP99: r.peak.p99Ms,
        peakCpu: `${r.peak.serverCpuPct} (${r.peak.cpuMsPerReq})`,
        peakLoad: r.peak.loadAvg,
        rate: `${r.soak.achievedRps} (of ${r.soak.targetRps})`,
        minutes: (r.soak.seconds / 60).toFixed(1),
        requests: r.soak.requests,
        errors: r.soak.errors,
        skipped: r.soak.skipped,
        p50Ms: r.soak.p50Ms,
        p99Ms: r.soak.p99Ms,
        readsP99: r.soak.readsP99Ms,
        rss: `${r.rss.startMiB} / ${r.rss.afterWarmupMiB} / ${r.rss.endMiB}`,
        drift: r.rss.driftMiB,
        slope: r.rss.slopeMiBPerMin,
        floor: r.rss.floorDriftMiB,
        ledger: inv(r.ledger),
        loadAvg: r.soak.loadAvg,
      })),
    },
    {
      title: 'Soak: latency per operation over the whole soak',
      columns: [
        col('backend', 'backend', false),
        col('op', 'operation', false),
        col('count', 'requests'),
        col('p50Ms', 'p50 ms'),
        col('p95Ms', 'p95 ms'),
        col('p99Ms', 'p99 ms'),
        col('maxMs', 'max ms'),
      ],
      rows: results.flatMap((r) => r.byOp.map((o) => ({ backend: r.backend, ...o }))),
    },
    {
      title: 'Soak: non-2xx answers and failed requests (soak, and the peak phase)',
      columns: [
        col('backend', 'backend', false),
        col('phase', 'phase', false),
        col('outcome', 'operation → status error_code', false),
        col('count', 'count'),
      ],
      rows: results.flatMap((r) => [
        ...Object.entries(r.peakOutcomes).map(([outcome, count]) => ({
          backend: r.backend,
          phase: 'peak',
          outcome,
          count,
        })),
        ...Object.entries(r.outcomes).map(([outcome, count]) => ({
          backend: r.backend,
          phase: 'soak',
          outcome,
          count,
        })),
      ]),
    },
    {
      title: 'Soak: every interval',
      columns: [
        col('backend', 'backend', false),
        col('t', 't s'),
        col('rps', 'req/s'),
        col('p50Ms', 'p50 ms'),
        col('p99Ms', 'p99 ms'),
        col('errors', 'errors'),
        col('skipped', 'skipped (total)'),
        col('rssMiB', 'RSS MiB'),
        col('serverCpuPct', 'server CPU %'),
        col('cpuMsPerReq', 'CPU ms/req'),
        col('loadAvg', 'load'),
      ],
      rows: results.flatMap((r) => r.intervals),
    },
    {
      title: 'Soak: ledger after the run (SQL, server stopped)',
      columns: [
        col('backend', 'backend', false),
        col('transfers', 'transfers'),
        col('entries', 'entries'),
        col('holds_pending', 'holds pending'),
        col('holds_posted', 'posted'),
        col('holds_voided', 'voided'),
        col('trips', 'trips'),
        col('invariants', 'invariants', false),
      ],
      rows: results.map((r) => ({
        backend: r.backend,
        ...r.ledger.totals,
        invariants: inv(r.ledger),
      })),
    },
  ];
}
