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
import type { PanelResource } from './team-permissions.ts';

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

/**
 * What a member's role must read to receive each event (null: every member): a role that may not
 * read money gets no wallet:update, as it gets 403 on GET /wallet. A new event chooses here too.
 */
export const REALTIME_EVENT_RESOURCE: Record<RealtimeEvent, PanelResource | null> = {
  [TRIP_UPDATE_EVENT]: 'trips',
  [CANCEL_TRIP_CORPORATE_EVENT]: 'trips',
  [TRIP_NOT_SERVED_EVENT]: 'trips',
  [ORDER_STOP_EVENT]: 'trips',
  [WALLET_UPDATE_EVENT]: 'money',
  [QUOTE_UPDATE_EVENT]: 'trips',
  [TOPUP_UPDATE_EVENT]: 'money',
  [APPROVAL_UPDATE_EVENT]: 'approvals',
  // only the kind: each member's list is read with its own role's filter
  [NOTICE_EVENT]: null,
};
export type RealtimePayload<E extends RealtimeEvent> = z.input<(typeof REALTIME_EVENTS)[E]>;
