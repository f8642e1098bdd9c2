import { randomUUID } from 'node:crypto';
import { type CreateTripBody, type Trip } from '@trayecto/contracts';
import type { z } from 'zod';
import type { createTripBodySchema } from '@trayecto/contracts';
import type { Actor } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { ProviderError } from '../../providers/provider-gateway.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import { createHold } from '../ledger/ledger-hold.service.ts';
import { ensureAccount } from '../ledger/ledger.service.ts';
import { isUuid } from '../../lib/keyset.ts';
import { findUser } from '../payroll/payroll.repository.ts';
import { releaseUse } from '../promos/promos.repository.ts';
import { discountCents, findUsablePromo, redeemPromo } from '../promos/promos.service.ts';
import { markDispatched, dispatchRequestOf } from './trip-dispatch.service.ts';
import { toTrip } from './trip-dto.ts';
import { newShareToken, newTripUniqueId } from './trip-ids.ts';
import { notifyWallet, settleHold } from './trip-money.ts';
import { checkScheduledAt, quoteOrFail } from './trip-quote.service.ts';
import type { TripRuntime } from './trip-runtime.ts';
import * as repo from './trips.repository.ts';

type CreateBody = z.output<typeof createTripBodySchema>;
export type { CreateTripBody };

/** Who rides and whose account pays: an active collaborator (their balance) or the wallet. */
async function payerOf(runtime: TripRuntime, corporateId: string, body: CreateBody) {
  const { db } = runtime.deps;
  if (body.passenger.type === 'guest') {
    const account = await ensureAccount(db, { type: 'corporate', corporateId });
    return {
      type: 'guest' as const,
      userId: null,
      name: body.passenger.name,
      phone: body.passenger.phone,
      payer: 'corporate' as const,
      accountId: account.id,
    };
  }
  const userId = body.passenger.user_id;
  const row = isUuid(userId) ? await findUser(db, corporateId, userId) : null;
  if (!row || row.user.deletedAt) {
    throw new AppError(404, 'not_found', { fields: { 'passenger.user_id': 'not_found' } });
  }
  if (!row.user.isActive) {
    throw new AppError(422, 'user_inactive', { fields: { 'passenger.user_id': 'user_inactive' } });
  }
  const account = await ensureAccount(db, { type: 'payroll_user', corporateId, userId });
  return {
    type: 'payroll' as const,
    userId,
    name: row.user.name,
    phone: row.user.phone,
    payer: 'payroll_user' as const,
    accountId: account.id,
  };
}

/**
 * POST /trips: checks the rules, prices the trip, holds the estimate on the payer's account and
 * hands the trip to the provider. A refused hold creates nothing; a provider failure voids the
 * hold and removes the trip (502 trip_create_error): nothing charged, nothing left behind.
 * With an idempotency scope the key is locked and its result (the trip as committed) stored in
 * the transaction that creates the trip, and dropped again if the provider refuses it. A crash
 * after the commit leaves a trip that the leader's sweep dispatches, and a retry gets that trip.
 */
