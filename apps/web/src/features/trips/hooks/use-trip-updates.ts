import { useEffect, useEffectEvent } from 'react';
import {
  TRIP_UPDATE_EVENT,
  tripUpdateEventSchema,
  type TripUpdateEvent,
} from '@trayecto/contracts';
import { getSocket } from '../../../lib/socket.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/**
 * Calls `onUpdate` for every `trip:update` of the company's rides (the server sends its room
 * only; a parcel's updates are the parcel screens').
 */
export function useTripUpdates(onUpdate: (event: TripUpdateEvent) => void) {
  const token = useSessionStore((s) => s.token);
  const handle = useEffectEvent((event: TripUpdateEvent) => onUpdate(event));
  useEffect(() => {
    if (!token) return;
    const socket = getSocket();
    if (!socket) return;
    const listener = (payload: unknown) => {
      const parsed = tripUpdateEventSchema.safeParse(payload);
      if (parsed.success && parsed.data.kind === 'ride') handle(parsed.data);
    };
    socket.on(TRIP_UPDATE_EVENT, listener);
    return () => {
      socket.off(TRIP_UPDATE_EVENT, listener);
    };
  }, [token]);
}

/** Runs `onReconnect` when the realtime connection comes back (events may have been missed). */
export function useSocketReconnect(onReconnect: () => void) {
  const token = useSessionStore((s) => s.token);
  const handle = useEffectEvent(() => onReconnect());
  useEffect(() => {
    if (!token) return;
    const socket = getSocket();
    if (!socket) return;
    const listener = () => handle();
    socket.io.on('reconnect', listener);
    return () => {
      socket.io.off('reconnect', listener);
    };
  }, [token]);
}
