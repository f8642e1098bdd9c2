import { z } from 'zod';

// A top-up's statuses and its realtime event, apart from topups.ts so the panel's realtime
// bridge (in the entry) does not carry the top-up forms' schemas.

/**
 * `verifying`: the bank is being asked (automated recharge, up to TOPUP_AUTO_CHECK_WINDOW_MS);
 * `waiting`: finance reviews it in the console; `approved`: the wallet was credited and the
 * invoice issued; `rejected`: with a reason, nothing moved.
 */
export const TOPUP_STATUSES = ['verifying', 'waiting', 'approved', 'rejected'] as const;
export type TopupStatus = (typeof TOPUP_STATUSES)[number];

/** Realtime event to the company's room when one of its top-ups changes status (with `wallet:update` when money came in). */
export const TOPUP_UPDATE_EVENT = 'topup:update';
export const topupUpdateEventSchema = z.object({
  corporate_id: z.string(),
  topup_id: z.string(),
  unique_id: z.string(),
  status: z.enum(TOPUP_STATUSES),
});
export type TopupUpdateEvent = z.infer<typeof topupUpdateEventSchema>;
