import { and, eq, like, sql } from 'drizzle-orm';
import { demoBankPayments, type Db } from '@trayecto/db';
import type { Clock } from '../../lib/clock.ts';
import { createRandom, type Random } from '../../lib/random.ts';
import type { PaymentGatewayName } from './money-config.ts';

// The payment gateway (ARCHITECTURE.md §1): asks the bank whether a pago móvil reached the
// provider's account, with the fields the Venezuelan banks' conciliation APIs take. The default is
// a simulated bank whose books are the payments made on its demo page (/banco-demo); it takes
// time, is late now and then (a payment shows up a while after it was made) and sometimes does not
// answer at all, so the caller must retry and, in the end, hand the top-up to a person.

export type PagoMovilQuery = {
  bankCode: string;
  payerPhone: string;
  /** the reference as the company typed it: the whole one, or at least its last 4 digits */
  reference: string;
  /** YYYY-MM-DD */
  paymentDate: string;
  /** bolívar cents */
  amountCents: number;
};

export type BankAnswer =
  | { result: 'found'; bankReference: string }
  | { result: 'not_found' }
  | { result: 'mismatch'; bankReference: string; amountCents: number };

/** The bank did not answer (timeout, maintenance): ask again later. */
export class BankUnavailableError extends Error {
  constructor(message = 'the bank did not answer') {
    super(message);
    this.name = 'BankUnavailableError';
  }
}

export type PaymentGateway = {
  name: PaymentGatewayName;
  /** false: there is no bank to ask, every top-up waits for finance */
  automated: boolean;
  findPagoMovil(query: PagoMovilQuery): Promise<BankAnswer>;
};

/** No bank to ask: finance checks every top-up in the console. */
export const manualGateway: PaymentGateway = {
  name: 'manual',
  automated: false,
  findPagoMovil: () => Promise.reject(new Error('the manual gateway asks no bank')),
};

export type SimulatedBankOptions = {
  db: Db;
  clock: Clock;
  random?: Random;
  /** share of questions the bank leaves unanswered (default 0.05) */
  failureRate?: number;
  /** how long an answer takes, ms (default 150 to 600) */
  latencyMs?: [number, number];
};

/**
 * The demo bank. A question is matched against its books by bank, payer phone, date and the
 * reference's last digits (what the company typed), among the payments it already "knows"
 * (visible_at passed). Same amount: found; another amount: mismatch; nothing: not_found.
 */
export function createSimulatedBank(options: SimulatedBankOptions): PaymentGateway {
  const { db, clock } = options;
  const random = options.random ?? createRandom(Date.now());
  const failureRate = options.failureRate ?? 0.05;
  const [minLatency, maxLatency] = options.latencyMs ?? [150, 600];
  const wait = (ms: number) =>
    ms <= 0 ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, ms));

  return {
    name: 'simulated',
    automated: true,
    async findPagoMovil(query) {
      await wait(random.int(minLatency, maxLatency));
      if (random.chance(failureRate)) throw new BankUnavailableError();
      const rows = await db
        .select()
        .from(demoBankPayments)
        .where(
          and(
            eq(demoBankPayments.bankCode, query.bankCode),
            eq(demoBankPayments.payerPhone, query.payerPhone),
            eq(demoBankPayments.paymentDate, query.paymentDate),
            like(demoBankPayments.reference, `%${query.reference.replace(/\D/g, '')}`),
            sql`${demoBankPayments.visibleAt} <= ${clock.now()}`,
          ),
        );
      const exact = rows.find((r) => r.amountCents === query.amountCents);
      if (exact) return { result: 'found', bankReference: exact.reference };
      const other = rows[0];
      if (other)
        return {
          result: 'mismatch',
          bankReference: other.reference,
          amountCents: other.amountCents,
        };
      return { result: 'not_found' };
    },
  };
}

/**
 * How late the demo bank's books are for a new payment: most at once; of the late share (0 to 1),
 * two in three a minute at most, one in three several minutes.
 */
export function demoBankDelayMs(random: Random, lateShare: number): number {
  const roll = random.next();
  if (roll >= lateShare) return 0;
  if (roll < (lateShare * 2) / 3) return random.int(20_000, 60_000);
  return random.int(120_000, 300_000);
}
