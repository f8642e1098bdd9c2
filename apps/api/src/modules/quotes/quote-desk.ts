import {
  QUOTE_EXPIRY_WARNING_MIN,
  QUOTE_UPDATE_EVENT,
  OPEN_QUOTE_STATUSES,
  fromCents,
  isLanguage,
  multistopChargeCents,
  type QuoteUpdateEvent,
} from '@trayecto/contracts';
import { sql } from 'drizzle-orm';
import { multistopQuotes } from '@trayecto/db';
import type { TimerHandle } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { runTransaction } from '../../lib/transaction.ts';
import type { StopsQuote } from '../../providers/provider-gateway.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { LeaderTask, OrderRuntime } from '../orders/order-runtime.ts';
import { listRates } from '../wallet/wallet.repository.ts';
import { pickRate } from '../wallet/wallet.service.ts';
import { quoteEmail, type QuoteMailKind } from './quote-mail.ts';
import * as repo from './quotes.repository.ts';
import { throughLegs } from '../orders/order-route.ts';
import { queueWebhook } from '../webhooks/webhook-outbox.ts';
import type { DbOrTx } from '@trayecto/db';

type QuoteNotice = QuoteUpdateEvent['notice'];

/** `quote:update` to the quote's company: its status now, and a notice the panel says aloud. */
export function emitQuoteUpdate(
  runtime: Pick<OrderRuntime, 'emit'>,
  row: Pick<repo.QuoteRow, 'id' | 'corporateId' | 'uniqueId' | 'status' | 'expiresAt'>,
  notice: QuoteNotice = null,
) {
  runtime.emit(row.corporateId, QUOTE_UPDATE_EVENT, {
    quote_id: row.id,
    unique_id: row.uniqueId,
    status: row.status,
    notice,
    expires_at: row.expiresAt.toISOString(),
  });
}

/** The company's systems hear of a quote priced or expired, in the transaction that moved it. */
async function webhookQuote(tx: DbOrTx, row: repo.QuoteRow, at: Date) {
  const expired = row.status === 'expired';
  await queueWebhook(tx, {
    corporateId: row.corporateId,
    type: expired ? 'quote.expired' : 'quote.priced',
    at,
    data: {
      quote_id: row.id,
      unique_id: row.uniqueId,
      status: row.status,
      total: row.totalCents === null ? null : fromCents(row.totalCents),
      expires_at: row.expiresAt.toISOString(),
    },
  });
}

/** A quote was asked on an instance that does not lead: the leader asks the desk for it. */
export const QUOTES_CHANNEL = 'quotes_pending';
/** Clock ms between two sweeps: unpriced quotes asked again, timers armed for what comes near. */
export const QUOTE_SWEEP_MS = 60_000;
/** Timers are armed for what falls due within this (clock ms); the sweep arms the rest later. */
const HORIZON_MS = 10 * QUOTE_SWEEP_MS;
const WARNING_MS = QUOTE_EXPIRY_WARNING_MIN * 60_000;
const SYSTEM = { corporateId: null, adminId: null, ip: null };
/** Quotes expired or asked for in one go by a sweep. */
const BATCH = 200;
const OPEN = [...OPEN_QUOTE_STATUSES];

/**
 * The quotes' work that runs once in a cluster, on the leader (a LeaderTask of the order
 * runtime): asking the provider's pricing desk for the price of each new quote, recording its
 * answer, and each open quote's two moments: the "about to expire" notice QUOTE_EXPIRY_WARNING_MIN
 * before it expires, and its expiry, QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN before its time. Nothing
 * lives only in memory: on taking the lead (a start, a restart, another instance's death) the
 * sweep reads the open quotes and asks, arms or expires each, so a restart in between loses
 * nothing; every change is a conditional update, so it happens once.
 */
export type QuoteDesk = LeaderTask & {
  /** a quote was just asked for: the desk is asked now (leader) or the leader is told */
  requested(quote: repo.QuoteRow): Promise<void>;
  /** resolves when the answers and timers under way are done (tests, shutdown) */
  idle(): Promise<void>;
};

