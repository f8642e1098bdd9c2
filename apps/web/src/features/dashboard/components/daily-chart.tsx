import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import { monthName } from '@trayecto/contracts/format';
import type { DashboardData } from '../../../lib/dashboard-cache.ts';
import { daysOf, perDay } from '../lib/month-summary.ts';

// @mui/x-charts is a chunk of its own, fetched as the dashboard mounts: the month's figures, the
// card's title and its empty state paint without waiting for it.
const loadBars = () => import('./daily-bars.tsx');
const DailyBars = lazy(() =>
  loadBars().then(
    (m) => ({ default: m.DailyBars }),
    // offline or a failed chunk: the card says the chart is unavailable, the page stands
    () => ({ default: BarsUnavailable }),
  ),
);

function BarsUnavailable() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{t('chart.unavailableTitle')}</Typography>
    </Stack>
  );
}

/** Trips (and shipments, when active) per day of the current month. */
export function DailyChart({
  data,
  range,
  shipments,
  loading,
  failed,
}: {
  data: DashboardData | undefined;
  range: { startDate: string; endDate: string };
  shipments: boolean;
  loading: boolean;
  /** the figures could not be loaded (the page shows the error and a retry) */
  failed: boolean;
}) {
  const { t, i18n } = useTranslation('dashboard');
  useEffect(() => {
    void loadBars().catch(() => undefined); // the download starts at once; a failure shows below
  }, []);
  const theme = useTheme();
  // on a phone, label every fifth day so the labels stay readable
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const rtl = theme.direction === 'rtl';
  // right to left: the bands are listed from the last day, so day 1 sits on the right
  const days = useMemo(() => (rtl ? daysOf(range).reverse() : daysOf(range)), [range, rtl]);
  const series = useMemo(() => {
    if (!data) return [];
    const list = [
      {
        id: 'trips',
        label: t('chart.trips'),
        data: perDay(data.details.trips, days),
        color: theme.palette.primary.main,
      },
    ];
    if (shipments) {
      list.push({
        id: 'shipments',
        label: t('chart.shipments'),
        data: perDay(data.details.shipments, days),
        color: theme.palette.info.main,
      });
    }
    return list;
  }, [data, days, shipments, t, theme]);
  const empty = series.every((s) => s.data.every((v) => v === 0));
  const unavailable = failed && !data;
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const dayLabel = (day: number) =>
    dayFormat.format(
      new Date(`${range.startDate.slice(0, 8)}${String(day).padStart(2, '0')}T12:00:00Z`),
    );
  const month = monthName(range.startDate, i18n.language, { capital: true });

  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 3, height: '100%' }}
      component="section"
      aria-labelledby="dashboard-chart-title"
    >
      <Box sx={{ px: 3, pt: 2.5 }}>
        <Typography
          id="dashboard-chart-title"
          variant="h6"
          component="h2"
          sx={{ fontSize: '1.05rem', fontWeight: 600 }}
        >
          {t('chart.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {month}
        </Typography>
      </Box>
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 3, height: 336 }}>
        {loading && !data ? (
          <Skeleton variant="rounded" height={280} sx={{ mt: 2, mx: 1 }} />
        ) : empty ? (
          <Stack
            sx={{
              height: '100%',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              px: 3,
            }}
            spacing={1.5}
          >
            <InsertChartOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>
              {unavailable ? t('chart.unavailableTitle') : t('chart.emptyTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
              {unavailable ? t('chart.unavailableBody') : t('chart.emptyBody')}
            </Typography>
          </Stack>
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={280} sx={{ mt: 2, mx: 1 }} />}>
            <DailyBars days={days} series={series} narrow={narrow} rtl={rtl} dayLabel={dayLabel} />
          </Suspense>
        )}
      </Box>
    </Card>
  );
}
