import {
  isNotServedTripStatus,
  type CancelTripCorporateEvent,
  type NotServedTripStatus,
  type Trip,
  type TripNotServedEvent,
} from '@trayecto/contracts';

// What the panel still has to tell about the company's trips (issue 12): the driver-cancel
// dialog's queue, and the notices of trips no driver served. A trip is in one of them at most:
// one the dialog holds is told there when it ends without a driver, not a second time.

/** A driver dropped the trip; `ended` once it then ended without a driver. */
export type DriverCancelEntry = {
  trip_id: string;
  trip_unique_id: string;
  ended: NotServedTripStatus | null;
};
/** A trip that ended without a driver, told by a notice until dismissed. */
export type NotServedEntry = {
  trip_id: string;
  trip_unique_id: string;
  status: NotServedTripStatus;
};
export type TripAlerts = { dialog: DriverCancelEntry[]; notices: NotServedEntry[] };

export type TripAlertAction =
  | { type: 'driverCancelled'; event: CancelTripCorporateEvent }
  | { type: 'notServed'; event: TripNotServedEvent }
  /** the dialog's first entry was accepted (or acted on) */
  | { type: 'dialogDone' }
  | { type: 'noticeDone'; tripId: string }
  | { type: 'noticesCleared' };

export const NO_TRIP_ALERTS: TripAlerts = { dialog: [], notices: [] };

export function tripAlertsReducer(state: TripAlerts, action: TripAlertAction): TripAlerts {
  switch (action.type) {
    case 'driverCancelled': {
      const { trip_id, trip_unique_id } = action.event;
      if (state.dialog.some((e) => e.trip_id === trip_id)) return state;
      return { ...state, dialog: [...state.dialog, { trip_id, trip_unique_id, ended: null }] };
    }
    case 'notServed': {
      const { trip_id, trip_unique_id, status } = action.event;
      // the dialog holds it (showing or queued): it says so there
      if (state.dialog.some((e) => e.trip_id === trip_id)) {
        return {
          ...state,
          dialog: state.dialog.map((e) => (e.trip_id === trip_id ? { ...e, ended: status } : e)),
        };
      }
      if (state.notices.some((e) => e.trip_id === trip_id)) return state;
      return { ...state, notices: [...state.notices, { trip_id, trip_unique_id, status }] };
    }
    case 'dialogDone':
      return state.dialog.length ? { ...state, dialog: state.dialog.slice(1) } : state;
    case 'noticeDone':
      return { ...state, notices: state.notices.filter((e) => e.trip_id !== action.tripId) };
    case 'noticesCleared':
      return state.notices.length ? { ...state, notices: [] } : state;
  }
}

/**
 * The trips that ended without a driver while the realtime connection was down (`since`, ms):
 * their events were never received. Read from the history on reconnect, oldest first.
 */
export function missedNotServed(
  trips: readonly Pick<Trip, '_id' | 'unique_id' | 'status' | 'cancelled_at'>[],
  since: number,
  corporateId: string,
): TripNotServedEvent[] {
  return trips
    .filter(
      (t): t is typeof t & { status: NotServedTripStatus; cancelled_at: string } =>
        isNotServedTripStatus(t.status) &&
        t.cancelled_at !== null &&
        Date.parse(t.cancelled_at) >= since,
    )
    .sort((a, b) => Date.parse(a.cancelled_at) - Date.parse(b.cancelled_at))
    .map((t) => ({
      corporate_id: corporateId,
      trip_id: t._id,
      trip_unique_id: t.unique_id,
      status: t.status,
    }));
}
