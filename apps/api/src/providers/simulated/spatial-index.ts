import type { LatLng } from '@trayecto/contracts';
import { haversineKm } from '../../lib/geo/geo-math.ts';

const KM_PER_DEG_LAT = 111.19;

export type Nearest = { id: string; km: number };

export type SpatialIndex = {
  readonly size: number;
  upsert(id: string, point: LatLng): void;
  remove(id: string): void;
  has(id: string): boolean;
  /** The nearest item within `maxKm` that `accept` lets through (ties: smaller id). */
  nearest(point: LatLng, maxKm: number, accept?: (id: string) => boolean): Nearest | null;
};

/**
 * A uniform lat/lng grid of buckets. `nearest` visits rings of cells outward from the query's
 * cell and stops once no unvisited cell can hold anything nearer than the best so far, so a
 * query touches a handful of buckets, not every driver.
 */
export function createGridIndex(cellDeg = 0.02): SpatialIndex {
  const cells = new Map<string, Map<string, LatLng>>();
  const where = new Map<string, { key: string; point: LatLng }>();
  const cellOf = (p: LatLng) => [Math.floor(p.lat / cellDeg), Math.floor(p.lng / cellDeg)] as const;
  const keyOf = (i: number, j: number) => `${i}:${j}`;

  const remove = (id: string) => {
    const at = where.get(id);
    if (!at) return;
    const bucket = cells.get(at.key);
    bucket?.delete(id);
    if (bucket && bucket.size === 0) cells.delete(at.key);
    where.delete(id);
  };

  return {
    get size() {
      return where.size;
    },
    has: (id) => where.has(id),
    remove,
    upsert(id, point) {
      remove(id);
      const [i, j] = cellOf(point);
      const key = keyOf(i, j);
      let bucket = cells.get(key);
      if (!bucket) cells.set(key, (bucket = new Map()));
      bucket.set(id, { lat: point.lat, lng: point.lng });
      where.set(id, { key, point });
    },
    nearest(point, maxKm, accept = () => true) {
      if (where.size === 0 || !(maxKm >= 0)) return null;
      const [ci, cj] = cellOf(point);
      // A cell k rings away differs by more than (k-1) cells on some axis; a degree of longitude
      // is shortest at the highest latitude the search can reach.
      const maxLat = Math.min(89.9, Math.abs(point.lat) + maxKm / KM_PER_DEG_LAT + cellDeg);
      const cellKm = cellDeg * KM_PER_DEG_LAT * Math.cos((maxLat * Math.PI) / 180) * 0.995;
      const maxRing = Math.ceil(maxKm / cellKm) + 1;
      let best: Nearest | null = null;
      for (let ring = 0; ring <= maxRing; ring++) {
        const floorKm = (ring - 1) * cellKm;
        if (floorKm > maxKm || (best && floorKm > best.km)) break;
        for (let di = -ring; di <= ring; di++) {
          for (let dj = -ring; dj <= ring; dj++) {
            if (Math.max(Math.abs(di), Math.abs(dj)) !== ring) continue;
            const bucket = cells.get(keyOf(ci + di, cj + dj));
            if (!bucket) continue;
            for (const [id, p] of bucket) {
              const km = haversineKm(point, p);
              if (km > maxKm) continue;
              if (best && (km > best.km || (km === best.km && id > best.id))) continue;
              if (!accept(id)) continue;
              best = { id, km };
            }
          }
        }
      }
      return best;
    },
  };
}