export function createQuoteDesk(runtime: OrderRuntime): QuoteDesk {
  const { deps, gateway, log } = runtime;
  const { db, clock } = deps;
  const timers = new Map<string, TimerHandle>();
  const asking = new Map<string, Promise<void>>();
  /** timer work under way (expiring, warning) */
  const firing = new Set<Promise<void>>();
  let running = false;
  let term = 0;
  let sweepTimer: TimerHandle | undefined;
  let sweeping: Promise<void> = Promise.resolve();

  const emit = (row: repo.QuoteRow, notice: QuoteNotice) => emitQuoteUpdate(runtime, row, notice);

  async function mail(kind: QuoteMailKind, row: repo.QuoteRow) {
    const to = await repo.corporateContact(db, row.corporateId);
    if (!to) return;
    const lang = isLanguage(to.lang) ? to.lang : 'es';
    const message = quoteEmail(kind, lang, {
      company: to.name,
      product: deps.config.productName,
      uniqueId: row.uniqueId,
      passenger: row.passengerName,
      places: row.places.map((p) => p.address),
      totalUsd: row.totalCents !== null ? fromCents(row.totalCents) : null,
      expiresAt: row.expiresAt,
      scheduledAt: row.scheduledAt,
      timeZone: to.timezone,
      link: `${deps.config.publicUrl}/multistop/${row.id}`,
    });
    await deps.mailer.send({ to: to.email, ...message });
  }

  /** The desk's price: the quote waits for approval (or, priced too late, has expired). */
  async function priced(quote: repo.QuoteRow, answer: StopsQuote) {
    const now = clock.now();
    const legsCents = answer.legs.map((leg) => leg.fareCents);
    const { totalCents } = multistopChargeCents({
      legsCents,
      stopFeeCents: answer.stopFeeCents,
      stops: answer.legs.length,
      skipped: 0,
    });
    const rate = pickRate(await listRates(db), now);
    const late = now.getTime() >= quote.expiresAt.getTime();
    const row = await runTransaction(db, async (tx) => {
      const moved = await repo.moveQuote(tx, quote.id, ['waiting'], {
        status: late ? 'expired' : 'waiting_for_approval',
        pricedAt: now,
        decidedAt: late ? now : null,
        cityId: answer.cityId,
        legs: answer.legs.map((leg) => ({
          distanceKm: leg.distanceKm,
          durationMin: leg.durationMin,
          fareCents: leg.fareCents,
        })),
        stopFeeCents: answer.stopFeeCents,
        totalCents,
        exchangeRate: rate?.rate ?? null,
        ...throughLegs(answer.legs),
        // priced inside the warning's window: the priced notice says when it expires
        warnedAt: quote.expiresAt.getTime() - now.getTime() <= WARNING_MS ? now : null,
        updatedAt: now,
      });
      if (moved) await webhookQuote(tx, moved, now);
      return moved;
    });
    if (!row) return; // withdrawn meanwhile
    emit(row, late ? null : 'priced');
    if (late) return;
    arm(row);
    await mail('priced', row);
  }

  /** The desk declined the route: the quote ends with the provider's reason. */
  async function declined(quote: repo.QuoteRow, code: string) {
    const now = clock.now();
    const row = await repo.moveQuote(db, quote.id, ['waiting'], {
      status: 'declined',
      pricedAt: now,
      decidedAt: now,
      declineCode: code,
      updatedAt: now,
    });
    if (!row) return;
    emit(row, null);
    await mail('declined', row);
  }

  /** Asks the desk once per quote at a time; a transient failure leaves it to the next sweep. */
  function ask(quote: repo.QuoteRow): Promise<void> {
    const known = asking.get(quote.id);
    if (known) return known;
    const work = gateway
      .quoteStops({
        quoteId: quote.id,
        stops: quote.places.map((p) => ({ lat: p.lat, lng: p.lng })),
        serviceTypeId: quote.serviceTypeId as never,
      })
      .then(
        (answer) => (running ? priced(quote, answer) : undefined),
        async (error: unknown) => {
          if (!running) return;
          if (error instanceof AppError && error.statusCode < 500)
            return declined(quote, error.code);
          log.warn(
            { err: error, quoteId: quote.id },
            'quotes: the pricing desk failed; asked again later',
          );
        },
      )
      .catch((error: unknown) =>
        log.error({ err: error, quoteId: quote.id }, 'quotes: answer not stored'),
      )
      .finally(() => asking.delete(quote.id));
    asking.set(quote.id, work);
    return work;
  }

  /** Expires a quote nobody approved in time (once: only from an open status, only when due). */
  async function expire(id: string) {
    const now = clock.now();
    const row = await runTransaction(db, async (tx) => {
      const moved = await repo.moveQuote(
        tx,
        id,
        OPEN,
        // it expired at its expiry, even when this timer ran a little later
        {
          status: 'expired',
          decidedAt: sql`${multistopQuotes.expiresAt}` as unknown as Date,
          updatedAt: now,
        },
        { extra: [sql`${multistopQuotes.expiresAt} <= ${now.toISOString()}::timestamptz`] },
      );
      if (moved) await recordExpired(tx, [moved], now);
      return moved;
    });
    if (row) emit(row, null);
  }

  /** The audit rows and webhooks of quotes just expired, in the transaction that expired them. */
  async function recordExpired(tx: DbOrTx, rows: repo.QuoteRow[], now: Date) {
    for (const row of rows) {
      await recordAudit(tx, {
        actor: SYSTEM,
        corporateId: row.corporateId,
        action: 'quote_expired',
        entity: 'quote',
        entityId: row.id,
        after: { unique_id: row.uniqueId },
      });
      await webhookQuote(tx, row, now);
    }
  }

  /** Every quote whose expiry passed unseen (a restart, a long outage), in batches. */
  async function expireOverdue() {
    for (;;) {
      const now = clock.now();
      const rows = await runTransaction(db, async (tx) => {
        const due = await repo.expireDue(tx, now, BATCH);
        await recordExpired(tx, due, now);
        return due;
      });
      for (const row of rows) emit(row, null);
      if (rows.length < BATCH || !running) return;
    }
  }

  /** Tells the company once that a quote waiting for approval is about to expire. */
  async function warn(id: string) {
    const now = clock.now();
    const row = await repo.moveQuote(
      db,
      id,
      ['waiting_for_approval'],
      { warnedAt: now, updatedAt: now },
      { openUntil: now, extra: [sql`${multistopQuotes.warnedAt} is null`] },
    );
    if (!row) return;
    emit(row, 'expiring');
    await mail('expiring', row);
  }

  function setTimer(key: string, at: number, work: () => Promise<void>) {
    if (timers.has(key)) return;
    const myTerm = term;
    timers.set(
      key,
      clock.setTimeout(() => {
        timers.delete(key);
        if (!running || myTerm !== term) return;
        const done: Promise<void> = work()
          .catch((error: unknown) => log.error({ err: error, key }, 'quotes: timer failed'))
          .finally(() => firing.delete(done));
        firing.add(done);
      }, at - clock.now().getTime()),
    );
  }

  /** The quote's timers that fall within the horizon; the sweep arms later ones when they come near. */
  function arm(row: repo.QuoteRow) {
    if (!running) return;
    const horizon = clock.now().getTime() + HORIZON_MS;
    const expiresAt = row.expiresAt.getTime();
    if (expiresAt <= horizon) setTimer(`${row.id}:expire`, expiresAt, () => expire(row.id));
    const warnAt = expiresAt - WARNING_MS;
    if (row.status === 'waiting_for_approval' && !row.warnedAt && warnAt <= horizon)
      setTimer(`${row.id}:warn`, warnAt, () => warn(row.id));
  }

  async function sweep() {
    await expireOverdue();
    const now = clock.now();
    for (const quote of await repo.selectUnpriced(db, BATCH)) void ask(quote);
    const soon = await repo.selectOpenQuotes(
      db,
      now,
      new Date(now.getTime() + HORIZON_MS + WARNING_MS),
    );
    for (const row of soon) arm(row);
  }

  function scheduleSweep(myTerm: number) {
    sweepTimer = clock.setTimeout(() => {
      if (!running || myTerm !== term) return;
      sweeping = sweep()
        .catch((error: unknown) => log.error({ err: error }, 'quotes: sweep failed'))
        .finally(() => {
          if (running && myTerm === term) scheduleSweep(myTerm);
        });
    }, QUOTE_SWEEP_MS);
  }

  return {
    channel: QUOTES_CHANNEL,
    start() {
      running = true;
      term += 1;
      sweeping = sweep().catch((error: unknown) =>
        log.error({ err: error }, 'quotes: sweep failed'),
      );
      scheduleSweep(term);
    },
    stop() {
      running = false;
      term += 1;
      for (const handle of timers.values()) clock.clearTimeout(handle);
      timers.clear();
      if (sweepTimer) clock.clearTimeout(sweepTimer);
      sweepTimer = undefined;
    },
    notified() {
      if (running)
        sweeping = sweep().catch((error: unknown) =>
          log.error({ err: error }, 'quotes: sweep failed'),
        );
    },
    async requested(quote) {
      if (runtime.cluster.isLeader()) void ask(quote);
      else await runtime.cluster.notify(QUOTES_CHANNEL, quote.id);
    },
    async idle() {
      await sweeping;
      while (asking.size > 0 || firing.size > 0) await Promise.all([...asking.values(), ...firing]);
    },
  };
}
