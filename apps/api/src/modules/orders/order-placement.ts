import { randomUUID } from 'node:crypto';
import type { ErrorCode, OrderKind, ServiceTypeId } from '@trayecto/contracts';
import type { DbOrTx, Tx } from '@trayecto/db';
import type { Actor } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashToken, tripLinkToken } from '../../lib/link-tokens.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { ProviderError } from '../../providers/provider-gateway.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import { createHold } from '../ledger/ledger-hold.service.ts';
import { ensureAccount } from '../ledger/ledger.service.ts';
import { isUuid } from '../../lib/keyset.ts';
import { findUser } from '../payroll/payroll.repository.ts';
import { releaseUse, type PromoRow } from '../promos/promos.repository.ts';
import { redeemPromo } from '../promos/promos.service.ts';
import * as repo from '../trips/trips.repository.ts';
import { applyPolicy } from '../policies/policy-check.ts';
import { handOver } from './order-dispatch.ts';
import { notifyWallet, settleHold } from './order-money.ts';
import type { OrderRuntime } from './order-runtime.ts';
import { insertStops, type NewOrderStop } from './order-stops.repository.ts';

/** Who travels or sends, and whose account pays (a collaborator's balance or the wallet). */
export type OrderParty = {
  type: 'payroll' | 'guest';
  userId: string | null;
  name: string;
  phone: string | null;
  payer: 'payroll_user' | 'corporate';
  accountId: string;
};

/** The company itself pays, from its wallet, for a contact of its own (a guest, a sender). */
export async function companyParty(
  db: DbOrTx,
  corporateId: string,
  contact: { name: string; phone: string },
): Promise<OrderParty> {
  const account = await ensureAccount(db, { type: 'corporate', corporateId });
  return {
    type: 'guest',
    userId: null,
    name: contact.name,
    phone: contact.phone,
    payer: 'corporate',
    accountId: account.id,
  };
}

/**
 * An active collaborator of this company pays, from their balance. Another company's (or a
 * deleted) collaborator: 404 on `field`; an inactive one: 422 user_inactive.
 */
export async function collaboratorParty(
  db: DbOrTx,
  corporateId: string,
  userId: string,
  field: string,
): Promise<OrderParty> {
  const row = isUuid(userId) ? await findUser(db, corporateId, userId) : null;
  if (!row || row.user.deletedAt)
    throw new AppError(404, 'not_found', { fields: { [field]: 'not_found' } });
  if (!row.user.isActive)
    throw new AppError(422, 'user_inactive', { fields: { [field]: 'user_inactive' } });
  const account = await ensureAccount(db, { type: 'payroll_user', corporateId, userId });
  return {
    type: 'payroll',
    userId,
    name: row.user.name,
    phone: row.user.phone,
    payer: 'payroll_user',
    accountId: account.id,
  };
}

/** An order as a booking module priced and checked it, ready to be placed. */
export type OrderDraft = {
  kind: OrderKind;
  corporateId: string;
  party: OrderParty;
  /** the pickup first, then every drop-off (at least one) */
  stops: readonly NewOrderStop[];
  serviceTypeId: ServiceTypeId;
  cityId: string;
  scheduledAt: Date | null;
  comment: string | null;
  /** why the trip and which cost centre pays (issue 13): the group's policy may require them */
  reason?: string | null;
  costCenter?: string | null;
  /** an approver approved this booking outside its policy (issue 13): not checked again */
  policyApproved?: boolean;
  promo: PromoRow | null;
  /** the fare before and after the promo code; the estimate is what is held */
  grossCents: number;
  discountCents: number;
  estimateCents: number;
  route: [number, number][];
  distanceKm: number;
  durationMin: number;
  /** a new human id (retried on a clash) */
  newUniqueId: () => string;
  /** what the audit log says of the request */
  audit: { action: string; entity: string; after: Record<string, unknown> };
  /** the body a replay of the idempotency key answers, from the order as committed */
  replay: (row: repo.TripRow) => unknown;
  /** the error code when the provider cannot take it (502) */
  failureCode: ErrorCode;
  /** what the kind keeps beside the order (a parcel's details, its notices), in its transaction */
  alsoWrite?: (tx: Tx, order: repo.TripRow) => Promise<void>;
  /** undoes alsoWrite when the provider refused the order (before the order row is removed) */
  undo?: (tx: Tx, order: repo.TripRow) => Promise<void>;
};

/**
 * Places an order: the estimate held on the payer's account, the order and its stops written
 * (and the promo use, the audit row, the idempotency key's result), all in one transaction; then
 * handed to the provider. A refused hold creates nothing; a provider failure voids the hold and
 * removes the order (502 `failureCode`): nothing charged, nothing left behind. On an instance that
 * does not lead, the leader is told and dispatches it (or its sweep does); a crash after the
 * commit leaves an order the sweep dispatches, and a retry of the key gets that order.
 */
