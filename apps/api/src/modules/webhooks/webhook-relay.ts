import {
  isLanguage,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_KEEP_MS,
  WEBHOOK_RESPONSE_MAX_BYTES,
  WEBHOOK_RETRY_WINDOW_MS,
  WEBHOOK_TIMEOUT_MS,
} from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';
import { createLeaderSweep } from '../../lib/leader-sweep.ts';
import { postPinned, type PinnedPostResult } from '../../lib/pinned-post.ts';
import { checkPublicHost, type AddressCheck } from '../../lib/public-address.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { endpointDisabledMail } from './webhook-mail.ts';
import { webhookHeaders } from './webhook-signing.ts';
import * as repo from './webhooks.repository.ts';

/** The NOTIFY channel a queued delivery wakes the leader on (migration 0026's trigger). */
export const WEBHOOKS_CHANNEL = 'webhooks';
/** Clock ms between two looks at the outbox on the leader: retries falling due, a missed wake-up. */
export const WEBHOOK_SWEEP_MS = 5_000;
/** Clock ms a taken delivery is left alone by other relays (longer than any post can take). */
const WEBHOOK_LEASE_MS = 60_000;
/** Deliveries taken and posted together. */
const WEBHOOK_BATCH = 100;
/** Characters of an answer kept for the log. */
const RESPONSE_KEPT = 2_000;

/**
 * The wait before try number `attempts + 1`: 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h,
 * until the delivery is WEBHOOK_RETRY_WINDOW_MS (3 days) old; then it is given up.
 */
const BACKOFF_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000];
export const webhookBackoffMs = (attempts: number) =>
  BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1]!;

/** A leader task (orders/order-runtime.ts LeaderTask) with kick() and sweepNow(). */
export type WebhookRelay = ReturnType<typeof createLeaderSweep>;

/**
 * Relays the webhooks' outbox, on the cluster's leader only (so one instance delivers): every
 * WEBHOOK_SWEEP_MS of the app's clock and whenever a transaction that queued deliveries commits
 * (NOTIFY `webhooks`). Each delivery's address is checked again before each try (a name that now
 * leads to a private address is refused) and the post connects to the address checked. A 2xx
 * succeeds; anything else is retried with backoff for 3 days; an endpoint failing for 3 days is
 * disabled and its company told by e-mail.
 */
