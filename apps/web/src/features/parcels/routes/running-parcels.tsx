import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import type { Parcel } from '@trayecto/contracts';
import { TripMap } from '../../../components/lazy-trip-map.tsx';
import { createLiveCarFeed } from '../../../components/map/live-car-feed.ts';
import { ListMapCard } from '../../../components/list-map-card.tsx';
import { LiveBadge } from '../../../components/live-badge.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { toServiceAreas, useCities } from '../../trips/api/trip-display.ts';
import { parcelKeys } from '../api/parcels-api.ts';
import { useRunningParcels } from '../api/parcels-queries.ts';
import { NewParcelDrawer } from '../components/new-parcel/new-parcel-drawer.tsx';
import { ParcelCard } from '../components/parcel-card.tsx';
import { useLiveParcels } from '../hooks/use-parcel-events.ts';
import { parcelMapData } from '../lib/map-data.ts';
import { useCan } from '../../../lib/use-can.ts';

const NEW_PARAM = 'new';

/** /running_parcels: the company's running parcels, live, with the selected one on a map. */
export function Component() {
  const { t } = useTranslation('parcels');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const query = useRunningParcels();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [sent, setSent] = useState<Parcel | null>(null);
  const courier = useMemo(() => createLiveCarFeed(), []);
  const parcels = useMemo(() => query.data ?? [], [query.data]);
  // the chosen parcel while it runs, else the newest
  const selected = parcels.find((p) => p._id === chosenId) ?? parcels[0] ?? null;
  const selectedId = selected?._id ?? null;
  useEffect(() => courier.follow(selectedId), [courier, selectedId]);
  useLiveParcels({
    onTrip(event) {
      if (event.position) courier.move(event.trip_id, event.position);
    },
  });
  const map = useMemo(() => parcelMapData(selected), [selected]);
  const cities = useCities();
  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  // sending a parcel is a write on trips (issue 13): a role that may only read them is not offered it
  const canSend = useCan('write', 'trips');
  const newOpen = canSend && params.get(NEW_PARAM) === '1';
  const setNew = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set(NEW_PARAM, '1');
    else next.delete(NEW_PARAM);
    setParams(next, { replace: !open });
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('running.title')}
        subtitle={
          query.isSuccess ? t('running.count', { count: parcels.length }) : t('running.subtitle')
        }
        action={
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <LiveBadge />
            <Button
              component={RouterLink}
              to="/parcel-guide"
              target="_blank"
              rel="noopener"
              startIcon={<MenuBookOutlined />}
            >
              {t('running.guide')}
            </Button>
            {canSend && (
              <Button variant="contained" startIcon={<AddRounded />} onClick={() => setNew(true)}>
                {t('new.open')}
              </Button>
            )}
          </Stack>
        }
      />
      <ListMapCard
        ns="parcels"
        query={query}
        listWidth={400}
        phoneRows="auto 300px"
        list={
          parcels.length === 0 ? (
            <CenteredMessage
              icon={<LocalShippingOutlined />}
              title={t('running.emptyTitle')}
              text={t('running.emptyText')}
              action={
                canSend && (
                  <Button
                    variant="contained"
                    startIcon={<AddRounded />}
                    onClick={() => setNew(true)}
                  >
                    {t('new.open')}
                  </Button>
                )
              }
            />
          ) : (
            <Box
              role="list"
              aria-label={t('running.listLabel')}
              sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}
            >
              {parcels.map((p) => (
                <Box role="listitem" key={p._id}>
                  <ParcelCard parcel={p} selected={p._id === selectedId} onSelect={setChosenId} />
                </Box>
              ))}
            </Box>
          )
        }
        map={
          <TripMap
            label={t('running.mapLabel')}
            unavailableText={t('mapUnavailable')}
            areas={areas}
            route={map.route}
            origin={map.origin}
            stops={map.stops}
            cars={courier.feed}
            fitTo={map.fit}
            fitKey={selectedId ?? undefined}
          />
        }
      />
      <NewParcelDrawer
        open={newOpen}
        onClose={() => setNew(false)}
        onSent={(parcel) => {
          queryClient.setQueryData<Parcel[]>(parcelKeys.running(), (list) => [
            parcel,
            ...(list ?? []).filter((p) => p._id !== parcel._id),
          ]);
          void queryClient.invalidateQueries({ queryKey: parcelKeys.running() });
          setNew(false);
          setSent(parcel);
          setChosenId(parcel._id);
        }}
      />
      <Snackbar
        open={Boolean(sent)}
        autoHideDuration={6000}
        onClose={() => setSent(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setSent(null)}>
          <WithUserText>
            {(isolate) => t('new.sent', { id: isolate(sent?.unique_id ?? '') })}
          </WithUserText>
        </Alert>
      </Snackbar>
    </Stack>
  );
}
