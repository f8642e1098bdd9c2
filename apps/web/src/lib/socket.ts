import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useSessionStore } from './session-store.ts';

// The one realtime connection (ARCHITECTURE §4): socket.io at /socket.io, authenticated with the
// session token, joined by the server to the corporate's room. It reconnects by itself after a
// dropped connection, follows a new login, and closes on logout.

let socket: Socket | null = null;
let socketToken: string | null = null;

/** Whether live events can arrive: `connected` once the server has put us in our company's room. */
export type RealtimeStatus = 'offline' | 'connecting' | 'connected';
let status: RealtimeStatus = 'offline';
const statusListeners = new Set<() => void>();
function setStatus(next: RealtimeStatus) {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

/** The connection for the current session (created on first use), or null when logged out. */
export function getSocket(): Socket | null {
  const token = useSessionStore.getState().token;
  if (!token) {
    disconnectSocket();
    return null;
  }
  if (socket && socketToken === token) return socket;
  disconnectSocket();
  socketToken = token;
  socket = io({
    path: '/socket.io',
    auth: { token },
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 15_000,
  });
  setStatus('connecting');
  // the server joins the company's room before the client sees `connect`
  socket.on('connect', () => setStatus('connected'));
  socket.on('disconnect', () => setStatus('connecting'));
  socket.on('connect_error', (error) => {
    setStatus('connecting');
    // a refused token is not retried by socket.io; the API client ends the session on next call
    console.warn('Realtime connection failed', error.message);
  });
  return socket;
}

export function disconnectSocket(): void {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  socketToken = null;
  setStatus('offline');
}

/** The realtime connection's state, for a live badge; opens the connection if logged in. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      getSocket();
      return () => statusListeners.delete(listener);
    },
    () => status,
    () => 'offline',
  );
}

// logout (or an expired session) clears the token: close the connection with it
useSessionStore.subscribe((state, prev) => {
  if (state.token !== prev.token && socket && socketToken !== state.token) disconnectSocket();
});
