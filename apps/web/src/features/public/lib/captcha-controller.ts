import type { CaptchaChallenge } from '@trayecto/contracts/leads';
import {
  altchaPayload,
  challengeExpiry,
  type AltchaChallenge,
  type Solver,
} from './captcha-solver.ts';

// The contact form's captcha, without React (use-captcha.ts binds it): fetch a challenge, solve
// it, hold the payload until the form is sent; or, when the server uses reCAPTCHA, hold its
// widget's token. One verification at a time: starting again stops the one running.

export type CaptchaState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'solving'; progress: number }
  | { status: 'verified'; payload: string; expiresAt: number | null }
  | { status: 'recaptcha'; siteKey: string; token: string | null }
  | { status: 'error' };

/** A payload this close to its challenge's expiry is not sent: a new one is solved instead. */
export const EXPIRY_MARGIN_MS = 15_000;

export type CaptchaController = {
  getState: () => CaptchaState;
  subscribe: (listener: () => void) => () => void;
  /** Starts verifying unless it already is or is done. */
  verify: () => void;
  /** Forgets the solution (spent or refused) and verifies again with a new challenge. */
  renew: () => void;
  /** The reCAPTCHA widget's token (null when it expired). */
  setRecaptchaToken: (token: string | null) => void;
  /** What to send as `captcha`, or null (then verification starts again if it had expired). */
  payload: () => string | null;
  dispose: () => void;
};

const isAltcha = (c: CaptchaChallenge): c is CaptchaChallenge & AltchaChallenge =>
  c.kind === 'altcha' &&
  typeof c.algorithm === 'string' &&
  typeof c.challenge === 'string' &&
  typeof c.maxnumber === 'number' &&
  typeof c.salt === 'string' &&
  typeof c.signature === 'string';

export function createCaptchaController(deps: {
  fetchChallenge: (signal: AbortSignal) => Promise<CaptchaChallenge>;
  solve: Solver;
  now?: () => number;
}): CaptchaController {
  const now = deps.now ?? Date.now;
  let state: CaptchaState = { status: 'idle' };
  let run: AbortController | null = null;
  const listeners = new Set<() => void>();

  const set = (next: CaptchaState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function start() {
    run?.abort();
    const current = new AbortController();
    run = current;
    const { signal } = current;
    set({ status: 'loading' });
    try {
      const challenge = await deps.fetchChallenge(signal);
      if (signal.aborted) return;
      if (challenge.kind === 'recaptcha' && challenge.site_key) {
        set({ status: 'recaptcha', siteKey: challenge.site_key, token: null });
        return;
      }
      if (!isAltcha(challenge)) throw new Error('unexpected captcha challenge');
      set({ status: 'solving', progress: 0 });
      const number = await deps.solve(
        challenge,
        (progress) => {
          if (!signal.aborted) set({ status: 'solving', progress });
        },
        signal,
      );
      if (signal.aborted) return;
      if (number === null) throw new Error('captcha not solved');
      set({
        status: 'verified',
        payload: altchaPayload(challenge, number),
        expiresAt: challengeExpiry(challenge),
      });
    } catch {
      if (!signal.aborted) set({ status: 'error' });
    } finally {
      if (run === current) run = null;
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    verify() {
      if (state.status === 'idle' || state.status === 'error') void start();
    },
    renew() {
      if (state.status === 'recaptcha') {
        // the widget gives a new token; the old one is spent
        set({ ...state, token: null });
        return;
      }
      void start();
    },
    setRecaptchaToken(token) {
      if (state.status === 'recaptcha') set({ ...state, token });
    },
    payload() {
      if (state.status === 'recaptcha') return state.token;
      if (state.status !== 'verified') return null;
      if (state.expiresAt !== null && now() >= state.expiresAt - EXPIRY_MARGIN_MS) {
        void start();
        return null;
      }
      return state.payload;
    },
    dispose() {
      // a verification in flight is stopped; the state stays, so verify() can start again
      run?.abort();
      run = null;
      if (state.status === 'loading' || state.status === 'solving') set({ status: 'idle' });
    },
  };
}
