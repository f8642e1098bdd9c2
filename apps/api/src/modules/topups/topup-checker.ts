import { TOPUP_AUTO_CHECK_DELAYS_MS, TOPUP_AUTO_CHECK_WINDOW_MS } from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';
import type { TimerHandle } from '../../lib/clock.ts';
import type { Emit } from '../../plugins/realtime.ts';
import type { LeaderTask } from '../orders/order-runtime.ts';
import { BankUnavailableError, type PaymentGateway } from './payment-gateway.ts';
import { approveTopup, recordBankAnswer } from './topup-decisions.ts';
import * as repo from './topups.repository.ts';
import type { TopupRow } from './topups.repository.ts';

// Automated recharges (issue 11 part 2): on the leader, each pago móvil top-up in `verifying` is
// asked about to the bank at TOPUP_AUTO_CHECK_DELAYS_MS after it was registered (the last
// interval repeating) until TOPUP_AUTO_CHECK_WINDOW_MS has passed. Found with the same amount:
// approved on the spot, with no person involved. Found with another amount, or already claimed by
// another top-up: to finance at once. Not found (or the bank silent) when the hour is up: to
// finance. Nothing lives only in memory: the schedule is each row's next_check_at, read again by
// every sweep, so a restart or a new leader loses nothing, and every change is conditional on the
// row still being `verifying`, so it happens once.

/** The channel on which an instance that registered a top-up tells the leader to ask now. */
export const TOPUPS_CHANNEL = 'topups_pending';
/** Clock ms between two sweeps when nothing is due sooner. */
export const TOPUP_SWEEP_MS = 5_000;
const BATCH = 50;

/**
 * When to ask the bank the next time, given how many questions were asked already: at
 * TOPUP_AUTO_CHECK_DELAYS_MS[n] after registration, then every last interval again; never in the
 * past, never after the window closes; null once it has closed (the top-up goes to finance).
 */
export function nextCheckAt(createdAt: Date, asked: number, now: Date): Date | null {
  const d = TOPUP_AUTO_CHECK_DELAYS_MS;
  const last = d.length - 1;
  const step = d[last]! - d[last - 1]!;
  const offset = asked <= last ? d[asked]! : d[last]! + (asked - last) * step;
  const closes = createdAt.getTime() + TOPUP_AUTO_CHECK_WINDOW_MS;
  if (now.getTime() >= closes) return null;
  return new Date(Math.min(Math.max(createdAt.getTime() + offset, now.getTime() + 1_000), closes));
}

export type TopupChecker = LeaderTask & {
  /** a top-up to check was registered: sweep now (leader) */
  kick(): void;
  /** resolves when the sweep under way is done (tests, shutdown) */
  idle(): Promise<void>;
};

export function createTopupChecker(options: {
  deps: AppDeps;
  gateway: PaymentGateway;
  emit: Emit;
  log: FastifyBaseLogger;
}): TopupChecker {
  const { deps, gateway, emit, log } = options;
  const { clock } = deps;
  let running = false;
  let timer: TimerHandle | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  let again = false;

  async function check(row: TopupRow) {
    const now = clock.now();
    let answer: 'not_found' | 'mismatch' | 'unavailable' | 'already_used';
    try {
      const found = await gateway.findPagoMovil({
        bankCode: row.bankCode ?? '',
        payerPhone: row.payerPhone ?? '',
        reference: row.reference,
        paymentDate: row.paymentDate,
        amountCents: row.amountCents,
      });
      if (found.result === 'found') {
        const approved = await approveTopup(deps, emit, row.id, {
          by: 'bank',
          bankReference: found.bankReference,
        }).catch((error: unknown) => {
          // decided meanwhile by finance (409) or gone: nothing more to do with it
          log.debug({ err: error, topupId: row.id }, 'top-up no longer verifying');
          return null;
        });
        if (approved !== 'already_used') return;
        answer = 'already_used';
      } else {
        answer = found.result;
      }
    } catch (error) {
      if (!(error instanceof BankUnavailableError)) throw error;
      answer = 'unavailable';
    }
    const next =
      answer === 'not_found' || answer === 'unavailable'
        ? nextCheckAt(row.createdAt, row.autoChecks + 1, now)
        : null;
    await recordBankAnswer(deps, emit, row, answer, next);
  }

  async function sweep() {
    if (!running) return;
    try {
      for (;;) {
        const due = await repo.selectDueChecks(deps.db, clock.now(), BATCH);
        for (const row of due) {
          if (!running) return;
          await check(row).catch((err: unknown) =>
            log.error({ err, topupId: row.id }, 'top-up check failed'),
          );
        }
        if (due.length < BATCH) break;
      }
    } catch (err) {
      log.error({ err }, 'top-up sweep failed');
    }
  }

  async function arm() {
    if (!running) return;
    if (timer) clock.clearTimeout(timer);
    const next = await repo.nextDueCheck(deps.db).catch(() => null);
    const wait = next
      ? Math.min(Math.max(next.getTime() - clock.now().getTime(), 0), TOPUP_SWEEP_MS)
      : TOPUP_SWEEP_MS;
    timer = clock.setTimeout(() => run(), wait);
  }

  function run() {
    if (!running) return;
    if (timer) clock.clearTimeout(timer);
    timer = undefined;
    // one sweep at a time; a kick during one runs another right after
    const previous = sweeping;
    again = true;
    sweeping = previous.then(async () => {
      if (!again) return;
      again = false;
      await sweep();
      await arm();
    });
  }

  return {
    channel: TOPUPS_CHANNEL,
    start() {
      running = true;
      run();
    },
    stop() {
      running = false;
      if (timer) clock.clearTimeout(timer);
      timer = undefined;
    },
    notified() {
      run();
    },
    kick() {
      run();
    },
    idle: () => sweeping,
  };
}
