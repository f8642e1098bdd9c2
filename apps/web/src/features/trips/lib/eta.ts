import type { TripStatus } from '@trayecto/contracts';

/** The ETA line's key: the driver's arrival before pickup, the destination once on board. */
export function etaKey(
  status: TripStatus,
  etaMin: number | null,
): 'running.eta' | 'running.etaDestination' | null {
  if (etaMin === null || etaMin <= 0) return null;
  if (status === 'accepted' || status === 'coming') return 'running.eta';
  if (status === 'started') return 'running.etaDestination';
  return null;
}
