import { fileApproval } from '../approvals/approval-request.ts';
import { ApprovalNeeded } from '../policies/policy-check.ts';
import type { ApprovalCreated } from '@trayecto/contracts';
import {
  MIN_TRIP_DISTANCE_M,
  QUOTE_EARLIEST_AHEAD_MIN,
  metresBetween,
  quoteExpiresAt,
  quoteScheduledAtProblem,
  type CancelQuoteBody,
  type DenyQuoteBody,
  type Quote,
} from '@trayecto/contracts';
import type { z } from 'zod';
import type { createQuoteBodySchema } from '@trayecto/contracts';
import type { Actor } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import { cancelOrder } from '../orders/order-cancel.ts';
import {
  collaboratorParty,
  companyParty,
  placeOrder,
  type OrderParty,
} from '../orders/order-placement.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { stopsOf } from '../orders/order-stops.repository.ts';
import { newOrderUniqueId } from '../trips/trip-ids.ts';
import { checkScheduledAt } from '../trips/trip-quote.service.ts';
import { listEvents } from '../trips/trips.repository.ts';
import { emitQuoteUpdate, type QuoteDesk } from './quote-desk.ts';
import { toQuote } from './quote-dto.ts';
import * as repo from './quotes.repository.ts';

type CreateBody = z.output<typeof createQuoteBodySchema>;
export type QuotesContext = { runtime: OrderRuntime; desk: QuoteDesk };

/** Multistop pages need the multi-stops feature (SPEC §6): 403 for a company without it. */
export async function requireMultiStops(runtime: OrderRuntime, corporateId: string) {
  if (!(await repo.multiStopsActive(runtime.deps.db, corporateId)))
    throw new AppError(403, 'forbidden');
}

/** A quote at least QUOTE_EARLIEST_AHEAD_MIN ahead (it must not expire as it is asked for). */
const QUOTE_AHEAD = { problem: quoteScheduledAtProblem, minAheadMin: QUOTE_EARLIEST_AHEAD_MIN };

/** Two consecutive places on the same spot are one stop: 400 on the later one. */
function checkDistinctStops(body: CreateBody) {
  const places = [body.origin, ...body.stops];
  for (let i = 1; i < places.length; i++) {
    if (metresBetween(places[i - 1]!, places[i]!) < MIN_TRIP_DISTANCE_M)
      throw new AppError(400, 'same_origin_destination', {
        fields: { [`stops.${i - 1}.address`]: 'same_origin_destination' },
      });
  }
}

/**
 * POST /quotes: the multistop trip's rules (the time, the stops), then the quote is stored
 * waiting for its price and the provider's pricing desk is asked (by the leader). Nothing is
 * held until the company approves the price.
 */
