import { isFinalTripStatus, type TripStatus } from '@trayecto/contracts';
import type { Db } from '@trayecto/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, TimerHandle } from '../../lib/clock.ts';
import * as outbox from './sms-outbox.repository.ts';
import { fillLinkTokens } from '../../lib/link-tokens.ts';

/** Real ms a provider has to answer one message before it counts as a failure. */
export const SMS_REQUEST_TIMEOUT_MS = 10_000;
/** Clock ms between two sweeps of the outbox on the leader (retries, orders placed elsewhere). */
export const SMS_SWEEP_MS = 15_000;
/** Posts per message before it is given up (kept in the outbox with failed_at and its error). */
export const SMS_MAX_ATTEMPTS = 8;
/** Clock ms before the first retry; doubled after each failure, at most SMS_BACKOFF_MAX_MS. */
export const SMS_BACKOFF_MS = 30_000;
const SMS_BACKOFF_MAX_MS = 30 * 60_000;
/** Clock ms a taken message is left alone by other relays (longer than any post can take). */
const SMS_LEASE_MS = 5 * 60_000;
/** Messages taken and posted together. */
const SMS_BATCH = 10;

export type SmsSender = {
  /** Relays what is due, in the background (after a commit that queued messages). */
  kick(): void;
  /** Starts the periodic sweep; it relays only while `isLeader()` (app onReady). */
  start(): void;
  /** Waits until no relay is running (tests). */
  flush(): Promise<void>;
  /** Stops the sweep and waits for the posts in flight; nothing reaches the database after. */
  stop(): Promise<void>;
};

/** The wait before retry number `attempts + 1`: 30 s, 1 min, 2 min, … up to 30 min. */
export const smsBackoffMs = (attempts: number) =>
  Math.min(SMS_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), SMS_BACKOFF_MAX_MS);

/**
 * The HTTP SMS provider behind a relay. SMS are written to sms_outbox inside the transaction of
 * what they announce (a parcel's order), so they can only leave once it is committed: after the
 * commit the relay takes due rows (claimDueSms: SKIP LOCKED plus a lease, so two instances never
 * post the same row) and POSTs each as JSON { to, text }. A 2xx marks it sent; anything else
 * stores the error and retries later with backoff. Without SMS_URL the rows simply stay in the
 * outbox. Posting happens off the request path: a slow provider never delays an answer.
 */
export function createSmsSender(options: {
  db: Db;
  clock: Clock;
  url: string | undefined;
  token: string | undefined;
  /** config.linkTokenKey: the public links' tokens are written into a message as it leaves */
  linkKey: string;
  log: FastifyBaseLogger;
  /** the sweep runs on one instance of a cluster: the order runtime's leader */
  isLeader: () => boolean;
}): SmsSender {
  const { db, clock, url, token, log } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let sweepTimer: TimerHandle | undefined;
  let toldNoUrl = false;

  /** Posts one message; null when the provider took it, else what went wrong. */
  async function post(message: outbox.ClaimedSms): Promise<string | null> {
    try {
      const res = await fetch(url!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // a provider that honours it drops the repeat of a message we could not mark sent
          'idempotency-key': message.id,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          to: message.to,
          text: fillLinkTokens(message.text, options.linkKey, message.orderId),
        }),
        signal: AbortSignal.timeout(SMS_REQUEST_TIMEOUT_MS),
      });
      // read to the end so the connection is free again; the body only explains a failure
      const body = await res.text().catch(() => '');
      return res.ok ? null : `HTTP ${res.status}${body ? `: ${body.slice(0, 200)}` : ''}`;
    } catch (err) {
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    }
  }

  async function deliver(message: outbox.ClaimedSms, orderStatus: string | undefined) {
    if (message.orderId && (!orderStatus || isFinalTripStatus(orderStatus as TripStatus))) {
      // a PIN for a parcel already delivered, cancelled or given up helps nobody
      const reason = `its order ended (${orderStatus ?? 'removed'}) before it was sent`;
      await outbox.markSmsMoot(db, message.id, clock.now(), reason);
      return;
    }
    const error = await post(message);
    const at = clock.now();
    const attempts = message.attempts + 1;
    if (!error) {
      await outbox.markSmsSent(db, message.id, at, attempts);
      return;
    }
    const givenUp = attempts >= SMS_MAX_ATTEMPTS;
    const retryAt = givenUp ? null : new Date(at.getTime() + smsBackoffMs(attempts));
    await outbox.markSmsFailed(db, message.id, { at, attempts, error, retryAt });
    const fields = { outboxId: message.id, to: message.to, attempts, error };
    if (givenUp) log.error(fields, 'sms: delivery given up (kept in sms_outbox)');
    else log.warn(fields, 'sms: delivery failed; retried later');
  }

  /** Batch after batch until nothing is due (or the sender stops). */
  async function relayDue() {
    while (!stopped) {
      const now = clock.now();
      const leaseUntil = new Date(now.getTime() + SMS_LEASE_MS);
      const batch = await outbox.claimDueSms(db, { now, leaseUntil }, SMS_BATCH);
      if (batch.length === 0) return;
      const orderIds = [...new Set(batch.flatMap((m) => (m.orderId ? [m.orderId] : [])))];
      const statuses = await outbox.orderStatuses(db, orderIds);
      // each delivery settles on its own: a failed update leaves the row to its lease's end
      await Promise.all(
        batch.map((m) =>
          deliver(m, m.orderId ? statuses.get(m.orderId) : undefined).catch((err: unknown) =>
            log.error({ err, outboxId: m.id }, 'sms: could not record a delivery'),
          ),
        ),
      );
      if (batch.length < SMS_BATCH) return;
    }
  }

  /** One relay at a time per instance; a kick while it runs makes it look again before ending. */
  function relay(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    if (stopped) return Promise.resolve();
    running = (async () => {
      do {
        again = false;
        await relayDue();
      } while (again && !stopped);
    })()
      .catch((err: unknown) => log.error({ err }, 'sms: relay failed; the next sweep retries'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function scheduleSweep() {
    sweepTimer = clock.setTimeout(() => {
      sweepTimer = undefined;
      if (stopped) return;
      const pass = options.isLeader() ? relay() : Promise.resolve();
      void pass.finally(() => {
        if (!stopped && !sweepTimer) scheduleSweep();
      });
    }, SMS_SWEEP_MS);
  }

  return {
    kick() {
      if (url) {
        void relay();
      } else if (!toldNoUrl) {
        toldNoUrl = true;
        log.info('sms: SMS_URL not set; messages stay in the sms_outbox table');
      }
    },
    start() {
      if (url && !stopped && !sweepTimer) scheduleSweep();
    },
    async flush() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (sweepTimer) clock.clearTimeout(sweepTimer);
      sweepTimer = undefined;
      while (running) await running;
    },
  };
}
