import { z } from 'zod';
import type { OrderKind } from './orders.ts';
import { cursor, dateRangeInOrder, dateTime } from './text.ts';

// Corporate balance and its history (issue 3). Amounts in dollars on the wire.

export const WALLET_OPERATIONS_DEFAULT_LIMIT = 20;
export const WALLET_OPERATIONS_MAX_LIMIT = 100;

export const exchangeRateSchema = z.object({
  currency: z.literal('VES'),
  /** bolívares per dollar */
  rate: z.number(),
  effective_at: z.string(),
});

export const walletResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    currency: z.literal('USD'),
    /** what the corporate's own money can still pay: balance - holds (same as GET /me's wallet) */
    wallet: z.number(),
    /** the ledger balance (operations' final_balance chains to it) */
    balance: z.number(),
    overdraft: z.number(),
    holds: z.number(),
    available: z.number(),
    /** present when credits are allowed */
    credits_due: z.number().nullable(),
    exchange_rate: exchangeRateSchema.nullable(),
  }),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/** What caused a movement (SPEC §3 "origin"). */
export const OPERATION_KINDS = [
  'seed_topup',
  'topup',
  'give_balance',
  'take_balance',
  'user_removed',
  'trip_charge',
  'parcel_charge',
  'credit_advance',
  'credit_payment',
  /** a credit taken back whole before any use */
  'credit_reverted',
  'adjustment',
  /** between a corporate master's wallet and one of its panels' (issue 10) */
  'panel_transfer',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/**
 * The origin an order's charge is booked under, by kind of order: a parcel is a parcel charge
 * (balance history, its filter, the CSV, the statement, the dashboard). A multistop trip is a
 * trip, so a trip charge.
 */
export const ORDER_CHARGE_KINDS = {
  ride: 'trip_charge',
  parcel: 'parcel_charge',
  multistop: 'trip_charge',
} as const satisfies Record<OrderKind, OperationKind>;

export const walletOperationsQuerySchema = z
  .object({
    from: dateTime().optional(),
    to: dateTime().optional(),
    kind: z.enum(OPERATION_KINDS).optional(),
    cursor: cursor().optional(),
    limit: z.coerce
      .number()
      .int({ message: 'validation_error' })
      .min(1, { message: 'validation_error' })
      .max(WALLET_OPERATIONS_MAX_LIMIT, { message: 'validation_error' })
      .default(WALLET_OPERATIONS_DEFAULT_LIMIT),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine(...dateRangeInOrder('from', 'to'));

export const walletOperationSchema = z.object({
  _id: z.string(),
  created_at: z.string(),
  origin: z.string(),
  description: z.string(),
  /** signed dollars: what this movement did to the corporate wallet */
  amount: z.number(),
  initial_balance: z.number(),
  final_balance: z.number(),
  /** signed dollars moved to (+) or from (-) a collaborator, when one is involved */
  user_amount: z.number().nullable(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** bolívares per dollar in force at the operation's date (null before the first rate) */
  exchange_rate: z.number().nullable(),
  /**
   * the movement's own bolívares when it has them (a top-up: what its payment credited in Bs,
   * as its invoice says, at the rate of its payment date, which exchange_rate then is); null:
   * the amount at exchange_rate
   */
  amount_ves: z.number().nullable(),
});
export type WalletOperation = z.infer<typeof walletOperationSchema>;

export const walletOperationsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({
    operations: z.array(walletOperationSchema),
    next_cursor: z.string().nullable(),
  }),
});

/** Realtime event sent to the corporate's room after every movement of its wallet. */
export const WALLET_UPDATE_EVENT = 'wallet:update';
export const walletUpdateEventSchema = z.object({ corporate_id: z.string(), wallet: z.number() });
export type WalletUpdateEvent = z.infer<typeof walletUpdateEventSchema>;

/** GET /wallet/flows?from&to: money in and out of the wallet in a period, by what caused it. */
export const walletFlowsQuerySchema = z
  .object({ from: dateTime(), to: dateTime() })
  .refine(...dateRangeInOrder('from', 'to'));
export const walletFlowsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** dollars that came in (top-ups, credits, transfers from a master…) */
    money_in: z.number(),
    /** dollars that went out (trips, parcels, balance given, credits paid back…) */
    money_out: z.number(),
    by_kind: z.array(z.object({ kind: z.string(), money_in: z.number(), money_out: z.number() })),
  }),
});
export type WalletFlows = z.infer<typeof walletFlowsResponseSchema>['data'];
