import { eq } from 'drizzle-orm';
import {
  ORDER_CHARGE_KINDS,
  WALLET_UPDATE_EVENT,
  fromCents,
  multistopChargeCents,
  parcelChargeCents,
  type OrderKind,
  type ParcelSize,
} from '@trayecto/contracts';
import { multistopQuotes, parcels, type DbOrTx, type Tx } from '@trayecto/db';
import { AppError } from '../../lib/app-error.ts';
import { postHold, voidHold } from '../ledger/ledger-hold.service.ts';
import { ensureAccount, findAccount, walletCents } from '../ledger/ledger.service.ts';
import { discountCents } from '../promos/promos.service.ts';
import { promoById } from '../promos/promos.repository.ts';
import type { OrderRuntime } from './order-runtime.ts';
import type { TripRow } from '../trips/trips.repository.ts';
import { stopsOf } from './order-stops.repository.ts';

/** What a served order of one kind costs its payer, from the fare the provider drove. Cents. */
type ChargeRule = (db: DbOrTx, order: TripRow, fareCents: number) => Promise<number>;

/** A ride: the fare less its promo code's discount. */
const rideCharge: ChargeRule = async (db, order, fareCents) => {
  if (!order.promoCodeId) return fareCents;
  const promo = await promoById(db, order.promoCodeId);
  return promo ? fareCents - discountCents(promo, fareCents) : fareCents;
};

/** A parcel: see chargeOf. */
const parcelCharge: ChargeRule = async (db, order, fareCents) => {
  const [parcel] = await db.select().from(parcels).where(eq(parcels.orderId, order.id));
  if (!parcel) return fareCents;
  const dropoffs = (await stopsOf(db, order.corporateId, order.id)).filter(
    (s) => s.role === 'dropoff',
  );
  const charge = parcelChargeCents({
    fareCents,
    size: parcel.size as ParcelSize,
    dropoffs: dropoffs.length,
    failed: dropoffs.filter((s) => s.status === 'failed').length,
  });
  await db
    .update(parcels)
    .set({ returnFeeCents: charge.returnFeeCents })
    .where(eq(parcels.orderId, order.id));
  return charge.totalCents;
};

/**
 * A multistop trip: the price its quote said, not what was driven (the company approved that
 * price); a stop the passenger skipped is not charged its fee (multistopChargeCents).
 */
const multistopCharge: ChargeRule = async (db, order, fareCents) => {
  const [quote] = await db
    .select()
    .from(multistopQuotes)
    .where(eq(multistopQuotes.orderId, order.id));
  if (!quote?.legs || quote.stopFeeCents === null) return fareCents;
  const dropoffs = (await stopsOf(db, order.corporateId, order.id)).filter(
    (s) => s.role === 'dropoff',
  );
  return multistopChargeCents({
    legsCents: quote.legs.map((leg) => leg.fareCents),
    stopFeeCents: quote.stopFeeCents,
    stops: dropoffs.length,
    skipped: dropoffs.filter((s) => s.status === 'failed').length,
  }).totalCents;
};

const CHARGE_RULES: Record<OrderKind, ChargeRule> = {
  ride: rideCharge,
  parcel: parcelCharge,
  multistop: multistopCharge,
};

/**
 * What a served order costs the payer, by its kind's rule (one per kind: a new kind of order
 * brings its own, nothing else branches on the kind). A parcel: the fare plus its size's
 * surcharge and a return fee per failed drop-off (parcelChargeCents), the return fees kept on
 * the parcel for its charge lines. A multistop trip: its quote's legs and the fee of each stop made.
 */
export function chargeOf(db: DbOrTx, order: TripRow, fareCents: number): Promise<number> {
  return CHARGE_RULES[order.kind](db, order, fareCents);
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
        kind: ORDER_CHARGE_KINDS[trip.kind],
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
