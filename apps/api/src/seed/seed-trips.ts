import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Place, ServiceTypeId } from '@trayecto/contracts';
import {
  corporates,
  ledgerTransfers,
  payrollUsers,
  promoCodes,
  tripEvents,
  trips,
  type Db,
  type Tx,
} from '@trayecto/db';
import { createRandom } from '../lib/random.ts';
import { createStraightLineRouter } from '../lib/geo/routing.ts';
import { createHold, postHold, voidHold } from '../modules/ledger/ledger-hold.service.ts';
import { ensureAccount, transfer } from '../modules/ledger/ledger.service.ts';
import { hashToken, tripLinkToken } from '../lib/link-tokens.ts';
import { newShareToken, newTripUniqueId } from '../modules/trips/trip-ids.ts';
import { advanceStops, insertStops } from '../modules/orders/order-stops.repository.ts';
import { addToDailyTotals } from '../modules/trips/trip-totals.repository.ts';
import { storedDriver } from '../modules/trips/trip-dto.ts';
import { estimateFares } from '../providers/fares/fare-engine.ts';
import { createFleet } from '../providers/simulated/fleet.ts';

// Demo trips (issue 4): promo codes, and past trips of the demo corporate so history and the
// dashboard are not empty. Every charge goes through the ledger (hold, then post or void).
// Idempotent: runs once, when the promo code BIENVENIDA10 does not exist yet.

const LOCK_KEY = 72_617_941;
const DAY = 86_400_000;
const p = (address: string, lat: number, lng: number): Place => ({ address, lat, lng });
const PLACES = [
  p('Plaza Bolívar de Caracas', 10.5061, -66.9146),
  p('Universidad Central de Venezuela', 10.4905, -66.8904),
  p('Centro Comercial El Recreo', 10.4978, -66.8769),
  p('Centro Comercial San Ignacio', 10.5, -66.8555),
  p('Centro Comercial Millennium Mall', 10.4935, -66.829),
  p('Centro Ciudad Comercial Tamanaco (CCCT)', 10.485, -66.858),
  p('Hotel Tamanaco Caracas', 10.4772, -66.865),
  p('Parque del Este Generalísimo Francisco de Miranda', 10.4935, -66.839),
];
const GUESTS = [
  ['Ricardo Salazar', '04141112233'],
  ['Mariela Ochoa', '04243334455'],
] as const;
// [days ago, from, to, service type, passenger (user index or guest index as 'g0'), outcome,
// cost centre]. The older ones put trips in the months before this one: the monthly statement
// (issue 13) of last month is never empty.
const TRIPS: [
  number,
  number,
  number,
  ServiceTypeId,
  string,
  'completed' | 'cancelled_by_user' | 'no_driver',
  string?,
][] = [
  [1, 0, 3, 'economy', 'u0', 'completed'],
  [2, 4, 1, 'comfort', 'g0', 'completed'],
  [3, 2, 6, 'economy', 'u1', 'completed'],
  [4, 5, 0, 'xl', 'g1', 'completed'],
  [6, 7, 2, 'economy', 'u2', 'completed'],
  [7, 1, 4, 'economy', 'g0', 'cancelled_by_user'],
  [9, 3, 5, 'comfort', 'u0', 'completed'],
  [11, 6, 7, 'economy', 'g1', 'completed'],
  [13, 0, 5, 'economy', 'u1', 'no_driver'],
  [15, 2, 4, 'comfort', 'u2', 'completed'],
  [18, 4, 0, 'economy', 'g0', 'completed'],
  [21, 5, 3, 'xl', 'u0', 'completed'],
  [33, 0, 6, 'economy', 'u1', 'completed', 'VEN-01'],
  [38, 3, 1, 'comfort', 'u0', 'completed', 'ADM-02'],
  [44, 6, 2, 'economy', 'g1', 'completed', 'VEN-01'],
  [52, 1, 5, 'xl', 'u2', 'completed', 'ADM-02'],
  [58, 4, 7, 'economy', 'u1', 'completed', 'VEN-01'],
];

