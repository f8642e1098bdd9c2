import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
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
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import type { Language } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { dialogLanguages } from '../lib/driver-cancel.ts';
import { rebookPath } from '../lib/rebook.ts';
import type { DriverCancelEntry } from '../lib/trip-alerts.ts';
import { i18n, loadLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';

/**
 * SPEC §2 driver-cancel dialog: full screen, the trip's unique id linking to its map, an accept
 * button; queued by TripAlerts if several arrive. It says another driver is being looked for,
 * and, if the trip then ends without one while it shows, says so and offers to book it again.
 */
export function DriverCancelDialog({
  queue,
  onDone,
}: {
  queue: readonly DriverCancelEntry[];
  /** the first entry was accepted, or its link or "book again" followed */
  onDone: () => void;
}) {
  const [langs, setLangs] = useState<[Language, Language]>(() =>
    dialogLanguages(currentLanguage()),
  );
  const { i18n: live } = useTranslation();
  // booking again is a write on trips (issue 13)
  const canBook = useCan('write', 'trips');

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

  if (!current) return null;
  const ended = current.ended !== null;
  const [first, second] = langs;
  const tFirst = i18n.getFixedT(first, 'trips');
  const tSecond = i18n.getFixedT(second, 'trips');
  const both = (key: string) => `${tFirst(key)} · ${tSecond(key)}`;
  return (
    <Dialog
      fullScreen
      open
      onClose={onDone}
      aria-labelledby="driver-cancel-title"
      aria-describedby="driver-cancel-text"
      data-outcome={ended ? 'no_driver' : 'searching'}
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
        {/* the texts change in place when the search ends: read out again */}
        <Stack spacing={3} aria-live="polite" sx={{ alignItems: 'center' }}>
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
                  {tt(ended ? 'driverCancel.noneTitle' : 'driverCancel.title')}
                </Typography>
                <Typography
                  id={i === 0 ? 'driver-cancel-text' : undefined}
                  color={i === 0 ? 'text.primary' : 'text.secondary'}
                >
                  {tt(ended ? 'driverCancel.noneText' : 'driverCancel.text')}
                </Typography>
              </Stack>
            );
          })}
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            {`${tFirst('driverCancel.tripId')} / ${tSecond('driverCancel.tripId')}`}
          </Typography>
          <Link
            dir="ltr"
            component={RouterLink}
            to={`/view-map/${encodeURIComponent(current.trip_id)}`}
            onClick={onDone}
            variant="h5"
            sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}
            data-testid="driver-cancel-trip-link"
          >
            {current.trip_unique_id}
          </Link>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: 'center', justifyContent: 'center' }}
        >
          {ended && canBook && (
            <Button
              variant="contained"
              size="large"
              startIcon={<ReplayRounded />}
              component={RouterLink}
              to={rebookPath(current.trip_id)}
              onClick={onDone}
              sx={{ minWidth: 200 }}
            >
              {both('driverCancel.again')}
            </Button>
          )}
          <Button
            variant={ended && canBook ? 'outlined' : 'contained'}
            size="large"
            onClick={onDone}
            autoFocus
            sx={{ minWidth: 200 }}
          >
            {both('driverCancel.accept')}
          </Button>
        </Stack>
        {queue.length > 1 && (
          <Typography variant="caption" color="text.secondary">
            {tFirst('driverCancel.more', { count: queue.length - 1 })}
          </Typography>
        )}
      </Stack>
    </Dialog>
  );
}
