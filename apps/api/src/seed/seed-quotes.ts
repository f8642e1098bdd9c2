import { eq, sql } from 'drizzle-orm';
import {
  MULTISTOP_STOP_FEE_CENTS,
  multistopChargeCents,
  quoteExpiresAt,
  type Place,
} from '@trayecto/contracts';
import { corporates, multistopQuotes, type Db } from '@trayecto/db';
import { createStraightLineRouter } from '../lib/geo/routing.ts';
import { ensureAccount } from '../modules/ledger/ledger.service.ts';
import { newOrderUniqueId } from '../modules/trips/trip-ids.ts';
import { listRates } from '../modules/wallet/wallet.repository.ts';
import { pickRate } from '../modules/wallet/wallet.service.ts';
import { estimateFares } from '../providers/fares/fare-engine.ts';
import { throughLegs } from '../modules/orders/order-route.ts';

// Demo multistop quotes (issue 9): one priced and waiting for approval (tomorrow morning), one
// denied and one expired in the past, so /multistop is not empty. The desk prices new ones live.
// Idempotent: runs once, when the demo corporate has no quote yet.

const LOCK_KEY = 72_617_942;
const HOUR = 3_600_000;
const p = (address: string, lat: number, lng: number): Place => ({ address, lat, lng });
const ROUTES: Place[][] = [
  [
    p('Plaza Venezuela', 10.499, -66.8837),
    p('Hotel Tamanaco Caracas', 10.4772, -66.865),
    p('Centro Ciudad Comercial Tamanaco (CCCT)', 10.485, -66.858),
    p('Centro Comercial San Ignacio', 10.5, -66.8555),
  ],
  [
    p('Plaza Bolívar de Caracas', 10.5061, -66.9146),
    p('Universidad Central de Venezuela', 10.4905, -66.8904),
    p('Centro Comercial El Recreo', 10.4978, -66.8769),
  ],
  [
    p('Centro Comercial Millennium Mall', 10.4935, -66.829),
    p('Parque del Este Generalísimo Francisco de Miranda', 10.4935, -66.839),
    p('Centro Comercial San Ignacio', 10.5, -66.8555),
  ],
];
// [route, hours from now, status, guest]
const QUOTES = [
  [0, 20, 'waiting_for_approval', 'Ricardo Salazar'],
  [1, -30, 'not_approved', 'Mariela Ochoa'],
  [2, -80, 'expired', 'Ricardo Salazar'],
] as const;

export async function seedDemoQuotes(db: Db, now: Date = new Date()): Promise<{ seeded: boolean }> {
  const router = createStraightLineRouter();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const [demo] = await tx
      .select({ id: corporates.id })
      .from(corporates)
      .where(eq(corporates.email, 'demo@trayecto.test'));
    if (!demo) return { seeded: false };
    const [any] = await tx
      .select({ id: multistopQuotes.id })
      .from(multistopQuotes)
      .where(eq(multistopQuotes.corporateId, demo.id))
      .limit(1);
    if (any) return { seeded: false };
    const wallet = await ensureAccount(tx, { type: 'corporate', corporateId: demo.id });
    const rates = await listRates(tx);
    for (const [route, hours, status, guest] of QUOTES) {
      const places = ROUTES[route]!;
      const legs = [];
      for (let i = 1; i < places.length; i++) {
        const quote = await estimateFares(router, places[i - 1]!, places[i]!, 'economy');
        legs.push({
          distanceKm: quote.distanceKm,
          durationMin: quote.durationMin,
          fareCents: quote.fares[0]!.fareCents,
          route: quote.route,
          cityId: quote.cityId,
        });
      }
      const scheduledAt = new Date(now.getTime() + hours * HOUR);
      const requestedAt = new Date(Math.min(now.getTime(), scheduledAt.getTime()) - 26 * HOUR);
      const pricedAt = new Date(requestedAt.getTime() + 40_000);
      const expiresAt = quoteExpiresAt(scheduledAt);
      await tx.insert(multistopQuotes).values({
        corporateId: demo.id,
        uniqueId: newOrderUniqueId('MQ'),
        status,
        passengerType: 'guest',
        passengerName: guest,
        passengerPhone: '4141112233',
        payer: 'corporate',
        payerAccountId: wallet.id,
        places,
        serviceTypeId: 'economy',
        comment: null,
        scheduledAt,
        expiresAt,
        requestedAt,
        pricedAt,
        cityId: legs[0]!.cityId,
        legs: legs.map(({ distanceKm, durationMin, fareCents }) => ({
          distanceKm,
          durationMin,
          fareCents,
        })),
        stopFeeCents: MULTISTOP_STOP_FEE_CENTS,
        totalCents: multistopChargeCents({
          legsCents: legs.map((l) => l.fareCents),
          stopFeeCents: MULTISTOP_STOP_FEE_CENTS,
          stops: legs.length,
          skipped: 0,
        }).totalCents,
        exchangeRate: pickRate(rates, pricedAt)?.rate ?? null,
        ...throughLegs(legs),
        decidedAt:
          status === 'expired'
            ? expiresAt
            : status === 'not_approved'
              ? new Date(pricedAt.getTime() + HOUR)
              : null,
        denyReasonId: status === 'not_approved' ? 'too_expensive' : null,
        createdAt: requestedAt,
        updatedAt: now,
      });
    }
    return { seeded: true };
  });
}
