import { describe, expect, it } from 'vitest';
import { multistopMapData } from './stops-map.ts';

const origin = { address: 'Plaza Bolívar', lat: 10.5, lng: -66.9 };
const a = { address: 'Altamira', lat: 10.49, lng: -66.85 };
const b = { address: 'Parque del Este', lat: 10.48, lng: -66.83 };

describe('what the map draws of a multistop trip', () => {
  it('the origin, the stops numbered 1..n, and straight legs before there is a route', () => {
    const map = multistopMapData({ places: [origin, a, b], route: [] });
    expect(map.origin).toEqual({ lat: 10.5, lng: -66.9 });
    expect(map.stops.map((s) => [s.label, s.tone])).toEqual([
      ['1', 'pending'],
      ['2', 'pending'],
    ]);
    expect(map.route).toEqual([
      [-66.9, 10.5],
      [-66.85, 10.49],
      [-66.83, 10.48],
    ]);
    expect(map.fit).toEqual(expect.arrayContaining([[-66.83, 10.48]]));
  });

  it('keeps the numbers of the stops after one not chosen yet', () => {
    const map = multistopMapData({ places: [null, null, b], route: [] });
    expect(map.origin).toBeNull();
    expect(map.stops.map((s) => s.label)).toEqual(['2']);
    expect(map.route).toBeUndefined();
    expect(multistopMapData({ places: [], route: [] }).fit).toBeUndefined();
  });

  it('draws the planned route when there is one, and each stop by its progress', () => {
    const route: [number, number][] = [
      [-66.9, 10.5],
      [-66.88, 10.5],
      [-66.85, 10.49],
    ];
    const map = multistopMapData({
      places: [origin, a, b],
      route,
      statuses: ['completed', 'completed', 'failed'],
    });
    expect(map.route).toEqual(route);
    expect(map.stops.map((s) => s.tone)).toEqual(['done', 'failed']);
  });
});
