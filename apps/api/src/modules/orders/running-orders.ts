import type { OrderKind } from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import type { LivePosition } from '../trips/trip-dto.ts';
import * as repo from '../trips/trips.repository.ts';

export type TripMeta = { corporateId: string; uniqueId: string; kind: OrderKind };

/**
 * What this instance keeps in memory of the orders it drives: whose each one is (so a position
 * event, many a second, needs no query) and where its car is now. Positions reach the database
 * in batches (`takeDirty`), never one write per tick.
 */
export type RunningOrders = {
  remember(orderId: string, meta: TripMeta): void;
  /** the order ended (or left this instance): its meta and position are dropped */
  forget(orderId: string): void;
  /** whose the order is: from memory, else read once and kept */
  meta(orderId: string): Promise<TripMeta | null>;
  /** the freshest position the provider reported, not yet in the database perhaps */
  live(orderId: string): LivePosition | undefined;
  setLive(orderId: string, live: LivePosition): void;
  /** the positions changed since the last call (each order's newest), to be written */
  takeDirty(): Array<{ id: string } & LivePosition>;
};

export function createRunningOrders(db: DbOrTx): RunningOrders {
  const metas = new Map<string, TripMeta>();
  const positions = new Map<string, LivePosition>();
  const dirty = new Set<string>();
  return {
    remember: (id, meta) => void metas.set(id, meta),
    forget(id) {
      metas.delete(id);
      positions.delete(id);
      dirty.delete(id);
    },
    async meta(id) {
      const known = metas.get(id);
      if (known) return known;
      const row = await repo.findTripById(db, id);
      if (!row) return null;
      const meta = { corporateId: row.corporateId, uniqueId: row.uniqueId, kind: row.kind };
      metas.set(id, meta);
      return meta;
    },
    live: (id) => positions.get(id),
    setLive(id, live) {
      positions.set(id, live);
      dirty.add(id);
    },
    takeDirty() {
      const rows = [...dirty].flatMap((id) => {
        const live = positions.get(id);
        return live ? [{ id, ...live }] : [];
      });
      dirty.clear();
      return rows;
    },
  };
}