async function seedPromos(tx: Tx, demoId: string, now: Date) {
  const year = 365 * DAY;
  await tx.insert(promoCodes).values([
    {
      code: 'BIENVENIDA10',
      kind: 'percentage',
      value: 10,
      validFrom: new Date(now.getTime() - 30 * DAY),
      validUntil: new Date(now.getTime() + year),
      usageLimit: 1000,
    },
    {
      code: 'TRAYECTO5',
      kind: 'fixed',
      value: 500,
      corporateId: demoId,
      validFrom: new Date(now.getTime() - 30 * DAY),
      validUntil: new Date(now.getTime() + year),
      usageLimit: 50,
    },
    {
      code: 'VERANO2025',
      kind: 'percentage',
      value: 20,
      validFrom: new Date(now.getTime() - year),
      validUntil: new Date(now.getTime() - 60 * DAY),
      usageLimit: null,
    },
  ]);
}

async function backdate(tx: Tx, transferId: string | null, at: Date) {
  if (transferId)
    await tx
      .update(ledgerTransfers)
      .set({ createdAt: at })
      .where(eq(ledgerTransfers.id, transferId));
}

/**
 * A driver of the simulated fleet for a past trip of this city and service type: a completed
 * trip was driven by someone, in a vehicle with a plate, as a live one is (the same generator,
 * from a fixed seed, so the demo names the same people every time).
 */
function pastDriver(
  fleet: ReturnType<typeof createFleet>,
  cityId: string,
  type: string,
  n: number,
) {
  const fits = fleet.filter((d) => d.profile.cityId === cityId && d.profile.serviceTypeId === type);
  const found = fits[n % Math.max(fits.length, 1)] ?? fleet[n % fleet.length]!;
  return storedDriver(found.profile);
}

