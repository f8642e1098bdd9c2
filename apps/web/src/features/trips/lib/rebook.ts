import {
  UNSERVED_TRIP_STATUSES,
  type PayrollUser,
  type ServiceTypeId,
  type Trip,
  type TripStatus,
} from '@trayecto/contracts';
import type { When } from '../../../components/booking/when.ts';
import type { PassengerChoice } from '../components/request/passenger-picker.tsx';
import type { ChosenPlace } from '../components/request/place-field.tsx';

// "Solicitar de nuevo" (issue 12): the request form, opened on the running-trips page, prefilled
// with a trip that no driver served (or that was cancelled). The old trip is read through the
// trip detail API, so one of another company is simply not found.

/** What the request form starts from. */
export type RequestDraft = {
  passenger: PassengerChoice;
  origin: ChosenPlace | null;
  destination: ChosenPlace | null;
  serviceType: ServiceTypeId | null;
  comment: string;
  when: When;
};

export const EMPTY_REQUEST_DRAFT: RequestDraft = {
  passenger: { type: 'payroll', user: null },
  origin: null,
  destination: null,
  serviceType: null,
  comment: '',
  when: { mode: 'now' },
};

/** The search parameter that names the trip to book again, beside `request=1`. */
export const REBOOK_PARAM = 'again';

/** The running-trips page with the request form open, prefilled from trip `tripId`. */
export function rebookPath(tripId: string): string {
  return `/running_trips?request=1&${REBOOK_PARAM}=${encodeURIComponent(tripId)}`;
}

/** A trip that ended without being served may be booked again (no driver, or cancelled). */
export function canRebook(status: TripStatus): boolean {
  return (UNSERVED_TRIP_STATUSES as readonly TripStatus[]).includes(status);
}

/**
 * The form's start for booking `trip` again: the same passenger (the collaborator as the payroll
 * has them now: one no longer active is left for the user to choose), places, service type and
 * note; always "now", since the old time may have passed. A new trip: nothing else is reused.
 */
export function rebookDraft(
  trip: Trip,
  collaborator: PayrollUser | null,
): { draft: RequestDraft; payerGone: boolean; wasScheduled: boolean } {
  const payerUsable = Boolean(collaborator?.is_active && !collaborator.deleted_at);
  const passenger: PassengerChoice =
    trip.passenger.type === 'guest'
      ? { type: 'guest', name: trip.passenger.name, phone: trip.passenger.phone ?? '' }
      : { type: 'payroll', user: payerUsable ? collaborator : null };
  return {
    draft: {
      passenger,
      origin: { ...trip.origin, city_id: trip.city_id },
      destination: { ...trip.destination, city_id: null },
      serviceType: trip.service_type_id,
      comment: trip.comment ?? '',
      when: { mode: 'now' },
    },
    payerGone: trip.passenger.type === 'payroll' && !payerUsable,
    wasScheduled: trip.type === 'scheduled' || trip.scheduled_at !== null,
  };
}
