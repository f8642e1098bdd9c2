import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NoCrashOutlined from '@mui/icons-material/NoCrashOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { rebookPath } from '../lib/rebook.ts';
import type { NotServedEntry } from '../lib/trip-alerts.ts';
import { useCan } from '../../../lib/use-can.ts';

/**
 * Issue 12: a trip of the company ended without a driver. A notice that does not block the page
 * and stays until dismissed (the close button, or Escape inside it), one at a time with how many
 * more wait: the trip's id linking to its map, that nothing was charged, and "book again".
 */
export function NotServedNotice({
  queue,
  onDone,
  onDoneAll,
}: {
  queue: readonly NotServedEntry[];
  onDone: (tripId: string) => void;
  onDoneAll: () => void;
}) {
  const { t } = useTranslation('trips');
  // booking again is a write on trips (issue 13)
  const canBook = useCan('write', 'trips');
  const current = queue[0];
  if (!current) return null;
  const done = () => onDone(current.trip_id);
  const more = queue.length - 1;
  return (
    <Snackbar
      // a new notice is a new announcement
      key={current.trip_id}
      open
      // start side, away from the customizer button and the booking confirmation
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      sx={{ maxWidth: { sm: 440 } }}
    >
      <Alert
        severity="warning"
        icon={<NoCrashOutlined />}
        onClose={done}
        closeText={t('notServed.close')}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            done();
          }
        }}
        data-trip={current.trip_unique_id}
        data-testid="not-served-notice"
        sx={{ width: '100%', boxShadow: 6, alignItems: 'flex-start' }}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{t(`notServed.title.${current.status}`)}</AlertTitle>
        <Stack spacing={1}>
          <Typography variant="body2">
            {`${t('notServed.trip')} `}
            <Link
              component={RouterLink}
              to={`/view-map/${encodeURIComponent(current.trip_id)}`}
              onClick={done}
              dir="ltr"
              color="inherit"
              underline="always"
              sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}
            >
              {current.trip_unique_id}
            </Link>
          </Typography>
          <Typography variant="body2">{t('notServed.text')}</Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 0.5 }}
          >
            {canBook && (
              <Button
                variant="contained"
                size="small"
                startIcon={<ReplayRounded />}
                component={RouterLink}
                to={rebookPath(current.trip_id)}
                onClick={done}
              >
                {t('notServed.again')}
              </Button>
            )}
            {more > 0 && (
              <Button color="inherit" size="small" onClick={onDoneAll}>
                {t('notServed.closeAll')}
              </Button>
            )}
          </Stack>
          {more > 0 && (
            <Typography variant="caption" role="status">
              {t('notServed.more', { count: more })}
            </Typography>
          )}
        </Stack>
      </Alert>
    </Snackbar>
  );
}
