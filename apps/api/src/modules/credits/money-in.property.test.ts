import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitPayment } from '@trayecto/contracts';
import {
  corporateCredits,
  corporates,
  invoices,
  ledgerAccounts,
  ledgerEntries,
  topups,
} from '@trayecto/db';
import { setupApp, type TestContext } from '../../../test/helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { createCorporate } from '../ledger/ledger-test-helpers.ts';
import { ensureAccount, transfer } from '../ledger/ledger.service.ts';
import { approveTopup } from '../topups/topup-decisions.ts';
import { dayIn } from '../topups/topups.service.ts';
import { grantCredit, revertCredit } from './credits.service.ts';

// Random sequences of money in and out for one company, through the real services (top-up
// approvals, credit grants and reverts, spending), against a small model: after every step the
// wallet, each credit's paid amount and status, and what is due match the model; every transfer
// balances; invoice numbers have no gaps. Repayment order: expired first (none here), then by
// expiration day, then by number.

const RUNS = Number(process.env.MONEY_IN_PROPERTY_RUNS ?? 25);

type Op =
  | { op: 'topup'; cents: number; zelle: boolean }
  | { op: 'grant'; cents: number; days: number }
  | { op: 'spend'; cents: number }
  | { op: 'revert'; credit: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('topup' as const),
      cents: fc.integer({ min: 1, max: 20_000 }),
      zelle: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('grant' as const),
      cents: fc.integer({ min: 1, max: 15_000 }),
      days: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('spend' as const),
      cents: fc.integer({ min: 1, max: 15_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('revert' as const), credit: fc.nat(5) }) },
);

type ModelCredit = {
  id: string;
  amount: number;
  paid: number;
  status: string;
  days: number;
  n: number;
};

let t: TestContext;
const actor = { corporateId: null, adminId: null, ip: null };
const emit = () => undefined;

beforeAll(async () => {
  t = await setupApp({ seed: false });
  // a rate for every payment date of the runs
  await t.handle.db.execute(
    sql`insert into exchange_rates (currency, rate, effective_at) values ('VES', '36.5', ${new Date(t.clock.now().getTime() - 86_400_000)})`,
  );
});
afterAll(async () => {
  await t?.close();
});

async function balanceOf(corporateId: string) {
  const [row] = await t.handle.db
    .select({ balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'corporate'), eq(ledgerAccounts.ownerId, corporateId)));
  return row?.balance ?? 0;
}

let seq = 0;
async function insertTopup(corporateId: string, cents: number, zelle: boolean) {
  const split = splitPayment(cents, zelle);
  const [row] = await t.handle.db
    .insert(topups)
    .values({
      corporateId,
      method: zelle ? 'zelle' : 'pago_movil',
      status: 'waiting',
      currency: 'USD',
      amountCents: cents,
      rate: '36.5',
      amountUsdCents: cents,
      igtfCents: split.igtfCents,
      creditedCents: split.creditedCents,
      paymentDate: dayIn(t.clock.now(), 'America/Caracas'),
      reference: `P${++seq}`,
      referenceKey: `prop:${randomUUID()}`,
    })
    .returning();
  return { id: row!.id, credited: split.creditedCents };
}

describe('money in, as a property', () => {
  it('keeps the wallet, the credits and the ledger in step with a model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const corporateId = await createCorporate(t.handle.db);
        await t.handle.db
          .update(corporates)
          .set({ isAllowCredits: true })
          .where(eq(corporates.id, corporateId));
        const revenue = await ensureAccount(t.handle.db, { type: 'provider', code: 'revenue' });
        const model = { wallet: 0, credits: [] as ModelCredit[] };

        for (const step of ops) {
          if (step.op === 'topup') {
            const { id, credited } = await insertTopup(corporateId, step.cents, step.zelle);
            await approveTopup(t.app.deps, emit, id, { by: 'admin', actor });
            model.wallet += credited;
            let left = credited;
            const due = model.credits
              .filter((c) => c.status === 'active')
              .sort((a, b) => a.days - b.days || a.n - b.n);
            for (const c of due) {
              const pay = Math.min(left, c.amount - c.paid);
              c.paid += pay;
              left -= pay;
              model.wallet -= pay;
              if (c.paid === c.amount) c.status = 'paid';
            }
          } else if (step.op === 'grant') {
            const expires = dayIn(
              new Date(t.clock.now().getTime() + step.days * 86_400_000),
              'America/Caracas',
            );
            const row = await grantCredit(
              t.app.deps,
              emit,
              corporateId,
              { amount: step.cents / 100, expires_on: expires },
              actor,
              // called as a service, without a request: no key to keep
              { begin: async () => {}, record: async () => {}, forget: async () => {} },
              async (_db, id) => ({ id }),
            );
            model.wallet += step.cents;
            model.credits.push({
              id: row.id,
              amount: step.cents,
              paid: 0,
              status: 'active',
              days: step.days,
              n: model.credits.length,
            });
          } else if (step.op === 'spend') {
            const account = await ensureAccount(t.handle.db, { type: 'corporate', corporateId });
            const ok = step.cents <= model.wallet;
            try {
              await transfer(t.handle.db, {
                corporateId,
                kind: 'trip_charge',
                entries: [
                  { accountId: account.id, amountCents: -step.cents },
                  { accountId: revenue.id, amountCents: step.cents },
                ],
              });
              expect(ok).toBe(true);
              model.wallet -= step.cents;
            } catch (error) {
              expect(ok).toBe(false);
              expect((error as AppError).code).toBe('insufficient_balance');
            }
          } else {
            const credit = model.credits[step.credit];
            if (!credit) continue;
            const allowed =
              credit.status === 'active' && credit.paid === 0 && model.wallet >= credit.amount;
            try {
              await revertCredit(t.app.deps, emit, credit.id, actor);
              expect(allowed).toBe(true);
              credit.status = 'reverted';
              model.wallet -= credit.amount;
            } catch (error) {
              expect(allowed).toBe(false);
              expect(['credit_in_use', 'credit_already_decided']).toContain(
                (error as AppError).code,
              );
            }
          }

          expect(await balanceOf(corporateId)).toBe(model.wallet);
          const rows = await t.handle.db
            .select()
            .from(corporateCredits)
            .where(eq(corporateCredits.corporateId, corporateId));
          for (const c of model.credits) {
            const row = rows.find((r) => r.id === c.id)!;
            expect({ paid: row.paidCents, status: row.status }).toEqual({
              paid: c.paid,
              status: c.status,
            });
          }
        }
      }),
      { numRuns: RUNS },
    );
    const [sum] = await t.handle.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
      .from(ledgerEntries);
    expect(Number(sum!.total)).toBe(0);
    const numbers = (await t.handle.db.select({ n: invoices.number }).from(invoices))
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  }, 240_000);
});
