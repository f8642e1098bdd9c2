import { haversineKm, type LatLng } from '@trayecto/contracts';

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

// Great-circle distance in kilometres: one haversine, in contracts.
export { haversineKm };

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const φ1 = toRad(a.lat);
  const φ2 = toRad(b.lat);
  const Δλ = toRad(b.lng - a.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (toDeg(Math.atan2(y, x)) + 360) % 360;
}

/** Linear interpolation; fine at city scale. */
export function lerp(a: LatLng, b: LatLng, t: number): LatLng {
  return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
}

/** Length of a polyline in kilometres (straight segments). */
export function polylineKm(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += haversineKm(points[i - 1]!, points[i]!);
  return total;
}

/**
 * The point `km` along a polyline and the heading there; past the end it is the last point.
 * `cumulative` (from cumulativeKm) avoids recomputing segment lengths every tick.
 */
export function pointAlong(
  points: readonly LatLng[],
  cumulative: readonly number[],
  km: number,
): { point: LatLng; heading: number } {
  const last = points.length - 1;
  if (last <= 0) return { point: points[0]!, heading: 0 };
  if (km <= 0) return { point: points[0]!, heading: bearingDeg(points[0]!, points[1]!) };
  for (let i = 1; i <= last; i++) {
    const end = cumulative[i]!;
    if (km <= end || i === last) {
      const start = cumulative[i - 1]!;
      const t = end > start ? Math.min(1, (km - start) / (end - start)) : 1;
      return {
        point: lerp(points[i - 1]!, points[i]!, t),
        heading: bearingDeg(points[i - 1]!, points[i]!),
      };
    }
  }
  return { point: points[last]!, heading: 0 };
}

export function cumulativeKm(points: readonly LatLng[]): number[] {
  const out = [0];
  for (let i = 1; i < points.length; i++)
    out.push(out[i - 1]! + haversineKm(points[i - 1]!, points[i]!));
  return out;
}

/** Rounds a coordinate to 6 decimals (~0.1 m), as stored and sent. */
export function roundCoord(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
