import { APPROVAL_UPDATE_EVENT, approvalUpdateEventSchema } from './approvals.ts';
import type { z } from 'zod';
import {
  CANCEL_TRIP_CORPORATE_EVENT,
  cancelTripCorporateEventSchema,
  TRIP_NOT_SERVED_EVENT,
  TRIP_UPDATE_EVENT,
  tripNotServedEventSchema,
  tripUpdateEventSchema,
} from './trip-api.ts';
import { ORDER_STOP_EVENT, orderStopEventSchema } from './orders.ts';
import { QUOTE_UPDATE_EVENT, quoteUpdateEventSchema } from './quotes.ts';
import { WALLET_UPDATE_EVENT, walletUpdateEventSchema } from './wallet.ts';
import { TOPUP_UPDATE_EVENT, topupUpdateEventSchema } from './topup-events.ts';
import { NOTICE_EVENT, noticeEventSchema } from './money-watch.ts';

/**
 * Every event the server sends to a corporate's room, with the schema of its payload: the server
 * emits only these (typed, and checked at run time) and the panel parses them with the same
 * schemas. A new event is added here first.
 */
export const REALTIME_EVENTS = {
  [TRIP_UPDATE_EVENT]: tripUpdateEventSchema,
  [CANCEL_TRIP_CORPORATE_EVENT]: cancelTripCorporateEventSchema,
  [TRIP_NOT_SERVED_EVENT]: tripNotServedEventSchema,
  [ORDER_STOP_EVENT]: orderStopEventSchema,
  [WALLET_UPDATE_EVENT]: walletUpdateEventSchema,
  [QUOTE_UPDATE_EVENT]: quoteUpdateEventSchema,
  [TOPUP_UPDATE_EVENT]: topupUpdateEventSchema,
  [APPROVAL_UPDATE_EVENT]: approvalUpdateEventSchema,
  [NOTICE_EVENT]: noticeEventSchema,
} as const;

export type RealtimeEvent = keyof typeof REALTIME_EVENTS;
export type RealtimePayload<E extends RealtimeEvent> = z.input<(typeof REALTIME_EVENTS)[E]>;
