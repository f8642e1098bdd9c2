import { solveChallenge } from 'altcha-lib/v1';

// The ALTCHA proof of work in the browser (altcha-lib's v1 solver: SHA-256 through
// crypto.subtle, no eval): the number whose hash with the salt is the challenge. Tried in chunks
// so the caller hears of the progress and can stop between them; run in a worker
// (captcha.worker.ts) so the page stays responsive, or here when workers are not available.

export type AltchaChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

/** Numbers tried between two progress reports. */
export const SOLVE_CHUNK = 5000;

export type Solver = (
  challenge: AltchaChallenge,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<number | null>;

/** Tries 0..maxnumber with altcha-lib's solver, a chunk at a time; null if none or stopped. */
export const solveInChunks: Solver = async (c, onProgress, signal) => {
  for (let start = 0; start <= c.maxnumber; start += SOLVE_CHUNK) {
    if (signal.aborted) return null;
    const end = Math.min(start + SOLVE_CHUNK - 1, c.maxnumber);
    const run = solveChallenge(c.challenge, c.salt, c.algorithm, end, start);
    const stop = () => run.controller.abort();
    signal.addEventListener('abort', stop, { once: true });
    const solution = await run.promise;
    signal.removeEventListener('abort', stop);
    if (solution) return signal.aborted ? null : solution.number;
    onProgress((end + 1) / (c.maxnumber + 1));
  }
  return null;
};

/** Messages from the worker. */
export type SolverMessage =
  { type: 'progress'; fraction: number } | { type: 'done'; number: number | null };

/** The same in a worker; on a browser that cannot start it, on this thread. */
export const solveInWorker: Solver = (c, onProgress, signal) => {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return solveInChunks(c, onProgress, signal);
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (number: number | null) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      resolve(number);
    };
    worker.onmessage = (e: MessageEvent<SolverMessage>) => {
      if (e.data.type === 'progress') onProgress(e.data.fraction);
      else finish(e.data.number);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      if (settled) return;
      settled = true;
      worker.terminate();
      void solveInChunks(c, onProgress, signal).then(resolve);
    };
    signal.addEventListener('abort', () => finish(null), { once: true });
    worker.postMessage(c);
  });
};

/** What the form sends: base64 of {algorithm, challenge, number, salt, signature}. */
export function altchaPayload(c: AltchaChallenge, number: number): string {
  return btoa(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number,
      salt: c.salt,
      signature: c.signature,
    }),
  );
}

/** When the challenge stops being accepted (its signed salt says), in ms; null if it does not say. */
export function challengeExpiry(c: AltchaChallenge): number | null {
  const expires = Number(new URLSearchParams(c.salt.split('?')[1] ?? '').get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}
