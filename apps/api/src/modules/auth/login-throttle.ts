import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_EMAIL,
  LOGIN_MAX_FAILURES_PER_IP,
} from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './login-throttle.repository.ts';

// Throttle the attacker, not the victim (see README.md). Failures are counted per address and
// per (e-mail, address); an e-mail's failures from everywhere only slow it down.

/** Failures one address may make on one e-mail in the window before it is refused. */
export const MAX_FAILURES_PER_PAIR = LOGIN_MAX_FAILURES_PER_EMAIL;
/** Failures on one e-mail (from anywhere) after which its attempts wait their turn. */
export const SLOW_AFTER_FAILURES = LOGIN_MAX_FAILURES_PER_EMAIL;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
/**
 * Longest a request is held for its turn; a longer queue answers 429 with Retry-After. Not below
 * MAX_DELAY_MS, or a caller told to come back could never be let in.
 */
export const MAX_HOLD_MS = MAX_DELAY_MS;
/** An address the account signed in from within this period is a known address. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The wait between turns after `failures` failures: 1 s, 2 s, 4 s … up to 30 s. */
export function spacingAfter(failures: number): number {
  if (failures < SLOW_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - SLOW_AFTER_FAILURES));
}

function tooMany(ms: number, log: FastifyBaseLogger, why: object): never {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  log.warn({ ...why, retryAfter: seconds }, 'login refused: too many failures');
  throw new AppError(429, 'too_many_attempts', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Decides whether an attempt may run, and after how long. Throws 429 `too_many_attempts` for an
 * address over its limit; answers the milliseconds to hold the request before checking the
 * password (0 most of the time).
 *
 * - Unknown address: refused past LOGIN_MAX_FAILURES_PER_IP failures of its own, or
 *   MAX_FAILURES_PER_PAIR on this e-mail; otherwise, once the e-mail has SLOW_AFTER_FAILURES
 *   failures from anywhere, it takes a turn in the e-mail's queue (spacing grows with them).
 * - Known address (this account signed in from it before): never refused for failures made
 *   elsewhere, and not queued behind them; its own failures on this e-mail slow it in a queue
 *   of its own.
 */
export async function admitLogin(
  deps: Pick<AppDeps, 'db'>,
  attempt: { email: string; ip: string; now: Date; log: FastifyBaseLogger },
): Promise<number> {
  const { email, ip, now, log } = attempt;
  const state = await repo.throttleState(deps.db, {
    email,
    ip,
    since: new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
    knownSince: new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS),
    maxIp: LOGIN_MAX_FAILURES_PER_IP,
    maxPair: MAX_FAILURES_PER_PAIR,
  });
  if (!state.known) {
    const fullAt = Math.max(state.ipFullAt ?? 0, state.pairFullAt ?? 0);
    if (fullAt > 0) {
      tooMany(fullAt + LOGIN_FAILURE_WINDOW_MS - now.getTime(), log, { email, ip });
    }
  }
  const failures = state.known ? state.pairFailures : state.emailFailures;
  const spacingMs = spacingAfter(failures);
  if (spacingMs === 0) return 0;
  const key = state.known ? `turn:${email}|${ip}` : `turn:${email}`;
  const turn = await repo.reserveTurn(deps.db, { key, now, spacingMs, maxHoldMs: MAX_HOLD_MS });
  if (turn === null) {
    const at = await repo.nextTurn(deps.db, key, now, spacingMs);
    tooMany(at - now.getTime() - MAX_HOLD_MS, log, { email, ip, queue: key });
  }
  log.info(
    { email, ip, known: state.known, failures, waitMs: turn - now.getTime() },
    'login slowed',
  );
  return turn - now.getTime();
}

/** Waits on the injected clock. Holds no database connection: call it outside transactions. */
export function pause(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}
