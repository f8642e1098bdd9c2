import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ERROR_MESSAGES,
  MULTISTOP_STOP_FEE_CENTS,
  dispatchAt,
  multistopChargeCents,
  toCents,
} from '@trayecto/contracts';
import {
  auditLog,
  emailOutbox,
  ledgerEntries,
  ledgerHolds,
  ledgerTransfers,
  multistopQuotes,
  trips,
} from '@trayecto/db';
import { login } from '../../../test/helpers.ts';
import { findAccount } from '../ledger/ledger.service.ts';
import {
  altamira,
  collaborator,
  nowhere,
  plazaBolivar,
  runUntil,
  scriptedDropoffs,
  setupTrips,
  statusOf,
  type Faults,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';
import {
  askPriced,
  minutesFrom,
  quoteBody,
  quotesApi,
  sabanaGrande,
  watchExpiry,
} from './quotes-test-helpers.ts';

// Multistop quotes (issue 9) through the real app on the test clock: asked, priced by the
// simulated desk, approved (the total held), dispatched pre_time before their time, driven stop
// by stop (one stop skipped: Partially completed) and charged once by the quote's rule; denied,
// withdrawn, expired; every bad input refused with nothing written; another company's id: 404.

const SKIP_RATE = 0.3;
let t: TripsContext & { faults: Faults };
let demo: { token: string; _id: string };
let api: ReturnType<typeof quotesApi>;

const mailsTo = async (subjectPart: string) =>
  (await t.handle.db.select().from(emailOutbox)).filter((m) => m.subject.includes(subjectPart));

const pricedQuote = (extra: Record<string, unknown> = {}) => askPriced(t, api, extra);

beforeAll(async () => {
  // the first run's stops: the second is skipped (the third is the end: never skipped)
  t = await setupTrips(
    { stopSkipRate: SKIP_RATE, deskDeclineRate: 0, driversPerCity: 20 },
    scriptedDropoffs(7, [false, true], SKIP_RATE),
  );
  demo = await login(t.app, 'demo@trayecto.test');
  api = quotesApi(t, demo.token);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a multistop trip from its quote to its charge', () => {
  it('is priced by the desk, approved (held), dispatched at pre_time, driven stop by stop and charged once', async () => {
    const res = await api.create(quoteBody(t));
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json().data;
    expect(asked).toMatchObject({
      status: 'waiting',
      unique_id: expect.stringMatching(/^MQ-/),
      total: null,
      order_id: null,
      passenger: { type: 'guest', name: 'Invitada Multiparada' },
      payer: 'corporate',
    });
    expect(asked.stops.map((s: { place: { address: string } }) => s.place.address)).toEqual([
      plazaBolivar.address,
      sabanaGrande.address,
      'Las Mercedes',
      altamira.address,
    ]);
    expect(new Date(asked.expires_at).getTime()).toBe(
      new Date(asked.scheduled_at).getTime() - 15 * 60_000,
    );

    // the desk answers within a minute of simulated time: the legs, a fee per stop, the total
    await runUntil(
      t,
      async () => (await api.quote(asked._id)).status !== 'waiting',
      2 * 60_000,
      5_000,
    );
    const priced = await api.quote(asked._id);
    expect(priced.status).toBe('waiting_for_approval');
    expect(priced.legs).toHaveLength(3);
    const legsCents = priced.legs.map((l: { fare: number }) => toCents(l.fare));
    expect(toCents(priced.stop_fee)).toBe(MULTISTOP_STOP_FEE_CENTS);
    expect(toCents(priced.fee)).toBe(3 * MULTISTOP_STOP_FEE_CENTS);
    expect(toCents(priced.total)).toBe(
      multistopChargeCents({
        legsCents,
        stopFeeCents: MULTISTOP_STOP_FEE_CENTS,
        stops: 3,
        skipped: 0,
      }).totalCents,
    );
    expect(priced.exchange_rate).toBeGreaterThan(0);
    // the desk writes its mail just after the quote's new status (no timer between them)
    await vi.waitFor(async () => expect(await mailsTo(priced.unique_id)).toHaveLength(1), {
      timeout: 10_000,
    });

    // approved: the total is held on the wallet and the trip booked, scheduled
    const wallet = await findAccount(t.handle.db, { type: 'corporate', corporateId: demo._id });
    const approved = await api.approve(priced._id);
    expect(approved.statusCode, approved.body).toBe(200);
    const booked = approved.json().data;
    expect(booked).toMatchObject({ status: 'approved', order_status: 'scheduled' });
    const orderId: string = booked.order_id;
    const [hold] = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.referenceId, orderId));
    expect(hold).toMatchObject({ amountCents: toCents(priced.total), status: 'pending' });
    const after = await findAccount(t.handle.db, { type: 'corporate', corporateId: demo._id });
    expect(after!.heldCents - wallet!.heldCents).toBe(toCents(priced.total));

    // the provider holds it until pre_time (15 min) before its time, then looks for a driver
    const releaseAt = dispatchAt(new Date(priced.scheduled_at), 15);
    await t.clock.advanceTo(new Date(releaseAt.getTime() - 60_000));
    expect((await t.provider.track(orderId))?.status).toBe('scheduled');
    await runUntil(
      t,
      async () => (await statusOf(t, orderId)) !== 'scheduled',
      10 * 60_000,
      10_000,
    );
    expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(releaseAt.getTime());

    // driven through every stop; the second was skipped: Partially completed
    await runUntil(t, async () =>
      ['completed', 'partially_completed'].includes((await statusOf(t, orderId)) ?? ''),
    );
    const ran = await api.quote(priced._id);
    expect(ran.order_status).toBe('partially_completed');
    expect(ran.stops.map((s: { status: string }) => s.status)).toEqual([
      'completed',
      'completed',
      'failed',
      'completed',
    ]);
    // charged once, by the quote's rule: every leg, and the fee of the two stops made
    const charge = multistopChargeCents({
      legsCents,
      stopFeeCents: MULTISTOP_STOP_FEE_CENTS,
      stops: 3,
      skipped: 1,
    }).totalCents;
    expect(toCents(ran.final_fare)).toBe(charge);
    const transfers = await t.handle.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'trip_charge'));
    const mine = transfers.filter(
      (tr) => (tr.metadata as { trip_id?: string } | null)?.trip_id === orderId,
    );
    expect(mine).toHaveLength(1);
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, mine[0]!.id));
    expect(entries.find((e) => e.accountId === wallet!.id)?.amountCents).toBe(-charge);
    // in the trips history (and its totals), its detail, and the balance history
    const history = (await api.get('/api/corporate/trips?scope=history&limit=100')).json().data;
    expect(history.trips.find((r: { _id: string }) => r._id === orderId)).toMatchObject({
      status: 'partially_completed',
      final_fare: ran.final_fare,
    });
    const detail = await api.get(`/api/corporate/trips/${orderId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const operations = (await api.get('/api/corporate/wallet/operations?limit=100')).json().data
      .operations;
    expect(
      operations.find(
        (o: { amount: number; origin: string }) =>
          o.origin === 'trip_charge' && o.amount === -ran.final_fare,
      ),
    ).toBeDefined();
    // the timeline: asked, priced, approved, then the run
    expect(ran.events.map((e: { status: string }) => e.status).slice(0, 3)).toEqual([
      'waiting',
      'waiting_for_approval',
      'approved',
    ]);
    expect(ran.events.at(-1).status).toBe('partially_completed');
  }, 300_000);
});

describe('deciding', () => {
  it('denies with a reason; a decided quote cannot be approved, denied or withdrawn again', async () => {
    const quote = await pricedQuote();
    expect((await api.deny(quote._id, {})).json().error_code).toBe('field_required');
    const denied = await api.deny(quote._id, { reason_id: 'too_expensive', comment: 'Muy caro' });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json().data).toMatchObject({
      status: 'not_approved',
      deny_reason_id: 'too_expensive',
    });
    const again = await api.approve(quote._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error_code: 'quote_already_decided',
      message: ERROR_MESSAGES.quote_already_decided.en,
    });
    expect((await api.deny(quote._id, { reason_id: 'other' })).statusCode).toBe(409);
    expect((await api.cancel(quote._id, { reason_id: 'other' })).statusCode).toBe(409);
    const [row] = await t.handle.db
      .select()
      .from(multistopQuotes)
      .where(eq(multistopQuotes.id, quote._id));
    expect(row).toMatchObject({ status: 'not_approved', orderId: null });
  }, 120_000);

  it('approving twice books one trip; approving before the price is refused', async () => {
    const res = await api.create(quoteBody(t));
    const id: string = res.json().data._id;
    const early = await api.approve(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error_code).toBe('quote_not_priced');
    await runUntil(t, async () => (await api.quote(id)).status !== 'waiting', 2 * 60_000, 5_000);
    const [a, b] = await Promise.all([api.approve(id), api.approve(id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const orders = await t.handle.db.select().from(trips).where(eq(trips.kind, 'multistop'));
    const quote = await api.quote(id);
    expect(orders.filter((o) => o.id === quote.order_id)).toHaveLength(1);
    const holds = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.referenceId, quote.order_id));
    expect(holds).toHaveLength(1);

    // cancelled before it starts: the hold is released
    const cancelled = await api.cancel(id, { reason_id: 'booked_by_mistake' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.order_status).toBe('cancelled_by_user');
    const [hold] = await t.handle.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.referenceId, quote.order_id));
    expect(hold!.status).toBe('voided');
  }, 120_000);

  it("approving without the payer's balance is refused with the spec's message and holds nothing", async () => {
    const broke = await collaborator(t, demo._id, { active: true });
    const account = await findAccount(t.handle.db, {
      type: 'payroll_user',
      corporateId: demo._id,
      userId: broke.id,
    });
    // the collaborator has no balance and no overdraft of their own
    if (account && account.balanceCents + account.overdraftCents > 0) return expect.fail('seed');
    const quote = await pricedQuote({ passenger: { type: 'payroll', user_id: broke.id } });
    const res = await api.approve(quote._id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'insufficient_balance',
      message: "User does not have sufficient balance or there isn't enough overdraft",
    });
    expect((await api.quote(quote._id)).status).toBe('waiting_for_approval');
  }, 120_000);

  it('withdraws an open quote', async () => {
    const res = await api.create(quoteBody(t));
    const withdrawn = await api.cancel(res.json().data._id, { reason_id: 'other' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.status).toBe('cancelled');
  });
});

describe('expiry', () => {
  it('expires exactly 15 minutes before its time; approving then is refused and holds nothing', async () => {
    // two hours ahead: warned 30 minutes before it expires, then expired
    const quote = await pricedQuote({ scheduled_at: minutesFrom(t, 120) });
    const expiresAt = new Date(quote.expires_at);
    const warnAt = expiresAt.getTime() - 30 * 60_000;
    await runUntil(t, () => t.clock.now().getTime() >= warnAt - 60_000, 3 * 3_600_000, 60_000);
    // the company's language is Spanish: the priced e-mail, then the warning
    await vi.waitFor(async () => expect(await mailsTo(quote.unique_id)).toHaveLength(1), {
      timeout: 10_000,
    });
    await runUntil(
      t,
      async () => (await mailsTo(`${quote.unique_id} expira pronto`)).length > 0,
      5 * 60_000,
      10_000,
    );

    // seen expired within the one-second step that crossed its expiry, not a sweep later
    expect(await watchExpiry(t, quote._id, expiresAt)).toBeLessThanOrEqual(1_000);
    const expired = await api.quote(quote._id);
    expect(expired.decided_at).toBe(quote.expires_at);

    const holdsBefore = (await t.handle.db.select().from(ledgerHolds)).length;
    const res = await api.approve(quote._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_code: 'quote_expired',
      message: ERROR_MESSAGES.quote_expired.en,
    });
    expect((await t.handle.db.select().from(ledgerHolds)).length).toBe(holdsBefore);
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote_expired'), eq(auditLog.entityId, quote._id)));
    expect(audits).toHaveLength(1);
  }, 300_000);
});

describe('the desk declines', () => {
  it('a route it does not serve: Cancelled by provider, with its message', async () => {
    const quote = await pricedQuote({ origin: nowhere });
    expect(quote).toMatchObject({ status: 'declined', decline_code: 'origin_not_served' });
    expect(ERROR_MESSAGES.origin_not_served.en).toBe(
      'Sorry, the provider does not serve that origin address',
    );
  }, 120_000);
});
