import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export type PinnedPostResult = {
  /** the answer's HTTP status; null when none came (refused, reset, timed out) */
  status: number | null;
  /** the start of the answer's body (at most `maxBytes` were read) */
  body: string;
  /** what went wrong before an answer, if anything */
  error: string | null;
  ms: number;
};

// Connections are kept for the next post to the same host: a socket is only ever opened to an
// address that was checked (the lookup below), so reusing it keeps that promise.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * POSTs `body` to `url`, connecting to `address` (checked by the caller) whatever the name
 * resolves to now; TLS still verifies the certificate against the URL's host name. Redirects are
 * not followed (a 3xx is an answer like any other), the whole exchange has `timeoutMs` of real
 * time, and no more than `maxBytes` of the answer are read.
 */
export function postPinned(
  url: URL,
  address: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
  limits: { timeoutMs: number; maxBytes: number },
): Promise<PinnedPostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const lookupPinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
        null,
        [address],
      );
    else callback(null, address.address, address.family);
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<PinnedPostResult, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, ms: elapsed() });
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: agents[url.protocol as 'http:' | 'https:'],
        lookup: lookupPinned,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({
            status: res.statusCode ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
            error: null,
          });
        res.on('data', (chunk: Buffer) => {
          const room = limits.maxBytes - size;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          size += chunk.length;
          // past the cap the rest is not read: the connection goes
          if (size >= limits.maxBytes) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
        res.on('aborted', done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${limits.timeoutMs} ms`));
    }, limits.timeoutMs);
    timer.unref?.();
    req.on('error', (err) => {
      const cause = err.cause instanceof Error ? err.cause : err;
      finish({ status: null, body: '', error: cause.message });
    });
    req.end(body);
  });
}
