import {
  TRIP_UPDATE_EVENT,
  tripUpdateEventSchema,
  type TripUpdateEvent,
} from '@trayecto/contracts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';

/**
 * Calls `onUpdate` for every `trip:update` of the company's rides (the server sends its room
 * only; a parcel's updates are the parcel screens').
 */
export function useTripUpdates(onUpdate: (event: TripUpdateEvent) => void) {
  useSocketEvent(TRIP_UPDATE_EVENT, tripUpdateEventSchema, (event) => {
    if (event.kind === 'ride') onUpdate(event);
  });
}
