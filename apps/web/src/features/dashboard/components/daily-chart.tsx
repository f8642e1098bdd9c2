import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import RtlProvider from '@mui/system/RtlProvider';
import { useTheme } from '@mui/material/styles';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import type { DashboardData } from '../../../lib/dashboard-cache.ts';

type Row = DashboardData['details']['trips'][number];

function perDay(rows: Row[], days: string[]): number[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const day = row.date.slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + row.count);
  }
  return days.map((d) => counts.get(d) ?? 0);
}

function daysOf(range: { startDate: string; endDate: string }): string[] {
  const days: string[] = [];
  const cursor = new Date(`${range.startDate}T00:00:00Z`);
  const end = new Date(`${range.endDate}T00:00:00Z`);
  while (cursor <= end) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
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
  const monthText = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${range.startDate}T12:00:00Z`));
  const month = monthText.charAt(0).toLocaleUpperCase(i18n.language) + monthText.slice(1);

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
          // Drawn left to right in every language; in a right-to-left page the days are listed
          // from the last one and the value axis sits on the right, so the month reads right to left.
          <RtlProvider value={false}>
            <Box dir="ltr" sx={{ height: '100%' }}>
              <BarChart
                height={300}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: days.map((d) => Number(d.slice(8))),
                    tickLabelStyle: { fontSize: 11 },
                    // Arabic fonts are taller: without room the day labels are ellipsized away
                    height: 34,
                    tickInterval: (day: number) => !narrow || day === 1 || day % 5 === 0,
                    tickLabelInterval: (day: number) => !narrow || day === 1 || day % 5 === 0,
                    valueFormatter: (day: number, context) =>
                      context.location === 'tooltip' ? dayLabel(day) : String(day),
                  },
                ]}
                yAxis={[{ tickMinStep: 1, width: 40, position: rtl ? 'right' : 'left' }]}
                series={series.map((s) => ({ ...s, stack: 'day' }))}
                grid={{ horizontal: true }}
                borderRadius={4}
                margin={{ top: 16, right: 8, bottom: 8, left: 4 }}
                slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
              />
            </Box>
          </RtlProvider>
        )}
      </Box>
    </Card>
  );
}