export function createWebhookRelay(deps: AppDeps, log: FastifyBaseLogger): WebhookRelay {
  const allowLoopback = deps.config.webhooks.allowLoopback;

  async function tryOne(d: repo.ClaimedDelivery, check: AddressCheck): Promise<PinnedPostResult> {
    if (!check.ok)
      return {
        status: null,
        body: '',
        error:
          check.reason === 'private'
            ? 'not sent: the address leads to a private or local network'
            : 'not sent: the host name does not resolve',
        ms: 0,
      };
    const now = deps.clock.now();
    const secrets = [d.secret];
    if (d.previousSecret && d.previousSecretUntil && d.previousSecretUntil > now)
      secrets.push(d.previousSecret);
    const headers = webhookHeaders(secrets, d.messageId, now, d.body);
    return postPinned(new URL(d.url), check, headers, d.body, {
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: WEBHOOK_RESPONSE_MAX_BYTES,
    });
  }

  /**
   * One try of `d`: a success is returned for its batch to record in one statement; a failure is
   * recorded here, with its retry or its end.
   */
  async function deliver(
    d: repo.ClaimedDelivery,
    check: AddressCheck,
  ): Promise<repo.SucceededTry | null> {
    const result = await tryOne(d, check);
    const at = deps.clock.now();
    const attempts = d.attempts + 1;
    const response = (result.error ?? result.body).slice(0, RESPONSE_KEPT) || null;
    if (result.status !== null && result.status >= 200 && result.status < 300)
      return { id: d.id, at, attempts, status: result.status, response, ms: result.ms };
    const tried = {
      at,
      attempts,
      status: result.status,
      response,
      ms: result.ms,
      succeeded: false,
    };
    // the last try falls on the window's end: a delivery is given up after 3 days exactly
    const end = d.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
    const retryAt =
      at.getTime() >= end
        ? null
        : new Date(Math.min(at.getTime() + webhookBackoffMs(attempts), end));
    await repo.recordTry(deps.db, d.id, { ...tried, retryAt });
    await repo.markFailing(deps.db, d.endpointId, at);
    // failing for 3 days: a delivery failed its whole window, or every one since 3 days ago
    const failingFor = d.failingSince ? at.getTime() - d.failingSince.getTime() : 0;
    if (!retryAt) await disable(d, d.createdAt, at);
    else if (failingFor >= WEBHOOK_DISABLE_AFTER_MS)
      await disable(d, new Date(at.getTime() - WEBHOOK_DISABLE_AFTER_MS), at);
    return null;
  }

  /** Three days of failures: the endpoint is disabled and the company's own address told. */
  async function disable(d: repo.ClaimedDelivery, silentSince: Date, at: Date) {
    const mail = await runTransaction(deps.db, async (tx) => {
      const row = await repo.disableIfSilentSince(tx, d.endpointId, silentSince, at);
      if (!row) return null;
      const company = await repo.companyContact(tx, d.corporateId);
      if (!company) return null;
      const lang = isLanguage(company.lang) ? company.lang : 'es';
      const text = endpointDisabledMail(lang, {
        company: company.name,
        url: row.url,
        link: `${deps.config.publicUrl}/integraciones`,
        product: deps.config.productName,
      });
      return deps.mailer.queue(tx, { to: company.email, ...text });
    });
    if (mail) {
      mail.deliver();
      log.warn(
        { endpointId: d.endpointId },
        'webhooks: endpoint disabled after 3 days of failures',
      );
    }
  }

  /** Clock ms between two prunings of the outbox (each sweep would be far too often). */
  const PRUNE_EVERY_MS = 3600_000;
  let prunedAt = -Infinity;
  /** Messages older than WEBHOOK_KEEP_MS, every delivery ended, dropped a thousand at a time. */
  async function pruneOld() {
    const now = deps.clock.now().getTime();
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    const before = new Date(now - WEBHOOK_KEEP_MS);
    let dropped = 0;
    for (let n = 1000; n === 1000; dropped += n)
      n = await repo.pruneMessages(deps.db, before, 1000);
    if (dropped > 0) log.info({ dropped }, 'webhooks: old messages dropped from the outbox');
  }

  /** Batch after batch until nothing is due; then, once an hour, the outbox's old messages. */
  async function relayDue() {
    await relayBatches();
    await pruneOld();
  }

  async function relayBatches() {
    for (;;) {
      const now = deps.clock.now();
      const leaseUntil = new Date(now.getTime() + WEBHOOK_LEASE_MS);
      const batch = await repo.claimDue(deps.db, { now, leaseUntil }, WEBHOOK_BATCH);
      if (batch.length === 0) return;
      // each host checked once per batch, just before its posts
      const checks = new Map<string, Promise<AddressCheck>>();
      const checkOf = (url: string) => {
        const host = new URL(url).hostname;
        let check = checks.get(host);
        if (!check) {
          check = checkPublicHost(host, { allowLoopback });
          checks.set(host, check);
        }
        return check;
      };
      const outcomes = await Promise.all(
        batch.map(async (d) => {
          try {
            return { d, success: await deliver(d, await checkOf(d.url)) };
          } catch (err) {
            // the delivery stays leased and is tried again when the lease ends
            log.error({ err, deliveryId: d.id }, 'webhooks: could not record a delivery');
            return { d, success: null };
          }
        }),
      );
      const successes = outcomes.filter((o) => o.success !== null);
      try {
        await repo.recordSuccesses(
          deps.db,
          successes.map((o) => o.success!),
        );
      } catch (err) {
        // left leased: delivered again when the lease ends, under the same webhook-id
        log.error({ err, count: successes.length }, 'webhooks: could not record deliveries');
        continue;
      }
      await repo.clearFailing(deps.db, [...new Set(successes.map((o) => o.d.endpointId))]);
      if (batch.length < WEBHOOK_BATCH) return;
    }
  }

  return createLeaderSweep({
    clock: deps.clock,
    everyMs: WEBHOOK_SWEEP_MS,
    log,
    name: 'webhooks',
    sweep: relayDue,
    channel: WEBHOOKS_CHANNEL,
  });
}
