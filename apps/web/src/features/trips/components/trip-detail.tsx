import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MapOutlined from '@mui/icons-material/MapOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import {
  formatNumber,
  SERVICE_TYPE_NAMES,
  CANCEL_REASON_LABELS,
  dispatchAt,
  formatDateTime,
  isCancelReasonId,
  formatUsd,
  isCancellableTripStatus,
  isFinalTripStatus,
  type Trip,
} from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { etaKey } from '../lib/eta.ts';
import { canRebook, rebookPath } from '../lib/rebook.ts';
import { CancelTripDialog } from './cancel-trip-dialog.tsx';
import { DriverCard } from './driver-card.tsx';
import { RouteSummary } from './route-summary.tsx';
import { ServiceNoteButton, hasServiceNote } from './service-note/service-note-button.tsx';
import { ShareLink } from './share-link.tsx';
import { Fact, FactGrid, Ltr } from './trip-facts.tsx';
import { TripStatusChip } from './trip-status-chip.tsx';

/** Everything about one trip: status, driver, route, money, share link, cancel. */
export function TripDetail({
  trip,
  showMapLink = true,
  onCancelled,
}: {
  trip: Trip;
  showMapLink?: boolean;
  onCancelled?: (trip: Trip) => void;
}) {
  const { t, i18n } = useTranslation('trips');
  const lang = currentLanguage();
  const tz = useSessionStore((s) => s.timezone);
  const preTime = useSessionStore((s) => s.pre_time);
  const [cancelOpen, setCancelOpen] = useState(false);
  // booking again and cancelling are writes on trips (issue 13: a role may only read them)
  const canBook = useCan('write', 'trips');
  // the confirmation that the cancel went through (the dialog closes on success)
  const [justCancelled, setJustCancelled] = useState(false);
  const final = isFinalTripStatus(trip.status);
  const when = trip.scheduled_at ?? trip.requested_at;
  const eta = etaKey(trip.status, trip.eta_min);
  return (
    <Stack spacing={2.5}>
      {justCancelled && (
        <Alert severity="success" role="status" onClose={() => setJustCancelled(false)}>
          {t('detail.cancelledNotice')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TripStatusChip status={trip.status} size="medium" />
        {/* the chip already says "Scheduled" for a scheduled trip not yet dispatched */}
        {trip.status !== 'scheduled' && (
          <Typography variant="body2" color="text.secondary">
            {t(`type.${trip.type}`)}
          </Typography>
        )}
        {eta && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} role="status">
            {t(eta, { minutes: trip.eta_min })}
          </Typography>
        )}
      </Stack>

      {canRebook(trip.status) && !justCancelled && (
        <Alert severity={trip.status === 'no_driver' ? 'warning' : 'info'}>
          {trip.status === 'no_driver' ? t('detail.noDriverFound') : t('detail.notCharged')}
        </Alert>
      )}

      {trip.driver ? (
        <Stack spacing={1}>
          <DriverCard driver={trip.driver} />
          <Link
            component={RouterLink}
            to={`/provider/${encodeURIComponent(trip.driver._id)}`}
            variant="body2"
          >
            {t('detail.driverProfile')}
          </Link>
        </Stack>
      ) : (
        !final && (
          <Alert severity="info">
            {trip.status === 'scheduled' && trip.scheduled_at
              ? t('detail.dispatchAt', {
                  time: formatDateTime(
                    dispatchAt(new Date(trip.scheduled_at), preTime),
                    i18n.language,
                    tz,
                  ),
                })
              : t('detail.noDriverYet')}
          </Alert>
        )
      )}

      <Divider />
      <RouteSummary
        origin={trip.origin.address}
        destination={trip.destination.address}
        originLabel={t('fields.origin')}
        destinationLabel={t('fields.destination')}
      />
      <FactGrid>
        <Fact label={t('fields.passenger')}>
          <UserText>{trip.passenger.name}</UserText>
          {trip.passenger.type === 'guest' && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('passenger.guest')}
            </Typography>
          )}
        </Fact>
        <Fact label={t('fields.serviceType')}>
          {SERVICE_TYPE_NAMES[trip.service_type_id][lang]}
        </Fact>
        <Fact label={trip.scheduled_at ? t('fields.scheduledAt') : t('fields.requestedAt')}>
          {formatDateTime(when, i18n.language, tz)}
        </Fact>
        <Fact label={t('fields.distance')}>
          <Ltr>{`${formatNumber(trip.distance_km, lang)} km · ${trip.duration_min} min`}</Ltr>
        </Fact>
        <Fact label={trip.final_fare !== null ? t('fields.finalFare') : t('fields.estimatedFare')}>
          <Ltr>{formatUsd(trip.final_fare ?? trip.estimated_fare)}</Ltr>
        </Fact>
        <Fact label={t('fields.payer')}>{t(`payer.${trip.payer}`)}</Fact>
        {trip.promo_code && (
          <Fact label={t('fields.promo')}>
            <Ltr>{trip.promo_code}</Ltr>
          </Fact>
        )}
        {trip.comment && (
          <Fact label={t('fields.comment')}>
            <UserText>{trip.comment}</UserText>
          </Fact>
        )}
        {trip.reason && (
          <Fact label={t('fields.reason')}>
            <UserText>{trip.reason}</UserText>
          </Fact>
        )}
        {trip.cost_center && (
          <Fact label={t('fields.costCenter')}>
            <UserText>{trip.cost_center}</UserText>
          </Fact>
        )}
        {isCancelReasonId(trip.cancel_reason_id) && (
          <Fact label={t('detail.cancelReason')}>
            {CANCEL_REASON_LABELS[trip.cancel_reason_id][lang]}
          </Fact>
        )}
        {trip.cancel_comment && (
          <Fact label={t('detail.cancelComment')}>
            <UserText>{trip.cancel_comment}</UserText>
          </Fact>
        )}
      </FactGrid>

      {/* a trip booked before links were derived from the server's key has none to show */}
      {!final && trip.share_token && (
        <ShareLink
          token={trip.share_token}
          phone={trip.passenger.type === 'guest' ? trip.passenger.phone : null}
        />
      )}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {showMapLink && (
          <Button
            component={RouterLink}
            to={`/view-map/${encodeURIComponent(trip._id)}`}
            startIcon={<MapOutlined />}
            variant="outlined"
          >
            {t('detail.openMap')}
          </Button>
        )}
        {canRebook(trip.status) && canBook && (
          <Button
            component={RouterLink}
            to={rebookPath(trip._id)}
            startIcon={<ReplayRounded />}
            variant="contained"
          >
            {t('detail.rebook')}
          </Button>
        )}
        {hasServiceNote(trip) && <ServiceNoteButton order={trip} />}
        {isCancellableTripStatus(trip.status) && canBook && (
          <Button color="error" variant="outlined" onClick={() => setCancelOpen(true)}>
            {t('detail.cancel')}
          </Button>
        )}
      </Stack>
      {cancelOpen && (
        <CancelTripDialog
          trip={trip}
          open={cancelOpen}
          onClose={() => setCancelOpen(false)}
          onCancelled={(c) => {
            setCancelOpen(false);
            setJustCancelled(true);
            onCancelled?.(c);
          }}
        />
      )}
    </Stack>
  );
}
