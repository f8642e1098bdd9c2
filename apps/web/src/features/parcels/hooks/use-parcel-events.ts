import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isFinalTripStatus, type Parcel, type TripUpdateEvent } from '@trayecto/contracts';
import { useOrderSocket } from '../../../lib/use-order-socket.ts';
import { parcelKeys } from '../api/parcels-api.ts';
import {
  runningAfterStopEvent,
  runningAfterTripUpdate,
  withStopEvent,
  withTripUpdate,
} from '../lib/live-parcels.ts';

/** Refetches at most once per this many ms for events of parcels not on screen yet. */
const UNKNOWN_REFETCH_MS = 3_000;

/**
 * Keeps the parcel queries current with the events: the running list and any parcel's detail
 * are patched at once (status, ETA, a stop's progress); what the events do not carry (the PIN
 * check, a failure reason, the charge lines) is refetched; a parcel that ends leaves the running
 * list and the history is marked stale. A parcel not known here (sent from another tab) brings
 * the running list again.
 */
export function useLiveParcels({
  onTrip,
  enabled = true,
}: { onTrip?: (event: TripUpdateEvent) => void; enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const lastUnknown = useRef(0);
  const refetchRunning = (now = false) => {
    const at = Date.now();
    if (!now && at - lastUnknown.current < UNKNOWN_REFETCH_MS) return;
    lastUnknown.current = at;
    void queryClient.invalidateQueries({ queryKey: parcelKeys.running() });
  };
  const patchDetail = (id: string, patch: (p: Parcel) => Parcel) => {
    const current = queryClient.getQueryData<Parcel>(parcelKeys.detail(id));
    if (!current) return false;
    const next = patch(current);
    if (next !== current) queryClient.setQueryData(parcelKeys.detail(id), next);
    return true;
  };

  // trip_id / order_id is the parcel's _id
  useOrderSocket('parcel', {
    enabled,
    onTrip(event) {
      onTrip?.(event);
      const running = queryClient.getQueryData<Parcel[]>(parcelKeys.running());
      const before = queryClient.getQueryData<Parcel>(parcelKeys.detail(event.trip_id));
      const statusChanged = before ? before.status !== event.status : false;
      const inDetail = patchDetail(event.trip_id, (p) => withTripUpdate(p, event));
      let known = inDetail;
      if (running) {
        const after = runningAfterTripUpdate(running, event);
        known ||= after.known;
        if (after.list !== running) queryClient.setQueryData(parcelKeys.running(), after.list);
      }
      // the detail's new status may bring what events do not carry (the charge once finished)
      if (inDetail && statusChanged)
        void queryClient.invalidateQueries({ queryKey: parcelKeys.detail(event.trip_id) });
      if (known && isFinalTripStatus(event.status))
        void queryClient.invalidateQueries({ queryKey: ['parcels', 'history'] });
      // a parcel not on screen (sent from another tab, or dispatched from the schedule)
      if (!known && !isFinalTripStatus(event.status)) refetchRunning();
    },
    onStop(event) {
      const running = queryClient.getQueryData<Parcel[]>(parcelKeys.running());
      const inDetail = patchDetail(event.order_id, (p) => withStopEvent(p, event));
      let known = inDetail;
      if (running) {
        const after = runningAfterStopEvent(running, event);
        known ||= after.known;
        if (after.list !== running) queryClient.setQueryData(parcelKeys.running(), after.list);
      }
      // the PIN check and a failure's reason come with the stored stop
      if (inDetail && (event.status === 'completed' || event.status === 'failed'))
        void queryClient.invalidateQueries({ queryKey: parcelKeys.detail(event.order_id) });
      if (!known) refetchRunning();
    },
    onReconnect() {
      refetchRunning(true);
      void queryClient.invalidateQueries({ queryKey: parcelKeys.details() });
    },
  });
}