export async function createTrip(
  runtime: TripRuntime,
  corporateId: string,
  body: CreateBody,
  actor: Actor,
  idempotency?: IdempotencyScope,
): Promise<Trip> {
  const { deps } = runtime;
  const now = deps.clock.now();
  const scheduledAt = checkScheduledAt(body.scheduled_at, now);
  const passenger = await payerOf(runtime, corporateId, body);
  const promo = body.promo_code
    ? await findUsablePromo(deps.db, corporateId, body.promo_code, now)
    : null;
  const quote = await quoteOrFail(
    runtime.gateway,
    { origin: body.origin, destination: body.destination, serviceTypeId: body.service_type_id },
    promo ? 'promo_estimate_error' : 'trip_create_error',
  );
  const gross = quote.fares[0]!.fareCents;
  const discount = promo ? discountCents(promo, gross) : 0;
  const estimate = gross - discount;

  let trip: repo.TripRow | undefined;
  for (let attempt = 0; !trip; attempt++) {
    const id = randomUUID();
    try {
      trip = await runTransaction(deps.db, async (tx) => {
        await idempotency?.begin(tx);
        const hold =
          estimate > 0
            ? await createHold(tx, {
                accountId: passenger.accountId,
                corporateId,
                amountCents: estimate,
                referenceType: 'trip',
                referenceId: id,
              })
            : null;
        const row = await repo.insertTrip(tx, {
          id,
          corporateId,
          uniqueId: newTripUniqueId(),
          shareToken: newShareToken(),
          passengerType: passenger.type,
          passengerUserId: passenger.userId,
          passengerName: passenger.name,
          passengerPhone: passenger.phone,
          payer: passenger.payer,
          payerAccountId: passenger.accountId,
          originAddress: body.origin.address,
          originLat: body.origin.lat,
          originLng: body.origin.lng,
          destinationAddress: body.destination.address,
          destinationLat: body.destination.lat,
          destinationLng: body.destination.lng,
          serviceTypeId: body.service_type_id,
          cityId: quote.cityId,
          status: scheduledAt ? 'scheduled' : 'waiting',
          type: scheduledAt ? 'scheduled' : 'immediate',
          scheduledAt,
          requestedAt: now,
          comment: body.comment || null,
          promoCodeId: promo?.id ?? null,
          promoCode: promo?.code ?? null,
          estimatedFareCents: estimate,
          estimatedFareGrossCents: gross,
          holdId: hold?.id ?? null,
          route: quote.route.map((p) => [p.lng, p.lat] as [number, number]),
          distanceKm: quote.distanceKm,
          durationMin: quote.durationMin,
          createdAt: now,
          updatedAt: now,
        });
        if (promo)
          await redeemPromo(tx, { corporateId, promo, tripId: id, discountCents: discount });
        await recordAudit(tx, {
          actor,
          corporateId,
          action: 'trip_requested',
          entity: 'trip',
          entityId: id,
          after: {
            unique_id: row.uniqueId,
            passenger: passenger.name,
            estimate_cents: estimate,
            promo_code: promo?.code ?? null,
          },
        });
        await idempotency?.record(tx, {
          statusCode: 201,
          body: { success: true, data: toTrip(row) },
        });
        return row;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
  await notifyWallet(runtime, trip);
  if (!runtime.isLeader()) {
    // Another instance runs the simulator: it dispatches the trip on this notice (or its sweep).
    await runtime.notifyPending();
    return toTrip(trip);
  }
  const created = trip;
  runtime.inFlight.add(created.id);
  try {
    const result = await runtime.gateway.dispatch(
      dispatchRequestOf(created, await repo.corporatePreTime(deps.db, corporateId)),
    );
    await markDispatched(runtime, created, result);
  } catch (error) {
    await discard(runtime, created, idempotency);
    if (error instanceof AppError) throw error;
    if (!(error instanceof ProviderError))
      runtime.log.error({ err: error }, 'trips: dispatch failed');
    throw new AppError(502, 'trip_create_error');
  } finally {
    runtime.inFlight.delete(created.id);
  }
  const fresh = await repo.findTripById(deps.db, created.id);
  return toTrip(fresh ?? created, runtime.live(created.id));
}

/**
 * Undoes a trip the provider never took: hold voided, promo use given back, row removed, and the
 * idempotency key's stored result dropped in the same transaction (a retry books again).
 */
async function discard(runtime: TripRuntime, trip: repo.TripRow, idempotency?: IdempotencyScope) {
  await runTransaction(runtime.deps.db, async (tx) => {
    await idempotency?.forget(tx);
    await settleHold(tx, trip, { void: true });
    if (trip.promoCodeId) await releaseUse(tx, trip.promoCodeId);
    await repo.deleteTrip(tx, trip.id);
  });
  await notifyWallet(runtime, trip);
}

export async function getTrip(
  runtime: TripRuntime,
  corporateId: string,
  id: string,
): Promise<Trip> {
  const row = isUuid(id) ? await repo.findTrip(runtime.deps.db, corporateId, id) : null;
  if (!row) throw notFound();
  return toTrip(row, runtime.live(row.id));
}