export async function seedDemoTrips(
  db: Db,
  now: Date = new Date(),
  /** config.linkTokenKey: the past trips get the links the server would derive (long expired) */
  linkKey?: string,
): Promise<{ seeded: boolean }> {
  const router = createStraightLineRouter();
  const fleet = createFleet(createRandom(LOCK_KEY), 20);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const [done] = await tx
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.code, 'BIENVENIDA10'));
    const [demo] = await tx
      .select({ id: corporates.id })
      .from(corporates)
      .where(eq(corporates.email, 'demo@trayecto.test'));
    if (done || !demo) return { seeded: false };
    await seedPromos(tx, demo.id, now);
    const users = await tx
      .select()
      .from(payrollUsers)
      .where(
        and(
          eq(payrollUsers.corporateId, demo.id),
          eq(payrollUsers.isActive, true),
          isNull(payrollUsers.deletedAt),
        ),
      )
      .orderBy(payrollUsers.createdAt)
      .limit(3);
    const corporateAccount = await ensureAccount(tx, { type: 'corporate', corporateId: demo.id });
    const revenue = await ensureAccount(tx, { type: 'provider', code: 'revenue' });
    // Oldest first: the ledger's entry order is the history's order, so back-dated rows must be
    // written in time order for the balance history to read chronologically.
    const chronological = [...TRIPS.entries()].sort(([, a], [, b]) => b[0] - a[0]);
    for (const [i, [daysAgo, from, to, serviceTypeId, who, outcome, costCenter]] of chronological) {
      const origin = PLACES[from]!;
      const destination = PLACES[to]!;
      const quote = await estimateFares(router, origin, destination, serviceTypeId);
      const estimate = quote.fares[0]!.fareCents;
      const requestedAt = new Date(now.getTime() - daysAgo * DAY - (i % 5) * 3_600_000);
      const startedAt = new Date(requestedAt.getTime() + 9 * 60_000);
      const completedAt = new Date(
        startedAt.getTime() + Math.round(quote.durationMin * 1.05 * 60_000),
      );
      const finalCents = Math.round(estimate * (0.96 + (i % 4) * 0.03));
      const heldCents = Math.max(estimate, finalCents);
      const user = who.startsWith('u')
        ? users[Number(who.slice(1)) % Math.max(users.length, 1)]
        : undefined;
      const guest = GUESTS[Number(who.slice(1)) % GUESTS.length]!;
      let accountId = corporateAccount.id;
      if (user) {
        accountId = (
          await ensureAccount(tx, { type: 'payroll_user', corporateId: demo.id, userId: user.id })
        ).id;
        // The collaborator's trips are paid from balance the company gave them first.
        const { transferId } = await transfer(tx, {
          corporateId: demo.id,
          kind: 'give_balance',
          description: user.name,
          referenceType: 'payroll_user',
          referenceId: user.id,
          metadata: { seeded: true },
          entries: [
            { accountId: corporateAccount.id, amountCents: -heldCents },
            { accountId, amountCents: heldCents },
          ],
        });
        await backdate(tx, transferId, new Date(requestedAt.getTime() - 3_600_000));
      }
      const id = randomUUID();
      const uniqueId = newTripUniqueId();
      const hold = await createHold(tx, {
        accountId,
        corporateId: demo.id,
        amountCents: heldCents,
        referenceType: 'trip',
        referenceId: id,
      });
      const completed = outcome === 'completed';
      const driver = completed ? pastDriver(fleet, quote.cityId, serviceTypeId, i) : null;
      const cancelledAt = completed
        ? null
        : new Date(requestedAt.getTime() + (outcome === 'no_driver' ? 120_000 : 240_000));
      await tx.insert(trips).values({
        id,
        corporateId: demo.id,
        uniqueId,
        // a past trip: its link is long expired (without the key, it is no one's token)
        shareTokenHash: hashToken(linkKey ? tripLinkToken(linkKey, id) : newShareToken()),
        passengerType: user ? 'payroll' : 'guest',
        passengerUserId: user?.id ?? null,
        passengerName: user?.name ?? guest[0],
        passengerPhone: user?.phone ?? guest[1],
        payer: user ? 'payroll_user' : 'corporate',
        payerAccountId: accountId,
        originAddress: origin.address,
        originLat: origin.lat,
        originLng: origin.lng,
        destinationAddress: destination.address,
        destinationLat: destination.lat,
        destinationLng: destination.lng,
        serviceTypeId,
        cityId: quote.cityId,
        status: outcome,
        type: 'immediate',
        requestedAt,
        dispatchedAt: requestedAt,
        startedAt: completed ? startedAt : null,
        completedAt: completed ? completedAt : null,
        cancelledAt,
        cancelReasonId: outcome === 'cancelled_by_user' ? 'passenger_changed_plans' : null,
        driverId: driver?.id ?? null,
        driver,
        position: completed ? { lat: destination.lat, lng: destination.lng, heading: 0 } : null,
        positionAt: completed ? completedAt : null,
        costCenter: costCenter ?? null,
        estimatedFareCents: heldCents,
        estimatedFareGrossCents: heldCents,
        finalFareCents: completed ? finalCents : null,
        holdId: hold.id,
        route: quote.route.map((q) => [q.lng, q.lat] as [number, number]),
        path: completed ? quote.route.map((q) => [q.lng, q.lat] as [number, number]) : null,
        distanceKm: quote.distanceKm,
        durationMin: quote.durationMin,
        createdAt: requestedAt,
        updatedAt: completedAt,
      });
      // a ride is an order of two stops, moved as far as the trip went
      const [pickup, dropoff] = await insertStops(
        tx,
        { corporateId: demo.id, orderId: id, at: requestedAt },
        [
          { ...origin, contactName: user?.name ?? guest[0], contactPhone: user?.phone ?? guest[1] },
          destination,
        ],
      );
      if (completed) {
        const where = { corporateId: demo.id, orderId: id };
        await advanceStops(
          tx,
          { ...where, seqs: [pickup!.seq] },
          { status: 'completed', at: startedAt },
        );
        await advanceStops(
          tx,
          { ...where, seqs: [dropoff!.seq] },
          { status: 'completed', at: completedAt },
        );
      }
      await addToDailyTotals(tx, {
        kind: 'ride',
        corporateId: demo.id,
        requestedAt,
        status: outcome,
        serviceTypeId,
        finalFareCents: completed ? finalCents : null,
      });
      const statuses = completed
        ? (['waiting', 'accepted', 'coming', 'arrived', 'started', 'completed'] as const)
        : (['waiting', outcome] as const);
      await tx.insert(tripEvents).values(
        statuses.map((status, k) => ({
          corporateId: demo.id,
          tripId: id,
          status,
          at:
            status === 'completed'
              ? completedAt
              : status === 'started'
                ? startedAt
                : cancelledAt && k === statuses.length - 1
                  ? cancelledAt
                  : new Date(requestedAt.getTime() + k * 120_000),
        })),
      );
      if (completed) {
        const { transferId } = await postHold(tx, hold.id, {
          finalAmountCents: finalCents,
          creditAccountId: revenue.id,
          kind: 'trip_charge',
          description: `${uniqueId} · ${user?.name ?? guest[0]}`,
          metadata: { trip_id: id, seeded: true },
        });
        await backdate(tx, transferId, completedAt);
      } else {
        await voidHold(tx, hold.id);
      }
    }
    return { seeded: true };
  });
}
