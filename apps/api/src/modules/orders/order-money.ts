import { WALLET_UPDATE_EVENT, fromCents } from '@trayecto/contracts';
import type { DbOrTx, Tx } from '@trayecto/db';
import { AppError } from '../../lib/app-error.ts';
import { postHold, voidHold } from '../ledger/ledger-hold.service.ts';
import { ensureAccount, findAccount, walletCents } from '../ledger/ledger.service.ts';
import { discountCents } from '../promos/promos.service.ts';
import { promoById } from '../promos/promos.repository.ts';
import type { OrderRuntime } from './order-runtime.ts';
import type { TripRow } from '../trips/trips.repository.ts';

export const TRIP_CHARGE_KIND = 'trip_charge';

/** What a finished trip costs the payer: the driven fare less the promo code's discount. */
export async function chargeOf(db: DbOrTx, trip: TripRow, fareCents: number): Promise<number> {
  if (!trip.promoCodeId) return fareCents;
  const promo = await promoById(db, trip.promoCodeId);
  return promo ? fareCents - discountCents(promo, fareCents) : fareCents;
}

/**
 * Settles a trip's hold inside the caller's transaction: voided (cancel, no driver), or posted for
 * the final charge to the provider's revenue account. If the payer cannot cover a final charge
 * above the estimate, the estimate held is charged (it is reserved, so it always can be).
 */
export async function settleHold(
  tx: Tx,
  trip: TripRow,
  how: { void: true } | { chargeCents: number; fareCents: number },
): Promise<number> {
  if (!trip.holdId) return 0;
  if ('void' in how) {
    await voidHold(tx, trip.holdId).catch(ignoreResolved);
    return 0;
  }
  const revenue = await ensureAccount(tx, { type: 'provider', code: 'revenue' });
  const post = (cents: number) =>
    tx.transaction((inner) =>
      postHold(inner, trip.holdId!, {
        finalAmountCents: cents,
        creditAccountId: revenue.id,
        kind: TRIP_CHARGE_KIND,
        description: `${trip.uniqueId} · ${trip.passengerName}`,
        metadata: {
          trip_id: trip.id,
          fare_cents: how.fareCents,
          estimated_cents: trip.estimatedFareCents,
        },
      }),
    );
  try {
    await post(how.chargeCents);
    return how.chargeCents;
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_balance') {
      await post(trip.estimatedFareCents);
      return trip.estimatedFareCents;
    }
    if (error instanceof AppError && error.code === 'hold_already_resolved') return 0;
    throw error;
  }
}

function ignoreResolved(error: unknown) {
  if (error instanceof AppError && error.code === 'hold_already_resolved') return;
  throw error;
}

/** wallet:update after the corporate wallet moved (holds count: the wallet is balance − holds). */
export async function notifyWallet(runtime: Pick<OrderRuntime, 'deps' | 'emit'>, trip: TripRow) {
  if (trip.payer !== 'corporate') return;
  const account = await findAccount(runtime.deps.db, {
    type: 'corporate',
    corporateId: trip.corporateId,
  });
  if (!account) return;
  runtime.emit(trip.corporateId, WALLET_UPDATE_EVENT, {
    corporate_id: trip.corporateId,
    wallet: fromCents(walletCents(account)),
  });
}
