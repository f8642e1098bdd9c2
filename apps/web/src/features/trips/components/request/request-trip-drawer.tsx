import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Trip } from '@trayecto/contracts';
import { BookingDrawer } from '../../../../components/booking/booking-drawer.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { getUser } from '../../../payroll/api/payroll-api.ts';
import { useTrip } from '../../api/trips-queries.ts';
import { rebookDraft } from '../../lib/rebook.ts';
import { CenteredMessage } from '../../../../components/centered-message.tsx';
import { RequestTripForm } from './request-trip-form.tsx';

/**
 * "Solicitar viaje": a full-height drawer (the whole screen on a phone). With `againId` the form
 * starts from that trip (issue 12, "Solicitar de nuevo").
 */
export function RequestTripDrawer({
  open,
  againId = null,
  onClose,
  onBooked,
}: {
  open: boolean;
  againId?: string | null;
  onClose: () => void;
  onBooked: (trip: Trip) => void;
}) {
  const { t } = useTranslation('trips');
  return (
    <BookingDrawer open={open} onClose={onClose} label={t('request.title')}>
      {againId ? (
        // another trip to book again is another form
        <RebookForm key={againId} tripId={againId} onClose={onClose} onBooked={onBooked} />
      ) : (
        <RequestTripForm onClose={onClose} onBooked={onBooked} />
      )}
    </BookingDrawer>
  );
}

/**
 * The form prefilled from trip `tripId`, read through the trip detail API (a trip of another
 * company, or none, is not found: the form starts empty and says so) and, for a collaborator's
 * trip, the collaborator as the payroll has them now (their balance decides).
 */
function RebookForm({
  tripId,
  onClose,
  onBooked,
}: {
  tripId: string;
  onClose: () => void;
  onBooked: (trip: Trip) => void;
}) {
  const { t } = useTranslation('trips');
  const trip = useTrip(tripId);
  const userId = trip.data?.passenger.type === 'payroll' ? trip.data.passenger.user_id : null;
  const user = useQuery({
    queryKey: ['payroll', 'user', userId, { rebook: true }],
    queryFn: ({ signal }) => getUser(userId!, signal),
    enabled: Boolean(userId),
    retry: false,
    staleTime: 0,
  });
  if (trip.isPending || (userId && user.isPending)) {
    return <CenteredMessage text={t('request.again.loading')} busy />;
  }
  if (!trip.data) {
    return (
      <RequestTripForm
        onClose={onClose}
        onBooked={onBooked}
        again={isApiError(trip.error) && trip.error.status === 404 ? 'not_found' : 'load_error'}
      />
    );
  }
  const { draft, payerGone, wasScheduled } = rebookDraft(trip.data, user.data ?? null);
  return (
    <RequestTripForm
      onClose={onClose}
      onBooked={onBooked}
      initial={draft}
      again={{
        uniqueId: trip.data.unique_id,
        payerGone: payerGone ? trip.data.passenger.name : null,
        wasScheduled,
      }}
    />
  );
}