export async function placeOrder(
  runtime: OrderRuntime,
  draft: OrderDraft,
  actor: Actor,
  idempotency?: IdempotencyScope,
): Promise<repo.TripRow> {
  const { deps } = runtime;
  const now = deps.clock.now();
  const { corporateId, party, promo } = draft;
  const origin = draft.stops[0]!;
  const destination = draft.stops.at(-1)!;
  let order: repo.TripRow | undefined;
  for (let attempt = 0; !order; attempt++) {
    const id = randomUUID();
    try {
      order = await runTransaction(deps.db, async (tx) => {
        await idempotency?.begin(tx);
        const hold =
          draft.estimateCents > 0
            ? await createHold(tx, {
                accountId: party.accountId,
                corporateId,
                amountCents: draft.estimateCents,
                referenceType: 'trip',
                referenceId: id,
              })
            : null;
        // the collaborator's group policy, after the hold locked the payer's account (so two
        // bookings of one person take turns on the monthly cap): a broken rule refuses it all
        const { costCenter } = await applyPolicy(tx, {
          corporateId,
          userId: party.type === 'payroll' ? party.userId : null,
          serviceTypeId: draft.serviceTypeId,
          cityId: draft.cityId,
          at: draft.scheduledAt ?? now,
          estimateCents: draft.estimateCents,
          reason: draft.reason ?? null,
          costCenter: draft.costCenter ?? null,
          approved: draft.policyApproved ?? false,
        });
        const row = await repo.insertTrip(tx, {
          id,
          kind: draft.kind,
          corporateId,
          uniqueId: draft.newUniqueId(),
          shareTokenHash: hashToken(tripLinkToken(deps.config.linkTokenKey, id)),
          passengerType: party.type,
          passengerUserId: party.userId,
          passengerName: party.name,
          passengerPhone: party.phone,
          payer: party.payer,
          payerAccountId: party.accountId,
          originAddress: origin.address,
          originLat: origin.lat,
          originLng: origin.lng,
          destinationAddress: destination.address,
          destinationLat: destination.lat,
          destinationLng: destination.lng,
          serviceTypeId: draft.serviceTypeId,
          cityId: draft.cityId,
          status: draft.scheduledAt ? 'scheduled' : 'waiting',
          type: draft.scheduledAt ? 'scheduled' : 'immediate',
          scheduledAt: draft.scheduledAt,
          requestedAt: now,
          comment: draft.comment,
          tripReason: draft.reason?.trim() || null,
          costCenter,
          promoCodeId: promo?.id ?? null,
          promoCode: promo?.code ?? null,
          estimatedFareCents: draft.estimateCents,
          estimatedFareGrossCents: draft.grossCents,
          holdId: hold?.id ?? null,
          route: draft.route,
          distanceKm: draft.distanceKm,
          durationMin: draft.durationMin,
          createdAt: now,
          updatedAt: now,
        });
        await insertStops(
          tx,
          { corporateId, orderId: id, at: now, linkKey: deps.config.linkTokenKey },
          draft.stops,
        );
        await draft.alsoWrite?.(tx, row);
        if (promo)
          await redeemPromo(tx, {
            corporateId,
            promo,
            tripId: id,
            discountCents: draft.discountCents,
          });
        await recordAudit(tx, {
          actor,
          corporateId,
          action: draft.audit.action,
          entity: draft.audit.entity,
          entityId: id,
          after: { unique_id: row.uniqueId, ...draft.audit.after },
        });
        await idempotency?.record(tx, { statusCode: 201, body: draft.replay(row) });
        return row;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
  await notifyWallet(runtime, order);
  if (!runtime.cluster.isLeader()) {
    // Another instance runs the simulator: it dispatches the order on this notice (or its sweep).
    await runtime.cluster.notifyPending();
    return order;
  }
  const placed = order;
  runtime.handovers.inFlight.add(placed.id);
  try {
    await handOver(runtime, placed);
  } catch (error) {
    await discard(runtime, placed, draft, idempotency);
    if (error instanceof AppError) throw error;
    if (!(error instanceof ProviderError))
      runtime.log.error({ err: error }, 'orders: dispatch failed');
    throw new AppError(502, draft.failureCode);
  } finally {
    runtime.handovers.inFlight.delete(placed.id);
  }
  return (await repo.findTripById(deps.db, placed.id)) ?? placed;
}

/**
 * Undoes an order the provider never took: hold voided, promo use given back, the order and its
 * stops removed, and the idempotency key's stored result dropped in the same transaction (a retry
 * books again).
 */
async function discard(
  runtime: OrderRuntime,
  order: repo.TripRow,
  draft: OrderDraft,
  idempotency?: IdempotencyScope,
) {
  await runTransaction(runtime.deps.db, async (tx) => {
    await idempotency?.forget(tx);
    await draft.undo?.(tx, order);
    await settleHold(tx, order, { void: true });
    if (order.promoCodeId) await releaseUse(tx, order.promoCodeId);
    await repo.deleteTrip(tx, order.id);
  });
  await notifyWallet(runtime, order);
}
