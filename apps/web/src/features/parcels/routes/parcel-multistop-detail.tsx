import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import {
  CANCEL_REASON_LABELS,
  formatDateTime,
  formatUsd,
  isCancelReasonId,
  isCancellableTripStatus,
  isFinalTripStatus,
  maskPhone,
  type Parcel,
} from '@trayecto/contracts';
import { TripMap } from '../../../components/lazy-trip-map.tsx';
import { createLiveCarFeed } from '../../../components/map/live-car-feed.ts';
import { LiveBadge } from '../../../components/live-badge.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  Fact,
  FactGrid,
  Ltr,
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
  const notFound =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  if (notFound) {
    return (
      <StatusPage
        code="404"
        icon={<SearchOffOutlined />}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFound')}
        actions={
          <Button variant="contained" component={RouterLink} to="/running_parcels">
            {t('running.title')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack spacing={2.5}>
      <Box>
        <Button
          component={RouterLink}
          to={parcel && !running ? '/parcel_history' : '/running_parcels'}
          startIcon={
            <ArrowBackRounded
              sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          }
        >
          {parcel && !running ? t('history.title') : t('running.title')}
        </Button>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <div>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
          >
            {t('detail.title')}{' '}
            {parcel && (
              <Box
                dir="ltr"
                component="span"
                sx={{ unicodeBidi: 'isolate', color: 'primary.main' }}
              >
                {parcel.unique_id}
              </Box>
            )}
          </Typography>
          <Typography color="text.secondary">{t('detail.subtitle')}</Typography>
        </div>
        {running && <LiveBadge />}
      </Stack>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('detail.loadError')}
        </Alert>
      ) : !parcel ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <ParcelDetail parcel={parcel} courierFeed={courier.feed} />
      )}
    </Stack>
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
  const map = useMemo(() => parcelMapData(parcel), [parcel]);
  const cities = useCities();
  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const eta = parcelEtaKey(parcel.status, parcel.eta_min);
  const progress = useProgressText(parcel);
  const final = isFinalTripStatus(parcel.status);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 420px' },
        gap: 2.5,
        alignItems: 'start',
      }}
    >
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        {justCancelled && (
          <Alert severity="success" role="status" onClose={() => setJustCancelled(false)}>
            {t('detail.cancelledNotice')}
          </Alert>
        )}
        <Panel>
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
              <Fact label={t('detail.sender')}>
                <UserText>{parcel.sender.name}</UserText>
                {parcel.sender.phone && (
                  <Typography variant="body2" component="div" sx={{ whiteSpace: 'nowrap' }}>
                    <Ltr>{maskPhone(parcel.sender.phone)}</Ltr>
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" component="div">
                  {parcel.sender.type === 'payroll'
                    ? t('detail.senderCollaborator')
                    : t('detail.senderCompany')}
                </Typography>
              </Fact>
              <Fact label={parcel.scheduled_at ? t('detail.scheduledAt') : t('detail.requestedAt')}>
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
            {isCancellableTripStatus(parcel.status) && (
              <Box>
                <Button color="error" variant="outlined" onClick={() => setCancelOpen(true)}>
                  {t('detail.cancel')}
                </Button>
              </Box>
            )}
            {hasDeliveryProof(parcel) && <ProofDownloadButton parcel={parcel} />}
          </Stack>
        </Panel>
        <Panel title={t('detail.stops')}>
          <StopsTimeline parcel={parcel} />
        </Panel>
      </Stack>
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        <Card
          variant="outlined"
          sx={{
            borderRadius: 3,
            position: 'relative',
            height: { xs: 280, md: 320 },
            overflow: 'hidden',
          }}
        >
          <TripMap
            label={t('detail.mapLabel')}
            unavailableText={t('mapUnavailable')}
            areas={areas}
            route={map.route}
            origin={map.origin}
            stops={map.stops}
            cars={final ? undefined : courierFeed}
            fitTo={map.fit}
            fitKey={parcel._id}
          />
        </Card>
        <Panel
          title={
            final && parcel.final_fare !== null ? t('charge.title') : t('charge.estimateTitle')
          }
        >
          <ChargeLines parcel={parcel} />
        </Panel>
        <Panel title={t('detail.parcel')}>
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
                <Ltr>{`${parcel.weight_kg.toLocaleString(lang)} kg`}</Ltr>
              </Fact>
              <Fact label={t('confirm.vehicle')}>{t(`vehicles.${parcel.vehicle}`)}</Fact>
              <Fact label={t('confirm.declaredValue')}>
                <Ltr>{formatUsd(parcel.declared_value)}</Ltr>
              </Fact>
              <Fact label={t('confirm.distance')}>
                <Ltr>{`${parcel.distance_km.toLocaleString(lang, { maximumFractionDigits: 1 })} km · ${Math.max(1, Math.round(parcel.duration_min))} min`}</Ltr>
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
        </Panel>
      </Stack>
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
    </Box>
  );
}

function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ mb: 2, fontSize: '1.05rem' }}>
          {title}
        </Typography>
      )}
      {children}
    </Card>
  );
}
