// The trips feature's display parts another feature reuses (parcels are orders with trip
// statuses, and so is a multistop trip's run): the status chip with the SPEC §4 labels, the car's
// colour by status, the label-value facts (one about a person too) and a route's origin above its
// destination (a request waiting for approval shows it too). Public through this file.
export { TripStatusChip } from '../components/trip-status-chip.tsx';
export { Fact, FactGrid, Ltr, PersonFact } from '../components/trip-facts.tsx';
export { RouteSummary } from '../components/route-summary.tsx';
export { toServiceAreas } from '../lib/service-areas.ts';
export { carTone } from '../lib/status.ts';
export { useCities } from './trips-queries.ts';
