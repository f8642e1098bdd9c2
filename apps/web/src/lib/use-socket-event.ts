import { useEffect, useEffectEvent } from 'react';
import { getSocket } from './socket.ts';
import { useSessionStore } from './session-store.ts';

/** A contracts schema, as the listener uses it: what it reads a payload as, or that it cannot. */
type PayloadSchema<T> = {
  safeParse: (payload: unknown) => { success: true; data: T } | { success: false };
};

/**
 * Calls `onEvent` with every `event` of the panel's one socket that `schema` reads (a payload it
 * does not read is dropped), while logged in and `enabled`.
 */
export function useSocketEvent<T>(
  event: string,
  schema: PayloadSchema<T>,
  onEvent: (data: T) => void,
  enabled = true,
) {
  const token = useSessionStore((s) => s.token);
  const handle = useEffectEvent((data: T) => onEvent(data));
  useEffect(() => {
    if (!token || !enabled) return;
    const socket = getSocket();
    if (!socket) return;
    const listener = (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) handle(parsed.data);
    };
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [token, enabled, event, schema]);
}

/** Runs `onReconnect` when the realtime connection comes back (events may have been missed). */
export function useSocketReconnect(onReconnect: () => void, enabled = true) {
  const token = useSessionStore((s) => s.token);
  const handle = useEffectEvent(() => onReconnect());
  useEffect(() => {
    if (!token || !enabled) return;
    const socket = getSocket();
    if (!socket) return;
    const listener = () => handle();
    socket.io.on('reconnect', listener);
    return () => {
      socket.io.off('reconnect', listener);
    };
  }, [token, enabled]);
}
