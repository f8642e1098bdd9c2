import { describe, expect, it } from 'vitest';
import { mergeCarFeeds, staticCarFeed } from '../../../components/map/map-feeds.ts';
import { createCourierFleet } from './courier-fleet.ts';

const at = (lat: number, lng: number) => ({ lat, lng, heading: 90 });
const ids = (feed: { collection: () => { features: Array<{ properties: { id: string } }> } }) =>
  feed.collection().features.map((f) => f.properties.id);

describe('the couriers on the order map', () => {
  it('places the running parcels that have a position, moves them, and drops the finished', () => {
    const fleet = createCourierFleet();
    let told = 0;
    fleet.feed.subscribe(() => told++);
    fleet.reset([
      { _id: 'a', position: at(10.5, -66.9) },
      { _id: 'b', position: null },
    ]);
    expect(ids(fleet.feed)).toEqual(['a']);
    expect(fleet.feed.collection().features[0]!.properties.tone).toBe('parcel');
    // b's courier reports: it appears; a moves
    fleet.move('b', at(10.49, -66.85));
    fleet.move('a', at(10.51, -66.88));
    expect(ids(fleet.feed).sort()).toEqual(['a', 'b']);
    expect(fleet.feed.collection().features.find((f) => f.properties.id === 'a')!.geometry).toEqual(
      { type: 'Point', coordinates: [-66.88, 10.51] },
    );
    expect(fleet.owns('a')).toBe(true);
    // a finished: it leaves, and a late position of it does not bring it back
    fleet.reset([{ _id: 'b', position: at(10.49, -66.85) }]);
    fleet.move('a', at(10.52, -66.87));
    expect(ids(fleet.feed)).toEqual(['b']);
    expect(fleet.owns('a')).toBe(false);
    // a ride's id is none of its business
    fleet.move('ride-1', at(10.5, -66.9));
    expect(ids(fleet.feed)).toEqual(['b']);
    expect(told).toBe(4);
  });

  it('draws rides and parcels from one source, rebuilt only after a change', () => {
    const fleet = createCourierFleet();
    const rides = staticCarFeed({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { id: 'ride-1', tone: 'active', heading: 0 },
          geometry: { type: 'Point', coordinates: [-66.9, 10.5] },
        },
      ],
    });
    const map = mergeCarFeeds(rides, fleet.feed);
    let told = 0;
    const off = map.subscribe(() => told++);
    const first = map.collection();
    expect(ids(map)).toEqual(['ride-1']);
    expect(map.collection()).toBe(first);
    fleet.reset([{ _id: 'p', position: at(10.49, -66.85) }]);
    expect(told).toBe(1);
    expect(ids(map)).toEqual(['ride-1', 'p']);
    off();
    fleet.move('p', at(10.48, -66.84));
    expect(told).toBe(1);
  });
});
