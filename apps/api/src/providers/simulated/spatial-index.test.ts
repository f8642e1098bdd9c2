import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../lib/geo/geo-math.ts';
import { createGridIndex } from './spatial-index.ts';

const point = fc.record({
  lat: fc.double({ min: 9.8, max: 10.8, noNaN: true }),
  lng: fc.double({ min: -67.4, max: -66.4, noNaN: true }),
});

function bruteForce(
  items: { id: string; lat: number; lng: number }[],
  q: { lat: number; lng: number },
  maxKm: number,
  accept: (id: string) => boolean,
) {
  let best: { id: string; km: number } | null = null;
  for (const item of items) {
    const km = haversineKm(q, item);
    if (km > maxKm || !accept(item.id)) continue;
    if (!best || km < best.km || (km === best.km && item.id < best.id)) best = { id: item.id, km };
  }
  return best;
}

describe('grid spatial index', () => {
  it('finds the same nearest item as a brute-force scan', () => {
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 120 }),
        point,
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(0.005, 0.02, 0.1),
        (points, q, maxKm, skipEvery, cellDeg) => {
          const items = points.map((p, i) => ({ id: `d${String(i).padStart(3, '0')}`, ...p }));
          const index = createGridIndex(cellDeg);
          for (const item of items) index.upsert(item.id, item);
          const accept = (id: string) => skipEvery === 0 || Number(id.slice(1)) % skipEvery !== 0;
          expect(index.nearest(q, maxKm, accept)).toEqual(bruteForce(items, q, maxKm, accept));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps one entry per id when items move and forgets removed ones', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), point, fc.boolean()), { maxLength: 80 }),
        point,
        (ops, q) => {
          const index = createGridIndex();
          const live = new Map<string, { lat: number; lng: number }>();
          for (const [n, p, del] of ops) {
            const id = `d${n}`;
            if (del) {
              index.remove(id);
              live.delete(id);
            } else {
              index.upsert(id, p);
              live.set(id, p);
            }
          }
          expect(index.size).toBe(live.size);
          const items = [...live].map(([id, p]) => ({ id, ...p }));
          expect(index.nearest(q, 1000, () => true)).toEqual(
            bruteForce(items, q, 1000, () => true),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers null when empty or nothing is within reach', () => {
    const index = createGridIndex();
    expect(index.nearest({ lat: 10, lng: -66 }, 5)).toBeNull();
    index.upsert('a', { lat: 10.5, lng: -66.9 });
    expect(index.nearest({ lat: 10, lng: -66 }, 5)).toBeNull();
    expect(index.nearest({ lat: 10.5, lng: -66.9 }, 0)).toEqual({ id: 'a', km: 0 });
  });
});
