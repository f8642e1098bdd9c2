// Load generation for bench/soak.mjs: keep-alive HTTP on node:http (cheaper per request than
// fetch, which matters when the generator shares 2 cores with the server), a closed loop for
// the peak and an open loop (fixed arrival rate) for the soak, and a recorder of latencies and
// statuses per operation.
import http from 'node:http';

const REQUEST_TIMEOUT_MS = 30_000;

/** request(method, path, {headers, body}) → {status, body (parsed when JSON), ms}. */
export function createHttpClient(baseUrl, { maxSockets = 256 } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const request = (method, path, { headers = {}, body } = {}) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: hostname,
          port,
          method,
          path,
          agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            ...headers,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: res.statusCode, body: parsed, ms: performance.now() - t0 });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) =>
        resolve({
          status: error.message === 'timeout' ? 'timeout' : 'network',
          body: null,
          ms: performance.now() - t0,
        }),
      );
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

/** Latencies and outcomes, per operation and in total; `cut()` starts a new interval. */
export function createRecorder() {
  const fresh = () => ({ latencies: [], byOp: new Map(), outcomes: new Map(), errors: 0 });
  let interval = fresh();
  const total = fresh();
  const add = (bucket, op, res) => {
    bucket.latencies.push(res.ms);
    if (!bucket.byOp.has(op)) bucket.byOp.set(op, []);
    bucket.byOp.get(op).push(res.ms);
    const ok = typeof res.status === 'number' && res.status < 400;
    if (!ok) {
      bucket.errors += 1;
      const code = res.body && typeof res.body === 'object' ? res.body.error_code : undefined;
      const key = `${op} → ${res.status}${code ? ` ${code}` : ''}`;
      bucket.outcomes.set(key, (bucket.outcomes.get(key) ?? 0) + 1);
    }
  };
  return {
    record(op, res) {
      add(interval, op, res);
      add(total, op, res);
    },
    cut() {
      const done = interval;
      interval = fresh();
      return done;
    },
    total,
  };
}

/** `connections` workers, each sending the next operation as soon as the last one answered. */
export async function closedLoop(next, recorder, { connections, seconds }) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const { op, send } = next();
      recorder.record(op, await send());
      done += 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { requests: done, rps: done / ((performance.now() - t0) / 1000) };
}

/**
 * `rate` requests a second for `seconds`, whatever the answers take (open loop), at most
 * `maxInFlight` at once: a request that would pass the cap is counted as skipped (the server
 * is not keeping up). `onTick(elapsedS)` runs every `reportEveryS`.
 */
export async function openLoop(
  next,
  recorder,
  { rate, seconds, maxInFlight, reportEveryS, onTick },
) {
  const t0 = performance.now();
  let issued = 0;
  let skipped = 0;
  let inFlight = 0;
  let nextReport = reportEveryS;
  const pending = new Set();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsedS = (performance.now() - t0) / 1000;
      const due = Math.min(Math.floor(elapsedS * rate), Math.round(seconds * rate));
      for (; issued < due; issued += 1) {
        if (inFlight >= maxInFlight) {
          skipped += 1;
          continue;
        }
        inFlight += 1;
        const { op, send } = next();
        const p = send().then((res) => {
          inFlight -= 1;
          pending.delete(p);
          recorder.record(op, res);
        });
        pending.add(p);
      }
      if (elapsedS >= nextReport) {
        onTick?.(elapsedS, { inFlight, skipped });
        nextReport += reportEveryS;
      }
      if (elapsedS >= seconds) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  const issueSeconds = (performance.now() - t0) / 1000;
  // Requests still in flight finish and are recorded; the rate counts the issuing window only.
  await Promise.all(pending);
  return { issued: issued - skipped, skipped, issueSeconds };
}
