// Soak: first the peak of a mixed load (reads, bookings, balance moves; bench/lib/soak-mix.mjs)
// with a closed loop, then an open loop at half that rate for 10 minutes
// (`--soak-seconds=N` or BENCH_SOAK_SECONDS to change it), on PostgreSQL and on PGlite
// (`--soak-backends=postgres` to run one). Reports RSS drift of the server after a warm-up,
// errors by status, p50/p99, and the ledger invariants checked in SQL once the server stopped.
// Funding: before the server starts, bench/lib/soak-db.mjs seeds the demo data and tops up the
// demo wallet with the ledger's own transfer() (bank_clearing → wallet, kind 'topup').
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createTempDatabase, makeTempDir, startApiServer } from '../scripts/lib/server-harness.mjs';
import { load1, mib, summarize } from './lib/percentiles.mjs';
import { MIX_WEIGHTS, createMix } from './lib/soak-mix.mjs';
import { closedLoop, createHttpClient, createRecorder, openLoop } from './lib/soak-load.mjs';
import { cpuSecondsOf, createRssSampler, rssDrift } from './lib/soak-rss.mjs';
import { soakTables } from './lib/soak-tables.mjs';
import { formatTable } from './lib/table.mjs';

const DEMO = { email: 'demo@trayecto.test', password: 'Demo1234!' };
const flag = (args, name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const PEAK_CONNECTIONS = Number(process.env.BENCH_SOAK_PEAK_CONNECTIONS) || 32;
const PEAK_SECONDS = 20;
const WARMUP_SECONDS = 5;
/** More than the mix can reach here; the top-up must cover its bookings at up to $25 each. */
const MAX_RPS_ASSUMED = 1000;

function dbStep(ctx, dbEnv, ...argv) {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ctx.root, 'bench/lib/soak-db.mjs'), ...argv],
    { cwd: ctx.root, env: { ...process.env, ...dbEnv }, encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`soak-db ${argv[0]} failed: ${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').pop());
}

async function soakOn(ctx, backend, seconds) {
  const db = backend === 'PostgreSQL' ? await createTempDatabase(ctx.pgUrl, 'bench') : undefined;
  const dataDir = makeTempDir('trayecto-soak-');
  const dbEnv = { DATABASE_URL: db?.url ?? '', DATA_DIR: dataDir };
  let server;
  let http;
  try {
    const bookingShare = MIX_WEIGHTS['POST /trips'] / 100;
    const topUpCents = Math.ceil(MAX_RPS_ASSUMED * bookingShare * (seconds + 60) * 2500);
    dbStep(ctx, dbEnv, 'prepare', String(topUpCents));
    server = await startApiServer({
      env: {
        ...dbEnv,
        REDIS_URL: '',
        DEMO_SEED: 'false',
        CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
      },
    });
    http = createHttpClient(server.baseUrl);
    const login = await http.request('POST', '/api/corporate/login', { body: DEMO });
    if (login.status !== 200)
      throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    const token = login.body.token;
    const users = await http.request('GET', '/api/corporate/users?is_active=true&limit=50', {
      headers: { 'access-token': token },
    });
    const userIds = users.body.data.users.map((u) => u._id);
    const next = createMix(http.request, token, userIds);
    const wallet = async () =>
      (await http.request('GET', '/api/corporate/wallet', { headers: { 'access-token': token } }))
        .body.data;
    const walletBefore = await wallet();

    ctx.log(
      `${backend}: peak, ${PEAK_CONNECTIONS} connections, ${PEAK_SECONDS} s (after ${WARMUP_SECONDS} s warm-up)`,
    );
    await closedLoop(next, createRecorder(), {
      connections: PEAK_CONNECTIONS,
      seconds: WARMUP_SECONDS,
    });
    const peakRec = createRecorder();
    const peakLoad = load1();
    const peakCpu = cpuSecondsOf(server.child.pid);
    const peak = await closedLoop(next, peakRec, {
      connections: PEAK_CONNECTIONS,
      seconds: PEAK_SECONDS,
    });
    const peakCpuS = cpuSecondsOf(server.child.pid) - peakCpu;
    const rate = Math.max(1, Math.round(peak.rps / 2));

    const reportEveryS = seconds >= 600 ? 60 : Math.max(10, Math.round(seconds / 6));
    const warmupS = Math.min(60, seconds * 0.2);
    const rss = createRssSampler(server.child.pid, 5000);
    const recorder = createRecorder();
    const intervals = [];
    let lastCpu = { s: cpuSecondsOf(server.child.pid), t: 0 };
    ctx.log(
      `${backend}: peak ${Math.round(peak.rps)} req/s; soak at ${rate} req/s for ${seconds} s`,
    );
    const soakLoadStart = load1();
    const soak = await openLoop(next, recorder, {
      rate,
      seconds,
      maxInFlight: 512,
      reportEveryS,
      onTick: (t, { skipped }) => {
        const cut = recorder.cut();
        // Server CPU per answered request: flat if the server itself does not slow down,
        // whatever else the machine runs.
        const cpuS = cpuSecondsOf(server.child.pid);
        const cpuDelta = cpuS - lastCpu.s;
        const wallDelta = t - lastCpu.t;
        lastCpu = { s: cpuS, t };
        const row = {
          backend,
          t: Math.round(t),
          rps: Math.round(cut.latencies.length / reportEveryS),
          ...summarize(cut.latencies),
          errors: cut.errors,
          skipped,
          rssMiB: mib(rss.last()),
          serverCpuPct: Math.round((cpuDelta / wallDelta) * 100),
          cpuMsPerReq: Number(((cpuDelta * 1000) / (cut.latencies.length || 1)).toFixed(2)),
          loadAvg: load1(),
          p50ByOp: Object.fromEntries([...cut.byOp].map(([op, l]) => [op, summarize(l).p50Ms])),
        };
        intervals.push(row);
        ctx.log(
          `${backend} t=${row.t}s ${row.rps} req/s p50 ${row.p50Ms} p99 ${row.p99Ms} ms errors ${row.errors} RSS ${row.rssMiB} MiB server CPU ${row.serverCpuPct}% (${row.cpuMsPerReq} ms/req) load ${row.loadAvg}`,
        );
      },
    });
    rss.stop();
    const soakLoadEnd = load1();
    const walletAfter = await wallet();
    await server.stop();
    server = undefined;
    const ledger = dbStep(ctx, dbEnv, 'check');
    const total = recorder.total;
    const drift = rssDrift(rss.samples, warmupS);
    return {
      backend,
      peak: {
        connections: PEAK_CONNECTIONS,
        seconds: PEAK_SECONDS,
        rps: Math.round(peak.rps),
        serverCpuPct: Math.round((peakCpuS / PEAK_SECONDS) * 100),
        cpuMsPerReq: Number(((peakCpuS * 1000) / peak.requests).toFixed(2)),
        ...summarize(peakRec.total.latencies),
        errors: peakRec.total.errors,
        loadAvg: peakLoad,
      },
      soak: {
        seconds,
        targetRps: rate,
        achievedRps: Math.round(soak.issued / soak.issueSeconds),
        requests: total.latencies.length,
        skipped: soak.skipped,
        errors: total.errors,
        ...summarize(total.latencies),
        readsP99Ms: summarize(
          [...total.byOp].filter(([op]) => op.startsWith('GET')).flatMap(([, l]) => l),
        ).p99Ms,
        loadAvg: `${soakLoadStart} → ${soakLoadEnd}`,
      },
      byOp: [...total.byOp].map(([op, l]) => ({ op, ...summarize(l) })),
      outcomes: Object.fromEntries(total.outcomes),
      peakOutcomes: Object.fromEntries(peakRec.total.outcomes),
      rss: drift,
      intervals,
      wallet: { before: walletBefore, after: walletAfter, toppedUpDollars: topUpCents / 100 },
      ledger,
    };
  } finally {
    http?.close();
    await server?.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchmark = {
  name: 'soak',
  order: 70,
  async run(ctx) {
    const seconds =
      Number(flag(ctx.args, 'soak-seconds')) || Number(process.env.BENCH_SOAK_SECONDS) || 600;
    const wanted = (
      flag(ctx.args, 'soak-backends') ??
      process.env.BENCH_SOAK_BACKENDS ??
      'postgres,pglite'
    ).split(',');
    const results = [];
    if (wanted.includes('postgres')) {
      if (ctx.pgAvailable) results.push(await soakOn(ctx, 'PostgreSQL', seconds));
      else ctx.log(`PostgreSQL not reachable at ${ctx.pgUrl}: skipped`);
    }
    if (wanted.includes('pglite')) results.push(await soakOn(ctx, 'PGlite', seconds));
    const broken = results.filter((r) => !r.ledger.ok);
    const out = { data: results, tables: soakTables(results) };
    if (broken.length) {
      for (const t of out.tables) console.log(`\n${formatTable(t)}`);
      throw new Error(`ledger invariants broken: ${JSON.stringify(broken.map((r) => r.ledger))}`);
    }
    return out;
  },
};
