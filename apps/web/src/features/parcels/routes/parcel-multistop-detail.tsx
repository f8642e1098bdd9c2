import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatNumber,
  CANCEL_REASON_LABELS,
  formatDateTime,
  formatUsd,
  isCancelReasonId,
  isCancellableTripStatus,
  isFinalTripStatus,
  type Parcel,
} from '@trayecto/contracts';
import { DetailColumns, DetailMap, DetailPanel } from '../../../components/detail-layout.tsx';
import { DriverSummary } from '../../../components/driver-summary.tsx';
import { DetailPage } from '../../../components/detail-page.tsx';
import { createLiveCarFeed } from '../../../components/map/live-car-feed.ts';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { ServiceNoteButton, hasServiceNote } from '../../trips/api/service-note-display.ts';
import {
  Fact,
  FactGrid,
  Ltr,
  PersonFact,
  TripStatusChip,
  toServiceAreas,
  useCities,
} from '../../trips/api/trip-display.ts';
import { useParcel } from '../api/parcels-queries.ts';
import { UploadedImage } from '../components/blob-image.tsx';
import { CancelParcelDialog } from '../components/cancel-parcel-dialog.tsx';
import { ChargeLines } from '../components/charge-lines.tsx';
import { ProofDownloadButton, hasDeliveryProof } from '../components/proof-download-button.tsx';
import { StopsTimeline } from '../components/stops-timeline.tsx';
import { useLiveParcels } from '../hooks/use-parcel-events.ts';
import { parcelEtaKey } from '../lib/live-parcels.ts';
import { useProgressText } from '../components/progress-line.tsx';
import { parcelMapData } from '../lib/map-data.ts';

/** /parcel_multistop/{id}: one parcel, every stop, its photo and its money; live. */
export function Component() {
  const { t } = useTranslation('parcels');
  const { id = '' } = useParams();
  const query = useParcel(id);
  const parcel = query.data;
  const courier = useMemo(() => createLiveCarFeed(), []);
  const running = parcel ? !isFinalTripStatus(parcel.status) : false;
  useEffect(() => courier.follow(running ? id : null), [courier, id, running]);
  useLiveParcels({
    onTrip(event) {
      if (event.position) courier.move(event.trip_id, event.position);
    },
  });
  const runningList = { to: '/running_parcels', label: t('running.title') };
  // a parcel that ended goes back to the history; one running, or not loaded yet, to the running list
  const back =
    parcel && !running ? { to: '/parcel_history', label: t('history.title') } : runningList;
  return (
    <DetailPage ns="parcels" query={query} back={back} notFoundLink={runningList} live={running}>
      {(loaded) => <ParcelDetail parcel={loaded} courierFeed={courier.feed} />}
    </DetailPage>
  );
}

