import { useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import {
  CANCEL_TRIP_CORPORATE_EVENT,
  NOT_SERVED_TRIP_STATUSES,
  TRIP_NOT_SERVED_EVENT,
  cancelTripCorporateEventSchema,
  tripNotServedEventSchema,
  type TripNotServedEvent,
} from '@trayecto/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getSocket } from '../../../lib/socket.ts';
import { shouldShowTripAlert } from '../lib/driver-cancel.ts';
import { listHistory } from '../api/trips-api.ts';
import { NO_TRIP_ALERTS, missedNotServed, tripAlertsReducer } from '../lib/trip-alerts.ts';
import { DriverCancelDialog } from './driver-cancel-dialog.tsx';
import { NotServedNotice } from './not-served-notice.tsx';

/**
 * What happens to the company's trips that the user must hear of, on the panel's one socket:
 * a driver cancel (CANCEL_TRIP_CORPORATE, the full-screen dialog) and a trip no driver served
 * (TRIP_NOT_SERVED_CORPORATE: told in the dialog if it holds the trip, else a notice; those that
 * ended while the connection was down are read from the history when it is back). Mounted once
 * by the content layout.
 */
export function TripAlerts() {
  const token = useSessionStore((s) => s.token);
  const location = useLocation();
  const [alerts, dispatch] = useReducer(tripAlertsReducer, NO_TRIP_ALERTS);

  useEffect(() => {
    if (!token) return;
    const socket = getSocket();
    if (!socket) return;
    const forUs = (event: { corporate_id: string }) =>
      shouldShowTripAlert(event, useSessionStore.getState(), window.location.pathname);
    const onCancel = (payload: unknown) => {
      const parsed = cancelTripCorporateEventSchema.safeParse(payload);
      if (parsed.success && forUs(parsed.data))
        dispatch({ type: 'driverCancelled', event: parsed.data });
    };
    const onNotServed = (payload: unknown) => {
      const parsed = tripNotServedEventSchema.safeParse(payload);
      if (parsed.success && forUs(parsed.data)) dispatch({ type: 'notServed', event: parsed.data });
    };
    // a trip that ended while the connection was down sent its event to nobody: read them from
    // the history once it is back
    let droppedAt: number | null = null;
    const onDisconnect = () => {
      droppedAt ??= Date.now();
    };
    const onReconnect = () => {
      const since = droppedAt;
      droppedAt = null;
      if (since !== null) void catchUp(since, (event) => dispatch({ type: 'notServed', event }));
    };
    socket.on(CANCEL_TRIP_CORPORATE_EVENT, onCancel);
    socket.on(TRIP_NOT_SERVED_EVENT, onNotServed);
    socket.on('disconnect', onDisconnect);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off(CANCEL_TRIP_CORPORATE_EVENT, onCancel);
      socket.off(TRIP_NOT_SERVED_EVENT, onNotServed);
      socket.off('disconnect', onDisconnect);
      socket.io.off('reconnect', onReconnect);
    };
  }, [token]);

  if (!token || location.pathname.startsWith('/trip-info')) return null;
  return (
    <>
      <DriverCancelDialog queue={alerts.dialog} onDone={() => dispatch({ type: 'dialogDone' })} />
      {/* the notices wait for the full-screen dialog (nothing else can be read under it) and
          for the request form (they would cover its fields and buttons) */}
      {alerts.dialog.length === 0 && !isRequestFormOpen(location) && (
        <NotServedNotice
          queue={alerts.notices}
          onDone={(tripId) => dispatch({ type: 'noticeDone', tripId })}
          onDoneAll={() => dispatch({ type: 'noticesCleared' })}
        />
      )}
    </>
  );
}

/** The request form is open (on the running trips, `?request=1`). */
function isRequestFormOpen(location: { pathname: string; search: string }) {
  return (
    location.pathname === '/running_trips' &&
    new URLSearchParams(location.search).get('request') === '1'
  );
}

/** How far back the history is read on reconnect (a scheduled trip was requested long before). */
const CATCH_UP_REQUESTED_WITHIN_MS = 7 * 24 * 3_600_000;

/** The trips of the company that ended without a driver since `since`, told as their events. */
async function catchUp(since: number, tell: (event: TripNotServedEvent) => void) {
  const session = useSessionStore.getState();
  if (!session._id || !shouldShowTripAlert({ corporate_id: session._id }, session, '/')) return;
  const from = new Date(since - CATCH_UP_REQUESTED_WITHIN_MS).toISOString();
  try {
    const pages = await Promise.all(
      NOT_SERVED_TRIP_STATUSES.map((status) => listHistory({ status, from }, null, 100)),
    );
    const corporateId = session._id;
    const missed = missedNotServed(
      pages.flatMap((p) => p.trips),
      since,
      corporateId,
    );
    if (window.location.pathname.startsWith('/trip-info')) return;
    for (const event of missed) tell(event);
  } catch {
    // the next reconnect, or the history page, tells them
  }
}
