import { createHmac } from 'node:crypto';
import {
  isFinalTripStatus,
  PUBLIC_LINK_TTL_AFTER_END_MS,
  type TripStatus,
} from '@trayecto/contracts';
import { AppError } from './app-error.ts';
import { hashToken } from './tokens.ts';

// The public order links (the passenger's /trip-info/{token}, a receiver's
// /parcel-track/{token}) are derived from the server's LINK_TOKEN_KEY and the order's id, so the
// database keeps only their SHA-256 hashes, like sessions and approval links: a copy of the
// database opens no trip. The panel can still show the link of an order it owns by deriving it
// again (ADR 0018).

/** 144 bits of HMAC-SHA-256, base64url: as long as the random tokens the links had before. */
const TOKEN_BYTES = 18;

function derive(key: string, label: string): string {
  return createHmac('sha256', key)
    .update(label)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString('base64url');
}

/** The passenger's link token of order `orderId`. */
export const tripLinkToken = (key: string, orderId: string) => derive(key, `trip:${orderId}`);

/** The receiver's link token of stop `seq` of order `orderId`. */
export const stopLinkToken = (key: string, orderId: string, seq: number) =>
  derive(key, `stop:${orderId}:${seq}`);

/**
 * The token to show for a stored hash, or null when the stored hash is not this key's (a link
 * made before links were derived, or under another key: it still works, the panel cannot show it).
 */
export function shownToken(token: string, storedHash: string | null): string | null {
  return storedHash !== null && hashToken(token) === storedHash ? token : null;
}

export { hashToken };

/** When an order ended for its public links: completed or cancelled, else the final status's write. */
export function orderEndedAt(order: {
  completedAt: Date | null;
  cancelledAt: Date | null;
  status: string;
  updatedAt: Date;
}): Date | null {
  if (order.completedAt || order.cancelledAt) return order.completedAt ?? order.cancelledAt;
  return isFinalTripStatus(order.status as TripStatus) ? order.updatedAt : null;
}

/**
 * A public order link works while its order runs and PUBLIC_LINK_TTL_AFTER_END_MS after it ended;
 * then 410 link_expired, checked before anything of the order is read into the answer.
 */
export function checkLinkOpen(endedAt: Date | null, now: Date): void {
  if (endedAt && now.getTime() - endedAt.getTime() > PUBLIC_LINK_TTL_AFTER_END_MS) {
    throw new AppError(410, 'link_expired', {
      params: { hours: PUBLIC_LINK_TTL_AFTER_END_MS / 3_600_000 },
    });
  }
}

/**
 * What an SMS in the outbox carries in place of a link's token: the relay writes the token in
 * (fillLinkTokens) as it posts, so the outbox, which keeps its messages, never holds one.
 */
export const TRIP_LINK_MARKER = '[[trip-link]]';
export const stopLinkMarker = (seq: number) => `[[stop-link:${seq}]]`;

/** `text` with its link markers replaced by the tokens of order `orderId`. */
export function fillLinkTokens(text: string, key: string, orderId: string | null): string {
  if (!orderId) return text;
  return text
    .replaceAll(TRIP_LINK_MARKER, () => tripLinkToken(key, orderId))
    .replace(/\[\[stop-link:(\d+)\]\]/g, (_m, seq: string) =>
      stopLinkToken(key, orderId, Number(seq)),
    );
}

/** What an idempotent replay keeps in place of a link token (revealed again when replayed). */
const SEALED_LINK = '[[link]]';

/**
 * Hides the link tokens of an answer kept for idempotent replays (idempotency_keys) and writes
 * them back on the replay: an order's `share_token` from its `_id`, a stop's `tracking_token`
 * from its order's `_id` and its `index`.
 */
export function linkSeal(key: string) {
  const walk = (value: unknown, orderId: string | null, reveal: boolean): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, orderId, reveal));
    if (!value || typeof value !== 'object') return value;
    const o = value as Record<string, unknown>;
    const id = typeof o._id === 'string' ? o._id : orderId;
    const token = (field: string, derived: () => string | null) => {
      const v = o[field];
      if (typeof v !== 'string') return v;
      if (!reveal) return SEALED_LINK;
      return v === SEALED_LINK ? derived() : v;
    };
    return Object.fromEntries(
      Object.entries(o).map(([k, v]) => {
        if (k === 'share_token') return [k, token(k, () => (id ? tripLinkToken(key, id) : null))];
        if (k === 'tracking_token')
          return [
            k,
            token(k, () =>
              id && typeof o.index === 'number' ? stopLinkToken(key, id, o.index) : null,
            ),
          ];
        return [k, walk(v, id, reveal)];
      }),
    );
  };
  return {
    conceal: (body: unknown) => walk(body, null, false),
    reveal: (body: unknown) => walk(body, null, true),
  };
}
