// The trips feature's display parts another feature reuses (parcels are orders with trip
// statuses): the status chip with the SPEC §4 labels and the label-value
// facts. Public through this file.
export { TripStatusChip } from '../components/trip-status-chip.tsx';
export { Fact, FactGrid, Ltr } from '../components/trip-facts.tsx';
export { toServiceAreas } from '../lib/service-areas.ts';
export { useCities } from './trips-queries.ts';
