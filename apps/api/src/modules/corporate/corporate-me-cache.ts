import type { MeResponse } from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import {
  BoundedMap,
  MAX_CACHED_CORPORATES,
  type SessionCache,
  type WalletCents,
} from '../auth/session-cache.ts';
import { findCorporateWallets } from './corporate.repository.ts';

/** GET /me without the one field that depends on the session (assist mode). */
export type MeBody = Omit<MeResponse, 'is_assist_mode' | 'member' | 'role'>;
type Entry = { body: MeBody; panelIds: string[] };

export type MeCache = ReturnType<typeof createMeCache>;
const NO_ACCOUNT: WalletCents = { balanceCents: 0, heldCents: 0, overdraftCents: 0 };

/**
 * GET /me answers by corporate, kept fresh by the session cache's notifications: a corporate's
 * own change ('c:', its row or its panel list) or a change of one of the panels a master lists.
 * Read it only after the auth hook's `sync` in the same request, which is what makes a hit as
 * fresh as the database when the request arrived.
 * The wallet: where the database announces wallet changes (`walletsAnnounced`, PGlite) a hit is
 * whole; elsewhere (PostgreSQL, migration 0005 says why) a hit's wallet is stale by design and
 * `wallet(id, synced)` gives the one the auth hook read on its sync round trip (route config
 * `syncWallet`), else reads it on the next round trip (shared by a batch of requests), or with a
 * query of its own when that connection is down.
 */
export function createMeCache(
  sessions: SessionCache,
  db: DbOrTx,
  options: { walletsAnnounced: boolean },
) {
  const entries = new BoundedMap<string, Entry>(MAX_CACHED_CORPORATES);
  sessions.subscribe((change) => {
    if (change.kind === 'all') entries.clear();
    else if (change.kind === 'wallet') entries.delete(change.id);
    else if (change.kind === 'corporate') {
      entries.delete(change.id);
      for (const [id, entry] of entries) if (entry.panelIds.includes(change.id)) entries.delete(id);
    }
  });
  return {
    get: (corporateId: string) => entries.get(corporateId)?.body,
    /** the current wallet for a hit, or null when the hit's own is current */
    wallet: options.walletsAnnounced
      ? null
      : async (
          corporateId: string,
          synced?: Promise<WalletCents | undefined | null> | null,
        ): Promise<WalletCents> => {
          let read = synced ? await synced : null; // null: not read that way
          if (read === null) read = await sessions.readWallet(corporateId);
          if (read !== null) return read ?? NO_ACCOUNT; // undefined: no account
          const [row] = await findCorporateWallets(db, [corporateId]);
          return row ?? NO_ACCOUNT;
        },
    ticket: sessions.ticket,
    /** Keeps a body read after `ticket()` unless something changed meanwhile. */
    fill(ticket: number, corporateId: string, body: MeBody) {
      if (!sessions.canFill(ticket)) return;
      entries.set(corporateId, { body, panelIds: body.associated_panels.map((p) => p._id) });
    },
  };
}