function ParcelDetail({
  parcel,
  courierFeed,
}: {
  parcel: Parcel;
  courierFeed: ReturnType<typeof createLiveCarFeed>['feed'];
}) {
  const { t, i18n } = useTranslation('parcels');
  const lang = currentLanguage();
  const tz = useSessionStore((s) => s.timezone);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [justCancelled, setJustCancelled] = useState(false);
  // cancelling is a write on trips (issue 13)
  const canCancel = useCan('write', 'trips');
  const map = useMemo(() => parcelMapData(parcel), [parcel]);
  const cities = useCities();
  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const eta = parcelEtaKey(parcel.status, parcel.eta_min);
  const progress = useProgressText(parcel);
  const final = isFinalTripStatus(parcel.status);

  return (
    <DetailColumns
      main={
        <>
          {justCancelled && (
            <Alert severity="success" role="status" onClose={() => setJustCancelled(false)}>
              {t('detail.cancelledNotice')}
            </Alert>
          )}
          <DetailPanel>
            <Stack spacing={2}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
              >
                <Box data-parcel-status={parcel.status}>
                  <TripStatusChip status={parcel.status} size="medium" />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {progress}
                </Typography>
                {eta && (
                  <Typography variant="body2" sx={{ fontWeight: 600 }} role="status">
                    {t(eta, { minutes: parcel.eta_min })}
                  </Typography>
                )}
              </Stack>
              {parcel.status === 'no_driver' && (
                <Alert severity="warning">{t('detail.noDriver')}</Alert>
              )}
              {parcel.status === 'partially_completed' && (
                <Alert severity="info">{t('detail.partially')}</Alert>
              )}
              <FactGrid>
                <PersonFact
                  label={t('detail.sender')}
                  name={parcel.sender.name}
                  phone={parcel.sender.phone}
                  note={
                    parcel.sender.type === 'payroll'
                      ? t('detail.senderCollaborator')
                      : t('detail.senderCompany')
                  }
                />
                <Fact
                  label={parcel.scheduled_at ? t('detail.scheduledAt') : t('detail.requestedAt')}
                >
                  {formatDateTime(parcel.scheduled_at ?? parcel.requested_at, i18n.language, tz)}
                </Fact>
                {parcel.completed_at && (
                  <Fact label={t('detail.completedAt')}>
                    {formatDateTime(parcel.completed_at, i18n.language, tz)}
                  </Fact>
                )}
                <Fact label={t('detail.payer')}>{t(`payer.${parcel.payer}`)}</Fact>
                {isCancelReasonId(parcel.cancel_reason_id) && (
                  <Fact label={t('detail.cancelReason')}>
                    {CANCEL_REASON_LABELS[parcel.cancel_reason_id][lang]}
                  </Fact>
                )}
                {parcel.cancel_comment && (
                  <Fact label={t('detail.cancelComment')}>
                    <UserText>{parcel.cancel_comment}</UserText>
                  </Fact>
                )}
              </FactGrid>
              {isCancellableTripStatus(parcel.status) && canCancel && (
                <Box>
                  <Button color="error" variant="outlined" onClick={() => setCancelOpen(true)}>
                    {t('detail.cancel')}
                  </Button>
                </Box>
              )}
              {hasDeliveryProof(parcel) && <ProofDownloadButton parcel={parcel} />}
              {hasServiceNote(parcel) && (
                <Box>
                  <ServiceNoteButton order={parcel} ns="parcels" />
                </Box>
              )}
            </Stack>
          </DetailPanel>
          <DetailPanel title={t('detail.stops')}>
            <StopsTimeline parcel={parcel} />
          </DetailPanel>
        </>
      }
      side={
        <>
          <DetailMap
            ns="parcels"
            areas={areas}
            data={map}
            cars={final ? undefined : courierFeed}
            fitKey={parcel._id}
          />
          {parcel.driver && (
            <DetailPanel title={t('detail.courier')}>
              <DriverSummary
                photoUrl={parcel.driver.photo_url}
                name={parcel.driver.name}
                vehicle={`${parcel.driver.vehicle.brand} ${parcel.driver.vehicle.model} · ${parcel.driver.vehicle.colour}`}
                plate={parcel.driver.vehicle.plate}
              />
            </DetailPanel>
          )}
          <DetailPanel
            title={
              final && parcel.final_fare !== null ? t('charge.title') : t('charge.estimateTitle')
            }
          >
            <ChargeLines parcel={parcel} />
          </DetailPanel>
          <DetailPanel title={t('detail.parcel')}>
            <Stack spacing={2}>
              <UploadedImage
                id={parcel.image_id}
                alt={t('photo.alt')}
                errorText={t('detail.photoError')}
              />
              <FactGrid>
                <Fact label={t('parcel.type')}>{t(`types.${parcel.parcel_type}`)}</Fact>
                <Fact label={t('parcel.size')}>
                  {t('parcel.sizeOption', { size: parcel.size, label: t(`sizes.${parcel.size}`) })}
                </Fact>
                <Fact label={t('detail.weight')}>
                  <Ltr>{`${formatNumber(parcel.weight_kg, lang)} kg`}</Ltr>
                </Fact>
                <Fact label={t('confirm.vehicle')}>{t(`vehicles.${parcel.vehicle}`)}</Fact>
                <Fact label={t('confirm.declaredValue')}>
                  <Ltr>{formatUsd(parcel.declared_value)}</Ltr>
                </Fact>
                <Fact label={t('confirm.distance')}>
                  <Ltr>{`${formatNumber(parcel.distance_km, lang, 1)} km · ${Math.max(1, Math.round(parcel.duration_min))} min`}</Ltr>
                </Fact>
              </FactGrid>
              <Divider />
              <Fact label={t('parcel.description')}>
                <UserText>{parcel.description}</UserText>
              </Fact>
              {parcel.details && (
                <Fact label={t('detail.details')}>
                  <UserText>{parcel.details}</UserText>
                </Fact>
              )}
            </Stack>
          </DetailPanel>
        </>
      }
    >
      {cancelOpen && (
        <CancelParcelDialog
          parcel={parcel}
          open={cancelOpen}
          onClose={() => setCancelOpen(false)}
          onCancelled={() => {
            setCancelOpen(false);
            setJustCancelled(true);
          }}
        />
      )}
    </DetailColumns>
  );
}
