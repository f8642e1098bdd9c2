import { describe, expect, it } from 'vitest';
import { mapLabel, placeLabelsGeoJson } from './offline-style.ts';

describe('map labels', () => {
  it('writes brackets as a middle dot (mirrored in a right-to-left page otherwise)', () => {
    expect(mapLabel('Av. Boyacá (Cota Mil)')).toBe('Av. Boyacá · Cota Mil');
    expect(mapLabel('Centro Ciudad Comercial Tamanaco (CCCT)')).toBe(
      'Centro Ciudad Comercial Tamanaco · CCCT',
    );
    expect(mapLabel('Plaza Altamira [Plaza Francia]')).toBe('Plaza Altamira · Plaza Francia');
    expect(mapLabel('Plaza Venezuela')).toBe('Plaza Venezuela');
  });

  it('labels every city and landmark without brackets', () => {
    const labels = placeLabelsGeoJson([
      {
        id: 'caracas',
        name: 'Caracas',
        circles: [],
        center: { lat: 10.5, lng: -66.9 },
        landmarks: [{ name: 'Teleférico (estación Maripérez)', lat: 10.5, lng: -66.88 }],
      },
    ]);
    const names = labels.features.map((f) => String(f.properties?.name));
    expect(names).toEqual(['Caracas', 'Teleférico · estación Maripérez']);
  });
});
