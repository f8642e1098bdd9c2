import { solveInChunks, type AltchaChallenge, type SolverMessage } from './captcha-solver.ts';

// The captcha's proof of work off the page's thread (captcha-solver.ts): one challenge per
// worker, progress between chunks, then the number (or null). The page terminates it to stop.

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<AltchaChallenge>) => void) | null;
  postMessage: (message: SolverMessage) => void;
};

scope.onmessage = (e) => {
  void solveInChunks(
    e.data,
    (fraction) => scope.postMessage({ type: 'progress', fraction }),
    new AbortController().signal,
  ).then((number) => scope.postMessage({ type: 'done', number }));
};
