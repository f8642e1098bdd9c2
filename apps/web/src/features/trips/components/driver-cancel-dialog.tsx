import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import NoCrashOutlined from '@mui/icons-material/NoCrashOutlined';
import {
  CANCEL_TRIP_CORPORATE_EVENT,
  cancelTripCorporateEventSchema,
  type CancelTripCorporateEvent,
  type Language,
} from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { dialogLanguages, shouldShowDriverCancel } from '../lib/driver-cancel.ts';
import { i18n, loadLanguage } from '../../../lib/i18n.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getSocket } from '../../../lib/socket.ts';

/**
 * SPEC §2 driver-cancel dialog: full screen, the trip's unique id linking to its map, an accept
 * button. Listens to CANCEL_TRIP_CORPORATE on the panel's one socket; queued if several arrive.
 */
export function DriverCancelDialog() {
  const token = useSessionStore((s) => s.token);
  const location = useLocation();
  const [queue, setQueue] = useState<CancelTripCorporateEvent[]>([]);
  const [langs, setLangs] = useState<[Language, Language]>(() =>
    dialogLanguages(currentLanguage()),
  );
  const { i18n: live } = useTranslation();

  useEffect(() => {
    if (!token) return;
    const socket = getSocket();
    if (!socket) return;
    const handle = (payload: unknown) => {
      const parsed = cancelTripCorporateEventSchema.safeParse(payload);
      if (!parsed.success) return;
      if (
        !shouldShowDriverCancel(parsed.data, useSessionStore.getState(), window.location.pathname)
      )
        return;
      setQueue((q) => (q.some((e) => e.trip_id === parsed.data.trip_id) ? q : [...q, parsed.data]));
    };
    socket.on(CANCEL_TRIP_CORPORATE_EVENT, handle);
    return () => {
      socket.off(CANCEL_TRIP_CORPORATE_EVENT, handle);
    };
  }, [token]);

  const current = queue[0];
  const lang = live.language;
  useEffect(() => {
    if (!current) return;
    const pair = dialogLanguages(currentLanguage());
    // the second language's texts may not be downloaded yet
    void Promise.all(pair.map((l) => loadLanguage(l).catch(() => undefined))).then(() =>
      setLangs(pair),
    );
  }, [current, lang]);

  if (!current || location.pathname.startsWith('/trip-info')) return null;
  const handleAccept = () => setQueue((q) => q.slice(1));
  const [first, second] = langs;
  const tFirst = i18n.getFixedT(first, 'trips');
  const tSecond = i18n.getFixedT(second, 'trips');
  return (
    <Dialog
      fullScreen
      open
      onClose={handleAccept}
      aria-labelledby="driver-cancel-title"
      aria-describedby="driver-cancel-text"
    >
      <Stack
        sx={{
          flex: 1,
          alignItems: 'center',
          justifyContent: 'center',
          px: 3,
          py: 5,
          textAlign: 'center',
        }}
        spacing={3}
      >
        <Box
          aria-hidden
          sx={{
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'error.main',
            bgcolor: (th) => alpha(th.palette.error.main, 0.12),
            '& svg': { fontSize: 44 },
          }}
        >
          <NoCrashOutlined />
        </Box>
        {[first, second].map((l, i) => {
          const tt = i === 0 ? tFirst : tSecond;
          return (
            <Stack
              key={l}
              spacing={1}
              lang={l}
              dir={l === 'ar' ? 'rtl' : 'ltr'}
              sx={{ maxWidth: 560 }}
            >
              {i === 1 && <Divider sx={{ mb: 2 }} />}
              <Typography
                id={i === 0 ? 'driver-cancel-title' : undefined}
                variant={i === 0 ? 'h4' : 'h6'}
                component={i === 0 ? 'h2' : 'p'}
                sx={{ fontWeight: 700 }}
              >
                {tt('driverCancel.title')}
              </Typography>
              <Typography
                id={i === 0 ? 'driver-cancel-text' : undefined}
                color={i === 0 ? 'text.primary' : 'text.secondary'}
              >
                {tt('driverCancel.text')}
              </Typography>
            </Stack>
          );
        })}
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            {`${tFirst('driverCancel.tripId')} / ${tSecond('driverCancel.tripId')}`}
          </Typography>
          <Link
            dir="ltr"
            component={RouterLink}
            to={`/view-map/${encodeURIComponent(current.trip_id)}`}
            onClick={handleAccept}
            variant="h5"
            sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}
            data-testid="driver-cancel-trip-link"
          >
            {current.trip_unique_id}
          </Link>
        </Stack>
        <Button
          variant="contained"
          size="large"
          onClick={handleAccept}
          autoFocus
          sx={{ minWidth: 200 }}
        >
          {`${tFirst('driverCancel.accept')} · ${tSecond('driverCancel.accept')}`}
        </Button>
        {queue.length > 1 && (
          <Typography variant="caption" color="text.secondary">
            {tFirst('driverCancel.more', { count: queue.length - 1 })}
          </Typography>
        )}
      </Stack>
    </Dialog>
  );
}