export async function createQuote(
  { runtime, desk }: QuotesContext,
  corporateId: string,
  body: CreateBody,
  actor: Actor,
  idempotency?: IdempotencyScope,
): Promise<Quote> {
  const { db, clock } = runtime.deps;
  await requireMultiStops(runtime, corporateId);
  const now = clock.now();
  const scheduledAt = checkScheduledAt(body.scheduled_at, now, QUOTE_AHEAD)!;
  checkDistinctStops(body);
  const party: OrderParty =
    body.passenger.type === 'guest'
      ? await companyParty(db, corporateId, body.passenger)
      : await collaboratorParty(db, corporateId, body.passenger.user_id, 'passenger.user_id');
  let created: repo.QuoteRow | undefined;
  for (let attempt = 0; !created; attempt++) {
    try {
      created = await runTransaction(db, async (tx) => {
        await idempotency?.begin(tx);
        const row = await repo.insertQuote(tx, {
          corporateId,
          uniqueId: newOrderUniqueId('MQ'),
          status: 'waiting',
          passengerType: party.type,
          passengerUserId: party.userId,
          passengerName: party.name,
          passengerPhone: party.phone,
          payer: party.payer,
          payerAccountId: party.accountId,
          places: [body.origin, ...body.stops].map((p) => ({
            address: p.address,
            lat: p.lat,
            lng: p.lng,
          })),
          serviceTypeId: body.service_type_id,
          comment: body.comment || null,
          tripReason: body.reason || null,
          costCenter: body.cost_center || null,
          scheduledAt,
          expiresAt: quoteExpiresAt(scheduledAt),
          requestedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(tx, {
          actor,
          corporateId,
          action: 'quote_requested',
          entity: 'quote',
          entityId: row.id,
          after: { unique_id: row.uniqueId, stops: body.stops.length, passenger: party.name },
        });
        await idempotency?.record(tx, {
          statusCode: 201,
          body: { success: true, data: toQuote({ quote: row, order: null }, []) },
        });
        return row;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
  emitQuoteUpdate(runtime, created);
  await desk.requested(created);
  return toQuote({ quote: created, order: null }, []);
}

/** A quote of this company (404 for another company's or a malformed id). */
async function findOr404(runtime: OrderRuntime, corporateId: string, id: string) {
  const found = isUuid(id) ? await repo.findQuote(runtime.deps.db, corporateId, id) : null;
  if (!found) throw notFound();
  return found;
}

export async function getQuote(
  runtime: OrderRuntime,
  corporateId: string,
  id: string,
): Promise<Quote> {
  await requireMultiStops(runtime, corporateId);
  const found = await findOr404(runtime, corporateId, id);
  const { db } = runtime.deps;
  const [stops, events] = found.order
    ? await Promise.all([
        stopsOf(db, corporateId, found.order.id),
        listEvents(db, corporateId, found.order.id),
      ])
    : [[], []];
  return toQuote(
    found,
    stops,
    events.filter((e) => !(e.payload as { type?: string } | null)?.type),
    found.order ? runtime.orders.live(found.order.id) : undefined,
  );
}

/**
 * Why a quote cannot be decided now: expired (or past its expiry, the timer not yet run), not
 * priced yet, or already decided. 409, nothing changed.
 */
function undecidable(quote: repo.QuoteRow, now: Date): AppError {
  const pastExpiry = quote.expiresAt.getTime() <= now.getTime();
  if (
    quote.status === 'expired' ||
    ((quote.status === 'waiting' || quote.status === 'waiting_for_approval') && pastExpiry)
  )
    return new AppError(409, 'quote_expired');
  if (quote.status === 'waiting') return new AppError(409, 'quote_not_priced');
  return new AppError(409, 'quote_already_decided');
}

/**
 * POST /quotes/{id}/approve: the quote's total is held on the payer's account and the trip is
 * booked on the order core (kind 'multistop', scheduled: the provider dispatches it pre_time
 * before its time), the quote marked approved in the same transaction, only if it still waits
 * for approval and has not expired. The provider refusing undoes all of it.
 */
export async function approveQuote(
  { runtime }: QuotesContext,
  corporateId: string,
  id: string,
  actor: Actor,
  idempotency?: IdempotencyScope,
  /** an approver approved this booking outside its policy (issue 13): placed as asked */
  options: { policyApproved?: boolean } = {},
): Promise<Quote | ApprovalCreated> {
  const { db, clock } = runtime.deps;
  await requireMultiStops(runtime, corporateId);
  const { quote } = await findOr404(runtime, corporateId, id);
  const now = clock.now();
  if (quote.status !== 'waiting_for_approval' || quote.expiresAt.getTime() <= now.getTime())
    throw undecidable(quote, now);
  const party: OrderParty =
    quote.passengerType === 'payroll' && quote.passengerUserId
      ? await collaboratorParty(db, corporateId, quote.passengerUserId, 'passenger.user_id')
      : {
          type: 'guest',
          userId: null,
          name: quote.passengerName,
          phone: quote.passengerPhone,
          payer: quote.payer,
          accountId: quote.payerAccountId,
        };
  const total = quote.totalCents ?? 0;
  try {
    await placeOrder(
      runtime,
      {
        kind: 'multistop',
        corporateId,
        party,
        stops: quote.places.map((p, i) =>
          i === 0 ? { ...p, contactName: party.name, contactPhone: party.phone } : p,
        ),
        serviceTypeId: quote.serviceTypeId as never,
        cityId: quote.cityId ?? '',
        scheduledAt: quote.scheduledAt,
        comment: quote.comment,
        reason: quote.tripReason,
        costCenter: quote.costCenter,
        promo: null,
        grossCents: total,
        discountCents: 0,
        estimateCents: total,
        route: quote.route ?? [],
        distanceKm: quote.distanceKm ?? 0,
        durationMin: quote.durationMin ?? 0,
        newUniqueId: () => newOrderUniqueId('VM'),
        audit: {
          action: 'quote_approved',
          entity: 'quote',
          after: { quote: quote.uniqueId, total_cents: total },
        },
        replay: (order) => ({
          success: true,
          data: toQuote(
            { quote: { ...quote, status: 'approved', decidedAt: now, orderId: order.id }, order },
            [],
          ),
        }),
        failureCode: 'trip_create_error',
        async alsoWrite(tx, order) {
          const moved = await repo.moveQuote(
            tx,
            quote.id,
            ['waiting_for_approval'],
            { status: 'approved', decidedAt: now, orderId: order.id, updatedAt: now },
            { openUntil: now },
          );
          // decided (or expired) since it was read: the whole booking rolls back
          if (!moved) {
            const current = await repo.findQuote(tx, corporateId, quote.id);
            throw undecidable(current?.quote ?? quote, now);
          }
        },
        async undo(tx) {
          await repo.moveQuote(tx, quote.id, ['approved'], {
            status: 'waiting_for_approval',
            decidedAt: null,
            orderId: null,
            updatedAt: now,
          });
        },
        policyApproved: options.policyApproved ?? false,
      },
      actor,
      idempotency,
    );
  } catch (error) {
    // outside the passenger's group policy, and the policy asks for an approver: filed, the
    // quote keeps waiting for approval until the approver decides (or it expires)
    if (!(error instanceof ApprovalNeeded)) throw error;
    return fileApproval(
      runtime,
      {
        corporateId,
        kind: 'multistop',
        quoteId: quote.id,
        needed: error,
        passengerName: party.name,
        originAddress: quote.places[0]?.address ?? '',
        destinationAddress: quote.places.at(-1)?.address ?? '',
        serviceTypeId: quote.serviceTypeId,
        estimateCents: total,
        scheduledAt: quote.scheduledAt,
        reason: quote.tripReason,
      },
      actor,
      idempotency,
    );
  }
  const answer = await getQuote(runtime, corporateId, id);
  // what the answer says, without reading the quote again
  emitQuoteUpdate(runtime, { ...quote, status: answer.status });
  return answer;
}

/** POST /quotes/{id}/deny: the company says no, with a reason; only while it waits for approval. */
export async function denyQuote(
  { runtime }: QuotesContext,
  corporateId: string,
  id: string,
  body: DenyQuoteBody,
  actor: Actor,
): Promise<Quote> {
  const { db, clock } = runtime.deps;
  await requireMultiStops(runtime, corporateId);
  const { quote } = await findOr404(runtime, corporateId, id);
  const now = clock.now();
  const row = await runTransaction(db, async (tx) => {
    const moved = await repo.moveQuote(
      tx,
      quote.id,
      ['waiting_for_approval'],
      {
        status: 'not_approved',
        decidedAt: now,
        denyReasonId: body.reason_id,
        denyComment: body.comment || null,
        updatedAt: now,
      },
      { openUntil: now },
    );
    if (!moved) throw undecidable((await repo.findQuoteById(tx, quote.id)) ?? quote, now);
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'quote_denied',
      entity: 'quote',
      entityId: quote.id,
      after: { unique_id: quote.uniqueId, reason_id: body.reason_id },
    });
    return moved;
  });
  emitQuoteUpdate(runtime, row);
  return getQuote(runtime, corporateId, id);
}

/**
 * POST /quotes/{id}/cancel: a quote still open is withdrawn; an approved trip is cancelled on the
 * order core until it starts (its hold released); anything else: 409 quote_cancel_error.
 */
export async function cancelQuote(
  { runtime }: QuotesContext,
  corporateId: string,
  id: string,
  body: CancelQuoteBody,
  actor: Actor,
): Promise<Quote> {
  const { db, clock } = runtime.deps;
  await requireMultiStops(runtime, corporateId);
  const { quote, order } = await findOr404(runtime, corporateId, id);
  const now = clock.now();
  if (quote.status === 'approved' && order) {
    await cancelOrder(runtime, {
      corporateId,
      id: order.id,
      kind: 'multistop',
      reasonId: body.reason_id,
      comment: body.comment,
      actor,
      notCancellable: 'quote_cancel_error',
      audit: { action: 'multistop_cancelled', entity: 'quote' },
    });
    return getQuote(runtime, corporateId, id);
  }
  const row = await runTransaction(db, async (tx) => {
    const moved = await repo.moveQuote(
      tx,
      quote.id,
      ['waiting', 'waiting_for_approval'],
      { status: 'cancelled', decidedAt: now, updatedAt: now },
      { openUntil: now },
    );
    if (!moved) throw new AppError(409, 'quote_cancel_error');
    await recordAudit(tx, {
      actor,
      corporateId,
      action: 'quote_withdrawn',
      entity: 'quote',
      entityId: quote.id,
      after: { unique_id: quote.uniqueId, reason_id: body.reason_id },
    });
    return moved;
  });
  emitQuoteUpdate(runtime, row);
  return getQuote(runtime, corporateId, id);
}
